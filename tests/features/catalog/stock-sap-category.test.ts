import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { loadListing } = await import('@/features/catalog/load-listing');

/**
 * Spec 1 §2.1 ("Category c/{categoryCode}") against a stock SAP Commerce: its search page has no
 * `category` and no `parentCategoryPath` (the brand's fields), and a text search with a category filter
 * need not carry `categoryCode`. The category is then named by its filter's breadcrumb.
 */

const sandbox = setupSandboxServer();

/** Every search answers as a stock SAP Commerce would: without the brand's category fields. */
function searchesAnswerAsStockSap() {
  sandbox.server.use(
    http.get(`${SANDBOX_OCC_BASE_URL}/:site/products/search`, async ({ request }) => {
      const answer = (await (await sandbox.app.fetch(request.clone())).json()) as Record<string, unknown>;
      const { categoryCode: _code, category: _category, parentCategoryPath: _path, ...stock } = answer;
      return HttpResponse.json(stock);
    }),
  );
}

describe('category pages on a backend without the brand’s category fields', () => {
  it('takes a one-segment path as the category its breadcrumb names', async () => {
    searchesAnswerAsStockSap();
    const result = await loadListing({ site: 'us', lang: 'en' }, ['men-jackets']);
    expect(result.kind).toBe('category');
    if (result.kind !== 'category') return;
    expect(result.category).toMatchObject({ code: 'men-jackets', name: 'Jackets', trail: [{ code: 'men-jackets', name: 'Jackets' }] });
    expect(result.page.products.length).toBeGreaterThan(0);
  });

  it('shows an EMEA category path in the page’s language, not a 404', async () => {
    searchesAnswerAsStockSap();
    const result = await loadListing({ site: 'eu', lang: 'de' }, ['herren', 'jacken', 'men-jackets']);
    expect(result).toMatchObject({ kind: 'category', category: { code: 'men-jackets', name: 'Jacken' } });
  });

  it('searches a segment as text when its category filter finds nothing', async () => {
    searchesAnswerAsStockSap();
    await expect(loadListing({ site: 'us', lang: 'en' }, ['nope'])).resolves.toMatchObject({ kind: 'search', text: 'nope' });
    await expect(loadListing({ site: 'eu', lang: 'de' }, ['herren', 'nope'])).resolves.toEqual({ kind: 'notFound' });
  });

  it('asks for OCC’s categoryCode beside the brand’s fields', async () => {
    await loadListing({ site: 'us', lang: 'en' }, ['men-jackets']);
    const [search] = sandbox.requestsTo('/brand-us/products/search');
    expect(new URL(search?.url ?? 'http://x').searchParams.get('fields')?.split(/[,()]/)).toContain('categoryCode');
  });
});
