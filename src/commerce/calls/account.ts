import {
  ADDRESS_FIELDS,
  ORDER_FIELDS,
  ORDER_HISTORY_FIELDS,
  PAYMENT_DETAILS_FIELDS,
  RETURN_REQUEST_FIELDS,
  USER_FIELDS,
  occPaths,
  type OccUserId,
} from '../endpoints';
import type { Address, PaymentDetails, User } from '../schemas';
import type { OccTransport } from '../transport';

export interface CustomerRegistration {
  /** The email address, the customer's login. */
  uid: string;
  firstName: string;
  lastName: string;
  password: string;
  titleCode?: string;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  titleCode?: string;
}

export interface OrderHistoryQuery {
  pageSize?: number;
  currentPage?: number;
  sort?: string;
  /** Comma-separated order statuses, for the open and past lists (spec 3 §4). */
  statuses?: string;
  /** Entries with each order (buy it again, spec 3 §7 "includeEntryData"). */
  includeEntryData?: boolean;
}

/** Order lines and quantities, for a cancellation or a return. */
export interface OrderEntryQuantity {
  entryNumber: number;
  quantity: number;
}

/** The account area's calls (spec 3 §7). */
export function accountCalls(occ: OccTransport) {
  return {
    getUser(userId: OccUserId): Promise<User> {
      return occ.json('user', { path: occPaths.user(userId), query: { fields: USER_FIELDS } });
    },

    registerUser(registration: CustomerRegistration): Promise<User> {
      return occ.json('user', {
        method: 'POST',
        path: occPaths.users(),
        query: { fields: USER_FIELDS },
        json: registration,
      });
    },

    updateUser(userId: OccUserId, changes: ProfileChanges) {
      return occ.send({ method: 'PATCH', path: occPaths.user(userId), json: changes });
    },

    changePassword(userId: OccUserId, { oldPassword, newPassword }: { oldPassword: string; newPassword: string }) {
      return occ.send({
        method: 'PUT',
        path: occPaths.password(userId),
        form: { old: oldPassword, new: newPassword },
      });
    },

    /** Sends the password-reset e-mail (the link carries the token, spec 3 §4). */
    requestPasswordReset(email: string) {
      return occ.send({ method: 'POST', path: occPaths.forgottenPasswordTokens(), form: { userId: email } });
    },

    resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
      return occ.send({ method: 'POST', path: occPaths.resetPassword(), json: { token, newPassword } });
    },

    async getAddresses(userId: OccUserId): Promise<Address[]> {
      const list = await occ.json('addressList', {
        path: occPaths.addresses(userId),
        query: { fields: ADDRESS_FIELDS },
      });
      return list.addresses;
    },

    addAddress(userId: OccUserId, address: Address): Promise<Address> {
      return occ.json('address', {
        method: 'POST',
        path: occPaths.addresses(userId),
        query: { fields: ADDRESS_FIELDS },
        json: address,
      });
    },

    /**
     * Replaces an address with the one given (PUT): a field left out is cleared, so a shopper can
     * empty line 2, the company or the phone. PATCH would keep whatever is not sent, and JSON leaves
     * an emptied field out. Send the whole address, `defaultAddress` included.
     */
    updateAddress(userId: OccUserId, addressId: string, address: Address) {
      return occ.send({ method: 'PUT', path: occPaths.address(userId, addressId), json: address });
    },

    /** Makes an address the default (PATCH with the flag alone: the address itself is left as it is). */
    setDefaultAddress(userId: OccUserId, addressId: string) {
      return occ.send({ method: 'PATCH', path: occPaths.address(userId, addressId), json: { defaultAddress: true } });
    },

    deleteAddress(userId: OccUserId, addressId: string) {
      return occ.send({ method: 'DELETE', path: occPaths.address(userId, addressId) });
    },

    async getPaymentDetails(userId: OccUserId): Promise<PaymentDetails[]> {
      const list = await occ.json('paymentDetailsList', {
        path: occPaths.paymentDetailsList(userId),
        query: { saved: true, fields: PAYMENT_DETAILS_FIELDS },
      });
      return list.payments;
    },

    deletePaymentDetails(userId: OccUserId, paymentDetailsId: string) {
      return occ.send({ method: 'DELETE', path: occPaths.paymentDetails(userId, paymentDetailsId) });
    },

    setDefaultPaymentDetails(userId: OccUserId, paymentDetailsId: string) {
      return occ.send({
        method: 'PATCH',
        path: occPaths.paymentDetails(userId, paymentDetailsId),
        json: { defaultPayment: true },
      });
    },

    getOrderHistory(
      userId: OccUserId,
      { pageSize, currentPage, sort, statuses, includeEntryData }: OrderHistoryQuery = {},
    ) {
      return occ.json('orderHistoryList', {
        path: occPaths.orders(userId),
        query: {
          fields: includeEntryData ? 'FULL' : ORDER_HISTORY_FIELDS,
          pageSize,
          currentPage,
          sort,
          statuses,
          includeEntryData: includeEntryData || undefined,
        },
      });
    },

    getOrder(userId: OccUserId, code: string) {
      return occ.json('order', { path: occPaths.order(userId, code), query: { fields: ORDER_FIELDS } });
    },

    /** Changes the customer's login e-mail; OCC asks for the password and ends the customer's tokens. */
    changeLogin(userId: OccUserId, { newLogin, password }: { newLogin: string; password: string }) {
      return occ.send({ method: 'PUT', path: occPaths.login(userId), form: { newLogin, password } });
    },

    cancelOrder(userId: OccUserId, code: string, entries: readonly OrderEntryQuantity[]) {
      return occ.send({
        method: 'POST',
        path: occPaths.orderCancellation(userId, code),
        json: {
          cancellationRequestEntryInputs: entries.map(({ entryNumber, quantity }) => ({
            orderEntryNumber: entryNumber,
            quantity,
          })),
        },
      });
    },

    createReturnRequest(userId: OccUserId, orderCode: string, entries: readonly OrderEntryQuantity[]) {
      return occ.json('returnRequest', {
        method: 'POST',
        path: occPaths.orderReturns(userId),
        query: { fields: RETURN_REQUEST_FIELDS },
        json: {
          orderCode,
          returnRequestEntryInputs: entries.map(({ entryNumber, quantity }) => ({
            orderEntryNumber: entryNumber,
            quantity,
          })),
        },
      });
    },

    getReturnRequests(userId: OccUserId, { pageSize, currentPage }: { pageSize?: number; currentPage?: number } = {}) {
      return occ.json('returnRequestList', {
        path: occPaths.orderReturns(userId),
        query: { fields: RETURN_REQUEST_FIELDS, pageSize, currentPage },
      });
    },

    getLoyaltyBalance(userId: OccUserId) {
      return occ.json('loyaltyBalance', { path: occPaths.loyaltyBalance(userId) });
    },

    /** The loyalty provider's history: earned activities and redemptions (spec 3 §3, §7). */
    getLoyaltyActivities(userId: OccUserId) {
      return occ.json('loyaltyActivities', { path: occPaths.loyaltyActivities(userId) });
    },

    /** A guest finds an order by its number and the e-mail it was placed with (needs a client token). */
    lookupOrder({ orderCode, email }: { orderCode: string; email: string }) {
      return occ.json('order', {
        method: 'POST',
        path: occPaths.orderLookup(),
        query: { fields: ORDER_FIELDS },
        json: { orderCode, email },
      });
    },

    /** Confirms an e-mail address for marketing (double opt-in, spec 3 §4). */
    confirmDoubleOptIn(email: string) {
      return occ.json('doubleOptInAnswer', { method: 'POST', path: occPaths.doubleOptIn(), json: { email } });
    },
  };
}
