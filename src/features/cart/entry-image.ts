import { resolveImageUrl, type ImageOrigins } from '@/cms/media-url';
import type { Product } from '@/commerce/schemas';
import type { ImageRendition } from '@/ui/RenditionImage';

/**
 * The thumbnail of a cart line. OCC gives product images as site-relative paths of the image server
 * (`/is/image/brand/...`) or the backend (`/medias/...`); client islands cannot read the server's
 * configuration, so the server resolves the two origins once (`mediaOriginsForIslands`) and hands
 * them over.
 */

export interface MediaOrigins extends ImageOrigins {
  /** How line thumbnails are drawn through the image optimizer (`RenditionImage`). */
  thumbnail: ImageRendition;
}

const PREFERRED_FORMATS = ['thumbnail', 'cartIcon', 'product'];

export function entryThumbnail(product: Pick<Product, 'images' | 'name'>, origins: ImageOrigins): { url: string; alt: string } | undefined {
  const primary = product.images.filter((image) => !image.imageType || image.imageType === 'PRIMARY');
  const image =
    PREFERRED_FORMATS.map((format) => primary.find((candidate) => candidate.format === format)).find(Boolean) ?? primary[0];
  const url = image ? resolveImageUrl(image.url, origins) : undefined;
  return image && url ? { url, alt: image.altText ?? product.name ?? '' } : undefined;
}
