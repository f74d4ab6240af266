/**
 * Image URLs of the image server (spec 3 §7: "Product images from an image server"). OCC gives
 * image-server paths (`/is/image/brand/...`); the server resolves the image server's origin from the
 * configuration and hands it to the islands, so this stays a pure function they can share.
 */

/** The absolute URL of an image path or URL; `undefined` for an empty value or a non-http(s) scheme. */
export function resolveImageUrl(pathOrUrl: string | null | undefined, imageOrigin: string): string | undefined {
  const value = pathOrUrl?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
  try {
    return new URL(value.startsWith('/') ? value : `/${value}`, `${imageOrigin.replace(/\/+$/, '')}/`).toString();
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
