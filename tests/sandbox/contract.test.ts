import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADDRESS_FIELDS,
  BASE_SITES_FIELDS,
  CARTS_FIELDS,
  CART_FIELDS,
  CMS_FIELDS,
  ORDER_FIELDS,
  ORDER_HISTORY_FIELDS,
  PAYMENT_DETAILS_FIELDS,
  PRODUCT_FIELDS,
  PRODUCT_SEARCH_FIELDS,
  REGION_FIELDS,
  STORE_FIELDS,
  USER_FIELDS,
} from '@/commerce/endpoints';
import {
  addressListSchema,
  addressSchema,
  baseSiteListSchema,
  cartListSchema,
  cartModificationSchema,
  cartSchema,
  cartValidationSchema,
  cmsComponentListSchema,
  cmsPageSchema,
  countryListSchema,
  currencyListSchema,
  factoryMapSchema,
  languageListSchema,
  navigationComponentSchema,
  oauthErrorSchema,
  oauthTokenSchema,
  occErrorListSchema,
  orderHistoryListSchema,
  orderSchema,
  paymentDetailsListSchema,
  productSchema,
  productSearchPageSchema,
  regionListSchema,
  reviewSummarySchema,
  saveCartResultSchema,
  storeFinderSearchPageSchema,
  storeSchema,
  suggestionListSchema,
  titleListSchema,
  userSchema,
} from '@/commerce/schemas';
import { ALEX, CLIENT, createTestSandbox, type Loose } from './harness';

/**
 * The sandbox answers, asked for with the storefront client's own `fields=`, parse with the client's
 * schemas (ARCHITECTURE §3: the typed client and the sandbox are tested against the same contract).
 */

function parses(schema: z.ZodType, value: unknown, what: string) {
  const result = schema.safeParse(value);
  expect(result.success, `${what}: ${result.success ? '' : JSON.stringify(result.error.issues.slice(0, 3))}`).toBe(true);
  return result.success ? (result.data as Loose) : undefined;
}

const q = (fields: string) => `fields=${encodeURIComponent(fields)}`;

describe('the sandbox speaks the storefront client’s contract', () => {
  const sandbox = createTestSandbox();

  it('products in every field set the client uses', async () => {
    for (const [level, fields] of Object.entries(PRODUCT_FIELDS)) {
      for (const code of ['103828', '103828-BRN-L-REG']) {
        const { status, body } = await sandbox.get(`/products/${code}?${q(fields)}`);
        expect(status).toBe(200);
        parses(productSchema, body, `product ${code} (${level})`);
      }
    }
    const pdp = parses(productSchema, (await sandbox.get(`/products/103828?${q(PRODUCT_FIELDS.pdp)}`)).body, 'pdp');
    expect(pdp.variantMatrix.length).toBeGreaterThan(0);
    expect(pdp.scene7Mediaset).toBeTruthy();
    expect(pdp.shippingRestrictions).toBeDefined();
    expect(pdp.badges.length).toBeGreaterThan(0);
    // OCC answers only the fields asked for: the attributes set names `code` so the answer still parses.
    const attributes = await sandbox.get(`/products/103828?${q(PRODUCT_FIELDS.attributes)}`);
    expect(Object.keys(attributes.body).sort()).toEqual(['classifications', 'code']);
  });

  it('the search page, suggestions and reviews', async () => {
    const page = parses(productSearchPageSchema, (await sandbox.get(`/products/search?query=${encodeURIComponent(':relevance:allCategories:men')}&${q(PRODUCT_SEARCH_FIELDS)}`)).body, 'search');
    expect(page.products.length).toBe(12);
    expect(page.facets.length).toBeGreaterThan(0);
    expect(page.products[0].images.length).toBeGreaterThan(0);
    parses(suggestionListSchema, (await sandbox.get('/products/suggestions?term=duck')).body, 'suggestions');
    const reviews = parses(reviewSummarySchema, (await sandbox.get('/integrations/turnto/reviews/103828')).body, 'reviews');
    expect(reviews.reviews.length).toBeGreaterThan(0);
  });

  it('CMS pages and components', async () => {
    for (const path of ['/cms/pages', '/cms/pages?pageType=ContentPage&pageLabelOrId=/cart', '/cms/pages?pageType=CategoryPage&code=women', '/cms/pages?pageType=ProductPage&code=104676']) {
      const page = parses(cmsPageSchema, (await sandbox.get(`${path}${path.includes('?') ? '&' : '?'}${q(CMS_FIELDS)}`)).body, path);
      expect(page.contentSlots.contentSlot.length).toBeGreaterThan(0);
    }
    const list = parses(cmsComponentListSchema, (await sandbox.get(`/cms/components?componentIds=CategoryNavigationComponent,FooterNavigationComponent,FooterLinksComponent,partnerVendorsNavigationComponent&${q(CMS_FIELDS)}`)).body, 'components');
    for (const component of list.component) parses(navigationComponentSchema, component, component.uid);
  });

  it('carts, entries, modifications, validation and saved carts', async () => {
    const { access_token: token } = await sandbox.passwordToken(ALEX);
    const created = parses(cartSchema, (await sandbox.post(`/users/current/carts?${q(CART_FIELDS)}`, { token })).body, 'new cart');
    const path = `/users/current/carts/${created.code}`;
    parses(cartModificationSchema, (await sandbox.post(`${path}/entries?fields=DEFAULT`, { token, json: { quantity: 2, product: { code: '104676-BLK-L-REG' } } })).body, 'add entry');
    await sandbox.post(`${path}/vouchers?voucherId=WORKWEAR10`, { token });
    const cart = parses(cartSchema, (await sandbox.get(`${path}?${q(CART_FIELDS)}`, { token })).body, 'cart');
    expect(cart.entries[0].product.images.length).toBeGreaterThan(0);
    expect(cart.appliedVouchers).toHaveLength(1);
    parses(cartListSchema, (await sandbox.get(`/users/current/carts?${q(CARTS_FIELDS)}`, { token })).body, 'carts');
    parses(cartValidationSchema, (await sandbox.post(`${path}/validate?fields=DEFAULT`, { token })).body, 'validate');
    parses(saveCartResultSchema, (await sandbox.call('PATCH', `${path}/save?saveCartName=wishlist&saveCartDescription=x`, { token })).body, 'save');
  });

  it('account: user, addresses, saved cards, orders and order history', async () => {
    const { access_token: token } = await sandbox.passwordToken(ALEX);
    parses(userSchema, (await sandbox.get(`/users/current?${q(USER_FIELDS)}`, { token })).body, 'user');
    const addresses = parses(addressListSchema, (await sandbox.get(`/users/current/addresses?${q(ADDRESS_FIELDS)}`, { token })).body, 'addresses');
    expect(addresses.addresses.some((a: { isApoFpoPoBox?: boolean }) => a.isApoFpoPoBox)).toBe(true);
    parses(addressSchema, addresses.addresses[0], 'address');
    parses(paymentDetailsListSchema, (await sandbox.get(`/users/current/paymentdetails?${q(PAYMENT_DETAILS_FIELDS)}`, { token })).body, 'payments');
    const history = parses(orderHistoryListSchema, (await sandbox.get(`/users/current/orders?${q(ORDER_HISTORY_FIELDS)}`, { token })).body, 'history');
    for (const summary of history.orders) {
      parses(orderSchema, (await sandbox.get(`/users/current/orders/${summary.code}?${q(ORDER_FIELDS)}`, { token })).body, `order ${summary.code}`);
    }
  });

  it('stores, factories and reference data', async () => {
    const stores = parses(storeFinderSearchPageSchema, (await sandbox.get(`/stores?query=Chicago&${q(STORE_FIELDS)}`)).body, 'stores');
    expect(stores.stores[0].features).toBeDefined();
    parses(storeSchema, (await sandbox.get('/stores/detroit-flagship?fields=FULL')).body, 'store');
    parses(factoryMapSchema, (await sandbox.get('/integrations/factorymap')).body, 'factory map');
    parses(baseSiteListSchema, (await sandbox.get(`/occ/v2/basesites?${q(BASE_SITES_FIELDS)}`)).body, 'base sites');
    parses(languageListSchema, (await sandbox.get('/occ/v2/brand-eu/languages')).body, 'languages');
    parses(currencyListSchema, (await sandbox.get('/currencies')).body, 'currencies');
    parses(countryListSchema, (await sandbox.get('/countries?type=SHIPPING')).body, 'countries');
    parses(regionListSchema, (await sandbox.get(`/countries/US/regions?${q(REGION_FIELDS)}`)).body, 'regions');
    parses(titleListSchema, (await sandbox.get('/titles')).body, 'titles');
  });

  it('errors, OCC and OAuth', async () => {
    // An error list parses from any object (its list defaults to empty): the answer must be a 4xx
    // that names its errors, as OCC's does.
    for (const [path, what] of [
      ['/users/anonymous/carts/nope', 'cart error'],
      ['/products/nope', 'product error'],
    ] as const) {
      const answer = await sandbox.get(path);
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(parses(occErrorListSchema, answer.body, what)?.errors, what).toEqual([expect.objectContaining({ type: expect.any(String) })]);
    }
    const token = await sandbox.post('/authorizationserver/oauth/token', { form: { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: CLIENT.secret } });
    parses(oauthTokenSchema, token.body, 'token');
    const refused = await sandbox.post('/authorizationserver/oauth/token', { form: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: 'x', password: 'y' } });
    parses(oauthErrorSchema, refused.body, 'oauth error');
  });
});
