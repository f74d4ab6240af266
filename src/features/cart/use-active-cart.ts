import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import type { OccClient } from '@/commerce/client';
import { globalMessageKeyFor, isCartExpiredError, isCartNotFoundError, isCartPlacedError, isLoggedOnly } from '@/commerce/errors';
import { addGlobalMessage } from '@/features/global-messages';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { cartQueries } from './cart-queries';

/**
 * The active cart for an island, and the cart-lifecycle rules of spec 1 §4 for every cart call:
 * - expired: the commerce proxy has made the replacement the active cart; reload it;
 * - cartPlaced: the proxy forgot the cart; drop it here too, show the message and go to /cart;
 * - not found: the proxy forgot it; the cart is empty until the next add starts a fresh one.
 */

/** Errors already handled, so several islands reading the same failed query act once. */
const handledErrors = new WeakSet<object>();

export type CartErrorOutcome = 'reloaded' | 'placed' | 'forgotten' | 'shown' | 'logged';

export function useCartErrorRecovery(): (error: unknown) => CartErrorOutcome {
  const occ = useOcc();
  const queryClient = useQueryClient();
  const router = useRouter();
  const store = useStore();
  const { t } = useTranslation('cart');

  return useCallback(
    (error: unknown): CartErrorOutcome => {
      const { queryKey } = cartQueries.active(occ);
      if (isCartExpiredError(error)) {
        void queryClient.invalidateQueries({ queryKey });
        return 'reloaded';
      }
      if (isCartPlacedError(error)) {
        if (typeof error === 'object' && error !== null) {
          if (handledErrors.has(error)) return 'placed';
          handledErrors.add(error);
        }
        forgetActiveCart(queryClient, occ);
        addGlobalMessage({ type: 'info', text: t('lifecycle.cartPlaced') });
        router.push(pathFor({ site: store.site, lang: store.language }, { name: 'cart' }));
        return 'placed';
      }
      if (isCartNotFoundError(error)) {
        forgetActiveCart(queryClient, occ);
        addGlobalMessage({ type: 'error', key: 'cartNotFound' });
        return 'forgotten';
      }
      if (isLoggedOnly(error)) {
        console.error(error);
        return 'logged';
      }
      addGlobalMessage({ type: 'error', key: globalMessageKeyFor(error) });
      return 'shown';
    },
    [occ, queryClient, router, store.site, store.language, t],
  );
}

export function forgetActiveCart(queryClient: QueryClient, occ: OccClient): void {
  queryClient.setQueryData(cartQueries.active(occ).queryKey, null);
}

/** The active cart, with a cartPlaced answer handled once (message, forget, cart page). */
export function useActiveCart() {
  const occ = useOcc();
  const query = useQuery(cartQueries.active(occ));
  const recover = useCartErrorRecovery();
  const { error } = query;

  useEffect(() => {
    if (isCartPlacedError(error)) recover(error);
  }, [error, recover]);

  return query;
}
