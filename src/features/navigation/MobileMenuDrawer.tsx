'use client';

import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/client';
import { cx } from '@/ui/classNames';
import { usePathname } from 'next/navigation';
import { MenuLink } from './MenuLink';
import { MOBILE_MENU_MAX_DEPTH } from './menu-constants';
import type { MobileMenuStore } from './mobile-menu-store';
import type { MenuNode } from './navigation-tree';
import type { NavigationTreeState } from './use-navigation-tree';
import styles from './MobileMenu.module.css';

/**
 * The drawer of the mobile category menu (`MobileMenu`): a modal dialog (focus stays inside, Escape
 * and a click outside close, focus returns to the button) holding the drill-down. Loaded when the
 * menu button is first reached for.
 */

export interface MobileMenuDrawerProps {
  isOpen: boolean;
  store: MobileMenuStore;
  tree: NavigationTreeState;
  /**
   * The top level the page carries (`menuBar`): shown, as links, while the whole tree loads or after
   * it failed, so a shopper can still reach the departments.
   */
  bar: readonly MenuNode[];
  /** Asks for the tree again after a failure. */
  onRetry: () => void;
  /** The editor's CSS classes for the menu (spec 1 §2.3 `styleClass`). */
  className?: string | undefined;
  style: CSSProperties;
  /** The dialog's name, already translated. */
  label: string;
  /** Shown under the top level (header links, country and language). */
  children?: ReactNode;
}

export default function MobileMenuDrawer({ isOpen, store, tree, bar, onRetry, className, style, label, children }: MobileMenuDrawerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) store.getState().close();
      }}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={cx(styles.drawer, className)} style={style}>
        <Dialog className={styles.dialog} aria-label={label} data-testid="mobile-menu">
          <DrillDown tree={tree} bar={bar} onRetry={onRetry} store={store}>
            {children}
          </DrillDown>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
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

interface DrillDownProps {
  tree: NavigationTreeState;
  bar: readonly MenuNode[];
  onRetry: () => void;
  store: MobileMenuStore;
  children?: ReactNode;
}

function DrillDown({ tree, bar, onRetry, store, children }: DrillDownProps) {
  const { t } = useTranslation(['navigation', 'common']);
  const pathname = usePathname();
  const path = useStore(store, (state) => state.path);
  const sliding = useStore(store, (state) => state.sliding);
  const entered = useStore(store, (state) => state.entered);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const opensLevelId = useId();

  // Until the tree is here, the bar's items (without their levels) are links to their departments.
  const items = tree.tree?.items ?? bar;
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
              <MenuLink link={current.link} className={styles.shopAll} onClick={close} currentPath={pathname}>
                {t('navigation:shopAll', { title: current.title })}
              </MenuLink>
            ) : null}
          </>
        ) : null}

        {tree.status === 'ready' ? null : (
          <div className={styles.status}>
            <p role="status">{tree.status === 'failed' ? t('navigation:unavailable') : t('common:loading')}</p>
            {tree.status === 'failed' ? (
              <button type="button" className={styles.retry} onClick={onRetry}>
                {t('common:error.retry')}
              </button>
            ) : null}
          </div>
        )}
        {/* What an entry's button does, read after its name (its arrow is only drawn). */}
        <span id={opensLevelId} hidden>
          {t('navigation:opensLevel')}
        </span>
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
                    aria-describedby={opensLevelId}
                    onClick={() => store.getState().goIn(node.id)}
                  >
                    <span>{node.title}</span>
                    <Chevron className={styles.entryArrow} />
                  </button>
                ) : node.link ? (
                  // Following a link closes the menu at once, even when the URL stays the same.
                  <MenuLink link={node.link} className={styles.entry} newTabHint={t('navigation:opensInNewTab')} onClick={close} currentPath={pathname}>
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
