import { createOccClient, type OccContext } from '@/commerce/client';
import { globalMessageKeyFor } from '@/commerce/errors';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../msw/sandbox';

/** The typed client against the sandbox commerce server, in-process: the contract both sides keep. */

const sandbox = setupSandboxServer();

const usContext: OccContext = {
  baseUrl: SANDBOX_OCC_BASE_URL,
  siteId: 'brand-us',
  language: 'en',
  currency: 'USD',
  country: 'US',
};

const occ = createOccClient(usContext, { retryDelayMs: 0 });

/** A sellable variant in stock of the first product a search finds. */
async function variantInStock(): Promise<string> {
  const page = await occ.searchProducts({ query: 'jacket' });
  const style = page.products[0];
  if (!style) throw new Error('the sandbox found no jacket');
  const product = await occ.getProduct(style.code, 'pdp');
  const variant = product.variantOptions.find((option) => (option.stock?.stockLevel ?? 0) > 0) ?? product.variantOptions[0];
  if (!variant) throw new Error(`${style.code} has no variants`);
  return variant.code;
}

describe('the commerce client against the sandbox', () => {
  it('adds a product to an anonymous cart', async () => {
    const productCode = await variantInStock();
    const cart = await occ.createCart('anonymous');
    expect(cart.guid).toBeDefined();
    const guid = cart.guid ?? '';

    const modification = await occ.addCartEntry('anonymous', guid, { productCode, quantity: 2 });
    expect(modification.statusCode).toBe('success');
    expect(modification.quantityAdded).toBe(2);

    const updated = await occ.getCart('anonymous', guid);
    expect(updated.totalItems).toBe(1);
    expect(updated.entries[0]).toMatchObject({ entryNumber: 0, quantity: 2, product: { code: productCode } });
    expect(updated.totalPrice?.formattedValue).toMatch(/\$/);
  });

  it('reports a cart that does not exist as cartNotFound', async () => {
    const failure = await occ.getCart('anonymous', 'no-such-cart').catch((error: unknown) => error);
    expect(globalMessageKeyFor(failure)).toBe('cartNotFound');
  });

  it('reports an unknown voucher as invalidCode', async () => {
    const cart = await occ.createCart('anonymous');
    const failure = await occ.addVoucher('anonymous', cart.guid ?? '', 'NOT-A-CODE').catch((error: unknown) => error);
    expect(globalMessageKeyFor(failure)).toBe('invalidCode');
  });

  it('reads the home page and its components', async () => {
    const page = await occ.getCmsPage('home');
    const uids = (page.contentSlots?.contentSlot ?? []).flatMap((slot) => slot.components?.component ?? []).map((c) => c.uid);
    expect(uids.length).toBeGreaterThan(0);
    const components = await occ.getCmsComponents(uids, { pageSize: 5 });
    expect(components.map((component) => component.uid).sort()).toEqual([...new Set(uids)].sort());
  });

  it("reads the signed-in customer's profile, addresses, cards and orders", async () => {
    const { token } = await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    const customer = createOccClient({ ...usContext, accessToken: token?.accessToken });
    await expect(customer.getUser('current')).resolves.toMatchObject({ uid: 'alex.carter@example.com' });
    expect((await customer.getAddresses('current')).length).toBeGreaterThan(0);
    expect((await customer.getPaymentDetails('current')).some((card) => card.isExpired)).toBe(true);
    const history = await customer.getOrderHistory('current');
    expect(history.orders.length).toBeGreaterThan(0);
    const first = history.orders[0];
    if (first) await expect(customer.getOrder('current', first.code)).resolves.toMatchObject({ code: first.code });
  });

  it('reads stores, the factory map, reviews and reference data', async () => {
    expect((await occ.findStores({ pageSize: 5 })).stores.length).toBeGreaterThan(0);
    expect((await occ.getFactoryMap()).length).toBeGreaterThan(0);
    const product = (await occ.searchProducts({ query: 'jacket' })).products[0];
    await expect(occ.getReviews(product?.manufacturerAID ?? product?.code ?? '')).resolves.toHaveProperty('reviews');
    expect((await occ.getCountries()).length).toBeGreaterThan(0);
    expect((await occ.getTitles()).length).toBeGreaterThan(0);
    expect((await occ.getBaseSites()).map((site) => site.uid)).toContain('brand-us');
    expect((await occ.getLanguages()).map((language) => language.isocode)).toContain('en');
    expect((await occ.getCurrencies()).map((currency) => currency.isocode)).toContain('USD');
  });

  it('reads stock near a place, search suggestions, a CMS page and a component by id', async () => {
    const productCode = await variantInStock();
    const stock = await occ.getProductStock(productCode, { location: 'Detroit' });
    expect(stock.stores.length).toBeGreaterThan(0);
    expect((await occ.getSuggestions('jack')).suggestions.length).toBeGreaterThan(0);
    const home = await occ.getCmsPage('home');
    await expect(occ.getCmsPageById(home.uid)).resolves.toMatchObject({ uid: home.uid });
    const uid = home.contentSlots?.contentSlot?.[0]?.components?.component?.[0]?.uid ?? '';
    await expect(occ.getCmsComponent(uid)).resolves.toMatchObject({ uid });
  });

  it('deletes a customer’s cart, which is then unknown', async () => {
    const { token } = await sandbox.signIn('sam.rivera@example.com', 'Workwear#2026');
    const customer = createOccClient({ ...usContext, accessToken: token?.accessToken }, { retryDelayMs: 0 });
    const cart = await customer.createCart('current');
    await customer.deleteCart('current', cart.code);
    const failure = await customer.getCart('current', cart.code).catch((error: unknown) => error);
    expect(globalMessageKeyFor(failure)).toBe('cartNotFound');
  });
});
