'use client';

import { useRef, useSyncExternalStore } from 'react';
import { showsBackLink } from './back-link';
import { previousBrowsePage } from './browse-history';
import styles from './BackLink.module.css';

interface BackLinkProps {
  homeHref: string;
  /** Already translated. */
  backLabel: string;
  homeLabel: string;
}

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * The product page's way back (spec 1 §2.1): "Back" to the previous page when it was a listing of this
 * visit, the tab has history or the visitor came from this site, otherwise a link Home. The server
 * (and the first paint) show Home; the browser decides once, when it knows its history.
 */
export function BackLink({ homeHref, backLabel, homeLabel }: BackLinkProps) {
  const decided = useRef<boolean | null>(null);
  const back = useSyncExternalStore(
    subscribeToNothing,
    () => {
      decided.current ??= showsBackLink({
        previousPage: previousBrowsePage(window.location.pathname),
        historyLength: window.history.length,
        referrer: document.referrer,
        origin: window.location.origin,
      });
      return decided.current;
    },
    () => false,
  );
  if (back) {
    return (
      <button type="button" className={styles.link} onClick={() => window.history.back()} data-testid="back-link">
        <span aria-hidden="true">←</span> {backLabel}
      </button>
    );
  }
  return (
    <a href={homeHref} className={styles.link} data-testid="home-link">
      <span aria-hidden="true">←</span> {homeLabel}
    </a>
  );
}
