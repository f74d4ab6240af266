/**
 * Image URLs of a listing (spec 3 §7: "Product images from an image server"). OCC gives media paths
 * of two kinds: image-server assets (`/is/image/brand/...`), which live on the image server
 * (`IMAGE_BASE_URL`, Scene7 in production), and backend media (`/medias/...`, `/rest/v2/medias/...`
 * in SAP's own payloads), which only the backend serves. The same rule as `mediaUrl`
 * (src/cms/media.ts), as a pure function: cards are also built in the browser (infinite scroll),
 * which cannot read the configuration, so the server hands the islands both origins (`cardImageOrigins`).
 */

/** Where a listing's media live. */
export interface ImageOrigins {
  /** Origin of the image server, e.g. `https://images.example.com`. */
  imageServer: string;
  /** Origin of the commerce backend, e.g. `http://127.0.0.1:4010`. */
  backend: string;
}

const IMAGE_SERVER_PATH = /^\/is\/image\//;

/** The absolute URL of an image path or URL; `undefined` for an empty value or a non-http(s) scheme. */
export function resolveImageUrl(pathOrUrl: string | null | undefined, origins: ImageOrigins): string | undefined {
  const value = pathOrUrl?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
  const path = value.startsWith('/') ? value : `/${value}`;
  const origin = IMAGE_SERVER_PATH.test(path) ? origins.imageServer : origins.backend;
  try {
    return new URL(path, `${origin.replace(/\/+$/, '')}/`).toString();
  } catch {
    return undefined;
  }
}

/** The same image at another rendition size (Scene7's `wid`/`hei`). */
export function withImageSize(url: string, width: number, height?: number): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('wid', String(width));
    if (height !== undefined) parsed.searchParams.set('hei', String(height));
    else parsed.searchParams.delete('hei');
    return parsed.toString();
  } catch {
    return url;
  }
}
