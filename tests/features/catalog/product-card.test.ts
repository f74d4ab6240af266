import { PRODUCT_SEARCH_FIELDS } from '@/commerce/endpoints';
import { imageOrigins, mediaUrl } from '@/cms/media';
import { commerceConfig } from '@/commerce/config';
import { productSearchPageSchema, type Product } from '@/commerce/schemas';
import { resolveImageUrl } from '@/cms/media-url';
import { cardImage, toProductCard } from '@/features/catalog/product-card';
import { createSandboxApp } from '@/sandbox/app';
import { createSandboxStore } from '@/sandbox/store';
import capturedSearchPage from '../../fixtures/occ/product-search-page.electronics.json';

/**
 * A listing card's pictures (spec 3 §7: "Product images from an image server: base URL plus asset
 * ids"): image-server assets from the image server (`IMAGE_BASE_URL`), backend media (`/medias/...`)
 * from the backend, as on the product page; and its swatches told apart by colour code (spec 3 §3).
 */

const IMAGE_HOST = 'https://images.brand.example';
const app = createSandboxApp({ store: createSandboxStore() });
let sandboxProducts: Product[] = [];

beforeAll(async () => {
  const query = new URLSearchParams({ query: ':relevance', pageSize: '100', fields: PRODUCT_SEARCH_FIELDS });
  const response = await app.fetch(new Request(`http://localhost:4010/occ/v2/brand-us/products/search?${query}`));
  sandboxProducts = productSearchPageSchema.parse(await response.json()).products;
}, 30_000);

beforeEach(() => {
  vi.stubEnv('IMAGE_BASE_URL', IMAGE_HOST);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

function jacket(): Product {
  const product = sandboxProducts.find((candidate) => candidate.code === '103828');
  if (!product) throw new Error('103828 is not in the sandbox listing');
  return product;
}

const card = (product: Product) => toProductCard(product, { site: 'us', lang: 'en', imageOrigins: imageOrigins() });
const backendOrigin = () => new URL(commerceConfig().apiUrl).origin;

describe('a card’s pictures with an image server configured', () => {
  it('takes SAP’s backend media (captured search result) from the backend, not the image host', () => {
    const [product] = productSearchPageSchema.parse(capturedSearchPage).products;
    if (!product) throw new Error('the captured search page has no product');
    const src = card(product).image?.src ?? '';
    expect(new URL(src).origin).toBe(backendOrigin());
    expect(new URL(src).pathname).toBe('/medias/');
    expect(new URL(src).origin).not.toBe(IMAGE_HOST);
  });

  it('keeps image-server assets and swatches on the image server', () => {
    const model = card(jacket());
    expect(model.image?.src).toBe(`${IMAGE_HOST}/is/image/brand/103828_BRN_AVB?wid=600&hei=750`);
    expect(model.swatches.map((swatch) => swatch.image)).toEqual(
      ['BRN', 'BLK', 'MOS', 'NVY'].map((code) => `${IMAGE_HOST}/is/image/brand/103828_${code}_SW?wid=48&hei=48`),
    );
  });

  it('takes a swatch that is backend media from the backend', () => {
    const product = jacket();
    const withMediaSwatch = {
      ...product,
      variantOptions: product.variantOptions.map((option) => ({
        ...option,
        variantOptionQualifiers: option.variantOptionQualifiers.map((qualifier) =>
          qualifier.qualifier === 'colour' ? { ...qualifier, image: { url: `/medias/swatch-${option.code}.png` } } : qualifier,
        ),
      })),
    };
    for (const swatch of card(withMediaSwatch).swatches) expect(new URL(swatch.image ?? '').origin).toBe(backendOrigin());
  });

  it('resolves every kind of path where mediaUrl does (the browser builds later pages’ cards)', () => {
    const paths = ['/is/image/brand/103828_BRN_AVB?wid=600', '/medias/?context=abc', '/rest/v2/medias/x.jpg', 'medias/y.png', 'https://cdn.example/z.jpg', 'javascript:alert(1)', ''];
    for (const path of paths) expect(resolveImageUrl(path, imageOrigins()), path).toBe(mediaUrl(path));
  });
});

describe('a card’s swatches without an option colorCode (spec 3 §3)', () => {
  function withoutColourCodes(product: Product, dropSwatches = false): Product {
    return {
      ...product,
      variantOptions: product.variantOptions.map((option) => {
        const { colorCode: _dropped, ...rest } = option as typeof option & { colorCode?: unknown };
        if (!dropSwatches) return rest;
        return { ...rest, variantOptionQualifiers: rest.variantOptionQualifiers.map(({ image: _image, ...qualifier }) => qualifier) };
      }),
    };
  }

  it('tells the colours apart by the swatch asset’s colour code, named by the colour', () => {
    const swatches = card(withoutColourCodes(jacket())).swatches;
    expect(swatches.map((swatch) => swatch.code)).toEqual(['BRN', 'BLK', 'MOS', 'NVY']);
    expect(swatches.map((swatch) => swatch.name)).toEqual(['Duck Brown', 'Black', 'Moss', 'Navy']);
  });

  it('falls back to the variant code’s colour part when there is no swatch image', () => {
    expect(card(withoutColourCodes(jacket(), true)).swatches.map((swatch) => swatch.code)).toEqual(['BRN', 'BLK', 'MOS', 'NVY']);
  });
});

describe('a card’s sold-out label', () => {
  it('follows the product page’s rule: OCC says outOfStock, or the level it gives is none left', () => {
    const soldOut = (stock: Product['stock']) => card({ ...jacket(), stock }).outOfStock;
    expect(soldOut({ stockLevelStatus: 'outOfStock' })).toBe(true);
    expect(soldOut({ stockLevel: 0 })).toBe(true);
    expect(soldOut({ stockLevel: 0, stockLevelStatus: 'inStock' })).toBe(true);
    expect(soldOut({ stockLevel: 3, stockLevelStatus: 'lowStock' })).toBe(false);
    expect(soldOut({ stockLevelStatus: 'inStock' })).toBe(false);
    expect(soldOut(undefined)).toBe(false);
  });
});

describe('a card’s picture (listings and CMS carousels alike)', () => {
  it('is the product format of an image outside the gallery, typed PRIMARY or not typed at all', () => {
    const images = (list: Record<string, string>[]) => ({ ...jacket(), images: list }) as Product;
    expect(cardImage(images([{ url: '/a', format: 'thumbnail' }, { url: '/b', format: 'product' }]))?.url).toBe('/b');
    expect(cardImage(images([{ url: '/g', format: 'product', imageType: 'GALLERY' }, { url: '/p', format: 'zoom', imageType: 'PRIMARY' }]))?.url).toBe('/p');
    expect(cardImage(images([{ url: '/g', format: 'product', imageType: 'GALLERY' }]))?.url).toBe('/g');
    expect(cardImage(images([]))).toBeUndefined();
  });
});
