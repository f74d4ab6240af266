import { cmsRenderContext } from '@/cms/context';
import { loadCmsPage } from '@/cms/load';
import type { CmsRenderContext } from '@/cms/types';
import { SEARCH_PAGE_ID } from '@/features/content/page-metadata';
import type { RouteSite } from '@/site';
import { listingSlotLayout, type ListingSlotLayout } from './listing-slots';

/**
 * The CMS content of a listing page (spec 1 §2.1): a category page is the CMS's category page for its
 * code, search results are the `search` content page (SAP's `SearchResultsListPageTemplate`). Both come
 * through the cached CMS loader with the site's own store context, like the listing itself. A CMS that
 * fails leaves the listing without its content (logged): the products matter more than the banner.
 */

export type ListingContentTarget = { kind: 'category'; code: string } | { kind: 'search' };

export interface ListingContent {
  context: CmsRenderContext;
  layout: ListingSlotLayout;
}

export async function loadListingContent({ site, lang, country }: RouteSite, target: ListingContentTarget): Promise<ListingContent | undefined> {
  const context = cmsRenderContext({ site, lang, country, ...(target.kind === 'category' ? { categoryCode: target.code } : {}) });
  const page = await loadCmsPage(
    context,
    target.kind === 'category' ? { pageType: 'CategoryPage', code: target.code } : { pageType: 'ContentPage', labelOrId: SEARCH_PAGE_ID },
  );
  if (!page.ok) {
    const name = target.kind === 'category' ? `category ${target.code}` : 'the search page';
    console.warn(`Listing content could not be loaded for ${name}`, page.error);
    return undefined;
  }
  return { context, layout: listingSlotLayout(page.page) };
}
