import type { CmsComponentProps, CmsRenderer } from '@/cms/types';
import { MenuLink } from '@/features/navigation/MenuLink';
import { loadNavigationTree } from '@/features/navigation/load-navigation';
import { getTranslator } from '@/i18n/server';
import { cx } from '@/ui';
import styles from './HeaderLinks.module.css';

type Tone = 'band' | 'drawer';

/**
 * Slot HeaderLinks: the CMS navigation of service links (store finder, help, loyalty), in the dark
 * band above the header on large screens and under the category menu on small ones.
 */
async function HeaderLinks({ component, context, tone }: CmsComponentProps & { tone: Tone }) {
  const tree = await loadNavigationTree(context, component);
  const { t } = getTranslator(context.lang, ['shell', 'navigation']);
  const links = (tree?.items ?? []).flatMap((node) => (node.link ? [{ id: node.id, link: node.link }] : []));
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('shell:headerLinks')} className={cx(styles.headerLinks, styles[tone], tree?.styleClass)}>
      <ul className={styles.list}>
        {links.map(({ id, link }) => (
          <li key={id}>
            <MenuLink link={link} className={styles.link} newTabHint={t('navigation:opensInNewTab')} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const HeaderLinksInBand: CmsRenderer = (props) => <HeaderLinks {...props} tone="band" />;
export const HeaderLinksInDrawer: CmsRenderer = (props) => <HeaderLinks {...props} tone="drawer" />;
