/**
 * Redirect targets (`returnUrl`, the login return) are accepted only as same-origin relative paths
 * (ARCHITECTURE §4). Anything that a browser could resolve to another origin is refused.
 */

const MAX_RETURN_PATH_LENGTH = 2048;
const PROBE_ORIGIN = 'https://storefront.invalid';

/** The normalised same-origin path of `value`, or `undefined` when it is not one. */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  // Only a path: one leading slash, no scheme, no protocol-relative `//` or `/\`, no backslashes
  // (browsers read `\` as `/`), no control or whitespace characters (the URL parser drops tabs and
  // newlines, which can turn `/\t/evil` into `//evil`).
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return undefined;
  // Encoded slashes or backslashes right after the leading slash are refused too: some servers and
  // frameworks decode them before redirecting.
  if (/^\/(%2f|%5c)/i.test(value)) return undefined;

  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

/** The path and query of a referrer on `origin` (the page a request came from), when it is a safe return path. */
export function sameOriginReferrerPath(referer: string | null | undefined, origin: string): string | undefined {
  if (!referer) return undefined;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return undefined;
  }
  return from.origin === origin ? safeReturnPath(`${from.pathname}${from.search}`) : undefined;
}
