'use client';

import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { controlIndex, noteEarlyAction, replayEarlyUse, type EarlyUse } from './early-use';
import { OnMount, useOnFirstUse, type FirstUseModule } from './on-first-use';

/** Controls a press acts on (a text field's click does nothing to play again). */
const PRESSABLE = 'button, input[type="checkbox"], input[type="radio"], input[type="submit"], summary';

/** Marks a control pressed while the island's code loads. */
export const PENDING_ATTRIBUTE = 'data-pending';

/** The host only listens: no box of its own. */
const HOST_STYLE = { display: 'contents' } as const;

export interface IslandOnFirstUseProps<T> {
  /** The island's code (`onFirstUse(() => import(...))`). */
  code: FirstUseModule<T>;
  /** Draws the island once its code is here: the same markup as `children`, now with its behaviour. */
  island: (code: T) => ReactNode;
  /** The server's drawing, on screen until the island takes over. */
  children: ReactNode;
  /** Reaching for controls inside elements matching this selector brings the island (default: any control). */
  reachFor?: string | undefined;
  /** The server's drawing cannot show what is on screen now (read while rendering): the island comes at once. */
  wantedNow?: boolean | undefined;
  /** Read once in the browser after the first render (storage, cookies, the address): true brings the island. */
  wantedAtStart?: (() => boolean) | undefined;
  /** The element (selector) whose coming near (`rootMargin`) brings the island. */
  near?: { selector: string; rootMargin: string } | undefined;
  /** Sees clicks on the server's drawing first (a link being followed); `true` when it has handled one. */
  onEarlyClick?: ((event: MouseEvent) => boolean) | undefined;
  /**
   * Told of each control reached for before the island takes over (a pointer over it, a press, focus),
   * so that what only that control needs can load beside the island's code rather than after it.
   */
  onReach?: ((control: Element) => void) | undefined;
}

/**
 * A part the server draws and an island takes over on first use, so its code is not loaded with the
 * page: the first pointer over its controls, a tap, keyboard focus, a change, or (optionally) its end
 * coming near or a state the server's drawing cannot show. Until the code is here the server's
 * drawing stays usable (no Suspense boundary: the server would send the drawing twice, as fallback
 * and content); the island then replaces it in one commit and what the shopper did meanwhile carries
 * over (`replayEarlyUse`): focus stays on the same control, presses, menu choices and typed text are
 * played again, and a form sent early is sent by the island.
 */
export function IslandOnFirstUse<T>({ code, island, children, reachFor, wantedNow = false, wantedAtStart, near, onEarlyClick, onReach }: IslandOnFirstUseProps<T>) {
  const [wanted, setWanted] = useState(false);
  if (wantedNow && !wanted) setWanted(true);
  const loaded = useOnFirstUse(code, wanted);
  const host = useRef<HTMLDivElement>(null);
  const early = useRef<EarlyUse>({ actions: [] });
  const taken = useRef(false);
  const startChecks = useRef({ wantedAtStart, near });

  useEffect(() => {
    if (wanted) return undefined;
    const { wantedAtStart: atStart, near: nearBy } = startChecks.current;
    if (atStart?.()) {
      startTransition(() => setWanted(true));
      return undefined;
    }
    const target = nearBy && host.current?.querySelector(nearBy.selector);
    if (!nearBy || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    }, { rootMargin: nearBy.rootMargin });
    observer.observe(target);
    return () => observer.disconnect();
  }, [wanted]);

  /** The index of the control an event is on, when it is one the shopper reaches for. */
  function reachedControl(target: EventTarget | null): number | undefined {
    if (taken.current || !host.current || !(target instanceof Element)) return undefined;
    if (reachFor && !target.closest(reachFor)) return undefined;
    return controlIndex(host.current, target);
  }
  function onIntent(event: SyntheticEvent) {
    if (reachedControl(event.target) === undefined) return;
    if (!wanted) setWanted(true);
    onReach?.(event.target as Element);
  }
  function onFocus(event: FocusEvent) {
    if (taken.current || !host.current) return;
    early.current.focused = controlIndex(host.current, event.target);
    onIntent(event);
  }
  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget;
    if (!taken.current && !(next instanceof Node && event.currentTarget.contains(next))) early.current.focused = undefined;
  }
  function onClick(event: MouseEvent) {
    if (taken.current || onEarlyClick?.(event)) return;
    const pressed = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    const index = reachedControl(pressed);
    if (index === undefined) return;
    noteEarlyAction(early.current, { index, kind: 'press' });
    onIntent(event);
    // Until the island is here the press shows it was taken (global.css); a failed load ends that.
    pressed?.setAttribute(PENDING_ATTRIBUTE, '');
    code.load().catch(() => pressed?.removeAttribute(PENDING_ATTRIBUTE));
  }
  function onChange(event: ChangeEvent) {
    const field = event.target;
    const index = reachedControl(field);
    if (index === undefined) return;
    if (field instanceof HTMLSelectElement) noteEarlyAction(early.current, { index, kind: 'choose', value: field.value });
    else if ((field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') || field instanceof HTMLTextAreaElement) {
      noteEarlyAction(early.current, { index, kind: 'type', value: field.value });
    }
    onIntent(event);
  }
  function onSubmit(event: FormEvent) {
    // The press that sent it is played again once the island is here: it sends the form its way. When
    // its code cannot come (offline, or a release since the page loaded), the form goes as drawn.
    if (taken.current) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    code.load().catch(() => taken.current || form.submit());
  }
  function takeOver() {
    taken.current = true;
    if (host.current) replayEarlyUse(host.current, early.current);
  }

  const shown = wanted ? loaded : undefined;
  return (
    // Listens to what bubbles up from the part's own links and controls (their keys click them); it
    // is no control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div
      ref={host}
      style={HOST_STYLE}
      onPointerOver={onIntent}
      onPointerDown={onIntent}
      onFocus={onFocus}
      onBlur={onBlur}
      onClick={onClick}
      onChange={onChange}
      onSubmit={onSubmit}
    >
      {shown === undefined ? (
        children
      ) : (
        <>
          {island(shown)}
          <OnMount run={takeOver} />
        </>
      )}
    </div>
  );
}
