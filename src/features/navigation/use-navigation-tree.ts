'use client';

import { useCallback, useEffect, useState } from 'react';
import { isCompleteTree, type NavigationTree } from './navigation-tree';
import { loadNavigationTreeFrom } from './navigation-tree-loader';

export type NavigationTreeState =
  | { status: 'ready'; tree: NavigationTree }
  | { status: 'idle' | 'loading' | 'failed'; tree: undefined };

export interface UseNavigationTree {
  state: NavigationTreeState;
  /** Starts loading the whole tree (again after a failure); nothing when it is here. */
  load: () => void;
}

/**
 * The whole tree behind a menu bar. A page carries the bar (`menuBar`) and the path of its tree;
 * the tree is loaded once the browser is idle, or at once when the menu is used first. A menu given
 * its whole tree (tests, a CMS preview) uses it as it is.
 */
export function useNavigationTree(menu: NavigationTree, source: string | undefined): UseNavigationTree {
  const complete = isCompleteTree(menu) || !source;
  const [state, setState] = useState<NavigationTreeState>(() =>
    complete ? { status: 'ready', tree: menu } : { status: 'idle', tree: undefined },
  );

  const load = useCallback(() => {
    if (complete || !source) return;
    setState((current) => (current.status === 'ready' || current.status === 'loading' ? current : { status: 'loading', tree: undefined }));
    loadNavigationTreeFrom(source).then(
      (tree) => setState({ status: 'ready', tree }),
      (error: unknown) => {
        console.warn('The category navigation could not be loaded', error);
        setState({ status: 'failed', tree: undefined });
      },
    );
  }, [complete, source]);

  useEffect(() => {
    if (complete) return undefined;
    // Ready before the shopper reaches for it, without competing with the page's own start.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 3_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 1_000);
    return () => window.clearTimeout(timer);
  }, [complete, load]);

  return { state: complete ? { status: 'ready', tree: menu } : state, load };
}
