import sharp from 'sharp';

/**
 * The formats the image server answers in. Scene7 sends photographs as JPEG unless asked otherwise
 * (`fmt=`), and that is what a storefront's image optimizer gets in production: so do photographs
 * here (product views, swatches, banners, stores, factories). Brand marks (the logo, payment marks,
 * badges) stay vector, as such marks usually are in a commerce backend's media.
 */
export type ImageFormat = 'jpeg' | 'png' | 'svg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml; charset=utf-8',
};

/** Scene7's `fmt` values the sandbox knows (`svg` is the sandbox's own: the drawing itself). */
const REQUESTED: Record<string, ImageFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', 'png-alpha': 'png', svg: 'svg' };

const VECTOR_ASSET = /^(?:EU_)?(?:logo|payment_[a-z]+|badge_[a-z]+)$/;

/** The format of an answer: `fmt` when the sandbox knows it, else JPEG for photographs and SVG for brand marks. */
export function imageFormat(assetId: string, fmt: string | undefined): ImageFormat {
  const requested = fmt ? REQUESTED[fmt.toLowerCase()] : undefined;
  return requested ?? (VECTOR_ASSET.test(assetId) ? 'svg' : 'jpeg');
}

/** Scene7's default JPEG quality (`qlt=80`). */
const JPEG_QUALITY = 80;

// Encoding a drawing costs tens of milliseconds, so answers are kept, up to a memory budget; the
// oldest go first. The drawings themselves are cached by `renderAsset`.
const CACHE_BYTES = 48 * 1024 * 1024;
const encoded = new Map<string, Uint8Array<ArrayBuffer>>();
let cachedBytes = 0;

/** The drawing in `format`; `key` names the drawing (asset and size), for the cache. */
export async function encodeImage(svg: string, format: ImageFormat, key: string): Promise<Uint8Array<ArrayBuffer> | string> {
  if (format === 'svg') return svg;
  const cacheKey = `${format}|${key}`;
  const hit = encoded.get(cacheKey);
  if (hit) {
    encoded.delete(cacheKey);
    encoded.set(cacheKey, hit);
    return hit;
  }
  const image = sharp(Buffer.from(svg));
  const buffer = await (format === 'jpeg' ? image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY }) : image.png()).toBuffer();
  const bytes = Uint8Array.from(buffer);
  encoded.set(cacheKey, bytes);
  cachedBytes += bytes.byteLength;
  for (const [oldest, value] of encoded) {
    if (cachedBytes <= CACHE_BYTES) break;
    encoded.delete(oldest);
    cachedBytes -= value.byteLength;
  }
  return bytes;
}
