import type { Product } from '@/commerce/schemas';
import type { ImageRendition } from '@/ui/RenditionImage';

/**
 * The thumbnail of a cart line. OCC gives product images as site-relative paths of the image server
 * (`/is/image/brand/...`) or the backend (`/medias/...`); client islands cannot read the server's
 * configuration, so the server resolves the two origins once (`mediaOriginsForIslands`) and hands
 * them over.
 */

export interface MediaOrigins {
  /** Absolute URL the image-server paths live under, ending in `/is/image/`. */
  imageServer: string;
  /** Absolute origin of the commerce backend, ending in `/`. */
  backend: string;
  /** How line thumbnails are drawn through the image optimizer (`RenditionImage`). */
  thumbnail: ImageRendition;
}

/** Where product images live; enough to resolve their URLs. */
export type ImageOrigins = Pick<MediaOrigins, 'imageServer' | 'backend'>;

const IMAGE_SERVER_PATH = '/is/image/';
const PREFERRED_FORMATS = ['thumbnail', 'cartIcon', 'product'];

export function resolveProductImageUrl(url: string, origins: ImageOrigins): string | undefined {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.startsWith(IMAGE_SERVER_PATH)) return `${origins.imageServer}${value.slice(IMAGE_SERVER_PATH.length)}`;
  return `${origins.backend}${value.slice(1)}`;
}

export function entryThumbnail(product: Pick<Product, 'images' | 'name'>, origins: ImageOrigins): { url: string; alt: string } | undefined {
  const primary = product.images.filter((image) => !image.imageType || image.imageType === 'PRIMARY');
  const image =
    PREFERRED_FORMATS.map((format) => primary.find((candidate) => candidate.format === format)).find(Boolean) ?? primary[0];
  const url = image ? resolveProductImageUrl(image.url, origins) : undefined;
  return image && url ? { url, alt: image.altText ?? product.name ?? '' } : undefined;
}
