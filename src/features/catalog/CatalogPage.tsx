import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cmsRenderContext } from '@/cms/context';
import { imageOrigins } from '@/cms/media';
import { brandSuffixedTitle } from '@/cms/metadata';
import { hreflangLanguages, SEARCH_PAGE_ID } from '@/features/content/page-metadata';
import { storefrontOrigin } from '@/features/content/storefront-origin';
import { breadcrumbTrailJsonLd } from '@/features/seo/json-ld';
import { SearchedText } from '@/features/shell/header/SearchedText';
import { JsonLd } from '@/features/seo/JsonLd';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { getTranslator } from '@/i18n/server';
import type { Language, RouteSite, SiteKey } from '@/site';
import { Breadcrumbs } from './Breadcrumbs';
import { cardRenditions } from './card-renditions';
import { categoryCanonicalPath, listingBreadcrumbs } from './breadcrumbs';
import { EmptySearch } from './EmptySearch';
import { loadListingContent } from './listing-content';
import { ListingContent } from './ListingContent';
import { toListingPage } from './listing-model';
import { priorityCardCount } from './listing-slots';
import { ListingOnFirstUse } from './ListingOnFirstUse';
import { catalogContext, loadListing, type CategoryFacts, type ListingResult } from './load-listing';
import { ServerListing } from './ServerListing';
import styles from './CatalogPage.module.css';

/**
 * Category and search pages (`c/...`, spec 1 §2.1). Rendered completely on the server from cached
 * data with the site's own store context, so the page is static and shared; the listing island
 * takes over for filters, sort and further pages. An unknown category is a 404 and a merchandiser's
 * keyword sends the shopper on (both decided before anything streams: the route is static).
 */

export interface CatalogPageParams extends RouteSite {
  /** Path segments after `c`. */
  segments: string[];
}

function canonicalOf(site: SiteKey, lang: Language, category: CategoryFacts): string {
  return new URL(categoryCanonicalPath(site, lang, category), storefrontOrigin()).toString();
}

/**
 * A category's title when its SEO data has none: its name, then its department's, which tells apart
 * the categories that share a name (Men's, Women's and Kids' "Jackets"; one title each in search
 * results and in the browser's tabs).
 */
function categoryTitle(category: CategoryFacts): string {
  const department = category.trail.length > 1 ? category.trail[0]?.name?.trim() : undefined;
  return department ? `${category.name} | ${department}` : category.name;
}

/**
 * Title, description and canonical from the category's SEO data; search pages are no-index, no-follow
 * (spec 3 §9). On the EU store both get the hreflang links of the alternate-URL lookup (spec 1 §2.2):
 * a category by its code, a search by the search page with the query appended (spec 1 §7).
 */
export async function catalogMetadata({ segments, ...route }: CatalogPageParams): Promise<Metadata> {
  const { site, lang, country } = route;
  const { t } = getTranslator(lang, ['catalog', 'common']);
  const result = await loadListing(route, segments);
  const brand = t('common:brand');
  const context = cmsRenderContext({ site, lang, country });
  switch (result.kind) {
    case 'category': {
      const languages = await hreflangLanguages(context, { pageType: 'CategoryPage', pageId: result.category.code });
      return {
        title: brandSuffixedTitle(result.category.metaTitle || categoryTitle(result.category), brand),
        ...(result.category.metaDescription ? { description: result.category.metaDescription } : {}),
        alternates: { canonical: canonicalOf(site, lang, result.category), ...(languages ? { languages } : {}) },
      };
    }
    case 'search': {
      const languages = await hreflangLanguages(context, { pageType: 'SearchPage', pageId: SEARCH_PAGE_ID, query: result.text });
      return {
        title: brandSuffixedTitle(t('searchMetaTitle', { text: result.text }), brand),
        robots: { index: false, follow: false },
        ...(languages ? { alternates: { languages } } : {}),
      };
    }
    case 'emptySearch':
      // Nothing was searched (only spaces or symbols): no lookup either.
      return {
        title: brandSuffixedTitle(t('searchMetaTitle', { text: result.text }), brand),
        robots: { index: false, follow: false },
      };
    default:
      return {};
  }
}

export async function CatalogPage({ segments, ...route }: CatalogPageParams) {
  const { site, lang } = route;
  const result = await loadListing(route, segments);
  if (result.kind === 'notFound') notFound();
  if (result.kind === 'redirect') redirect(result.location);
  const { t } = getTranslator(lang, ['catalog', 'common']);

  if (result.kind === 'emptySearch' || (result.kind === 'search' && (result.page.pagination?.totalResults ?? result.page.products.length) === 0)) {
    return (
      <div className={styles.page}>
        <Breadcrumbs crumbs={listingBreadcrumbs({ site, lang, homeLabel: t('common:home') })} label={t('breadcrumb')} />
        <EmptySearch site={site} lang={lang} text={result.text} searchable={result.kind === 'search'} />
        <SearchedText text={result.text} />
      </div>
    );
  }
  return <Listing route={route} result={result} />;
}

async function Listing({ route, result }: { route: RouteSite; result: Extract<ListingResult, { kind: 'category' | 'search' }> }) {
  const { site, lang } = route;
  const { t } = getTranslator(lang, ['catalog', 'common']);
  const origins = imageOrigins();
  const crumbs = listingBreadcrumbs({
    site,
    lang,
    homeLabel: t('common:home'),
    categoryTrail: result.kind === 'category' ? result.category.trail : undefined,
  });
  const context = catalogContext(route);
  const content = await loadListingContent(route, result.kind === 'category' ? { kind: 'category', code: result.category.code } : { kind: 'search' });
  const heading = result.kind === 'category' ? result.category.name : t('searchTitle', { text: result.text });
  const page = toListingPage(result.page, { site, lang, imageOrigins: origins });
  const renditions = cardRenditions();
  const priorityCards = priorityCardCount(content?.layout);

  return (
    <div className={styles.page}>
      <Breadcrumbs crumbs={crumbs} label={t('breadcrumb')} />
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
      </header>
      <ListingContent content={content}>
        <I18nProvider lang={lang} resources={pickResources(lang, ['catalog'])}>
          <ListingOnFirstUse
            site={site}
            lang={lang}
            scope={result.scope}
            initialPage={page}
            serverContext={{ currency: context.currency, country: context.country }}
            imageOrigins={origins}
            renditions={renditions}
            priorityCards={priorityCards}
          >
            <ServerListing t={(key, options) => t(key, options)} site={site} lang={lang} scope={result.scope} page={page} renditions={renditions} priorityCards={priorityCards} />
          </ListingOnFirstUse>
        </I18nProvider>
      </ListingContent>
      {result.kind === 'search' && <SearchedText text={result.text} />}
      {result.kind === 'category' && <JsonLd data={breadcrumbTrailJsonLd(crumbs, storefrontOrigin())} />}
    </div>
  );
}
