'use client';

import { useRouter } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { isPlainClick, showDialogLocation } from '@/features/dialogs/dialog-location';
import { RouteChangeListener } from '@/features/navigation/RouteChangeListener';
import { readSignedInHint } from '@/features/session/session-hint';
import { fetchSessionSummary } from '@/features/session/session-summary-fetch';
import { pathFor, withDialog, type Language, type SiteKey } from '@/site';
import {
  LOGIN_ENTRY_SELECTOR,
  REGISTER_ENTRY_SELECTOR,
  REGISTER_LINK_POLL_LIMIT_MS,
  REGISTER_LINK_POLL_MS,
} from './account-entry-constants';

type AccountDialog = 'login' | 'register';

/**
 * The elements bound, and the dialog each opens: kept here rather than marked in the DOM, whose CMS
 * markup React owns (a changed attribute would not match it when the content hydrates).
 */
const boundEntries = new WeakMap<Element, AccountDialog>();

/** The dialog an element of CMS content opens, once it is bound. */
export function accountEntryOf(element: Element): AccountDialog | undefined {
  return boundEntries.get(element);
}

function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Account entry points in CMS content (spec 1 §2.1): a link with the create-account class and content
 * buttons that trigger login or registration open the dialog for anonymous visitors and lead signed-in
 * customers to /account/overview. The analytics modal-view event is sent by the dialog when it opens
 * (`SignInDialogs`), not here, so one opening is one event.
 *
 * CMS HTML may be injected late, so the page is searched every 500 ms for at most 10 s after each
 * navigation (spec 3 §9) and every element found is bound once.
 */
export function AccountEntryPoints({ site, lang }: { site: SiteKey; lang: Language }) {
  const router = useRouter();
  const [navigations, setNavigations] = useState(0);
  const routerRef = useRef(router);

  useEffect(() => {
    routerRef.current = router;
  });

  useEffect(() => {
    const overview = pathFor({ site, lang }, { name: 'account', page: 'overview' });
    const bindings: { element: Element; listener: (event: Event) => void }[] = [];

    async function open(dialog: AccountDialog) {
      // Without the signed-in hint nobody is signed in; otherwise ask whether the sign-in holds.
      const session = readSignedInHint() ? await fetchSessionSummary().catch(() => undefined) : undefined;
      if (session?.signedIn) {
        routerRef.current.push(overview);
        return;
      }
      showDialogLocation(withDialog(currentPage(), dialog), 'push');
    }

    function bind(selector: string, dialog: AccountDialog) {
      for (const element of document.querySelectorAll(selector)) {
        if (boundEntries.has(element)) continue;
        boundEntries.set(element, dialog);
        const listener = (event: Event) => {
          if (event instanceof MouseEvent && !isPlainClick(event)) return;
          event.preventDefault();
          void open(dialog);
        };
        element.addEventListener('click', listener);
        bindings.push({ element, listener });
      }
    }

    function bindAll() {
      bind(REGISTER_ENTRY_SELECTOR, 'register');
      bind(LOGIN_ENTRY_SELECTOR, 'login');
    }

    bindAll();
    const poll = setInterval(bindAll, REGISTER_LINK_POLL_MS);
    const stop = setTimeout(() => clearInterval(poll), REGISTER_LINK_POLL_LIMIT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
      for (const { element, listener } of bindings) {
        element.removeEventListener('click', listener);
        boundEntries.delete(element);
      }
    };
  }, [site, lang, navigations]);

  return (
    <Suspense fallback={null}>
      {/* A new page brings new content: search it again. */}
      <RouteChangeListener onRouteChange={() => setNavigations((count) => count + 1)} />
    </Suspense>
  );
}
