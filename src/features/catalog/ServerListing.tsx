import type { Translate } from '@/i18n/translate';
import { languageTag, type Language, type SiteKey } from '@/site';
import type { CardRenditions } from './card-renditions';
import { FacetPanel } from './FacetPanel';
import type { ListingPageModel } from './listing-model';
import { listingViewData } from './listing-view-model';
import { ListingView, productCardLabels, SETTLED_LISTING } from './ListingView';
import { FACET_PARAM, PAGES_PARAM, SORT_PARAM } from './listing-constants';
import { INITIAL_LISTING_STATE, type ListingScope } from './search-query';
import styles from './ProductListing.module.css';

interface ServerListingProps {
  /** The `catalog` namespace's lookup on the server. */
  t: Translate;
  site: SiteKey;
  lang: Language;
  scope: ListingScope;
  /** The listing's first page (default sort, no filters). */
  page: ListingPageModel;
  renditions: CardRenditions;
  /** The first cards whose pictures load at once, with high priority (`priorityCardCount`). */
  priorityCards: number;
}

/**
 * Marks the drawing (the script's parent) before it is painted when the address asks for a list the
 * server does not draw (filters, sort or pages: a shared link, a reload, Back without the browser's
 * cache), so the plain list never shows in its place while the island loads that one.
 */
const MARK_RESTORING = `(function(s){var p=new URLSearchParams(location.search);if(${JSON.stringify([FACET_PARAM, SORT_PARAM, PAGES_PARAM])}.some(function(n){return p.has(n)}))s.parentNode.setAttribute("data-restoring","")})(document.currentScript)`;

/**
 * The server's drawing of a listing's first page: the listing island's own view with the plain list's
 * state and no actions, shown until the island takes over (`ListingOnFirstUse`). The page is cached
 * for every query, so a script reads the address (`MARK_RESTORING`).
 */
export function ServerListing({ t, site, lang, scope, page, renditions, priorityCards }: ServerListingProps) {
  const data = listingViewData(page, INITIAL_LISTING_STATE, scope, { site, lang });
  const locale = languageTag(site, lang);
  return (
    // The mark is the browser's alone: hydration leaves it (the island replaces the whole drawing).
    <div className={styles.serverDrawing} suppressHydrationWarning>
      <ListingView
        t={t}
        locale={locale}
        data={data}
        cards={page.cards}
        renditions={renditions}
        priorityCards={priorityCards}
        labels={productCardLabels(t, locale)}
        panel={<FacetPanel t={t} facets={data.filterFacets} state={INITIAL_LISTING_STATE} categoryLinks={data.categoryLinks} />}
        status={SETTLED_LISTING}
        restoringNote
      />
      <script dangerouslySetInnerHTML={{ __html: MARK_RESTORING }} />
    </div>
  );
}
