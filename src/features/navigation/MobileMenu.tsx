'use client';

import { lazy, Suspense, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/client';
import { mediaFrom } from '@/ui/breakpoints';
import { DialogPending } from '@/ui/DialogPending';
import { useClosedWhenLeft } from '@/ui/use-closed-when-left';
import { MENU_COLUMN_WIDTH, MENU_SLIDE_MS } from './menu-constants';
import { createMobileMenuStore } from './mobile-menu-store';
import { MobileMenuButton } from './MobileMenuButton';
import type { NavigationTree } from './navigation-tree';
import { RouteChangeListener } from './RouteChangeListener';
import { useNavigationTree } from './use-navigation-tree';
import styles from './MobileMenu.module.css';

/**
 * The mobile category menu (spec 1 §2.3, §4), below the md breakpoint: a hamburger button opens a
 * slide-in drill-down in a modal dialog (focus stays inside, Escape closes, focus returns to the
 * button). A breadcrumb (Menu / level 1 / current), a back step and a "Shop All {title}" link on the
 * title; two levels deep, each level change after a 150 ms slide; reopening starts at the top.
 *
 * Its code and the drawer's (with the dialog library under it) load when the button is first
 * reached for (`MobileMenuOnFirstUse`); drawn on its own, it loads the drawer when the button is
 * pressed or focused. The levels come from the menu's tree (`useNavigationTree`).
 */

const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(loadDrawer);

function prepareDrawer() {
  void loadDrawer();
}

export interface MobileMenuProps {
  /** The whole tree, or the menu bar whose levels load from `source` (`menuBar`). */
  menu: NavigationTree;
  /** Where the whole tree loads from, when `menu` is only the bar. */
  source?: string | undefined;
  /** Shown under the top level of the menu (header links, country and language). */
  children?: ReactNode;
}

export function MobileMenu({ menu, source, children }: MobileMenuProps) {
  const { t } = useTranslation(['navigation', 'common']);
  const [store] = useState(() => createMobileMenuStore());
  const isOpen = useStore(store, (state) => state.isOpen);
  const { state: tree, load } = useNavigationTree(menu, source);
  // Mounted from the first opening on, so it can animate out and keeps its focus handling.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (isOpen && !drawerWanted) setDrawerWanted(true);

  useEffect(() => () => store.getState().dispose(), [store]);
  useClosedWhenLeft(() => store.getState().close());

  useEffect(() => {
    // The drill-down belongs to small screens; growing past md (rotation, resize) closes it.
    if (!isOpen || typeof window.matchMedia !== 'function') return undefined;
    const desktop = window.matchMedia(mediaFrom('md'));
    const onChange = () => {
      if (desktop.matches) store.getState().close();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [isOpen, store]);

  const sizes = {
    '--menu-column-width': `${MENU_COLUMN_WIDTH}px`,
    '--menu-slide-duration': `${MENU_SLIDE_MS}ms`,
  } as CSSProperties;

  return (
    <div className={styles.mobileMenu}>
      <MobileMenuButton
        label={t('common:menu')}
        expanded={isOpen}
        onPointerDown={() => {
          prepareDrawer();
          load();
        }}
        onFocus={() => {
          prepareDrawer();
          load();
        }}
        onClick={() => {
          load();
          store.getState().open();
        }}
      />
      {drawerWanted ? (
        <Suspense fallback={isOpen ? <DialogPending label={t('common:loading')} /> : null}>
          <MobileMenuDrawer
            isOpen={isOpen}
            store={store}
            tree={tree}
            bar={menu.items}
            onRetry={load}
            className={menu.styleClass}
            style={sizes}
            label={t('navigation:label')}
          >
            {children}
          </MobileMenuDrawer>
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <RouteChangeListener onRouteChange={() => store.getState().close()} />
      </Suspense>
    </div>
  );
}

