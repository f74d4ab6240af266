import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import type { OccClient } from '@/commerce/client';
import { globalMessageKeyFor, isCartExpiredError, isCartNotFoundError, isCartPlacedError, isLoggedOnly } from '@/commerce/errors';
import { addGlobalMessage } from '@/features/global-messages';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { loadTranslations, useTranslation, useTranslationLanguage, type Translate } from '@/i18n/client';
import type { Language } from '@/i18n/config';
import { createTranslate } from '@/i18n/translate';
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

/**
 * Says that the cart was ordered elsewhere. Islands of the cart have the `cart` texts; the header's
 * cart count, on every page, does not (they load on demand, `src/i18n/on-demand.ts`), so there they
 * are loaded first: only in this rare case, never with the page.
 */
function showCartPlaced(t: Translate, language: Language): void {
  const text = t('lifecycle.cartPlaced', { defaultValue: '' });
  if (text) {
    addGlobalMessage({ type: 'info', text });
    return;
  }
  loadTranslations(language, 'cart').then(
    (resources) => addGlobalMessage({ type: 'info', text: createTranslate(language, 'cart', resources)('lifecycle.cartPlaced') }),
    (error: unknown) => console.error('The cart-placed message could not be loaded', error),
  );
}

export function useCartErrorRecovery(): (error: unknown) => CartErrorOutcome {
  const occ = useOcc();
  const queryClient = useQueryClient();
  const router = useRouter();
  const store = useStore();
  const { t } = useTranslation('cart');
  const language = useTranslationLanguage();

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
        showCartPlaced(t, language);
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
    [occ, queryClient, router, store.site, store.language, t, language],
  );
}

function forgetActiveCart(queryClient: QueryClient, occ: OccClient): void {
  queryClient.setQueryData(cartQueries.active(occ).queryKey, null);
}

/**
 * The active cart, with a cartPlaced answer handled once (message, forget, cart page). Every island
 * that reads the cart uses this, the header's count too: the proxy forgets a placed cart on that
 * answer, so whichever island meets it first is the only one that ever will.
 */
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
