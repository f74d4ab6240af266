import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { commerceConfig } from '@/commerce/config';
import { productSchema, type Product } from '@/commerce/schemas';
import { occGalleryImages, productBadges, withSwatchUrls } from '@/features/product/occ-media';
import { variantModel } from '@/features/product/variant-selection';
import { sandboxProduct } from './sandbox-product';

/**
 * The product page's OCC images (spec 3 §2 gallery and badges, §7 "Product images from an image
 * server"): image-server assets from the image server, backend media from the backend, and SAP's
 * captured product payload shown as one picture, not two.
 */

const IMAGE_HOST = 'https://images.brand.example';

/** SAP's product 3595723 as captured (occ-contract samples): no media set, OCC images only. */
function capturedProduct(): Product {
  const file = fileURLToPath(new URL('../../fixtures/occ/product-3595723.electronics-2018.json', import.meta.url));
  return productSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

beforeEach(() => {
  vi.stubEnv('IMAGE_BASE_URL', IMAGE_HOST);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the fallback gallery of a product without a media set', () => {
  it('shows SAP’s primary picture once, though the payload lists it again as gallery picture 0', () => {
    const product = capturedProduct();
    const primary = product.images.filter((image) => image.imageType === 'PRIMARY' && image.format !== 'cartIcon');
    const galleryZero = product.images.filter((image) => image.imageType === 'GALLERY' && image.galleryIndex === 0);
    // The capture really does repeat the picture (guards the test against a changed fixture).
    expect(galleryZero.map((image) => image.url).sort()).toEqual(primary.map((image) => image.url).sort());

    const pictures = occGalleryImages(product, 'Camera');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]?.alt).toBe('Camera');
  });

  it('takes SAP’s media from the backend, not from the image server', () => {
    const [picture] = occGalleryImages(capturedProduct(), 'Camera');
    const backend = new URL(commerceConfig().apiUrl).origin;
    for (const url of [picture?.main, picture?.thumbnail, picture?.large]) {
      expect(new URL(url ?? '').origin).toBe(backend);
      expect(new URL(url ?? '').pathname).toBe('/rest/v2/medias/');
    }
    expect(picture?.large).not.toBe(picture?.thumbnail);
  });

  it('keeps different pictures, each in its own formats', () => {
    const product = capturedProduct();
    const second = product.images
      .filter((image) => image.imageType === 'GALLERY')
      .map((image) => ({ ...image, galleryIndex: 1, url: `/medias/second-${image.format ?? ''}.jpg` }));
    const pictures = occGalleryImages({ images: [...product.images, ...second] }, 'Camera');
    expect(pictures).toHaveLength(2);
    expect(pictures[1]?.thumbnail).toBe(`${commerceConfig().apiUrl}/medias/second-thumbnail.jpg`);
  });

  it('takes image-server assets from the image server', async () => {
    const [picture] = occGalleryImages(await sandboxProduct('103828'), 'Jacket');
    expect(picture?.main).toBe(`${IMAGE_HOST}/is/image/brand/103828_BRN_AVB?wid=600&hei=750`);
  });
});

describe('badges and swatches', () => {
  it('take a badge picture from where its path says: the image server or the backend', () => {
    const badges = productBadges({
      badges: [
        { badgeType: { code: 'sale', name: 'Sale', imageUrl: '/is/image/brand/badge_sale' } },
        { badgeType: { code: 'new', name: 'New', imageUrl: '/medias/badge-new.png?context=abc' } },
        { badgeType: { code: 'unnamed', imageUrl: '/medias/x.png' } },
      ],
    });
    expect(badges).toEqual([
      { name: 'Sale', image: `${IMAGE_HOST}/is/image/brand/badge_sale` },
      { name: 'New', image: `${commerceConfig().apiUrl}/medias/badge-new.png?context=abc` },
    ]);
  });

  it('hand the picker absolute swatch URLs on the image server', async () => {
    const model = withSwatchUrls(variantModel(await sandboxProduct('103828')));
    expect(model.colours.find((colour) => colour.code === 'BRN')?.swatch).toBe(`${IMAGE_HOST}/is/image/brand/103828_BRN_SW?wid=48&hei=48`);
  });

  it('hand the picker backend media from the backend', async () => {
    const model = variantModel(await sandboxProduct('103828'));
    const backendSwatch = { ...model, colours: model.colours.map((colour) => ({ ...colour, swatch: `/medias/${colour.code}.png` })) };
    const brown = withSwatchUrls(backendSwatch).colours.find((colour) => colour.code === 'BRN');
    expect(brown?.swatch).toBe(`${commerceConfig().apiUrl}/medias/BRN.png`);
  });
});
