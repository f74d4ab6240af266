import { commerceConfig } from '@/commerce/config';

/**
 * Media URLs (spec 3 §7: "Product images from an image server"). OCC and the CMS give media as
 * site-relative paths: image-server assets (`/is/image/brand/{asset}?wid=..`) and backend media
 * (`/medias/...`). The image server is `IMAGE_BASE_URL` (Scene7 in production) or, without it, the
 * commerce backend, which also serves the sandbox's image route. Server only: it reads the configuration.
 */

const IMAGE_SERVER_PATH = /^\/is\/image\//;

export interface MediaBases {
  /** Origin of the image server, e.g. `https://images.example.com`; optional. */
  imageBaseUrl?: string | undefined;
  /** Origin of the commerce backend, e.g. `http://127.0.0.1:4010`. */
  apiUrl: string;
}

/**
 * The absolute URL of a media path or URL, or `undefined` for an empty value or a scheme that is not
 * http(s) (`javascript:`, `data:`): those never become an image source.
 */
export function resolveMediaUrl(pathOrUrl: string | null | undefined, bases: MediaBases): string | undefined {
  const value = pathOrUrl?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
  const path = value.startsWith('/') ? value : `/${value}`;
  const base = IMAGE_SERVER_PATH.test(path) && bases.imageBaseUrl ? bases.imageBaseUrl : bases.apiUrl;
  try {
    return new URL(path, `${base.replace(/\/+$/, '')}/`).toString();
  } catch {
    return undefined;
  }
}

/** `mediaUrl('/is/image/brand/logo?wid=360')` -> `http://127.0.0.1:4010/is/image/brand/logo?wid=360`. */
export function mediaUrl(pathOrUrl: string | null | undefined): string | undefined {
  return resolveMediaUrl(pathOrUrl, { imageBaseUrl: process.env.IMAGE_BASE_URL, apiUrl: commerceConfig().apiUrl });
}
