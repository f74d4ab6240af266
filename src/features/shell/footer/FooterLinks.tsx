import type { CmsComponentProps } from '@/cms/types';
import { MenuLink } from '@/features/navigation/MenuLink';
import { loadNavigationTree } from '@/features/navigation/load-navigation';
import { getTranslator } from '@/i18n/server';
import { cx } from '@/ui';
import styles from './FooterLegal.module.css';

/** The links navigation of slot BottomFooter (spec 1 §2.2): legal and privacy links, per region. */
export async function FooterLinks({ component, context }: CmsComponentProps) {
  const tree = await loadNavigationTree(context, component);
  const { t } = getTranslator(context.lang, ['shell', 'navigation']);
  const links = (tree?.items ?? []).flatMap((node) => (node.link ? [{ id: node.id, link: node.link }] : []));
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('shell:footer.legal')} className={cx(styles.legal, tree?.styleClass)} data-testid="footer-links">
      <ul className={styles.legalList}>
        {links.map(({ id, link }) => (
          <li key={id}>
            <MenuLink link={link} className={styles.legalLink} newTabHint={t('navigation:opensInNewTab')} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
