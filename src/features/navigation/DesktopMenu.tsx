'use client';

import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/client';
import { cx } from '@/ui/classNames';
import { LinkPendingSign } from '@/ui/LinkPendingSign';
import { DESKTOP_MENU_SIZES, desktopMenuStyles as styles, isBarLink, ItemChevron } from './desktop-menu-parts';
import { flyoutPlacement } from './flyout-placement';
import { MenuBannerView } from './MenuBannerView';
import { usePathname } from 'next/navigation';
import { MenuLink } from './MenuLink';
import { L2_OPEN_DELAY_MS } from './menu-constants';
import { createDesktopMenuStore, type DesktopMenuStore } from './desktop-menu-store';
import { wrapIntoColumns, type MenuNode, type NavigationTree } from './navigation-tree';
import { RouteChangeListener } from './RouteChangeListener';
import { useNavigationTree, type NavigationTreeState } from './use-navigation-tree';

/**
 * The desktop category flyout (spec 1 §2.3, §4), from the md breakpoint: L1 items in a bar, each
 * opening a flyout with its L2 list; an L2 group opens its L3 panel (title, links, the group's CMS
 * banner). WAI-ARIA disclosure navigation: every opener is a button with `aria-expanded` and
 * `aria-controls`, links stay links, arrow keys move between items, Escape closes and gives focus back.
 */

const FOCUSABLE = 'a[href], button:not([disabled])';

function focusablesIn(container: Element | null | undefined): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

function viewportWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

/** Where the flyout of an L1 item opens, from where the item is on screen. */
function placementOf(item: Element | null) {
  const box = item?.getBoundingClientRect();
  return flyoutPlacement({ itemLeft: box?.left ?? 0, itemRight: box?.right ?? 0, viewportWidth: viewportWidth() });
}

/** A stable, valid id fragment for a CMS node id. */
function idPart(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_');
}

function Chevron({ className }: { className?: string | undefined }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}

export interface DesktopMenuProps {
  /** The whole tree, or the menu bar whose flyouts load from `source` (`menuBar`). */
  menu: NavigationTree;
  /** Where the whole tree loads from, when `menu` is only the bar. */
  source?: string | undefined;
}

export function DesktopMenu({ menu, source }: DesktopMenuProps) {
  const { t } = useTranslation('navigation');
  const { state: tree, load } = useNavigationTree(menu, source);
  const baseId = useId();
  const [store] = useState(createDesktopMenuStore);
  const openItem = useStore(store, (state) => state.openItem);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openItem === null) return undefined;
    // Spec 1 §4: a click outside closes every open menu; Escape closes from anywhere.
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      store.getState().closeAll();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const { openItem: item } = store.getState();
      const focusWasInside = navRef.current?.contains(document.activeElement) ?? false;
      store.getState().closeAll();
      if (focusWasInside && item) navRef.current?.querySelector<HTMLElement>(`[data-menu-item="${CSS.escape(item)}"]`)?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openItem, store]);

  if (menu.items.length === 0) return null;

  return (
    // Keys are handled where they bubble to from the menu's own links and buttons (roving between them).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={navRef}
      aria-label={t('label')}
      className={cx(styles.menu, menu.styleClass)}
      style={DESKTOP_MENU_SIZES}
      // The flyouts' content is loaded at idle time; a shopper reaching for the menu first asks for it now.
      onPointerEnter={load}
      onFocus={load}
      onKeyDown={(event) => handleMenuKey(event.nativeEvent, event.currentTarget, store)}
      onBlur={(event) => {
        // Focus leaving the menu (Tab past the end, a click elsewhere) closes it.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) store.getState().closeAll();
      }}
      data-testid="desktop-menu"
    >
      <ul className={styles.bar}>
        {menu.items.map((item) => (
          <MenuItem key={item.id} item={item} tree={tree} baseId={baseId} store={store} wrapAfter={menu.wrapAfter} />
        ))}
      </ul>
      <Suspense fallback={null}>
        {/* Spec 1 §4: a route change clears all open menus. */}
        <RouteChangeListener onRouteChange={() => store.getState().closeAll()} />
      </Suspense>
    </nav>
  );
}

/**
 * Focus the first link or button of a container once it is shown (the next frame). The container is
 * looked up then: an opening flyout renders its content with the state change.
 */
function focusFirstIn(container: () => Element | null | undefined): void {
  requestAnimationFrame(() => focusablesIn(container())[0]?.focus());
}

/**
 * Tab as if an open group's panel followed its button in the page, as the disclosure pattern has it:
 * the panels are drawn beside the column of groups, so in the document they come after all of them.
 * Tab from an open group's button goes into its panel, and from the panel's last link on to the next
 * entry of the column; Shift+Tab goes the same way back. Whether it handled the key.
 */
function tabThroughPanels(event: KeyboardEvent, flyout: HTMLElement, store: DesktopMenuStore): boolean {
  const target = event.target as HTMLElement;
  const open = store.getState().openGroup;
  const column = flyout.querySelector<HTMLElement>('[data-menu-column]');
  const entries = focusablesIn(column);
  const groupButton = open ? flyout.querySelector<HTMLElement>(`[data-menu-group="${CSS.escape(open)}"]`) : null;
  const panelLinks = focusablesIn(groupButton ? document.getElementById(groupButton.getAttribute('aria-controls') ?? '') : null);
  if (!groupButton || panelLinks.length === 0) return false;
  const go = (element: HTMLElement | undefined) => {
    if (!element) return false;
    event.preventDefault();
    element.focus();
    return true;
  };
  const afterGroup = entries[entries.indexOf(groupButton) + 1];
  if (!event.shiftKey) {
    if (target === groupButton) return go(panelLinks[0]);
    // Past the column's last entry, the browser's own order goes on to the next L1 item.
    if (target === panelLinks.at(-1)) return go(afterGroup);
    return false;
  }
  if (target === panelLinks[0]) return go(groupButton);
  if (afterGroup && target === afterGroup) return go(panelLinks.at(-1));
  return false;
}

/**
 * Keyboard support (WAI-ARIA disclosure navigation, spec 1 §4): arrows move between L1 items and
 * within a list, ArrowDown opens an item's flyout, the arrow towards a panel opens it, Escape closes
 * the innermost open level and returns focus to its opener; Space and Enter toggle (native buttons);
 * Tab takes an open panel in its place after its group (`tabThroughPanels`).
 */
function handleMenuKey(event: KeyboardEvent, nav: HTMLElement, store: DesktopMenuStore): void {
  const target = event.target as HTMLElement;
  if (target.matches('[data-menu-item]')) {
    handleBarKey(event, target, nav, store);
    return;
  }
  const flyout = target.closest<HTMLElement>('[data-flyout-for]');
  if (flyout) handleFlyoutKey(event, target, flyout, nav, store);
}

/** On an L1 item of the bar: arrows, Home and End move along the bar; ArrowDown opens the flyout. */
function handleBarKey(event: KeyboardEvent, target: HTMLElement, nav: HTMLElement, store: DesktopMenuStore): void {
  const state = store.getState();
  const items = [...nav.querySelectorAll<HTMLElement>('[data-menu-item]')];
  const index = items.indexOf(target);
  const moveTo = (next: number) => {
    event.preventDefault();
    state.closeAll();
    items[(next + items.length) % items.length]?.focus();
  };
  switch (event.key) {
    case 'ArrowRight':
      return moveTo(index + 1);
    case 'ArrowLeft':
      return moveTo(index - 1);
    case 'Home':
      return moveTo(0);
    case 'End':
      return moveTo(items.length - 1);
    case 'ArrowDown': {
      const flyout = document.getElementById(target.getAttribute('aria-controls') ?? '');
      if (!flyout) return;
      event.preventDefault();
      const id = target.getAttribute('data-menu-item') ?? '';
      if (state.openItem !== id) state.toggleItem(id, placementOf(target.closest('li')));
      focusFirstIn(() => flyout.querySelector('[data-menu-column]'));
      return;
    }
    default:
      return;
  }
}

/**
 * Inside a flyout: Escape closes the innermost open level, arrows, Home and End move within a column
 * or panel (ArrowUp from the top returns to the bar), the arrow towards a panel opens it and the one
 * away returns to its group; Tab takes an open panel in its place.
 */
function handleFlyoutKey(event: KeyboardEvent, target: HTMLElement, flyout: HTMLElement, nav: HTMLElement, store: DesktopMenuStore): void {
  const state = store.getState();
  if (event.key === 'Tab' && tabThroughPanels(event, flyout, store)) return;
  const itemButton = nav.querySelector<HTMLElement>(`[data-menu-item="${CSS.escape(flyout.dataset.flyoutFor ?? '')}"]`);
  const panel = target.closest<HTMLElement>('[data-menu-panel]');
  const column = target.closest<HTMLElement>('[data-menu-column]');
  const groupButton = (group: string | null) =>
    group ? flyout.querySelector<HTMLElement>(`[data-menu-group="${CSS.escape(group)}"]`) : null;

  if (event.key === 'Escape') {
    // Handled here; the document listener leaves a handled Escape alone.
    event.preventDefault();
    if (panel && state.openGroup) {
      const group = state.openGroup;
      state.closeGroup();
      groupButton(group)?.focus();
    } else {
      state.closeAll();
      itemButton?.focus();
    }
    return;
  }

  const focusables = focusablesIn(panel ?? column);
  const index = focusables.indexOf(target);
  const focusAt = (next: number) => {
    event.preventDefault();
    focusables[Math.max(0, Math.min(focusables.length - 1, next))]?.focus();
  };
  switch (event.key) {
    case 'ArrowDown':
      return focusAt(index + 1);
    case 'ArrowUp':
      if (index === 0 && !panel) {
        event.preventDefault();
        itemButton?.focus();
        return;
      }
      return focusAt(index - 1);
    case 'Home':
      return focusAt(0);
    case 'End':
      return focusAt(focusables.length - 1);
    default:
  }

  const towardsPanel = state.placement.direction === 'right' ? 'ArrowRight' : 'ArrowLeft';
  const awayFromPanel = state.placement.direction === 'right' ? 'ArrowLeft' : 'ArrowRight';
  const group = target.getAttribute('data-menu-group');
  if (event.key === towardsPanel && group) {
    event.preventDefault();
    state.openGroupOf(group);
    focusFirstIn(() => document.getElementById(target.getAttribute('aria-controls') ?? ''));
  } else if (event.key === awayFromPanel && panel && state.openGroup) {
    event.preventDefault();
    groupButton(state.openGroup)?.focus();
  }
}

interface MenuItemProps {
  /** The item as the bar has it (its groups may still be loading). */
  item: MenuNode;
  tree: NavigationTreeState;
  baseId: string;
  store: DesktopMenuStore;
  wrapAfter: number | undefined;
}

function MenuItem({ item, tree, baseId, store, wrapAfter }: MenuItemProps) {
  const { t } = useTranslation(['navigation', 'common']);
  const pathname = usePathname();
  const isOpen = useStore(store, (state) => state.openItem === item.id);
  const placement = useStore(store, (state) => state.placement);
  const itemRef = useRef<HTMLLIElement>(null);
  const flyoutId = `${baseId}-flyout-${idPart(item.id)}`;

  if (isBarLink(item)) {
    return (
      <li className={styles.item}>
        {item.link ? (
          <MenuLink link={item.link} className={styles.itemLink} data-menu-item={item.id} newTabHint={t('opensInNewTab')} currentPath={pathname}>
            {item.title}
            <LinkPendingSign />
          </MenuLink>
        ) : null}
      </li>
    );
  }

  const placementHere = () => placementOf(itemRef.current);

  function onPointerEnter(event: ReactPointerEvent) {
    // Spec 1 §4: hovering an L1 item opens it at once (mouse only; touch opens by tap).
    if (event.pointerType !== 'mouse') return;
    store.getState().openItemAt(item.id, placementHere(), true);
  }

  function onPointerLeave(event: ReactPointerEvent) {
    if (event.pointerType !== 'mouse') return;
    if (store.getState().openItem === item.id) store.getState().closeAll();
  }

  function onClick(event: ReactMouseEvent) {
    const state = store.getState();
    // A mouse click on an item that hover just opened keeps it open; Space, Enter and taps toggle.
    if (event.detail > 0 && state.openItem === item.id && state.openedByHover) {
      state.openItemAt(item.id, state.placement, false);
      return;
    }
    state.toggleItem(item.id, placementHere());
  }

  return (
    <li ref={itemRef} className={styles.item} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        type="button"
        className={cx(styles.itemButton, isOpen && styles.itemButtonOpen)}
        aria-expanded={isOpen}
        aria-controls={flyoutId}
        data-menu-item={item.id}
        onClick={onClick}
      >
        {item.title}
        <ItemChevron />
      </button>
      <div
        id={flyoutId}
        className={styles.flyout}
        data-direction={placement.direction}
        style={placement.shift ? ({ '--flyout-shift': `${placement.shift}px` } as CSSProperties) : undefined}
        data-testid={`menu-flyout-${item.id}`}
        hidden={!isOpen}
        data-flyout-for={item.id}
      >
        {/* A flyout loaded on demand has content only while open: hidden panels cost nothing to render. */}
        {isOpen || !item.deferred ? <FlyoutContent item={item} tree={tree} flyoutId={flyoutId} store={store} wrapAfter={wrapAfter} /> : null}
      </div>
    </li>
  );
}

function FlyoutContent({ item, tree, flyoutId, store, wrapAfter }: Omit<MenuItemProps, 'baseId'> & { flyoutId: string }) {
  const { t } = useTranslation(['navigation', 'common']);
  const pathname = usePathname();
  const groups = item.deferred ? tree.tree?.items.find((loaded) => loaded.id === item.id)?.children : item.children;
  return (
    <>
      <div className={styles.column} data-menu-column>
        {item.link ? (
          <MenuLink link={item.link} className={styles.shopAll} currentPath={pathname}>
            {t('navigation:shopAll', { title: item.title })}
            <LinkPendingSign />
          </MenuLink>
        ) : null}
        {groups ? (
          <ul className={styles.groups}>
            {groups.map((group) => (
              <MenuGroup key={group.id} group={group} flyoutId={flyoutId} store={store} />
            ))}
          </ul>
        ) : (
          <p className={styles.status} role="status">
            {tree.status === 'failed' ? t('navigation:unavailable') : t('common:loading')}
          </p>
        )}
      </div>
      {(groups ?? [])
        .filter((group) => group.children.length > 0)
        .map((group) => (
          <GroupPanel key={group.id} group={group} id={`${flyoutId}-${idPart(group.id)}`} store={store} wrapAfter={wrapAfter} />
        ))}
    </>
  );
}

function MenuGroup({ group, flyoutId, store }: { group: MenuNode; flyoutId: string; store: DesktopMenuStore }) {
  const { t } = useTranslation('navigation');
  const pathname = usePathname();
  const isOpen = useStore(store, (state) => state.openGroup === group.id);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onPointerEnter(event: ReactPointerEvent) {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(timer.current);
    // Spec 1 §4 and §9: an L2 group opens after hovering it for 150 ms; a leaf closes the open panel.
    timer.current = setTimeout(() => {
      if (group.children.length > 0) store.getState().openGroupOf(group.id);
      else store.getState().closeGroup();
    }, L2_OPEN_DELAY_MS);
  }

  function onPointerLeave() {
    clearTimeout(timer.current);
  }

  if (group.children.length === 0) {
    return (
      <li className={styles.group} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
        {group.link ? (
          <MenuLink link={group.link} className={styles.groupLink} newTabHint={t('opensInNewTab')} currentPath={pathname}>
            {group.title}
            <LinkPendingSign />
          </MenuLink>
        ) : null}
      </li>
    );
  }

  return (
    <li className={styles.group} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
      <button
        type="button"
        className={cx(styles.groupButton, isOpen && styles.groupButtonOpen)}
        aria-expanded={isOpen}
        aria-controls={`${flyoutId}-${idPart(group.id)}`}
        data-menu-group={group.id}
        onClick={(event) => {
          clearTimeout(timer.current);
          // A click opens at once; from the keyboard (no click count) Space and Enter toggle.
          if (event.detail > 0) store.getState().openGroupOf(group.id);
          else store.getState().toggleGroup(group.id);
        }}
      >
        <span>{group.title}</span>
        <Chevron className={styles.groupArrow} />
      </button>
    </li>
  );
}

function GroupPanel({
  group,
  id,
  store,
  wrapAfter,
}: {
  group: MenuNode;
  id: string;
  store: DesktopMenuStore;
  wrapAfter: number | undefined;
}) {
  const { t } = useTranslation('navigation');
  const pathname = usePathname();
  const isOpen = useStore(store, (state) => state.openGroup === group.id);
  const columns = wrapIntoColumns(group.children, wrapAfter);
  return (
    <div id={id} className={styles.panel} hidden={!isOpen} data-menu-panel data-testid={`menu-panel-${group.id}`}>
      <div className={styles.panelLinks}>
        <p className={styles.panelTitle}>
          {group.link ? (
            <MenuLink link={group.link} className={styles.panelTitleLink} currentPath={pathname}>
              {group.title}
              <LinkPendingSign />
            </MenuLink>
          ) : (
            group.title
          )}
        </p>
        <div className={styles.panelColumns}>
          {columns.map((column, index) => (
            <ul key={index} className={styles.panelColumn}>
              {column.map((leaf) =>
                leaf.link ? (
                  <li key={leaf.id}>
                    <MenuLink link={leaf.link} className={styles.leafLink} newTabHint={t('opensInNewTab')} currentPath={pathname}>
                      {leaf.title}
                      <LinkPendingSign />
                    </MenuLink>
                  </li>
                ) : null,
              )}
            </ul>
          ))}
        </div>
      </div>
      {group.banner ? <MenuBannerView banner={group.banner} label={group.title} className={styles.banner} /> : null}
    </div>
  );
}
