import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { ACTIVE_CART, SESSION_USER } from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import { isCartExpiredError } from '@/commerce/errors';
import type { CartEntry } from '@/commerce/schemas';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { pathFor } from '@/site';
import { cartActivity, QUANTITY_REDUCED_STATUSES } from './cart-activity';
import { activeKey, CART_MUTATION_SCOPE, laterChangeOfLineQueued, recordModification, reload, restore, snapshot } from './cart-mutation-core';
import { cartQueries } from './cart-queries';
import { checkoutDecision } from './checkout-gate';
import { lineNameIn, type LineOutcome } from './line-outcome';
import { withEntryQuantity, withEntryRemoved, withVoucherRemoved } from './optimistic-cart';
import { useCartErrorRecovery, type CartErrorOutcome } from './use-active-cart';
import { findOrCreateWishList } from './wish-list';

/**
 * Cart changes from client islands (spec 1 §2.4, §2.5, §4), adding aside (`add-to-cart.ts`). Each one updates the shared active-cart
 * query at once (optimistic), rolls back when the server refuses, and reloads the cart afterwards.
 *
 * Changes run one at a time (one mutation scope), and a change to a line looks the line up by its
 * product code in the cart as the server has it right now: entry numbers are renumbered when a line
 * goes, so a number remembered from the screen could name another line.
 */

/**
 * A line leaving the cart (removed, or moved to the wish list): removal is locked (spec 1 §4) and the
 * line taken out of the cached cart at once. `putLineBack` undoes both when the server refuses.
 */
async function takeLineOut(queryClient: QueryClient, occ: OccClient, productCode: string) {
  const unlockRemoval = cartActivity.lockRemoval();
  const context = await snapshot(queryClient, occ);
  queryClient.setQueryData(activeKey(occ), withEntryRemoved(context.previous, productCode));
  return { ...context, unlockRemoval };
}

function putLineBack(
  queryClient: QueryClient,
  occ: OccClient,
  context: Awaited<ReturnType<typeof takeLineOut>> | undefined,
) {
  context?.unlockRemoval();
  restore(queryClient, occ, context);
}

/** Hears what became of a line that was to leave the cart, to say it (`line-outcome.ts`). */
export type LineOutcomeListener = (outcome: LineOutcome) => void;

/**
 * The refusal of a remove or move, after the line was put back and the error handled: said only when
 * the cart is still there to show the line (a placed or forgotten cart is gone with it).
 */
function tellLinePutBack(
  onLineOutcome: LineOutcomeListener | undefined,
  handled: CartErrorOutcome,
  outcome: LineOutcome,
) {
  if (handled !== 'placed' && handled !== 'forgotten') onLineOutcome?.(outcome);
}

/** A product's line in the active cart as the server has it now (another tab may have changed it), or undefined when it is gone. */
async function currentLine(occ: OccClient, productCode: string): Promise<CartEntry | undefined> {
  const cart = await occ.getCart(SESSION_USER, ACTIVE_CART);
  return cart.entries.find((entry) => entry.product.code === productCode);
}

async function currentEntryNumber(occ: OccClient, productCode: string): Promise<number | undefined> {
  return (await currentLine(occ, productCode))?.entryNumber;
}

/**
 * Spec 1 §4: "an expired-cart error makes that cart the active one". The commerce proxy has already
 * made the replacement (a copy of the expired cart) the session's active cart when the answer comes
 * back, so the change, which the expired cart did not take, is made once more there.
 */
async function onceMoreIfExpired<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!isCartExpiredError(error)) throw error;
    return change();
  }
}

// ---- Quantity and removal --------------------------------------------------------------------

/** Removes a product's line from the active cart as the server has it now. */
async function removeLine(occ: OccClient, productCode: string): Promise<void> {
  const entryNumber = await currentEntryNumber(occ, productCode);
  // Already gone (removed in another tab, or by a click that got there first): nothing to do.
  if (entryNumber === undefined) return;
  await occ.removeCartEntry(SESSION_USER, ACTIVE_CART, entryNumber);
}

/** Changes a line's quantity; `onLineOutcome` hears the quantity the server set. */
export function useUpdateEntryQuantity(onLineOutcome?: LineOutcomeListener) {
  const occ = useOcc();
  const queryClient = useQueryClient();
  const recover = useCartErrorRecovery();
  return useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: ({ productCode, quantity }: { productCode: string; quantity: number }) =>
      onceMoreIfExpired(async () => {
        const entryNumber = await currentEntryNumber(occ, productCode);
        if (entryNumber === undefined) return undefined;
        return occ.updateCartEntry(SESSION_USER, ACTIVE_CART, entryNumber, quantity);
      }),
    onMutate: async ({ productCode, quantity }) => {
      const context = await snapshot(queryClient, occ);
      queryClient.setQueryData(activeKey(occ), withEntryQuantity(context.previous, productCode, quantity));
      cartActivity.recordChanged(productCode);
      return context;
    },
    onError: (error, _variables, context) => {
      restore(queryClient, occ, context);
      recover(error);
    },
    onSuccess: (modification, { productCode, quantity }, context) => {
      recordModification(productCode, modification);
      // The server may set less than asked for (the stock); a line already gone says nothing, and nor
      // does a change a later one of the same line follows.
      if (!modification || laterChangeOfLineQueued(queryClient, productCode)) return;
      const set = modification.entry?.quantity ?? modification.quantity ?? quantity;
      onLineOutcome?.({ kind: 'quantityChanged', name: lineNameIn(context.previous, productCode), quantity: set });
    },
    onSettled: () => reload(queryClient, occ),
  });
}

/** Removes a line; `onLineOutcome` hears that it went, or that it came back when the server refused. */
export function useRemoveEntry(onLineOutcome?: LineOutcomeListener) {
  const occ = useOcc();
  const queryClient = useQueryClient();
  const recover = useCartErrorRecovery();
  return useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: ({ productCode }: { productCode: string }) => onceMoreIfExpired(() => removeLine(occ, productCode)),
    onMutate: ({ productCode }) => takeLineOut(queryClient, occ, productCode),
    onSuccess: (_data, { productCode }, context) => onLineOutcome?.({ kind: 'removed', name: lineNameIn(context.previous, productCode) }),
    // Spec 1 §4: removal is disabled until the remove fails, or else until the cart load after it ends.
    onError: (error, { productCode }, context) => {
      putLineBack(queryClient, occ, context);
      tellLinePutBack(onLineOutcome, recover(error), { kind: 'removeFailed', name: lineNameIn(context?.previous, productCode) });
    },
    onSettled: (_data, _error, _variables, context) => reload(queryClient, occ).finally(() => context?.unlockRemoval()),
  });
}

// ---- Vouchers ----------------------------------------------------------------------------------

/** Applies a code already checked with `checkVoucherCode`; the caller shows the refusal (voucherRefusalOf). */
export function useApplyVoucher() {
  const occ = useOcc();
  const queryClient = useQueryClient();
  return useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: (code: string) => onceMoreIfExpired(() => occ.addVoucher(SESSION_USER, ACTIVE_CART, code)),
    onSuccess: () => reload(queryClient, occ),
  });
}

export function useRemoveVoucher() {
  const occ = useOcc();
  const queryClient = useQueryClient();
  const recover = useCartErrorRecovery();
  return useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: (code: string) => onceMoreIfExpired(() => occ.removeVoucher(SESSION_USER, ACTIVE_CART, code)),
    onMutate: async (code) => {
      const context = await snapshot(queryClient, occ);
      queryClient.setQueryData(activeKey(occ), withVoucherRemoved(context.previous, code));
      return context;
    },
    onError: (error, _code, context) => {
      restore(queryClient, occ, context);
      recover(error);
    },
    onSettled: () => reload(queryClient, occ),
  });
}

// ---- Wish list ---------------------------------------------------------------------------------

/**
 * Moves a line to the wish list: added there, then removed from the cart (spec 1 §4). Signed-in
 * customers only. `onLineOutcome` hears that it moved, or that it came back when the server refused.
 */
export function useMoveToWishList(onLineOutcome?: LineOutcomeListener) {
  const occ = useOcc();
  const queryClient = useQueryClient();
  const recover = useCartErrorRecovery();
  const wishListKey = cartQueries.wishList(occ).queryKey;
  return useMutation({
    scope: CART_MUTATION_SCOPE,
    mutationFn: async ({ productCode }: { productCode: string }) => {
      // What the cart holds now, not what this page shows: a line moved or removed in another tab is
      // nothing to move, and is not wished for twice.
      const line = await onceMoreIfExpired(() => currentLine(occ, productCode));
      if (!line) return;
      const wishList = await findOrCreateWishList(occ);
      await occ.addCartEntry(SESSION_USER, wishList.code, { productCode, quantity: line.quantity });
      // Only the removal is made again after an expiry: the wish list already has the line.
      await onceMoreIfExpired(() => removeLine(occ, productCode));
    },
    onMutate: ({ productCode }) => takeLineOut(queryClient, occ, productCode),
    onSuccess: (_data, { productCode }, context) =>
      onLineOutcome?.({ kind: 'movedToWishList', name: lineNameIn(context.previous, productCode) }),
    onError: (error, { productCode }, context) => {
      putLineBack(queryClient, occ, context);
      tellLinePutBack(onLineOutcome, recover(error), { kind: 'moveFailed', name: lineNameIn(context?.previous, productCode) });
    },
    // The one wish-list query (header count, cart page, account page) reloads with the cart, however it ended.
    onSettled: (_data, _error, _variables, context) =>
      Promise.all([reload(queryClient, occ), queryClient.invalidateQueries({ queryKey: wishListKey })]).finally(() =>
        context?.unlockRemoval(),
      ),
  });
}

// ---- Checkout start ----------------------------------------------------------------------------

/**
 * Starts checkout from the mini cart or the cart page (spec 1 §2.4, §5): validity check, then the
 * no-out-of-stock check on the cart as the server has it afterwards; only then to /checkout.
 * Otherwise the loading flag stops and the cart (now corrected by the server) is shown again.
 */
export function useStartCheckout() {
  const occ = useOcc();
  const queryClient = useQueryClient();
  const recover = useCartErrorRecovery();
  const router = useRouter();
  const pathname = usePathname();
  const store = useStore();
  // The page checkout was started on: the flag holds until the validity check says no, or until the
  // navigation to /checkout has happened (the mini cart lives in the layout and outlasts it).
  const [startedOn, setStartedOn] = useState<string | null>(null);
  const starting = useRef(false);

  const start = useCallback(async () => {
    if (starting.current) return;
    starting.current = true;
    setStartedOn(pathname);
    let proceed = false;
    try {
      const validity = await occ.validateCart(SESSION_USER, ACTIVE_CART);
      const reduced = validity.modifications
        .filter((modification) => QUANTITY_REDUCED_STATUSES.includes(modification.statusCode ?? ''))
        .map((modification) => modification.entry?.product?.code)
        .filter((code): code is string => Boolean(code));
      cartActivity.recordQuantityReduced(reduced);
      const cart = await queryClient.fetchQuery({ ...cartQueries.active(occ), staleTime: 0 });
      proceed = checkoutDecision(validity, cart) === 'proceed';
    } catch (error) {
      recover(error);
    } finally {
      starting.current = false;
    }
    if (proceed) router.push(pathFor({ site: store.site, lang: store.language }, { name: 'checkout' }));
    else setStartedOn(null);
  }, [occ, queryClient, recover, router, pathname, store.site, store.language]);

  return { start, isStarting: startedOn !== null && startedOn === pathname };
}
