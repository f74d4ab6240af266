import { editorUrl, type SiteLocation } from '@/site';

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
 * The href of a URL written in the CMS (`editorUrl` as a link): site-relative paths (`/c/men`) get
 * the site prefix of the page (`/uk/en-gb/c/men`); anchors and http(s), mailto and tel URLs stay as
 * they are; anything else (`javascript:`, `data:`, protocol-relative `//host`) is not a link at all.
 */
export function cmsHref(location: SiteLocation, url: string | null | undefined): string | undefined {
  return editorUrl(location, url, { asLink: true });
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
