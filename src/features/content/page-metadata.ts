import type { Metadata } from 'next';
import { mediaUrl } from '@/cms/media';
import { alternateLanguages, cmsPageMetadata } from '@/cms/metadata';
import type { CmsPageModel, CmsRenderContext } from '@/cms/types';
import type { AlternateUrlPage } from '@/commerce/client';
import { getCachedAlternateUrls, preloadCachedAlternateUrls } from '@/commerce/cached';
import { rethrowIfRenderMustStop } from '@/commerce/render-budget';
import type { AlternateUrlData } from '@/commerce/schemas';
import { getTranslator } from '@/i18n/server';
import { openGraphSite } from '@/features/seo/open-graph';
import { EU_COUNTRIES } from '@/site';
import { storefrontOrigin } from './storefront-origin';

/**
 * hreflang alternates (spec 1 §2.2): only on the EU store, from the alternate-URL lookup, one link per
 * country of the EU store, and only when the lookup says `enabled`. A failed lookup is logged and the
 * page goes without the links; a render that cannot wait for it falls back whole (`render-budget.ts`).
 */
const hasAlternates = (context: CmsRenderContext) => context.site === 'eu';

async function euAlternates(context: CmsRenderContext, page: AlternateUrlPage): Promise<AlternateUrlData | undefined> {
  if (!hasAlternates(context)) return undefined;
  try {
    const data = await getCachedAlternateUrls(context.catalog, page);
    return { ...data, alternateUrls: data.alternateUrls.filter((link) => isEuCountryLink(link.hrefLang)) };
  } catch (error) {
    rethrowIfRenderMustStop(error);
    console.warn(`Alternate URLs could not be loaded for ${page.pageType} ${page.pageId ?? '(home)'}`, error);
    return undefined;
  }
}

/** `euAlternates` started before the render waits for it. */
export function preloadEuAlternates(context: CmsRenderContext, page: AlternateUrlPage): void {
  if (hasAlternates(context)) preloadCachedAlternateUrls(context.catalog, page);
}

/**
 * The hreflang links of a page as `alternates.languages` of Next's metadata, or `undefined`: off the EU
 * store, when the lookup is not enabled or fails (logged). For pages whose metadata is not a CMS page's
 * (category, product and search pages), beside their own canonical link.
 */
export async function hreflangLanguages(context: CmsRenderContext, page: AlternateUrlPage): Promise<Record<string, string> | undefined> {
  return alternateLanguages(await euAlternates(context, page), storefrontOrigin());
}

/** The search page's id in the alternate-URL lookup; the query follows as `/query` (spec 1 §7). */
export const SEARCH_PAGE_ID = 'search';

/** `de-AT` -> AT is a country of the EU store; `x-default` or `en` name none. */
export function isEuCountryLink(hrefLang: string): boolean {
  const country = hrefLang.split('-')[1]?.toUpperCase();
  return country !== undefined && (EU_COUNTRIES as readonly string[]).includes(country);
}

/**
 * Title, description, robots, preview image and hreflang links of a CMS page (spec 3 §9), and its
 * canonical URL: the page's one public address, so `?dialog=login`, tracking or `asm` parameters
 * never make a second copy of it.
 */
export async function cmsPageMetadataFor(
  context: CmsRenderContext,
  page: CmsPageModel,
  alternatesFor: AlternateUrlPage,
  canonicalPath: string,
): Promise<Metadata> {
  const { t } = getTranslator(context.lang, ['common']);
  const previewImageUrl = mediaUrl(page.previewImageUrl);
  const origin = storefrontOrigin();
  const metadata = cmsPageMetadata(page, {
    brand: t('brand'),
    origin,
    alternates: await euAlternates(context, alternatesFor),
    ...(previewImageUrl ? { previewImageUrl } : {}),
  });
  // A page's own Open Graph tags replace the layout's: they carry the site's name and locale too.
  const openGraph = metadata.openGraph
    ? { openGraph: { ...openGraphSite({ site: context.site, lang: context.lang, country: context.catalog.country }, t('brand')), ...metadata.openGraph } }
    : {};
  return { ...metadata, ...openGraph, alternates: { ...metadata.alternates, canonical: new URL(canonicalPath, origin).toString() } };
}
