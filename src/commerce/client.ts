import { schemaAnswers } from './answer-schemas';
import { buildOccClient, type OccClient } from './occ-client';
import type { OccClientOptions, OccContext } from './transport';

/**
 * The typed OCC client (ARCHITECTURE §3), the same on the server and in the browser: every method
 * returns data parsed by its schema or throws an OccError. This one parses the answers itself; the
 * browser's (`browser.ts`) has the commerce proxy parse them.
 *
 *   const occ = createOccClient({ baseUrl, siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' });
 *   const product = await occ.getProduct('1234', 'pdp');
 */
export function createOccClient(context: OccContext, options?: OccClientOptions): OccClient {
  return buildOccClient(context, schemaAnswers, options);
}

export type { OccClient };

export type { OccClientOptions, OccContext } from './transport';
export { ANONYMOUS_USER, CURRENT_USER, type OccUserId, type ProductFieldsLevel } from './endpoints';
export type { AlternateUrlPage, CmsPageRef, CmsComponentsOptions } from './calls/cms';
export type { NewCartEntry, CreateCartOptions, CartValidity } from './calls/cart';
export type { ProductSearchQuery } from './calls/catalog';
export type { PlaceOrderOptions } from './calls/checkout';
export type { CustomerRegistration, ProfileChanges, OrderHistoryQuery, OrderEntryQuantity } from './calls/account';
export type { StoreSearch } from './calls/reference';
export type { NewsletterSubscription } from './calls/newsletter';
