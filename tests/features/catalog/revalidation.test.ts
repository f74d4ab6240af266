import { SEARCH_TAG } from '@/commerce/cache-tags';
import { handleRevalidation, isRevalidateSecret, MAX_REVALIDATION_BODY_BYTES, REVALIDATE_SECRET_HEADER, tagsForEvent } from '@/features/catalog/revalidation';

const SECRET = 'a-long-shared-secret-for-change-events';

function request(body: unknown, secret: string | null = SECRET): Request {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (secret !== null) headers.set(REVALIDATE_SECRET_HEADER, secret);
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('the revalidation secret', () => {
  it('accepts exactly the shared secret', () => {
    expect(isRevalidateSecret(SECRET, SECRET)).toBe(true);
    expect(isRevalidateSecret(`${SECRET}x`, SECRET)).toBe(false);
    expect(isRevalidateSecret(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(isRevalidateSecret('', SECRET)).toBe(false);
    expect(isRevalidateSecret(null, SECRET)).toBe(false);
  });

  it('accepts nothing when no secret is configured', () => {
    expect(isRevalidateSecret('', undefined)).toBe(false);
    expect(isRevalidateSecret('anything', '')).toBe(false);
  });
});

describe('change events', () => {
  it('names the cache tags of the changed entities', () => {
    expect(tagsForEvent({ type: 'product', codes: ['103828', '103828-BRN-L-REG', '103828'] })).toEqual([
      'product:103828',
      'alternate-urls:ProductPage:103828',
      'product:103828-BRN-L-REG',
      'alternate-urls:ProductPage:103828-BRN-L-REG',
      SEARCH_TAG,
    ]);
    // A category's name also shows in the breadcrumbs and facets of the listings below it.
    expect(tagsForEvent({ type: 'category', codes: ['men-jackets'] })).toEqual([
      'category:men-jackets',
      'alternate-urls:CategoryPage:men-jackets',
      SEARCH_TAG,
    ]);
    expect(tagsForEvent({ type: 'cms', codes: ['commitmentContent'] })).toEqual([
      'cms-page:commitmentContent',
      'cms-component:commitmentContent',
    ]);
  });

  it('revalidates the tags of an authorised event', async () => {
    const revalidate = vi.fn();
    const response = await handleRevalidation(request({ type: 'category', codes: ['men'] }), { secret: SECRET, revalidate });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ revalidated: ['category:men', 'alternate-urls:CategoryPage:men', SEARCH_TAG] });
    expect(revalidate).toHaveBeenCalledWith('category:men');
  });

  it('refreshes the listing and search pages that show a changed product, once per event', async () => {
    const revalidate = vi.fn();
    const response = await handleRevalidation(request({ type: 'product', codes: ['103828', '102207'] }), { secret: SECRET, revalidate });
    expect(response.status).toBe(200);
    const tags = ['product:103828', 'alternate-urls:ProductPage:103828', 'product:102207', 'alternate-urls:ProductPage:102207', 'product-search'];
    await expect(response.json()).resolves.toEqual({ revalidated: tags });
    expect(revalidate.mock.calls.map(([tag]) => tag)).toEqual(tags);
  });

  it('leaves the listings alone for a CMS change', () => {
    expect(tagsForEvent({ type: 'cms', codes: ['productList'] })).not.toContain(SEARCH_TAG);
  });

  it('answers 401 without the right secret, and revalidates nothing', async () => {
    const revalidate = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await handleRevalidation(request({ type: 'product', codes: ['1'] }, 'wrong'), { secret: SECRET, revalidate })).status).toBe(401);
    expect((await handleRevalidation(request({ type: 'product', codes: ['1'] }, null), { secret: SECRET, revalidate })).status).toBe(401);
    expect((await handleRevalidation(request({ type: 'product', codes: ['1'] }), { secret: undefined, revalidate })).status).toBe(401);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('answers 413 for a body over the limit in bytes, whether or not Content-Length says so', async () => {
    const revalidate = vi.fn();
    // Within the limit in characters, over it in bytes (three bytes each in UTF-8).
    const codes = ['€'.repeat(Math.ceil(MAX_REVALIDATION_BODY_BYTES / 3))];
    const streamed = new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: SECRET },
      body: new Blob([JSON.stringify({ type: 'product', codes })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.headers.get('content-length')).toBeNull();
    expect((await handleRevalidation(streamed, { secret: SECRET, revalidate })).status).toBe(413);
    expect((await handleRevalidation(request({ type: 'product', codes }), { secret: SECRET, revalidate })).status).toBe(413);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('answers 400 for a body that is not an event', async () => {
    const revalidate = vi.fn();
    for (const body of ['{not json', { type: 'order', codes: ['1'] }, { type: 'product', codes: [] }, { type: 'product' }, { type: 'cms', codes: [''] }]) {
      const response = await handleRevalidation(request(body), { secret: SECRET, revalidate });
      expect(response.status).toBe(400);
    }
    expect(revalidate).not.toHaveBeenCalled();
  });
});
