import { DEFAULT_SITE, DEFAULT_SITE_LANGUAGE, SITES, isSiteKey, type Language, type SiteKey } from './sites';

/**
 * Public URL shapes (ARCHITECTURE §1): the US site is unprefixed (`/c/...`, `/cart`); EMEA paths carry
 * `/{site}/{lang}` (`/uk/en-gb/...`, `/eu/de/...`). Internally every route lives under `/{site}/{lang}/`.
 */

export interface SitePath {
  site: SiteKey;
  /** The language segment as written; not yet checked against the site's allow-list. */
  lang: string;
  /** Path segments after the site prefix. */
  segments: string[];
  /** Whether the public URL carried a site prefix. */
  prefixed: boolean;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/** Reads the site and language a public pathname addresses; `uk` and `eu` are reserved first segments. */
export function parseSitePath(pathname: string): SitePath {
  const segments = splitPath(pathname);
  const [first, second, ...rest] = segments;
  if (first !== undefined && first !== DEFAULT_SITE && isSiteKey(first)) {
    return { site: first, lang: second ?? '', segments: rest, prefixed: true };
  }
  return { ...DEFAULT_SITE_LANGUAGE, segments, prefixed: false };
}

/**
 * The public prefix of a site and language: '' for the US, `/uk/en-gb` or `/eu/de` for EMEA. The EU
 * site's en-gb, the language English takes once the site was visited (spec 1 §1), is addressed as
 * `/eu/en`: one public URL per page.
 */
export function sitePrefix(site: SiteKey, lang: Language): string {
  if (!SITES[site].prefixed) return '';
  return `/${site}/${site === 'eu' && lang === 'en-gb' ? 'en' : lang}`;
}

/**
 * Joins a site-relative path (`/cart`) with the site prefix. The home page of an EMEA site is the bare
 * prefix (`/eu/de`): the framework's canonical form without a trailing slash.
 */
export function withSitePrefix(site: SiteKey, lang: Language, path: string): string {
  const prefix = sitePrefix(site, lang);
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (relative === '/') return prefix || '/';
  return `${prefix}${relative}`;
}

const HTTP_URL = /^https?:\/\//i;
const CONTACT_URL = /^(mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Where a URL an editor or merchandiser wrote (a CMS link, a keyword redirect, a canonical override)
 * may take a shopper, read as browsers read it: tabs and line breaks dropped, backslashes taken for
 * slashes (so `/\host` and `/<tab>/host` are the protocol-relative `//host` they would open).
 * http(s) URLs stay as they are; a site-relative path (`/c/men`, or `c/men` as the backend may write
 * it) gets the site's prefix unless it has it already; for a link (`asLink`), `#anchors`, `mailto:`
 * and `tel:` stay too. Anything else (`javascript:`, `data:`, `//host`) goes nowhere: undefined.
 */
export function editorUrl(
  { site, lang }: { site: SiteKey; lang: Language },
  url: string | null | undefined,
  { asLink = false }: { asLink?: boolean } = {},
): string | undefined {
  const value = url?.replace(/[\t\n\r]/g, '').trim().replace(/\\/g, '/');
  if (!value) return undefined;
  if (HTTP_URL.test(value)) return value;
  if (asLink && (value.startsWith('#') || CONTACT_URL.test(value))) return value;
  if (value.startsWith('//') || ANY_SCHEME.test(value)) return undefined;
  const path = value.startsWith('/') ? value : `/${value}`;
  const prefix = sitePrefix(site, lang);
  const rest = path.slice(prefix.length);
  if (prefix && path.startsWith(prefix) && (rest === '' || /^[/?#]/.test(rest))) return path;
  return withSitePrefix(site, lang, path);
}

/** The internal route path (`/us/en/cart`) a public path is rewritten to; `site` is the route key (see markets.ts). */
export function internalPath(site: string, lang: string, segments: readonly string[]): string {
  const rest = segments.map((segment) => `/${segment}`).join('');
  return `/${site}/${lang}${rest}`;
}

/** `Big Duck Jacket®` -> `big-duck-jacket`: the pretty-name segment of product URLs. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The category code of a category path (spec 1 §2.1): the segment after `c` on the US site, the last
 * segment on EMEA sites. `segments` are the path segments after `c`.
 */
export function parseCategoryCode(site: SiteKey, segments: readonly string[]): string | undefined {
  const code = SITES[site].region === 'EMEA' ? segments.at(-1) : segments[0];
  return code ? safeDecode(code) : undefined;
}

/**
 * The product code of a product path (spec 1 §2.1). US: `product/{code}/{name}`, `product/{code}`,
 * `p/{code}`. EMEA: `p/{name}/{code}`, `product/{name}/{code}`, `p/{code}`, `product/{code}`.
 * `segments` are the path segments after `p` or `product`.
 */
export function parseProductCode(site: SiteKey, segments: readonly string[]): string | undefined {
  if (segments.length === 0 || segments.length > 2) return undefined;
  const code = SITES[site].region === 'EMEA' ? segments.at(-1) : segments[0];
  return code ? safeDecode(code) : undefined;
}

/** A path segment decoded, or as it came when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string {
  return safeDecode(segment) ?? segment;
}

/**
 * A pathname whose every segment decodes: in a segment that is not valid percent-encoding, a `%` that
 * starts no escape is taken literally (`/c/100%` is `/c/100%25`, a search for "100%"), and a segment
 * still not valid (escapes that spell no UTF-8 text, `%E0%A4`) has every `%` taken literally. A valid
 * pathname comes back as it is.
 */
export function withLiteralPercents(pathname: string): string {
  // Nearly every page request: no escape at all, nothing to check.
  if (!pathname.includes('%')) return pathname;
  return pathname
    .split('/')
    .map((segment) => {
      if (safeDecode(segment) !== undefined) return segment;
      const strayEscaped = segment.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
      return safeDecode(strayEscaped) === undefined ? segment.replaceAll('%', '%25') : strayEscaped;
    })
    .join('/');
}

/** A percent-encoded value decoded, or `undefined` when it is not valid percent-encoding. */
export function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
