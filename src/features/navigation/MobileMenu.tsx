'use client';

import { Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/client';
import { cx, mediaFrom } from '@/ui';
import { MenuLink } from './MenuLink';
import { MENU_COLUMN_WIDTH, MENU_SLIDE_MS, MOBILE_MENU_MAX_DEPTH } from './menu-constants';
import { createMobileMenuStore, type MobileMenuStore } from './menu-stores';
import type { MenuNode, NavigationTree } from './navigation-tree';
import { RouteChangeListener } from './RouteChangeListener';
import { useNavigationTree, type NavigationTreeState } from './use-navigation-tree';
import styles from './MobileMenu.module.css';

/**
 * The mobile category menu (spec 1 §2.3, §4), below the md breakpoint: a hamburger button opens a
 * slide-in drill-down in a modal dialog (focus stays inside, Escape closes, focus returns to the
 * button). A breadcrumb (Menu / level 1 / current), a back step and a "Shop All {title}" link on the
 * title; two levels deep, each level change after a 150 ms slide; reopening starts at the top.
 */

export interface MobileMenuProps {
  /** The whole tree, or the menu bar whose levels load from `source` (`menuBar`). */
  menu: NavigationTree;
  /** Where the whole tree loads from, when `menu` is only the bar. */
  source?: string | undefined;
  /** Shown under the top level of the menu (header links, country and language). */
  children?: ReactNode;
}

/** The nodes along `path`, from the top. */
function nodesAlong(items: readonly MenuNode[], path: readonly string[]): MenuNode[] {
  const nodes: MenuNode[] = [];
  let level = items;
  for (const id of path) {
    const node = level.find((candidate) => candidate.id === id);
    if (!node) break;
    nodes.push(node);
    level = node.children;
  }
  return nodes;
}

function HamburgerIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function Chevron({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

export function MobileMenu({ menu, source, children }: MobileMenuProps) {
  const { t } = useTranslation(['navigation', 'common']);
  const [store] = useState(() => createMobileMenuStore());
  const isOpen = useStore(store, (state) => state.isOpen);
  const { state: tree, load } = useNavigationTree(menu, source);

  useEffect(() => () => store.getState().dispose(), [store]);

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
      <button
        type="button"
        className={styles.hamburger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerDown={load}
        onFocus={load}
        onClick={() => {
          load();
          store.getState().open();
        }}
        data-testid="mobile-menu-button"
      >
        <HamburgerIcon />
        <span className={styles.hamburgerLabel}>{t('common:menu')}</span>
      </button>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) store.getState().close();
        }}
        isDismissable
        className={styles.overlay}
      >
        <Modal className={cx(styles.drawer, menu.styleClass)} style={sizes}>
          <Dialog className={styles.dialog} aria-label={t('navigation:label')} data-testid="mobile-menu">
            <DrillDown tree={tree} store={store}>
              {children}
            </DrillDown>
          </Dialog>
        </Modal>
      </ModalOverlay>
      <Suspense fallback={null}>
        <RouteChangeListener onRouteChange={() => store.getState().close()} />
      </Suspense>
    </div>
  );
}

function DrillDown({ tree, store, children }: { tree: NavigationTreeState; store: MobileMenuStore; children?: ReactNode }) {
  const { t } = useTranslation(['navigation', 'common']);
  const path = useStore(store, (state) => state.path);
  const sliding = useStore(store, (state) => state.sliding);
  const entered = useStore(store, (state) => state.entered);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const items = tree.tree?.items ?? [];
  const trail = nodesAlong(items, path);
  const current = trail.at(-1);
  const level = current ? current.children : items;
  const depth = trail.length;

  useEffect(() => {
    // After a level change, focus goes to the new level's title so it is announced.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [path]);

  const close = () => store.getState().close();

  return (
    <>
      <header className={styles.header}>
        <Heading slot="title" className={styles.heading} ref={titleRef} tabIndex={-1}>
          {current ? current.title : t('common:menu')}
        </Heading>
        <button type="button" className={styles.close} onClick={close} aria-label={t('navigation:closeMenu')}>
          <CloseIcon />
        </button>
      </header>

      {depth > 0 ? (
        <nav className={styles.breadcrumb} aria-label={t('navigation:breadcrumb')}>
          <ol>
            <li>
              <button type="button" className={styles.crumb} onClick={() => store.getState().goToLevel(0)}>
                {t('common:menu')}
              </button>
            </li>
            {trail.map((node, index) => (
              <li key={node.id}>
                {index < trail.length - 1 ? (
                  <button type="button" className={styles.crumb} onClick={() => store.getState().goToLevel(index + 1)}>
                    {node.title}
                  </button>
                ) : (
                  <span aria-current="location" className={styles.currentCrumb}>
                    {node.title}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div
        key={path.join('/')}
        className={styles.level}
        data-sliding={sliding ?? undefined}
        data-entered={sliding ? undefined : (entered ?? undefined)}
        data-testid="mobile-menu-level"
      >
        {current ? (
          <>
            <button type="button" className={styles.back} onClick={() => store.getState().goBack()}>
              <Chevron className={styles.backArrow} />
              {t('navigation:backTo', { title: trail.at(-2)?.title ?? t('common:menu') })}
            </button>
            {current.link ? (
              <MenuLink link={current.link} className={styles.shopAll} onClick={close}>
                {t('navigation:shopAll', { title: current.title })}
              </MenuLink>
            ) : null}
          </>
        ) : null}

        {tree.status === 'ready' ? null : (
          <p className={styles.status} role="status">
            {tree.status === 'failed' ? t('navigation:unavailable') : t('common:loading')}
          </p>
        )}
        <ul className={styles.list}>
          {level.map((node) => {
            // Spec 1 §2.3: only nodes shallower than depth 2 open; deeper ones are links.
            const opens = depth < MOBILE_MENU_MAX_DEPTH && node.children.length > 0;
            return (
              <li key={node.id}>
                {opens ? (
                  <button
                    type="button"
                    className={styles.entry}
                    onClick={() => store.getState().goIn(node.id)}
                  >
                    <span>{node.title}</span>
                    <Chevron className={styles.entryArrow} />
                  </button>
                ) : node.link ? (
                  // Following a link closes the menu at once, even when the URL stays the same.
                  <MenuLink link={node.link} className={styles.entry} newTabHint={t('navigation:opensInNewTab')} onClick={close}>
                    {node.title}
                  </MenuLink>
                ) : null}
              </li>
            );
          })}
        </ul>

        {depth === 0 && children ? <div className={styles.extras}>{children}</div> : null}
      </div>
    </>
  );
}
