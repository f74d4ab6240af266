import type { Translate } from '@/i18n/translate';
import { languageTag, type Language, type SiteKey } from '@/site';
import type { CardRenditions } from './card-renditions';
import { FacetPanel } from './FacetPanel';
import type { ListingPageModel } from './listing-model';
import { listingViewData } from './listing-view-model';
import { ListingView, productCardLabels, SETTLED_LISTING } from './ListingView';
import { INITIAL_LISTING_STATE, type ListingScope } from './search-query';

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
 * The server's drawing of a listing's first page: the listing island's own view with the plain list's
 * state and no actions, shown until the island takes over (`ListingOnFirstUse`).
 */
export function ServerListing({ t, site, lang, scope, page, renditions, priorityCards }: ServerListingProps) {
  const data = listingViewData(page, INITIAL_LISTING_STATE, scope, { site, lang });
  const locale = languageTag(site, lang);
  return (
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
    />
  );
}
