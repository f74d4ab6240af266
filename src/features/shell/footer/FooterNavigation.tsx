import type { CmsComponentProps } from '@/cms/types';
import { MenuLink } from '@/features/navigation/MenuLink';
import { loadNavigationTree } from '@/features/navigation/load-navigation';
import type { ShopLink } from '@/features/navigation/cms-link';
import { linksOf, type MenuNode } from '@/features/navigation/navigation-tree';
import { getTranslator } from '@/i18n/server';
import { cx } from '@/ui';
import { FooterSection } from './FooterSection';
import styles from './FooterNavigation.module.css';

export interface FooterSectionData {
  id: string;
  title: string;
  links: { id: string; link: ShopLink }[];
}

/** The sections of the footer navigation: titled groups of links (empty groups are left out). */
export function footerSections(items: readonly MenuNode[]): FooterSectionData[] {
  return items
    .map((section) => ({
      id: section.id,
      title: section.title,
      links: linksOf(section.children),
    }))
    .filter((section) => section.links.length > 0);
}

/**
 * The footer navigation of slot BottomFooter (spec 1 §2.2): columns on larger screens, one accordion
 * section per column below the sm breakpoint (768px); each column is both (`FooterSection`).
 */
export async function FooterNavigation({ component, context }: CmsComponentProps) {
  const tree = await loadNavigationTree(context, component);
  const { t } = getTranslator(context.lang, ['shell', 'navigation']);
  const sections = footerSections(tree?.items ?? []);
  if (sections.length === 0) return null;
  const newTabHint = t('navigation:opensInNewTab');
  return (
    <nav aria-label={t('shell:footer.navigation')} className={cx(styles.footerNavigation, tree?.styleClass)} data-testid="footer-navigation">
      <div className={styles.columns} data-testid="footer-columns">
        {sections.map((section) => (
          <FooterSection key={section.id} title={section.title}>
            <ul className={styles.links}>
              {section.links.map(({ id, link }) => (
                <li key={id}>
                  <MenuLink link={link} className={styles.link} newTabHint={newTabHint} />
                </li>
              ))}
            </ul>
          </FooterSection>
        ))}
      </div>
    </nav>
  );
}
