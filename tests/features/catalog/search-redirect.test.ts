import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { loadListing } = await import('@/features/catalog/load-listing');

/** Spec 3 §7: the search asks for `keywordRedirectUrl` and `redirectUrl`; either sends the shopper on. */

const sandbox = setupSandboxServer();

/** Free-text searches answer with the given redirect fields, as a merchandised backend would. */
function searchesAnswerWith(fields: Record<string, string>) {
  sandbox.server.use(
    http.get(`${SANDBOX_OCC_BASE_URL}/brand-eu/products/search`, async ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      const answer = await sandbox.app.fetch(request.clone());
      if (query.includes('allCategories')) return answer;
      return HttpResponse.json({ ...((await answer.json()) as object), ...fields });
    }),
  );
}

describe('search redirects', () => {
  it('follows the search’s redirectUrl when there is no keyword redirect, on the page’s site', async () => {
    searchesAnswerWith({ redirectUrl: 'c/herren' });
    await expect(loadListing({ site: 'eu', lang: 'de' }, ['jacke'])).resolves.toEqual({ kind: 'redirect', location: '/eu/de/c/herren' });
  });

  it('prefers the keyword redirect', async () => {
    searchesAnswerWith({ keywordRedirectUrl: '/contact-us', redirectUrl: '/c/herren' });
    await expect(loadListing({ site: 'eu', lang: 'de' }, ['jacke'])).resolves.toEqual({ kind: 'redirect', location: '/eu/de/contact-us' });
  });
});
