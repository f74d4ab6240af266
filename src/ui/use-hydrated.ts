import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true from the render
 * after. An island whose data may already sit in the browser's cache when it hydrates (the active
 * cart, which the header's count loads first) shows what the server showed until then: the first
 * render in the browser must match the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
