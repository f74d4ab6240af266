import { commerceConfig } from '@/commerce/config';
import { resolveMediaUrl, type ImageOrigins } from './media-url';

/**
 * Media URLs (spec 3 §7: "Product images from an image server"). OCC and the CMS give media as
 * site-relative paths: image-server assets (`/is/image/brand/{asset}?wid=..`) and backend media
 * (`/medias/...`). The image server is `IMAGE_BASE_URL` (Scene7 in production) or, without it, the
 * commerce backend, which also serves the sandbox's image route. Server only: it reads the configuration.
 */

export { resolveImageUrl, resolveMediaUrl, type ImageOrigins, type MediaBases } from './media-url';

/** `mediaUrl('/is/image/brand/logo?wid=360')` -> `http://127.0.0.1:4010/is/image/brand/logo?wid=360`. */
export function mediaUrl(pathOrUrl: string | null | undefined): string | undefined {
  return resolveMediaUrl(pathOrUrl, { imageBaseUrl: process.env.IMAGE_BASE_URL, apiUrl: commerceConfig().apiUrl });
}

/** The origins client islands resolve product images against (`resolveImageUrl`). */
export function imageOrigins(): ImageOrigins {
  const imageServer = mediaUrl('/is/image/');
  const backend = mediaUrl('/medias/');
  return { imageServer: imageServer ? new URL(imageServer).origin : '', backend: backend ? new URL(backend).origin : '' };
}
