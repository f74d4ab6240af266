import { openGraphLocale, openGraphSite } from '@/features/seo/open-graph';
import { setupSandboxServer } from '../../msw/sandbox';

/**
 * Open Graph tags of a shared link (spec 3 §9, page metadata): the site's name and the page's locale
 * (`og:locale`, `language_TERRITORY`) on every page, the EU store's other languages as alternates.
 * Pages that set their own Open Graph tags (products, content pages with a preview image) keep them.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { shellMetadata } = await import('@/features/shell/SiteShell');
const { productMetadata } = await import('@/features/product/ProductPage');
const { homeMetadata } = await import('@/features/home/HomePage');

setupSandboxServer();
const BRAND = 'Ironbark Workwear';

describe('the Open Graph locale', () => {
  it.each([
    [{ site: 'us', lang: 'en' }, 'en_US'],
    [{ site: 'us', lang: 'en', country: 'CA' }, 'en_CA'],
    [{ site: 'uk', lang: 'en-gb' }, 'en_GB'],
    [{ site: 'eu', lang: 'en' }, 'en_IE'],
    [{ site: 'eu', lang: 'en-gb' }, 'en_GB'],
    [{ site: 'eu', lang: 'de' }, 'de_DE'],
    [{ site: 'eu', lang: 'es' }, 'es_ES'],
    [{ site: 'eu', lang: 'fr' }, 'fr_FR'],
    [{ site: 'eu', lang: 'it' }, 'it_IT'],
    [{ site: 'eu', lang: 'nl' }, 'nl_NL'],
  ] as const)('%o is %s', (route, locale) => {
    expect(openGraphLocale(route)).toBe(locale);
  });

  it('names the EU store’s other languages as alternates, each once', () => {
    expect(openGraphSite({ site: 'eu', lang: 'de' }, BRAND)).toEqual({
      siteName: BRAND,
      locale: 'de_DE',
      alternateLocale: ['en_IE', 'es_ES', 'fr_FR', 'it_IT', 'nl_NL'],
    });
  });

  it('has no alternates on a site of one language', () => {
    expect(openGraphSite({ site: 'uk', lang: 'en-gb' }, BRAND)).toEqual({ siteName: BRAND, locale: 'en_GB' });
    expect(openGraphSite({ site: 'us', lang: 'en', country: 'CA' }, BRAND)).toEqual({ siteName: BRAND, locale: 'en_CA' });
  });
});

describe('Open Graph tags of the pages', { timeout: 30_000 }, () => {
  it('the site layout gives every page the site’s name and locale', async () => {
    const metadata = await shellMetadata({ site: 'eu', lang: 'fr' });
    expect(metadata.openGraph).toMatchObject({ siteName: BRAND, locale: 'fr_FR', alternateLocale: expect.arrayContaining(['de_DE']) });
  });

  it('a product page keeps them beside its own picture and address', async () => {
    const metadata = await productMetadata({ site: 'us', lang: 'en', country: 'CA', folder: 'product', segments: ['103828', 'detroit-duck-jacket'] });
    expect(metadata.openGraph).toMatchObject({ siteName: BRAND, locale: 'en_CA', title: 'Detroit Duck Jacket', url: expect.stringContaining('/product/103828') });
    expect(metadata.openGraph?.images).toBeDefined();
  });

  it('a content page with a preview image keeps them beside its image', async () => {
    const metadata = await homeMetadata({ site: 'uk', lang: 'en-gb' });
    expect(metadata.openGraph).toMatchObject({ siteName: BRAND, locale: 'en_GB', images: [{ url: expect.stringContaining('/is/image/brand/') }] });
  });
});
