import type { CSSProperties } from 'react';
import { MENU_COLUMN_WIDTH, MENU_PANEL_MAX_WIDTH } from './menu-constants';
import type { MenuNode } from './navigation-tree';
import styles from './DesktopMenu.module.css';

/**
 * What the desktop menu's bar looks like before and after its code has loaded: the server's bar
 * (`DesktopMenuBar`) and the menu (`DesktopMenu`) draw it from these, so the one replaces the other
 * without a visible change.
 */

export { styles as desktopMenuStyles };

export const DESKTOP_MENU_SIZES = {
  '--menu-column-width': `${MENU_COLUMN_WIDTH}px`,
  '--menu-panel-max-width': `${MENU_PANEL_MAX_WIDTH}px`,
} as CSSProperties;

/** An L1 item without groups is a plain link in the bar; the others open a flyout. */
export function isBarLink(item: MenuNode): boolean {
  return item.children.length === 0 && !item.deferred;
}

export function ItemChevron() {
  return (
    <svg className={styles.itemChevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
