'use client';

import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/client';
import { Spinner } from '@/ui/Spinner';
import { pathFor } from '@/site';
import { ErrorView } from './ErrorView';
import { useSiteLocation } from './use-site-location';
import styles from './ErrorViews.module.css';

/**
 * What a shopper sees when the server stopped waiting for the backend (spec 1 §9 render budget,
 * ARCHITECTURE §2): the site's header and footer with a note that the page is on its way, while the
 * page asks the server again. The server keeps loading the data into its cache meanwhile, so a later
 * try renders the page at once. After `RENDER_RETRY_ATTEMPTS` tries the error view takes over, with
 * the backend-timeout message and a button to try again.
 *
 * Each try first asks for the page's document in the background (`pageIsReady`), and only a page the
 * server could render is drawn again (`retry`). A try the server answers with this view again leaves
 * this view on screen: drawn again through the router, it would make the router load the whole
 * document, and the tab would be blank while the server waits for the backend once more.
 */

/** Pause between a fallback and the next try; each try itself waits at most the render budget. */
export const RENDER_RETRY_DELAY_MS = 2000;
/** Tries before giving up: with the 3 s budget, about 50 s of waiting. */
export const RENDER_RETRY_ATTEMPTS = 10;
/** A page left alone longer than this starts its tries over when it falls back again. */
const FRESH_START_AFTER_MS = 30_000;

interface Tries {
  page: string;
  count: number;
  lastAt: number;
}

const TRIES_KEY = 'render-budget-tries';

/**
 * The tries of the page being waited for. A page found ready can still fall back when it is drawn
 * again (the error boundary then mounts the fallback again), and that draw, answered with this view
 * (HTTP 500), makes the router load the whole document: so they are kept in the tab's session
 * storage, and in memory where that is not available.
 */
let triesInMemory: Tries | undefined;

function storedTries(): Tries | undefined {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(TRIES_KEY) ?? 'null');
    if (stored && typeof stored === 'object' && 'page' in stored && 'count' in stored && 'lastAt' in stored) {
      const { page, count, lastAt } = stored;
      if (typeof page === 'string' && typeof count === 'number' && typeof lastAt === 'number') return { page, count, lastAt };
    }
  } catch {
    // No storage (private mode, blocked): memory only.
  }
  return triesInMemory;
}

function storeTries(tries: Tries | undefined) {
  triesInMemory = tries;
  try {
    if (tries) window.sessionStorage.setItem(TRIES_KEY, JSON.stringify(tries));
    else window.sessionStorage.removeItem(TRIES_KEY);
  } catch {
    // Memory only.
  }
}

function triesOf(page: string, now: number): Tries {
  const tries = storedTries();
  if (!tries || tries.page !== page || now - tries.lastAt > FRESH_START_AFTER_MS) return { page, count: 0, lastAt: now };
  return tries;
}

/** Forgets the tries: the shopper's own "Try again" starts the count over. */
export function forgetRenderRetries() {
  storeTries(undefined);
}

/**
 * Whether the server renders `page` now: its document asked for in the background and read to the end
 * (so a render that fills the page cache completes). A network failure counts as ready: the router's
 * own try then shows what is wrong. `undefined` when the try was called off.
 */
async function pageIsReady(page: string, signal: AbortSignal): Promise<boolean | undefined> {
  try {
    const response = await fetch(page, { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'text/html' }, signal });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return signal.aborted ? undefined : true;
  }
}

export function RenderBudgetFallback({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  const location = useSiteLocation();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const page = window.location.pathname + window.location.search;
    const probe = new AbortController();
    let timer: number | undefined;
    // One try after the pause; a try the server answers with this view again schedules the next.
    const tryAfterPause = () => {
      timer = window.setTimeout(() => {
        const current = triesOf(page, Date.now());
        if (current.count >= RENDER_RETRY_ATTEMPTS) {
          setGaveUp(true);
          return;
        }
        storeTries({ page, count: current.count + 1, lastAt: Date.now() });
        void pageIsReady(page, probe.signal).then((ready) => {
          if (probe.signal.aborted) return;
          if (ready) retry();
          else if (ready === false) tryAfterPause();
        });
      }, RENDER_RETRY_DELAY_MS);
    };
    tryAfterPause();
    return () => {
      window.clearTimeout(timer);
      probe.abort();
    };
  }, [retry]);

  if (gaveUp) {
    return (
      <ErrorView
        messageKey="gatewayTimeout"
        onRetry={() => {
          forgetRenderRetries();
          retry();
        }}
      />
    );
  }

  return (
    <section className={styles.view} aria-labelledby="slow-page-title">
      {/* The page's own metadata waited for the same backend: the document needs a title of its own. */}
      <title>{t('slowPage.title')}</title>
      <h1 id="slow-page-title">{t('slowPage.title')}</h1>
      <p>{t('slowPage.text')}</p>
      <Spinner label={t('slowPage.loading')} size="lg" />
      <div className={styles.actions}>
        <a className={styles.action} href={pathFor(location, { name: 'home' })}>
          {t('error.backHome')}
        </a>
      </div>
    </section>
  );
}
