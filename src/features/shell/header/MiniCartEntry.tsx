'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useSessionMayHoldCart } from '@/features/session/session-hint';
import { useTranslation } from '@/i18n/client';
import { pathFor, type Language, type SiteKey } from '@/site';
import { IntentPrefetchLink } from '@/ui/IntentPrefetchLink';
import styles from './HeaderAction.module.css';

const ActiveCartCount = lazy(() => import('./personal-state').then((loaded) => ({ default: loaded.ActiveCartCount })));

function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}

export interface MiniCartEntryProps {
  site: SiteKey;
  lang: Language;
  /**
   * The mini cart panel (spec 1 §2.4), beside the cart link inside the same positioned wrapper,
   * which is the panel's hover area.
   */
  children?: ReactNode;
}

/**
 * Header slot 7 (spec 1 §2.2, §2.4): the cart icon with the number of items, leading to the cart page.
 * The count is personal, so it is known only in the browser: a session that cannot hold a cart (no
 * `CART_HINT_COOKIE`) has 0 items at once; otherwise the shared active-cart query, loaded with its
 * library on demand, counts it (no active cart is 0 items). The server renders the plain cart link in
 * the page itself; only the panel, which reads its content on the server, has a Suspense boundary of
 * its own, so a late panel never holds the link back (nor shows it twice while it streams in).
 */
export function MiniCartEntry({ site, lang, children }: MiniCartEntryProps) {
  return (
    <div className={styles.cartEntry} data-testid="mini-cart">
      <CountedCartLink site={site} lang={lang} />
      {children ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}

function CountedCartLink({ site, lang }: Omit<MiniCartEntryProps, 'children'>) {
  // Without the hint the session holds no cart: 0 items, no request, no query library loaded. A first
  // add counts at once: its cart is in the page's queries before the server answers.
  const mayHoldCart = useSessionMayHoldCart();
  if (mayHoldCart === undefined) return <CartLink site={site} lang={lang} />;
  if (!mayHoldCart) return <CartLink site={site} lang={lang} count={0} />;
  return (
    <Suspense fallback={<CartLink site={site} lang={lang} />}>
      <ActiveCartCount render={(count) => <CartLink site={site} lang={lang} count={count} />} />
    </Suspense>
  );
}

/**
 * The cart link; `count` once the cart is known. It is on every page, so the cart route's code is
 * prefetched on intent only, not with every page view.
 */
function CartLink({ site, lang, count }: Omit<MiniCartEntryProps, 'children'> & { count?: number | undefined }) {
  const { t } = useTranslation('common');
  return (
    <IntentPrefetchLink
      href={pathFor({ site, lang }, { name: 'cart' })}
      className={styles.action}
      aria-label={count === undefined ? t('cartLink') : t('cart', { count })}
      data-testid="mini-cart-link"
      data-count={count}
    >
      <CartIcon />
      <span className={styles.label} aria-hidden="true">
        {t('cartLink')}
      </span>
      {count !== undefined && count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="mini-cart-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </IntentPrefetchLink>
  );
}
