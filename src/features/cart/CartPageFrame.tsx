'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Cart } from '@/commerce/schemas';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { Button, ButtonLink, Spinner } from '@/ui';
import { useHydrated } from '@/ui/use-hydrated';
import { PriceChangedMessage } from './CartSummaryParts';
import { useFocusWhenEmptied } from './line-focus';
import { useActiveCart } from './use-active-cart';
import styles from './CartPage.module.css';

/** Spec 1 §2.5: the empty-cart view shows when `totalItems` is 0 or missing. */
export function isCartEmpty(cart: Pick<Cart, 'totalItems'> | null | undefined): boolean {
  return !cart || !(typeof cart.totalItems === 'number' && cart.totalItems > 0);
}

/**
 * The cart page around its CMS slots (spec 1 §2.1, §2.5). The cart loads in the browser, so the page
 * itself stays cacheable. Two rules meet here:
 * - the route "redirects home if the active cart has no items": a shopper who arrives with no cart,
 *   or an empty one, is sent home (the empty view shows meanwhile);
 * - the cart page shows "an empty-cart view when totalItems is 0 or missing": a shopper who empties
 *   the cart on this page stays and sees it, with a way to continue shopping, rather than being
 *   moved away in the middle of what they are doing.
 */
export function CartPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('cart');
  const store = useStore();
  const router = useRouter();
  const query = useActiveCart();
  // The server rendered the loading view; the header's count may have loaded the cart by the time
  // this hydrates, so the loading view stays for that first render.
  const hydrated = useHydrated();
  const homePath = pathFor({ site: store.site, lang: store.language }, { name: 'home' });
  const arrival = useRef<'waiting' | 'withItems' | 'sentHome'>('waiting');
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  const loaded = hydrated && query.isSuccess;
  const empty = loaded && isCartEmpty(query.data);
  // The last line removed on this page: focus goes to the empty view's heading, not to the page.
  useFocusWhenEmptied(empty ? 'empty' : loaded ? 'lines' : 'other', emptyHeading);

  // Brought back by Back or Forward (the back-forward cache), the page is arrived at again: a cart
  // emptied elsewhere meanwhile (a sign-out in another tab) sends the shopper home as on any arrival.
  useEffect(() => {
    const arrivedAgain = (event: PageTransitionEvent) => {
      if (event.persisted) arrival.current = 'waiting';
    };
    window.addEventListener('pageshow', arrivedAgain);
    return () => window.removeEventListener('pageshow', arrivedAgain);
  }, []);

  useEffect(() => {
    if (!loaded || arrival.current !== 'waiting') return;
    if (empty) {
      arrival.current = 'sentHome';
      router.replace(homePath);
    } else arrival.current = 'withItems';
  }, [loaded, empty, router, homePath]);

  if (!hydrated || query.isPending) {
    return (
      <div className={styles.frame} aria-busy="true">
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.loading}>
          <Spinner label={t('loading')} />
        </div>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className={styles.frame}>
        <h1 className={styles.title}>{title}</h1>
        <p role="alert">{t('loadFailed')}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={styles.frame} data-testid="cart-empty">
        <h1 ref={emptyHeading} className={styles.title} tabIndex={-1}>
          {t('cartInfo.emptyCart')}
        </h1>
        <ButtonLink as={Link} href={homePath} variant="primary">
          {t('continueShopping')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.frame} data-testid="cart-page">
      <h1 className={styles.title}>{title}</h1>
      {query.data && <PriceChangedMessage cart={query.data} />}
      {children}
    </div>
  );
}
