import type { Category } from '@/commerce/schemas';
import { editorUrl, pathFor, type Language, type SiteKey } from '@/site';

/** One crumb of a trail; the current page has no link. */
export interface Crumb {
  label: string;
  href?: string | undefined;
}

/** The first crumb of every trail: the translated home text, linking to the site's home. */
export function homeCrumb(site: SiteKey, lang: Language, label: string): Crumb {
  return { label, href: pathFor({ site, lang }, { name: 'home' }) };
}

/** A category's crumb text: its name, else its code. */
export function crumbLabel(category: Pick<Category, 'code' | 'name'>): string {
  return category.name?.trim() || category.code;
}

export interface ListingTrailInput {
  site: SiteKey;
  lang: Language;
  /** The translated Home text that replaces the first crumb's label. */
  homeLabel: string;
  /**
   * The page's own trail from its metadata: the category's ancestors (department first) and the
   * category itself. `undefined` when the page has none (a search).
   */
  categoryTrail?: readonly Pick<Category, 'code' | 'name'>[] | undefined;
}

/**
 * Listing breadcrumbs (spec 3 §2, product listing page): "The first crumb label is replaced by the
 * translated home text. With no page metadata the trail is only home, linking to the root."
 * Ancestors link to their category pages; the last crumb is the page itself, without a link.
 */
export function listingBreadcrumbs({ site, lang, homeLabel, categoryTrail }: ListingTrailInput): Crumb[] {
  const home = homeCrumb(site, lang, homeLabel);
  const trail = (categoryTrail ?? []).filter((category) => category.code);
  if (trail.length === 0) return [home];
  return [
    home,
    ...trail.map((category, index) => {
      const label = crumbLabel(category);
      const isCurrent = index === trail.length - 1;
      return isCurrent ? { label } : { label, href: categoryHref(site, lang, trail.slice(0, index + 1)) };
    }),
  ];
}

/** A category's URL; on EMEA the ancestors' names precede the code (`c/men/outerwear/men-jackets`). */
export function categoryHref(site: SiteKey, lang: Language, trail: readonly Pick<Category, 'code' | 'name'>[]): string {
  const category = trail.at(-1);
  if (!category) return pathFor({ site, lang }, { name: 'home' });
  const names = trail.map((entry) => entry.name ?? entry.code);
  return pathFor({ site, lang }, { name: 'category', code: category.code, names: names.slice(0, -1) });
}

/**
 * A category's one public address: the editor's canonical override (a site path, placed under the
 * site prefix, or an absolute URL), else the path of its name trail.
 */
export function categoryCanonicalPath(
  site: SiteKey,
  lang: Language,
  category: { trail: readonly Pick<Category, 'code' | 'name'>[]; canonicalUrl?: string | undefined },
): string {
  return editorUrl({ site, lang }, category.canonicalUrl) ?? categoryHref(site, lang, category.trail);
}
