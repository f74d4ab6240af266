import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SESSION_USER } from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import type { Title } from '@/commerce/schemas';
import { cartQueries } from '@/features/cart/cart-queries';
import { OPEN_ORDER_STATUSES, PAST_ORDER_STATUSES } from './orders/order-status';

/**
 * Query options of the account area (ARCHITECTURE §6): everything personal loads in the browser
 * through the commerce proxy as `users/session/...`, under the `account` key so sign-in and sign-out
 * can drop it at once. Reference lists (titles, countries, regions) are per site and language.
 */

export const ACCOUNT_QUERY_ROOT = 'account';

/** The order statuses of the two lists of the order history, defined once with the status labels. */
export { OPEN_ORDER_STATUSES, PAST_ORDER_STATUSES } from './orders/order-status';
export type OrderList = 'open' | 'past';
export type OrderSort = 'byDate' | 'byOrderNumber';
const ORDER_PAGE_SIZE = 5;

function keyOf(occ: OccClient) {
  return [ACCOUNT_QUERY_ROOT, occ.context.siteId, occ.context.language] as const;
}

function ordersKeyOf(occ: OccClient) {
  return [...keyOf(occ), 'orders'] as const;
}

export const accountQueries = {
  all: [ACCOUNT_QUERY_ROOT] as const,
  user: (occ: OccClient) => queryOptions({ queryKey: [...keyOf(occ), 'user'], queryFn: () => occ.getUser(SESSION_USER) }),
  addresses: (occ: OccClient) =>
    queryOptions({ queryKey: [...keyOf(occ), 'addresses'], queryFn: () => occ.getAddresses(SESSION_USER) }),
  paymentDetails: (occ: OccClient) =>
    queryOptions({ queryKey: [...keyOf(occ), 'paymentDetails'], queryFn: () => occ.getPaymentDetails(SESSION_USER) }),
  /** Every page of both order lists: what a change to an order makes stale. */
  allOrders: (occ: OccClient) => ordersKeyOf(occ),
  orders: (occ: OccClient, list: OrderList, currentPage: number, sort: OrderSort) =>
    queryOptions({
      queryKey: [...ordersKeyOf(occ), list, currentPage, sort],
      queryFn: () =>
        occ.getOrderHistory(SESSION_USER, {
          statuses: (list === 'open' ? OPEN_ORDER_STATUSES : PAST_ORDER_STATUSES).join(','),
          currentPage,
          pageSize: ORDER_PAGE_SIZE,
          sort,
        }),
      // The page shown stays while the next one loads, so the pager (and the focus on it) stays too.
      placeholderData: keepPreviousData,
    }),
  order: (occ: OccClient, code: string) =>
    queryOptions({ queryKey: [...keyOf(occ), 'order', code], queryFn: () => occ.getOrder(SESSION_USER, code) }),
  returns: (occ: OccClient) =>
    queryOptions({ queryKey: [...keyOf(occ), 'returns'], queryFn: () => occ.getReturnRequests(SESSION_USER, { pageSize: 50 }) }),
  /** Past orders with their lines, for "buy it again" (spec 3 §7 includeEntryData). */
  pastOrderLines: (occ: OccClient) =>
    queryOptions({
      queryKey: [...keyOf(occ), 'pastOrderLines'],
      queryFn: () =>
        occ.getOrderHistory(SESSION_USER, { pageSize: 20, currentPage: 0, sort: 'byDate', includeEntryData: true }),
    }),
  loyaltyBalance: (occ: OccClient) =>
    queryOptions({ queryKey: [...keyOf(occ), 'loyalty'], queryFn: () => occ.getLoyaltyBalance(SESSION_USER) }),
  loyaltyHistory: (occ: OccClient) =>
    queryOptions({ queryKey: [...keyOf(occ), 'loyalty', 'history'], queryFn: () => occ.getLoyaltyActivities(SESSION_USER) }),
  /**
   * The wish list: the saved cart named `wishlist` (spec 1 §4), `null` while there is none. The cart
   * feature's query itself (one key, one matching rule), so this page, the header count and the cart
   * page never disagree, and a change made in one place shows in the others. It lives under the
   * cart's key (`cartQueries.all`), which sign-in reloads as well.
   */
  wishlist: cartQueries.wishList,
};

/** Reference data for forms: the same for everyone of a site and language, so kept for the page's life. */
export const referenceQueries = {
  titles: (occ: OccClient) =>
    queryOptions({
      queryKey: ['reference', occ.context.siteId, occ.context.language, 'titles'],
      queryFn: () => occ.getTitles(),
      staleTime: Infinity,
    }),
  countries: (occ: OccClient) =>
    queryOptions({
      queryKey: ['reference', occ.context.siteId, occ.context.language, 'countries'],
      queryFn: () => occ.getCountries('SHIPPING'),
      staleTime: Infinity,
    }),
  regions: (occ: OccClient, countryIsoCode: string) =>
    queryOptions({
      queryKey: ['reference', occ.context.siteId, occ.context.language, 'regions', countryIsoCode],
      queryFn: () => occ.getRegions(countryIsoCode),
      staleTime: Infinity,
      enabled: countryIsoCode !== '',
    }),
};

/**
 * Titles as select options, one per name. A language may call two titles the same (German "Frau" for
 * both Mrs and Ms), and a list that offers "Frau" twice asks a question nobody can answer. The first
 * title of each name stays, or the one the form already holds (`keep`: a saved profile's title), so a
 * saved choice still shows as chosen.
 */
export function titleOptions(titles: readonly Title[] | undefined, keep?: string): { value: string; label: string }[] {
  const byName = new Map<string, { value: string; label: string }>();
  for (const title of titles ?? []) {
    const label = title.name ?? title.code;
    if (!byName.has(label) || title.code === keep) byName.set(label, { value: title.code, label });
  }
  return [...byName.values()];
}
