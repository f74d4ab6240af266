import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CartModification } from '@/commerce/schemas';
import { addGlobalMessage } from '@/features/global-messages';
import { setCartComing } from '@/features/session/session-hint';
import { useOcc } from '@/features/session/StoreProvider';
import { useTranslation, type Translate } from '@/i18n/client';
import { addEntry, addRequest, type AddRequest } from './add-entry';
import { addedNothing, addRefusalText, nothingAddedNotice } from './add-outcome';
import { cartActivity } from './cart-activity';
import { activeKey, CART_MUTATION_SCOPE, recordModification, reload, restore, snapshot } from './cart-mutation-core';
import { withEntryAdded } from './optimistic-cart';
import { useCartErrorRecovery } from './use-active-cart';

/** Says why an add that the server answered added nothing (sold out, the line holds all the stock). */
function showNothingAdded(t: Translate, modification: CartModification, lineBefore: number | undefined) {
  const notice = nothingAddedNotice(modification, lineBefore);
  if (notice.kind === 'unknown') addGlobalMessage({ type: 'error', key: 'unknownError' });
  else if (notice.kind === 'server') addGlobalMessage({ type: 'error', text: notice.text });
  else if (notice.kind === 'stockExceeded') addGlobalMessage({ type: 'error', text: t('quantity.stockExceeded', { stock: notice.stock }) });
  else addGlobalMessage({ type: 'error', text: t('quantity.outOfStock') });
}

export interface AddToCart {
  /**
   * Adds `quantity` of a sellable variant. The header count moves at once and goes back if the add
   * fails: a business refusal shows the server's first message (spec 1 §8), the cart lifecycle's
   * errors are handled as everywhere (spec 1 §4), anything else shows its global message. An add the
   * server answered without adding anything (`quantityAdded` 0: sold out, or the line already holds
   * all the stock) is no add: its stock message shows, and no "added" notice. A second call for the
   * same product while the first is under way (a double click) returns the first call's promise
   * instead of adding twice. An add whose answer was lost (a timeout, a dropped connection) is
   * checked against the cart the server holds now, when the browser knew the line before: made, it
   * shows as added; not made, its message shows and trying again is safe. Resolves with the server's
   * modification (statusCode `success`, `lowStock`, ...) when something was added, otherwise undefined.
   */
  addToCart(productCode: string, quantity: number): Promise<CartModification | undefined>;
  isAdding: boolean;
}

export function useAddToCart(): AddToCart {
  const occ = useOcc();
  const queryClient = useQueryClient();
  const recover = useCartErrorRecovery();
  // The `quantity` part of the cart texts: the part every island that adds is given (the product page's too).
  const { t } = useTranslation('cart');
  const inFlight = useRef(new Map<string, Promise<CartModification | undefined>>());

  const mutation = useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: (request: AddRequest) => addEntry(occ, request),
    onMutate: async ({ productCode, quantity }) => {
      const context = await snapshot(queryClient, occ);
      queryClient.setQueryData(activeKey(occ), withEntryAdded(context.previous, productCode, quantity));
      // The header counts it now, even in a session that holds no cart yet.
      setCartComing(true);
      return context;
    },
    onError: (error, _variables, context) => {
      restore(queryClient, occ, context);
      const text = addRefusalText(error);
      if (text) addGlobalMessage({ type: 'error', text });
      else recover(error);
    },
    onSuccess: (modification, { productCode, before }, context) => {
      if (addedNothing(modification)) {
        restore(queryClient, occ, context);
        showNothingAdded(t, modification, before);
        return;
      }
      cartActivity.recordAdded(productCode);
      recordModification(productCode, modification);
    },
    onSettled: () => {
      // The first add makes the session hold a cart (the hint says so from now on), or made none.
      setCartComing(false);
      return reload(queryClient, occ);
    },
  });

  const { mutateAsync } = mutation;
  const addToCart = useCallback(
    (productCode: string, quantity: number) => {
      const running = inFlight.current.get(productCode);
      if (running) return running;
      const call = mutateAsync(addRequest(queryClient, occ, productCode, quantity))
        .then((modification) => (addedNothing(modification) ? undefined : modification))
        .catch(() => undefined)
        .finally(() => inFlight.current.delete(productCode));
      inFlight.current.set(productCode, call);
      return call;
    },
    [mutateAsync, queryClient, occ],
  );

  return { addToCart, isAdding: mutation.isPending };
}
