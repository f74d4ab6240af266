import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * Closes an overlay (a sheet, a drawer) as the page is left for another document. The browser may
 * keep the page in its back-forward cache and show it again on Back or Forward exactly as it was
 * left: an overlay still open would greet the shopper, the page under it inert. The close is drawn
 * before the page is put away.
 */
export function useClosedWhenLeft(close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    const closeNow = () => flushSync(() => latest.current());
    window.addEventListener('pagehide', closeNow);
    return () => window.removeEventListener('pagehide', closeNow);
  }, []);
}
