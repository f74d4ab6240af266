import { browserOccClient } from '@/commerce/browser';
import { setupSandboxServer } from '../msw/sandbox';

/** A client island's path to OCC: the browser client, the commerce proxy and the sandbox. */

const sandbox = setupSandboxServer();
const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' }, { retryDelayMs: 0 });

describe('the browser client through the commerce proxy', () => {
  it('has its context at once and loads the client (and its schemas) with the first call', async () => {
    const lazy = browserOccClient({ siteId: 'brand-uk', language: 'en-gb', currency: 'GBP', country: 'GB' });
    expect(lazy.context).toEqual({ siteId: 'brand-uk', language: 'en-gb', currency: 'GBP', country: 'GB', baseUrl: '/api/commerce' });
    // Never mistaken for a promise (`await occ`, query functions returning it).
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
    expect(lazy.getCart).toBe(lazy.getCart);
    await expect(lazy.getCart('session', 'active')).rejects.toMatchObject({ status: 404 });
  });

  it('creates a cart that becomes the active cart of the session, and adds to it', async () => {
    const search = await occ.searchProducts({ query: 'jacket' });
    const product = await occ.getProduct(search.products[0]?.code ?? '', 'variants');
    const productCode = product.variantOptions.find((option) => (option.stock?.stockLevel ?? 0) > 0)?.code ?? '';

    const cart = await occ.createCart('anonymous');
    expect(sandbox.session.carts['brand-us']).toEqual({ code: cart.code, guid: cart.guid });

    await occ.addCartEntry('anonymous', cart.guid ?? '', { productCode, quantity: 1 });
    await expect(occ.getCart('anonymous', cart.guid ?? '')).resolves.toMatchObject({ totalItems: 1 });
  });

  it("reads the signed-in customer's profile with the session's token", async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    await expect(occ.getUser('current')).resolves.toMatchObject({ uid: 'alex.carter@example.com' });
  });

  it('is refused what the storefront never needs', async () => {
    await expect(occ.getUser('sam.rivera@example.com')).rejects.toMatchObject({ status: 403 });
  });
});
