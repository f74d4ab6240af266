import {
  ADDRESS_FIELDS,
  CHECKOUT_DETAILS_FIELDS,
  DELIVERY_MODES_FIELDS,
  ORDER_FIELDS,
  occPaths,
  type OccUserId,
} from '../endpoints';
import type { Address, DeliveryMode } from '../schemas';
import type { OccTransport } from '../transport';

export interface PlaceOrderOptions {
  /** The shopper accepted the terms (EMEA consent, spec 2 §5). */
  termsChecked: boolean;
  /** Afterpay's order token on return from Afterpay (spec 2 §4). */
  afterPayToken?: string;
}

/**
 * The checkout calls on a cart (spec 2 §7). Reads and idempotent updates are cart calls and retried;
 * creating an address and placing the order are not, so a lost answer never duplicates them.
 */
export function checkoutCalls(occ: OccTransport) {
  const retry = true;

  return {
    getCheckoutDetails(userId: OccUserId, cartId: string) {
      return occ.json('checkoutDetails', {
        path: occPaths.cart(userId, cartId),
        query: { fields: CHECKOUT_DETAILS_FIELDS },
        retry,
      });
    },

    async getDeliveryModes(userId: OccUserId, cartId: string): Promise<DeliveryMode[]> {
      const list = await occ.json('deliveryModeList', {
        path: occPaths.deliveryModes(userId, cartId),
        query: { fields: DELIVERY_MODES_FIELDS },
        retry,
      });
      return list.deliveryModes;
    },

    setDeliveryMode(userId: OccUserId, cartId: string, deliveryModeId: string) {
      return occ.send({ method: 'PUT', path: occPaths.deliveryMode(userId, cartId), query: { deliveryModeId }, retry });
    },

    setDeliveryAddress(userId: OccUserId, cartId: string, addressId: string) {
      return occ.send({ method: 'PUT', path: occPaths.deliveryAddress(userId, cartId), query: { addressId }, retry });
    },

    createDeliveryAddress(userId: OccUserId, cartId: string, address: Address) {
      return occ.json('address', {
        method: 'POST',
        path: occPaths.deliveryAddress(userId, cartId),
        query: { fields: ADDRESS_FIELDS },
        json: address,
      });
    },

    setCartPaymentDetails(userId: OccUserId, cartId: string, paymentDetailsId: string) {
      return occ.send({
        method: 'PUT',
        path: occPaths.cartPaymentDetails(userId, cartId),
        query: { paymentDetailsId },
        retry,
      });
    },

    placeOrder(userId: OccUserId, cartId: string, { termsChecked, afterPayToken }: PlaceOrderOptions) {
      return occ.json('order', {
        method: 'POST',
        path: occPaths.orders(userId),
        query: { cartId, termsChecked, afterPayToken, fields: ORDER_FIELDS },
      });
    },
  };
}
