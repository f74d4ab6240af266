'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { cartQueries } from '@/features/cart/cart-queries';
import { useOcc } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { CART_HINT_COOKIE, pathFor, type Language, type SiteKey } from '@/site';
import styles from './HeaderAction.module.css';

/** Units in the cart: OCC's `totalUnitCount` (quantities summed), else its number of lines. */
export function cartItemCount(cart: { totalUnitCount?: unknown; totalItems?: unknown } | null | undefined): number {
  if (!cart) return 0;
  const units = typeof cart.totalUnitCount === 'number' ? cart.totalUnitCount : undefined;
  const lines = typeof cart.totalItems === 'number' ? cart.totalItems : undefined;
  return Math.max(0, units ?? lines ?? 0);
}

function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  );
}

function subscribeToNothing(): () => void {
  return () => undefined;
}

/** May the visitor's session hold a cart (`ws_cart`)? Read again on every render of the count. */
function sessionMayHoldCart(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie === `${CART_HINT_COOKIE}=1`);
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
 * The count is personal, so it is loaded in the browser with the shared active-cart query (no active
 * cart is 0 items), and only when the session may hold a cart (`CART_HINT_COOKIE`). The server renders the plain cart link: the query reads the clock while it
 * renders, which a prerendered page must not, so the counted link and the panel sit in a Suspense
 * boundary whose fallback is that link.
 */
export function MiniCartEntry({ site, lang, children }: MiniCartEntryProps) {
  return (
    <div className={styles.cartEntry} data-testid="mini-cart">
      <Suspense fallback={<CartLink site={site} lang={lang} />}>
        <CountedCartLink site={site} lang={lang} />
        {children}
      </Suspense>
    </div>
  );
}

function CountedCartLink({ site, lang }: Omit<MiniCartEntryProps, 'children'>) {
  const occ = useOcc();
  // A visitor whose session cannot hold a cart has 0 items: no request, no commerce client loaded.
  const mayHoldCart = useSyncExternalStore(subscribeToNothing, sessionMayHoldCart, () => false);
  const cart = useQuery({ ...cartQueries.active(occ), enabled: mayHoldCart });
  const count = cart.isSuccess ? cartItemCount(cart.data) : mayHoldCart ? undefined : 0;
  return <CartLink site={site} lang={lang} count={count} />;
}

/** The cart link; `count` once the cart is known. */
function CartLink({ site, lang, count }: Omit<MiniCartEntryProps, 'children'> & { count?: number | undefined }) {
  const { t } = useTranslation('common');
  return (
    <Link
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
    </Link>
  );
}
