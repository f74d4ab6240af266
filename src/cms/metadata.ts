import type { Metadata } from 'next';
import type { AlternateUrlData } from '@/commerce/schemas';
import type { CmsPageModel } from './types';

/**
 * Page metadata from the CMS (spec 3 §9: "Page titles end with the brand ... Title, description,
 * robots and preview image come from page metadata"; spec 1 §2.2: alternate-language link tags).
 * The brand suffix comes from the layout's title template (`%s | Ironbark Workwear`); a title that
 * already ends with the brand is used as it is, so the brand never appears twice.
 */

type Robots = NonNullable<Exclude<Metadata['robots'], string>>;

/** OCC's robot tag (`INDEX_FOLLOW`, `NOINDEX_FOLLOW`, `NOINDEX_NOFOLLOW`, `INDEX_NOFOLLOW`). */
export function robotsFromTag(tag: string | undefined): Robots | undefined {
  const match = /^(NO)?INDEX_(NO)?FOLLOW$/i.exec(tag?.trim() ?? '');
  if (!match) return undefined;
  return { index: !match[1], follow: !match[2] };
}

export interface CmsMetadataOptions {
  /** The brand the layout's title template appends. */
  brand: string;
  /** The page's preview image as an absolute URL (see `mediaUrl`). */
  previewImageUrl?: string;
  /** The alternate-URL lookup's answer; hreflang links are added only when it is `enabled`. */
  alternates?: AlternateUrlData;
  /** Origin that site-relative alternate hrefs are resolved against, e.g. `https://www.example.com`. */
  origin: string;
  /** Used when the CMS page has no title. */
  fallbackTitle?: string;
}

export function cmsPageMetadata(page: Pick<CmsPageModel, 'title' | 'description' | 'robots'>, options: CmsMetadataOptions): Metadata {
  const metadata: Metadata = {};
  const title = page.title.trim() || options.fallbackTitle?.trim();
  if (title) metadata.title = brandSuffixedTitle(title, options.brand);
  if (page.description?.trim()) metadata.description = page.description.trim();
  const robots = robotsFromTag(page.robots);
  if (robots) metadata.robots = robots;
  if (options.previewImageUrl) {
    metadata.openGraph = { images: [{ url: options.previewImageUrl }] };
    metadata.twitter = { card: 'summary_large_image', images: [options.previewImageUrl] };
  }
  const languages = alternateLanguages(options.alternates, options.origin);
  if (languages) metadata.alternates = { languages };
  return metadata;
}

/** hreflang -> absolute href, only when the lookup is enabled and names at least one valid link. */
export function alternateLanguages(data: AlternateUrlData | undefined, origin: string): Record<string, string> | undefined {
  if (!data?.enabled) return undefined;
  const languages: Record<string, string> = {};
  for (const { hrefLang, href } of data.alternateUrls) {
    const absolute = absoluteHref(href, origin);
    if (hrefLang.trim() && absolute) languages[hrefLang.trim()] = absolute;
  }
  return Object.keys(languages).length > 0 ? languages : undefined;
}

function absoluteHref(href: string, origin: string): string | undefined {
  try {
    const url = new URL(href, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page title for the layout's `%s | brand` template (spec 3 §9: titles end with the brand): a title
 * that already ends with the brand is used as it is, so the brand never shows twice.
 */
export function brandSuffixedTitle(title: string, brand: string): Metadata['title'] {
  const trimmed = title.trim();
  return brand.length > 0 && trimmed.toLowerCase().endsWith(brand.toLowerCase()) ? { absolute: trimmed } : trimmed;
}
