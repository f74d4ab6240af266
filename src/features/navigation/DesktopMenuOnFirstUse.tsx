'use client';

import {
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { OnMount, onFirstUse, useOnFirstUse } from '@/ui/on-first-use';
import type { NavigationTree } from './navigation-tree';
import { loadNavigationTreeFrom } from './navigation-tree-loader';
import styles from './DesktopMenu.module.css';

const menuCode = onFirstUse(() => import('./DesktopMenu'));

/** Keys the menu moves with (WAI-ARIA disclosure navigation); pressed on the bar, they wait for it. */
const MENU_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** What the shopper did with the server's bar while the menu's code was loading. */
interface EarlyUse {
  /** The item that has keyboard focus. */
  focused?: string | undefined;
  /** The item under the mouse. */
  hovered?: string | undefined;
  /** The item pressed (click, tap, Enter, Space): pressed twice, it is closed again. */
  pressed?: string | undefined;
  /** Menu keys pressed on an item, in order. */
  keys: string[];
}

/** The L1 item an event happened on (the item's whole list entry counts, as it does for hover). */
function itemAt(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const opener = target.closest('[data-menu-item]') ?? target.closest('li')?.querySelector('[data-menu-item]');
  return opener?.getAttribute('data-menu-item') ?? undefined;
}

export interface DesktopMenuOnFirstUseProps {
  menu: NavigationTree;
  source?: string | undefined;
  /** The server's bar (`DesktopMenuBar`), on screen until the menu replaces it. */
  children: ReactNode;
}

/**
 * The desktop category menu, its code loaded when the shopper first reaches for it (a pointer over
 * the bar, a tap, keyboard focus) rather than with every page: until then the server's bar is on
 * screen, with working links. The bar stays usable while the code loads (no Suspense boundary: the
 * server would send the bar twice) and the menu replaces it in one commit; what the shopper did with
 * it in between carries over: the focused item
 * keeps focus, a pressed item opens, the item under the mouse opens as hovering opens it, and arrow
 * keys pressed on the bar move through the menu.
 */
export function DesktopMenuOnFirstUse({ menu, source, children }: DesktopMenuOnFirstUseProps) {
  const [wanted, setWanted] = useState(false);
  const early = useRef<EarlyUse>({ keys: [] });
  const taken = useRef(false);
  const host = useRef<HTMLDivElement>(null);
  const code = useOnFirstUse(menuCode, wanted);
  // Only once wanted: a page shown after the code loaded elsewhere starts with the bar too.
  const loaded = wanted ? code : undefined;

  function want() {
    if (wanted) return;
    // The tree behind the bar loads beside the code.
    if (source) loadNavigationTreeFrom(source).catch(() => undefined);
    setWanted(true);
  }

  function takeOver() {
    taken.current = true;
    const root = host.current;
    if (!root) return;
    const { focused, hovered, pressed, keys } = early.current;
    const item = (id: string) => root.querySelector<HTMLElement>(`[data-menu-item="${CSS.escape(id)}"]`);
    if (focused && !root.contains(document.activeElement)) item(focused)?.focus();
    if (pressed) item(pressed)?.click();
    else if (hovered) {
      item(hovered)?.closest('li')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    }
    for (const key of keys) {
      document.activeElement?.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  }

  // Each handler acts on the bar only: once the menu is here, it handles everything itself.
  function onPointerOver(event: ReactPointerEvent) {
    if (taken.current) return;
    if (event.pointerType === 'mouse') early.current.hovered = itemAt(event.target);
    want();
  }
  function onPointerLeave() {
    if (!taken.current) early.current.hovered = undefined;
  }
  function onPointerDown() {
    if (!taken.current) want();
  }
  function onFocus(event: FocusEvent) {
    if (taken.current) return;
    early.current.focused = itemAt(event.target);
    want();
  }
  function onBlur(event: FocusEvent) {
    if (taken.current) return;
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) early.current.focused = undefined;
  }
  function onClick(event: MouseEvent) {
    if (taken.current) return;
    const opener = event.target instanceof Element ? event.target.closest('button[data-menu-item]') : null;
    const id = opener?.getAttribute('data-menu-item') ?? undefined;
    if (id) early.current.pressed = early.current.pressed === id ? undefined : id;
    want();
  }
  function onKeyDown(event: KeyboardEvent) {
    if (taken.current || !MENU_KEYS.has(event.key) || !itemAt(event.target)) return;
    event.preventDefault();
    early.current.keys.push(event.key);
    want();
  }

  return (
    // Listens to what bubbles up from the bar's own links and buttons; it is no control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={host}
      className={styles.host}
      onPointerOver={onPointerOver}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {loaded ? (
        <>
          <loaded.DesktopMenu menu={menu} source={source} />
          <OnMount run={takeOver} />
        </>
      ) : (
        children
      )}
    </div>
  );
}
