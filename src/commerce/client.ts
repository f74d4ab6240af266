import { accountCalls } from './calls/account';
import { cartCalls } from './calls/cart';
import { catalogCalls } from './calls/catalog';
import { checkoutCalls } from './calls/checkout';
import { cmsCalls } from './calls/cms';
import { newsletterCalls } from './calls/newsletter';
import { referenceCalls } from './calls/reference';
import { createOccTransport, type OccClientOptions, type OccContext } from './transport';

/**
 * The typed OCC client (ARCHITECTURE §3), the same on the server and in the browser: every method
 * returns data parsed by its schema or throws an OccError.
 *
 *   const occ = createOccClient({ baseUrl, siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' });
 *   const product = await occ.getProduct('1234', 'pdp');
 */
export function createOccClient(context: OccContext, options?: OccClientOptions) {
  const transport = createOccTransport(context, options);
  return {
    context,
    ...catalogCalls(transport),
    ...cmsCalls(transport),
    ...cartCalls(transport),
    ...checkoutCalls(transport),
    ...accountCalls(transport),
    ...referenceCalls(transport),
    ...newsletterCalls(transport),
  };
}

export type OccClient = ReturnType<typeof createOccClient>;

export type { OccClientOptions, OccContext } from './transport';
export { ANONYMOUS_USER, CURRENT_USER, type OccUserId, type ProductFieldsLevel } from './endpoints';
export type { AlternateUrlPage, CmsPageRef, CmsComponentsOptions } from './calls/cms';
export type { NewCartEntry, CreateCartOptions, CartValidity } from './calls/cart';
export type { ProductSearchQuery } from './calls/catalog';
export type { PlaceOrderOptions } from './calls/checkout';
export type { CustomerRegistration, ProfileChanges, OrderHistoryQuery, OrderEntryQuantity } from './calls/account';
export type { StoreSearch } from './calls/reference';
export type { NewsletterSubscription } from './calls/newsletter';
