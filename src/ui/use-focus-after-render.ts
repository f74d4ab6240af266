import { useCallback, useEffect, useRef, useState } from 'react';

/** Finds, once React has shown the next state, the element that should take keyboard focus. */
export type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Moves keyboard focus after the next render. When a form opens in place of the button that opened
 * it, or closes and takes its focused button with it, the browser drops focus to the page's body and
 * a keyboard or screen-reader user starts again from the top (WCAG 2.4.3 focus order). The caller
 * names where focus goes instead; it is looked up after the render because it may only exist then
 * (the form's heading, the trigger shown again).
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const target = useRef<FocusTarget | undefined>(undefined);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    const find = target.current;
    target.current = undefined;
    find?.()?.focus();
  }, [request]);
  return useCallback((next: FocusTarget) => {
    target.current = next;
    setRequest((count) => count + 1);
  }, []);
}
