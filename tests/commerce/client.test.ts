import { createOccClient, type OccContext } from '@/commerce/client';
import { OccError, globalMessageKeyFor } from '@/commerce/errors';
import { CACHE_BUSTING_PARAM } from '@/commerce/transport';
import { fakeFetch, hangingFetch, json, occErrors, requestAt, type FakeAnswer } from './fake-fetch';

const ukContext: OccContext = {
  baseUrl: 'http://occ.test/occ/v2',
  siteId: 'brand-uk',
  language: 'en-gb',
  currency: 'GBP',
  country: 'GB',
};

const cart = { code: '00001234', guid: 'c0ffee-guid', totalItems: 1, entries: [] };
const product = { code: '104670', name: 'Rain Defender Jacket' };

function clientAnswering(...answers: FakeAnswer[]) {
  const fetch = fakeFetch(...answers);
  const client = createOccClient(ukContext, { fetch, retryDelayMs: 0, reportError: () => {} });
  return { fetch, client };
}

describe('every request carries the shopping context (spec 1 §7)', () => {
  it('sends lang as the OCC isocode and curr as query parameters', async () => {
    const { fetch, client } = clientAnswering(json(product));
    await client.getProduct('104670');
    const { url } = requestAt(fetch);
    expect(url.origin + url.pathname).toBe('http://occ.test/occ/v2/brand-uk/products/104670');
    expect(url.searchParams.get('lang')).toBe('en_GB');
    expect(url.searchParams.get('curr')).toBe('GBP');
    expect(url.searchParams.get('fields')).toContain('DEFAULT');
  });

  it('sends the countryIsoCode, language and currency headers', async () => {
    const { fetch, client } = clientAnswering(json(product));
    await client.getProduct('104670');
    const { headers } = requestAt(fetch);
    expect(headers.get('countryIsoCode')).toBe('GB');
    expect(headers.get('language')).toBe('en_GB');
    expect(headers.get('currency')).toBe('GBP');
  });

  it('sends credentials with every call', async () => {
    const { fetch, client } = clientAnswering(json(product));
    await client.getProduct('104670');
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('encodes path segments once', async () => {
    const { fetch, client } = clientAnswering(json(product));
    await client.getProduct('a b/c');
    expect(requestAt(fetch).url.pathname).toBe('/occ/v2/brand-uk/products/a%20b%2Fc');
  });

  it.each(['..', '.'])('answers a %s id as an unknown one, without a call (it would climb the path)', async (id) => {
    const { fetch, client } = clientAnswering(json(product));
    await expect(client.getProduct(id)).rejects.toMatchObject({ status: 404, errors: [{ type: 'UnknownIdentifierError' }] });
    await expect(client.updateAddress('current', id, { firstName: 'A' } as never)).rejects.toMatchObject({ status: 404 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('addresses base sites below the prefix, without a site', async () => {
    const { fetch, client } = clientAnswering(json({ baseSites: [{ uid: 'brand-us' }] }));
    await client.getBaseSites();
    expect(requestAt(fetch).url.pathname).toBe('/occ/v2/basesites');
  });

  it('forwards the content-preview ticket to CMS and product calls', async () => {
    const fetch = fakeFetch(json({ uid: 'homepage' }));
    const client = createOccClient({ ...ukContext, cmsTicketId: 'ticket-1' }, { fetch });
    await client.getCmsPage('home');
    expect(requestAt(fetch).url.searchParams.get('cmsTicketId')).toBe('ticket-1');
  });
});

describe('the Authorization header', () => {
  it('carries the access token when there is one', async () => {
    const fetch = fakeFetch(json({ uid: 'alex' }));
    await createOccClient({ ...ukContext, accessToken: 'token-1' }, { fetch }).getUser('current');
    expect(requestAt(fetch).headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('is left out without a token', async () => {
    const fetch = fakeFetch(json({ uid: 'alex' }));
    await createOccClient({ ...ukContext, accessToken: '' }, { fetch }).getUser('current');
    expect(requestAt(fetch).headers.has('Authorization')).toBe(false);
  });

  it("drops a passed-in 'bearer undefined' header (spec 1 §7)", async () => {
    const fetch = fakeFetch(json({ uid: 'alex' }));
    await createOccClient(ukContext, { fetch, headers: { Authorization: 'bearer undefined' } }).getUser('current');
    expect(requestAt(fetch).headers.has('Authorization')).toBe(false);
  });
});

describe('cart calls are retried up to 2 times (spec 1 §7)', () => {
  it('retries a cart call exactly twice after server errors, then gives up', async () => {
    const { fetch, client } = clientAnswering(occErrors(503, { type: 'ServerError' }));
    await expect(client.getCart('current', 'current')).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('retries after a network error and returns the cart once the backend answers', async () => {
    const { fetch, client } = clientAnswering(new TypeError('fetch failed'), json(cart));
    await expect(client.getCart('anonymous', 'c0ffee-guid')).resolves.toMatchObject({ code: '00001234' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not retry a gateway's timeout (the commerce proxy's 504): the time is already spent", async () => {
    const { fetch, client } = clientAnswering(occErrors(504, { type: 'GatewayTimeoutError' }));
    await expect(client.getCart('anonymous', 'c0ffee-guid')).rejects.toMatchObject({ status: 504 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never retries a 4xx answer', async () => {
    const { fetch, client } = clientAnswering(occErrors(400, { type: 'CartError', reason: 'notFound' }));
    await expect(client.getCart('anonymous', 'gone')).rejects.toBeInstanceOf(OccError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry calls outside the cart', async () => {
    const { fetch, client } = clientAnswering(occErrors(503, { type: 'ServerError' }));
    await expect(client.getProduct('104670')).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not repeat removing an entry: OCC renumbers the lines, so a repeat would remove the next one', async () => {
    const { fetch, client } = clientAnswering(occErrors(502, { type: 'ServerError' }));
    await expect(client.removeCartEntry('anonymous', 'guid', 0)).rejects.toMatchObject({ status: 502 });
    await expect(client.updateCartEntry('anonymous', 'guid', 0, 0)).rejects.toMatchObject({ status: 502 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('repeats a quantity change, which lands on the same line', async () => {
    const { fetch, client } = clientAnswering(occErrors(502, { type: 'ServerError' }));
    await expect(client.updateCartEntry('anonymous', 'guid', 0, 3)).rejects.toMatchObject({ status: 502 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not repeat adding an entry, which would add the quantity twice', async () => {
    const { fetch, client } = clientAnswering(occErrors(502, { type: 'ServerError' }));
    await expect(client.addCartEntry('anonymous', 'guid', { productCode: '104670-BLK-M', quantity: 1 })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the timeout', () => {
  it('aborts a call that takes longer than the budget and reports gatewayTimeout', async () => {
    const client = createOccClient(ukContext, { fetch: hangingFetch(), timeoutMs: 20 });
    const failure = await client.getProduct('104670').catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'timeout', status: 504 });
    expect(globalMessageKeyFor(failure)).toBe('gatewayTimeout');
  });

  it('uses the 3 s server-render budget by default', async () => {
    vi.useFakeTimers();
    try {
      const pending = createOccClient(ukContext, { fetch: hangingFetch() }).getProduct('104670').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(2999);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('answers', () => {
  it('throws the normalized OCC error list with the status', async () => {
    const { client } = clientAnswering(
      occErrors(400, { type: 'CartError', reason: 'notFound', subject: 'gone', subjectType: 'cart', message: 'Cart not found' }),
    );
    const failure = await client.getCart('anonymous', 'gone').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OccError);
    expect(failure).toMatchObject({
      status: 400,
      errors: [{ type: 'CartError', reason: 'notFound', subject: 'gone', subjectType: 'cart', message: 'Cart not found' }],
    });
    expect(globalMessageKeyFor(failure)).toBe('cartNotFound');
  });

  it('rejects an answer that breaks the contract as an invalid response', async () => {
    const { client } = clientAnswering(json({ name: 'no code' }));
    await expect(client.getProduct('104670')).rejects.toMatchObject({ kind: 'invalid-response', status: 502 });
  });

  it('accepts an empty body for calls that return nothing', async () => {
    const { client } = clientAnswering(new Response(null, { status: 200 }));
    await expect(client.removeCartEntry('current', '00001234', 0)).resolves.toBeUndefined();
  });
});

describe('cart calls', () => {
  it('adds an entry as JSON with the product code and quantity', async () => {
    const { fetch, client } = clientAnswering(json({ statusCode: 'success', quantityAdded: 2 }));
    await client.addCartEntry('anonymous', 'c0ffee-guid', { productCode: '104670-BLK-M', quantity: 2 });
    const request = requestAt(fetch);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/occ/v2/brand-uk/users/anonymous/carts/c0ffee-guid/entries');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(request.body ?? '')).toEqual({ quantity: 2, product: { code: '104670-BLK-M' } });
  });

  it('creates a cart that merges the anonymous cart into the customer cart', async () => {
    const { fetch, client } = clientAnswering(json(cart));
    await client.createCart('current', { oldCartId: 'anon-guid', toMergeCartGuid: 'customer-guid' });
    const { url, method } = requestAt(fetch);
    expect(method).toBe('POST');
    expect(url.searchParams.get('oldCartId')).toBe('anon-guid');
    expect(url.searchParams.get('toMergeCartGuid')).toBe('customer-guid');
  });

  it('attaches a guest email to the cart as a form', async () => {
    const { fetch, client } = clientAnswering(new Response(null));
    await client.setCartEmail('anonymous', 'c0ffee-guid', 'guest@example.com');
    const request = requestAt(fetch);
    expect(request.method).toBe('PUT');
    expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(request.body).toBe('email=guest%40example.com');
  });

  it('applies a voucher by the voucherId parameter', async () => {
    const { fetch, client } = clientAnswering(new Response(null));
    await client.addVoucher('current', '00001234', 'WORKWEAR10');
    expect(requestAt(fetch).url.searchParams.get('voucherId')).toBe('WORKWEAR10');
  });

  it('reads a boolean cart validation', async () => {
    const { client } = clientAnswering(json(true));
    await expect(client.validateCart('current', '00001234')).resolves.toEqual({ valid: true, modifications: [] });
  });

  it('reads a cart validation with modifications as invalid', async () => {
    const { client } = clientAnswering(json({ cartModifications: [{ statusCode: 'noStock' }] }));
    const validity = await client.validateCart('current', '00001234');
    expect(validity.valid).toBe(false);
    expect(validity.modifications[0]?.statusCode).toBe('noStock');
  });
});

describe('product search', () => {
  it('adds a cache-busting parameter in the browser', async () => {
    const fetch = fakeFetch(json({ products: [] }));
    await createOccClient(ukContext, { fetch, bustSearchCache: true }).searchProducts({ query: 'jacket' });
    expect(requestAt(fetch).url.searchParams.has(CACHE_BUSTING_PARAM)).toBe(true);
  });

  it('leaves cacheable server searches without it', async () => {
    const fetch = fakeFetch(json({ products: [] }));
    await createOccClient(ukContext, { fetch, bustSearchCache: false }).searchProducts({ query: 'jacket' });
    expect(requestAt(fetch).url.searchParams.has(CACHE_BUSTING_PARAM)).toBe(false);
  });

  it('asks for 12 products per page by default (spec 1 §9)', async () => {
    const fetch = fakeFetch(json({ products: [] }));
    await createOccClient(ukContext, { fetch }).searchProducts({ query: ':relevance:category:outerwear' });
    expect(requestAt(fetch).url.searchParams.get('pageSize')).toBe('12');
  });
});

describe('CMS pages and components', () => {
  it('loads the home page without page parameters', async () => {
    const { fetch, client } = clientAnswering(json({ uid: 'homepage' }));
    await client.getCmsPage('home');
    const { searchParams } = requestAt(fetch).url;
    expect(searchParams.has('pageType')).toBe(false);
    expect(searchParams.has('pageLabelOrId')).toBe(false);
  });

  it('loads a content page by label and a product page by code', async () => {
    const { fetch, client } = clientAnswering(json({ uid: 'page' }));
    await client.getCmsPage({ pageType: 'ContentPage', labelOrId: '/contact-us' });
    await client.getCmsPage({ pageType: 'ProductPage', code: '104670' });
    expect(requestAt(fetch, 0).url.searchParams.get('pageLabelOrId')).toBe('/contact-us');
    expect(requestAt(fetch, 1).url.searchParams.get('code')).toBe('104670');
    expect(requestAt(fetch, 1).url.searchParams.get('pageType')).toBe('ProductPage');
  });

  it('loads components in chunks of the page size', async () => {
    const { fetch, client } = clientAnswering((url) => {
      const ids = new URL(url).searchParams.get('componentIds')?.split(',') ?? [];
      return json({ component: ids.map((uid) => ({ uid, typeCode: 'CMSParagraphComponent' })) });
    });
    const components = await client.getCmsComponents(['a', 'b', 'c', 'd', 'e'], { pageSize: 2 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(components.map((component) => component.uid)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('follows the pagination of a chunk to its last page', async () => {
    const { fetch, client } = clientAnswering(
      json({ component: [{ uid: 'a', typeCode: 'BannerComponent' }], pagination: { page: 0, totalPages: 2 } }),
      json({ component: [{ uid: 'b', typeCode: 'BannerComponent' }], pagination: { page: 1, totalPages: 2 } }),
    );
    const components = await client.getCmsComponents(['a', 'b']);
    expect(components.map((component) => component.uid)).toEqual(['a', 'b']);
    expect(requestAt(fetch, 1).url.searchParams.get('currentPage')).toBe('1');
  });

  it('yields an empty list when the components fail to load (spec 1 §7)', async () => {
    const reportError = vi.fn();
    const fetch = fakeFetch(occErrors(500, { type: 'ServerError' }));
    const client = createOccClient(ukContext, { fetch, reportError });
    await expect(client.getCmsComponents(['a', 'b'])).resolves.toEqual([]);
    expect(reportError).toHaveBeenCalledOnce();
  });

  it('keeps the chunks that loaded when another fails', async () => {
    const { client } = clientAnswering(
      json({ component: [{ uid: 'a', typeCode: 'BannerComponent' }] }),
      occErrors(500, { type: 'ServerError' }),
    );
    const components = await client.getCmsComponents(['a', 'b'], { pageSize: 1 });
    expect(components.map((component) => component.uid)).toEqual(['a']);
  });
});
