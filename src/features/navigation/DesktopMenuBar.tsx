import { getTranslator } from '@/i18n/server';
import type { Language } from '@/site';
import { cx } from '@/ui';
import { LinkPendingSign } from '@/ui/LinkPendingSign';
import { DESKTOP_MENU_SIZES, desktopMenuStyles as styles, isBarLink, ItemChevron } from './desktop-menu-parts';
import { MenuLink } from './MenuLink';
import type { NavigationTree } from './navigation-tree';

/**
 * The desktop menu's bar as the server draws it, until the shopper first uses the menu (then
 * `DesktopMenuOnFirstUse` puts `DesktopMenu` in its place): the same landmark, links and opener
 * buttons, collapsed. Its links work without any script; its buttons open their flyout once the menu
 * has loaded. Each opener's department link is in the page too, hidden, so that every department is
 * linked for crawlers, which follow links but press nothing (the departments link their categories).
 */
export function DesktopMenuBar({ menu, lang }: { menu: NavigationTree; lang: Language }) {
  if (menu.items.length === 0) return null;
  const { t } = getTranslator(lang, ['navigation', 'common']);
  return (
    <nav
      aria-label={t('navigation:label')}
      className={cx(styles.menu, menu.styleClass)}
      style={DESKTOP_MENU_SIZES}
      data-testid="desktop-menu"
    >
      <ul className={styles.bar}>
        {menu.items.map((item) => (
          <li key={item.id} className={styles.item}>
            {isBarLink(item) ? (
              item.link ? (
                <MenuLink link={item.link} className={styles.itemLink} data-menu-item={item.id} newTabHint={t('navigation:opensInNewTab')}>
                  {item.title}
                  <LinkPendingSign />
                </MenuLink>
              ) : null
            ) : (
              <>
                <button type="button" className={styles.itemButton} aria-expanded={false} data-menu-item={item.id}>
                  {item.title}
                  <ItemChevron />
                </button>
                {/* The flyout's first link ("Shop all Men"), in the page for crawlers: they follow links,
                    not the opener, and the flyout is drawn only once the menu is used. */}
                {item.link && !item.link.external ? (
                  <a href={item.link.href} hidden>
                    {item.link.label}
                  </a>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
