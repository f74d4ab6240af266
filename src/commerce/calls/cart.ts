import { CARTS_FIELDS, CART_FIELDS, occPaths, type OccUserId } from '../endpoints';
import type { CartModification, CartValidation } from '../schemas';
import type { OccTransport } from '../transport';

/**
 * Cart calls (spec 1 §7, prefix `users/{userId}/carts`). A cart is addressed by its guid for
 * `anonymous` and by its code for `current` or an emulated customer.
 *
 * Every cart call is retried after network errors and 5xx answers (spec 1 §7), except two whose
 * repetition does harm when the backend did the first one and only its answer was lost: adding an
 * entry (the quantity would be added twice), and removing one (OCC renumbers the lines after a
 * removal, so the repeated call would remove the next line). A quantity change to 0 is a removal.
 */

export interface NewCartEntry {
  productCode: string;
  quantity: number;
  /** Store name for pick-up in store. */
  pickupStore?: string;
}

export interface CreateCartOptions {
  /** The anonymous cart to merge into the customer's cart on login. */
  oldCartId?: string;
  /** The customer's cart that receives the merge. */
  toMergeCartGuid?: string;
  /**
   * Through the commerce proxy only (the browser): create the cart without making it the session's
   * active cart, e.g. the wish list, which is a cart saved under a name (spec 1 §4). The proxy
   * honours and strips the flag; OCC never sees it.
   */
  keepActiveCart?: boolean;
}

/** The query parameter the commerce proxy reads for `keepActiveCart` (src/commerce/bff/active-cart.ts). */
export const KEEP_ACTIVE_CART_PARAM = 'keepActiveCart';

export interface CartValidity {
  valid: boolean;
  modifications: CartModification[];
}

export function cartCalls(occ: OccTransport) {
  const retry = true;

  return {
    getCarts(userId: OccUserId) {
      return occ.json('cartList', { path: occPaths.carts(userId), query: { fields: CARTS_FIELDS }, retry });
    },

    getCart(userId: OccUserId, cartId: string) {
      return occ.json('cart', { path: occPaths.cart(userId, cartId), query: { fields: CART_FIELDS }, retry });
    },

    createCart(userId: OccUserId, { oldCartId, toMergeCartGuid, keepActiveCart }: CreateCartOptions = {}) {
      return occ.json('cart', {
        method: 'POST',
        path: occPaths.carts(userId),
        query: {
          fields: CART_FIELDS,
          oldCartId,
          toMergeCartGuid,
          ...(keepActiveCart ? { [KEEP_ACTIVE_CART_PARAM]: true } : {}),
        },
        retry,
      });
    },

    deleteCart(userId: OccUserId, cartId: string) {
      return occ.send({ method: 'DELETE', path: occPaths.cart(userId, cartId), retry });
    },

    addCartEntry(userId: OccUserId, cartId: string, { productCode, quantity, pickupStore }: NewCartEntry) {
      return occ.json('cartModification', {
        method: 'POST',
        path: occPaths.cartEntries(userId, cartId),
        query: { fields: 'DEFAULT' },
        json: { quantity, product: { code: productCode }, ...pickupStoreOf(pickupStore) },
      });
    },

    updateCartEntry(userId: OccUserId, cartId: string, entryNumber: number, quantity: number, pickupStore?: string) {
      return occ.json('cartModification', {
        method: 'PATCH',
        path: occPaths.cartEntry(userId, cartId, entryNumber),
        query: { fields: 'DEFAULT' },
        json: { quantity, ...pickupStoreOf(pickupStore) },
        retry: quantity > 0,
      });
    },

    removeCartEntry(userId: OccUserId, cartId: string, entryNumber: number) {
      return occ.send({ method: 'DELETE', path: occPaths.cartEntry(userId, cartId, entryNumber) });
    },

    /** Guest checkout keeps `anonymous` and attaches the shopper's email to the cart (ARCHITECTURE §3). */
    setCartEmail(userId: OccUserId, cartId: string, email: string) {
      return occ.send({ method: 'PUT', path: occPaths.cartEmail(userId, cartId), form: { email }, retry });
    },

    addVoucher(userId: OccUserId, cartId: string, voucherId: string) {
      return occ.send({
        method: 'POST',
        path: occPaths.cartVouchers(userId, cartId),
        query: { voucherId },
        retry,
      });
    },

    removeVoucher(userId: OccUserId, cartId: string, voucherId: string) {
      return occ.send({ method: 'DELETE', path: occPaths.cartVoucher(userId, cartId, voucherId), retry });
    },

    /** Saves a cart under a name; the wish list is a saved cart found by name (spec 1 §4). */
    saveCart(userId: OccUserId, cartId: string, { name, description }: { name: string; description?: string }) {
      return occ.json('saveCartResult', {
        method: 'PATCH',
        path: occPaths.saveCart(userId, cartId),
        query: { saveCartName: name, saveCartDescription: description ?? '' },
        retry,
      });
    },

    async validateCart(userId: OccUserId, cartId: string): Promise<CartValidity> {
      const answer = await occ.json('cartValidation', {
        method: 'POST',
        path: occPaths.validateCart(userId, cartId),
        query: { fields: 'DEFAULT' },
        retry,
      });
      return cartValidityOf(answer);
    },
  };
}

/** A cart is valid when the backend says `true` or reports no modification. */
function cartValidityOf(answer: CartValidation): CartValidity {
  if (typeof answer === 'boolean') return { valid: answer, modifications: [] };
  return { valid: answer.cartModifications.length === 0, modifications: answer.cartModifications };
}

function pickupStoreOf(pickupStore: string | undefined) {
  return pickupStore ? { deliveryPointOfService: { name: pickupStore } } : {};
}
