'use client';

import type { ReactNode } from 'react';
import { IslandOnFirstUse } from '@/ui/IslandOnFirstUse';
import { onFirstUse } from '@/ui/on-first-use';
import { MobileMenuButton } from './MobileMenuButton';
import type { NavigationTree } from './navigation-tree';
import { loadNavigationTreeFrom } from './navigation-tree-loader';
import styles from './MobileMenu.module.css';

// The drawer comes with it, not after it: the first tap opens the menu after one round of loading.
const menuCode = onFirstUse(() => Promise.all([import('./MobileMenu'), import('./MobileMenuDrawer')]).then(([menu]) => menu));

export interface MobileMenuOnFirstUseProps {
  menu: NavigationTree;
  source?: string | undefined;
  /** "Menu", already translated: the button's label until the menu draws it. */
  label: string;
  /** Shown under the top level of the menu (header links, country and language). */
  children?: ReactNode;
}

/**
 * The mobile category menu, its code loaded when the shopper first reaches for its button (a tap,
 * a pointer over it, keyboard focus) rather than with every page, most of which are seen on screens
 * that never show the button. Until then the button is drawn without it; a press made while the
 * code loads is played again once the menu is here, so the first tap opens it (`IslandOnFirstUse`).
 */
export function MobileMenuOnFirstUse({ menu, source, label, children }: MobileMenuOnFirstUseProps) {
  return (
    <IslandOnFirstUse
      code={menuCode}
      // The levels behind the top one load beside the code, not once it has arrived and asked for them.
      onReach={() => {
        if (source) loadNavigationTreeFrom(source).catch(() => undefined);
      }}
      island={(code) => (
        <code.MobileMenu menu={menu} source={source}>
          {children}
        </code.MobileMenu>
      )}
    >
      <div className={styles.mobileMenu}>
        <MobileMenuButton label={label} />
      </div>
    </IslandOnFirstUse>
  );
}
