import { http, HttpResponse } from 'msw';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

/**
 * Spec 3 §9 page metadata of the catalogue pages, from the sandbox: a product's title from
 * `metaTitle` and description from `metaDescription`; a category's meta title and description and its
 * canonical override, absolute or site-relative.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { productMetadata } = await import('@/features/product/ProductPage');
const { catalogMetadata } = await import('@/features/catalog/CatalogPage');

const sandbox = setupSandboxServer();
const ORIGIN = 'https://www.ironbark.example';

beforeEach(() => {
  vi.stubEnv('STOREFRONT_URL', ORIGIN);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The sandbox's answer to a call, with changes made to its JSON. */
function edited(path: string, change: (body: Record<string, unknown>) => void) {
  return http.get(`${SANDBOX_OCC_BASE_URL}${path}`, async ({ request }) => {
    const body = (await (await sandbox.app.fetch(request.clone())).json()) as Record<string, unknown>;
    change(body);
    return HttpResponse.json(body);
  });
}

async function sandboxJson(path: string): Promise<Record<string, unknown>> {
  return (await (await sandbox.app.fetch(new Request(`${SANDBOX_OCC_BASE_URL}${path}`))).json()) as Record<string, unknown>;
}

const productPage = { site: 'us', lang: 'en', folder: 'product', segments: ['103828', 'detroit-duck-jacket'] } as const;

describe('product page metadata', { timeout: 30_000 }, () => {
  it('takes the title from metaTitle and the description from metaDescription', async () => {
    const product = await sandboxJson('/brand-us/products/103828?fields=name,metaTitle,metaDescription');
    expect(product.metaTitle).not.toBe(product.name);
    const metadata = await productMetadata({ ...productPage, segments: [...productPage.segments] });
    expect(metadata.title).toBe('Detroit Duck Jacket | Jackets');
    expect(metadata.description).toBe(product.metaDescription);
  });

  it('gives a shared link the page’s first picture from the image server', async () => {
    const metadata = await productMetadata({ ...productPage, segments: [...productPage.segments] });
    const images = metadata.openGraph?.images;
    const first = Array.isArray(images) ? images[0] : images;
    expect(first).toMatchObject({ url: expect.stringMatching(/\/is\/image\/brand\/103828_/), alt: 'Detroit Duck Jacket' });
  });

  it('prefers metaDescription to the summary', async () => {
    sandbox.server.use(edited('/brand-us/products/:code', (body) => (body.metaDescription = 'Duck canvas, blanket lining, corduroy collar.')));
    const metadata = await productMetadata({ ...productPage, segments: [...productPage.segments] });
    expect(metadata.description).toBe('Duck canvas, blanket lining, corduroy collar.');
  });

  it('keeps a metaTitle that already ends with the brand as it is', async () => {
    sandbox.server.use(edited('/brand-us/products/:code', (body) => (body.metaTitle = 'Detroit Duck Jacket | Ironbark Workwear')));
    const metadata = await productMetadata({ ...productPage, segments: [...productPage.segments] });
    expect(metadata.title).toEqual({ absolute: 'Detroit Duck Jacket | Ironbark Workwear' });
  });

  it('falls back to the name and the summary without meta data', async () => {
    sandbox.server.use(
      edited('/brand-us/products/:code', (body) => {
        delete body.metaTitle;
        delete body.metaDescription;
      }),
    );
    const product = await sandboxJson('/brand-us/products/103828?fields=summary');
    const metadata = await productMetadata({ ...productPage, segments: [...productPage.segments] });
    expect(metadata.title).toBe('Detroit Duck Jacket');
    expect(metadata.description).toBe(product.summary);
  });

  it('gives the product page its canonical URL', async () => {
    const metadata = await productMetadata({ ...productPage, segments: [...productPage.segments] });
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}/product/103828/detroit-duck-jacket`);
  });
});

const SEARCH = '/brand-uk/products/search';

function categorySeo(change: (seo: Record<string, unknown>) => void) {
  return edited(SEARCH, (body) => {
    const category = body.category as { seo?: Record<string, unknown> } | undefined;
    if (category) change((category.seo ??= {}));
  });
}

const jackets = { site: 'uk', lang: 'en-gb', segments: ['men-jackets'] } as const;

describe('category page metadata', { timeout: 30_000 }, () => {
  it('takes the meta title and description of the category', async () => {
    const answer = await sandboxJson(`${SEARCH}?query=${encodeURIComponent(':relevance:allCategories:men')}&fields=FULL&lang=en_GB&curr=GBP`);
    const seo = (answer.category as { seo: { metaTitle: string; metaDescription: string } }).seo;
    expect(seo.metaDescription).toContain('work trousers');
    const metadata = await catalogMetadata({ site: 'uk', lang: 'en-gb', segments: ['men'] });
    // The sandbox's meta title ends with the brand already, so the layout's template adds nothing.
    expect(metadata.title).toEqual({ absolute: seo.metaTitle });
    expect(metadata.description).toBe(seo.metaDescription);
  });

  it('lets the layout add the brand to a meta title without it', async () => {
    sandbox.server.use(categorySeo((seo) => (seo.metaTitle = 'Work jackets for men')));
    const metadata = await catalogMetadata({ ...jackets, segments: [...jackets.segments] });
    expect(metadata.title).toBe('Work jackets for men');
  });

  it('without a meta title, names the category and its department, so that same-named categories differ', async () => {
    sandbox.server.use(categorySeo((seo) => delete seo.metaTitle));
    const jacketsTitle = await catalogMetadata({ ...jackets, segments: [...jackets.segments] });
    expect(jacketsTitle.title).toBe('Jackets | Men');
    // A department is named alone.
    const men = await catalogMetadata({ site: 'uk', lang: 'en-gb', segments: ['men'] });
    expect(men.title).toBe('Men');
  });

  it('puts a site-relative canonical override under the site’s prefix on the storefront’s origin', async () => {
    sandbox.server.use(categorySeo((seo) => (seo.canonicalUrl = '/c/workwear-jackets')));
    const metadata = await catalogMetadata({ ...jackets, segments: [...jackets.segments] });
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}/uk/en-gb/c/workwear-jackets`);
  });

  it('uses an absolute canonical override as it is', async () => {
    sandbox.server.use(categorySeo((seo) => (seo.canonicalUrl = 'https://jackets.example.com/workwear/jackets')));
    const metadata = await catalogMetadata({ ...jackets, segments: [...jackets.segments] });
    expect(metadata.alternates?.canonical).toBe('https://jackets.example.com/workwear/jackets');
  });

  it('is canonical at its own address when the override would lead to another host or scheme', async () => {
    for (const override of ['/\\jackets.example.com', 'javascript:alert(1)']) {
      sandbox.server.use(categorySeo((seo) => (seo.canonicalUrl = override)));
      const metadata = await catalogMetadata({ ...jackets, segments: [...jackets.segments] });
      expect(metadata.alternates?.canonical, override).toMatch(new RegExp(`^${ORIGIN}/uk/en-gb/c/.*men-jackets$`));
    }
  });

  it('is canonical at its own address without an override', async () => {
    sandbox.server.use(categorySeo((seo) => delete seo.canonicalUrl));
    const metadata = await catalogMetadata({ ...jackets, segments: [...jackets.segments] });
    expect(metadata.alternates?.canonical).toMatch(new RegExp(`^${ORIGIN}/uk/en-gb/c/.*men-jackets$`));
  });

  it('has no description when the category has none', async () => {
    sandbox.server.use(categorySeo((seo) => delete seo.metaDescription));
    const metadata = await catalogMetadata({ ...jackets, segments: [...jackets.segments] });
    expect(metadata).not.toHaveProperty('description');
  });
});
