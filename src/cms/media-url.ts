/**
 * The media rule of `media.ts` as a pure function, without the configuration: client islands that
 * build image URLs in the browser (listing cards on later pages) use it with origins the server
 * hands them.
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

/**
 * Where product images live, as client islands receive it from the server (`imageOrigins()`): the
 * image server's origin and the commerce backend's.
 */
export interface ImageOrigins {
  /** Origin of the image server, e.g. `https://images.example.com`. */
  imageServer: string;
  /** Origin of the commerce backend, e.g. `http://127.0.0.1:4010`. */
  backend: string;
}

/** `resolveMediaUrl` with the origins an island was handed. */
export function resolveImageUrl(pathOrUrl: string | null | undefined, origins: ImageOrigins): string | undefined {
  return resolveMediaUrl(pathOrUrl, { imageBaseUrl: origins.imageServer, apiUrl: origins.backend });
}
