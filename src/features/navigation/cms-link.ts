import { sitePrefix, withSitePrefix, type SiteLocation } from '@/site';

/** A link the shop shows, built from a CMS link component or navigation node. */
export interface ShopLink {
  label: string;
  href: string;
  /** Leaves the storefront (another origin, `mailto:`, `tel:`). */
  external: boolean;
  /** Opens in a new tab (CMS `target`). */
  newTab: boolean;
}

const OTHER_ORIGIN = /^https?:\/\//i;
const CONTACT_SCHEME = /^(mailto|tel):/i;

/**
 * The href of a URL written in the CMS. Editors write site-relative paths (`/c/men`), which get the
 * site prefix of the page (`/uk/en-gb/c/men`); anchors and http(s), mailto and tel URLs stay as they
 * are; anything else (`javascript:`, `data:`, protocol-relative `//host`) is not a link at all.
 */
export function cmsHref(location: SiteLocation, url: string | null | undefined): string | undefined {
  // Read as browsers read it: tabs and line breaks dropped, backslashes taken for slashes (so `/\host`
  // and `/<tab>/host` are the protocol-relative `//host` they would open).
  const value = url?.trim().replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (!value) return undefined;
  if (value.startsWith('#')) return value;
  if (OTHER_ORIGIN.test(value) || CONTACT_SCHEME.test(value)) return value;
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
  const path = value.startsWith('/') ? value : `/${value}`;
  const prefix = sitePrefix(location.site, location.lang);
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) return path;
  return withSitePrefix(location.site, location.lang, path);
}

/** CMS writes link targets as `"true"`/`"false"`, some backends as booleans or `_blank`. */
export function opensInNewTab(target: unknown): boolean {
  return target === true || target === 'true' || target === '_blank';
}

function isExternalHref(href: string): boolean {
  return OTHER_ORIGIN.test(href) || CONTACT_SCHEME.test(href);
}

/** A CMS link component (`CMSLinkComponent`: linkName, url, target) as a shop link. */
export function linkFromCmsComponent(
  location: SiteLocation,
  component: { linkName?: unknown; name?: unknown; url?: unknown; target?: unknown; external?: unknown },
): ShopLink | undefined {
  const href = cmsHref(location, typeof component.url === 'string' ? component.url : undefined);
  const label = typeof component.linkName === 'string' && component.linkName.trim() ? component.linkName.trim() : undefined;
  if (!href || !label) return undefined;
  return {
    label,
    href,
    external: component.external === 'true' || component.external === true || isExternalHref(href),
    newTab: opensInNewTab(component.target),
  };
}
