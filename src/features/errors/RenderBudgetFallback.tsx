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
 */

/** Pause between a fallback and the next try; each try itself waits at most the render budget. */
export const RENDER_RETRY_DELAY_MS = 2000;
/** Tries before giving up: with the 3 s budget, about 50 s of waiting. */
export const RENDER_RETRY_ATTEMPTS = 10;
/** A page left alone longer than this starts its tries over when it falls back again. */
const FRESH_START_AFTER_MS = 30_000;

/**
 * The tries of the page being waited for. Kept outside the component: the error boundary may mount
 * the fallback again after each try that falls back.
 */
let tries: { page: string; count: number; lastAt: number } | undefined;

function triesOf(page: string, now: number) {
  if (!tries || tries.page !== page || now - tries.lastAt > FRESH_START_AFTER_MS) tries = { page, count: 0, lastAt: now };
  return tries;
}

/** Forgets the tries: the shopper's own "Try again" starts the count over. */
export function forgetRenderRetries() {
  tries = undefined;
}

export function RenderBudgetFallback({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  const location = useSiteLocation();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    const page = window.location.pathname + window.location.search;
    const current = triesOf(page, Date.now());
    const timer = window.setTimeout(() => {
      if (current.count >= RENDER_RETRY_ATTEMPTS) {
        setGaveUp(true);
        return;
      }
      current.count += 1;
      current.lastAt = Date.now();
      retry();
    }, RENDER_RETRY_DELAY_MS);
    return () => window.clearTimeout(timer);
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
