import { http } from 'msw';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

/**
 * A product page rendered for the first time asks the backend in one round: the loads that wait for
 * the product only for a key the URL already names (its reviews by style number, spec 3 §4; the brand
 * commitment, spec 3 §2; the EU store's language links, spec 1 §2.2) start with the product's own,
 * not after its answer. With a backend at 5 s a call, that is the difference between the product on
 * the waiting view's first retry and on its second (spec 1 §9, server rendering timeout 3 s).
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { ProductPage } = await import('@/features/product/ProductPage');

const sandbox = setupSandboxServer();

/** Holds the product's answer until released, and records what the page asked for meanwhile. */
function holdProduct(site: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const ids = url.searchParams.get('componentIds');
    asked.push(url.pathname.replace(`/occ/v2/brand-${site}`, '') + (ids ? `?componentIds=${ids}` : ''));
  });
  sandbox.server.use(
    http.get(`${SANDBOX_OCC_BASE_URL}/brand-${site}/products/:code`, async ({ request }) => {
      await released;
      return sandbox.app.fetch(request);
    }),
  );
  return { asked, release };
}

afterEach(() => {
  sandbox.server.events.removeAllListeners();
});

describe('a product page rendered for the first time', { timeout: 30_000 }, () => {
  it('asks for the reviews, the commitment and the language links while the product is still on its way', async () => {
    const { asked, release } = holdProduct('eu');
    const page = ProductPage({ folder: 'p', segments: ['saddle-leather-belt', '107030'], site: 'eu', lang: 'de' });
    await vi.waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/products/107030',
          '/integrations/turnto/reviews/107030',
          '/cms/components?componentIds=commitmentContent',
          '/alternateUrls',
        ]),
      ),
    );
    release();
    // The German page's canonical name differs: a redirect, which changes nothing of the above.
    await page.catch(() => undefined);
  });

  it('asks for a variant’s reviews by its style number, as the page shows them', async () => {
    const { asked, release } = holdProduct('us');
    const page = ProductPage({ folder: 'product', segments: ['103828-BRN-L-REG'], site: 'us', lang: 'en' });
    await vi.waitFor(() => expect(asked).toEqual(expect.arrayContaining(['/products/103828-BRN-L-REG', '/integrations/turnto/reviews/103828'])));
    // No language links off the EU store (spec 1 §2.2).
    expect(asked.filter((path) => path.startsWith('/alternateUrls'))).toEqual([]);
    release();
    await page.catch(() => undefined);
  });
});
