/**
 * Listing constants (spec 1 §9): "Infinite scroll: active, product limit 12, no show-more button",
 * "Default product list page size 12", "Deferred loading margin 50 px".
 */

/** Products per page of a category or search listing, asked for with every search (spec 1 §9). */
export const LISTING_PAGE_SIZE = 12;

/** How far below the viewport the next page starts loading (spec 1 §9: deferred loading margin). */
export const DEFERRED_LOADING_MARGIN_PX = 50;

/** The observer's root margin for that margin. */
export const INFINITE_SCROLL_ROOT_MARGIN = `0px 0px ${DEFERRED_LOADING_MARGIN_PX}px 0px`;

/**
 * The most pages a listing URL may ask to restore on Back (`?pages=`); a hand-edited URL cannot
 * make one visit load the whole catalogue.
 */
export const MAX_RESTORED_PAGES = 20;

/**
 * The most pages a restored listing asks for in one request (96 products); the rest follow one by
 * one. Backends may cap a search's page size (the sandbox at 100); one that refuses the request gets
 * the pages one by one (`ProductListing`).
 */
export const PAGES_RESTORED_AT_ONCE = 8;

/** Cards in the first row of the grid at the widest layout: their images load first (`priorityCardCount`). */
export const PRIORITY_CARD_COUNT = 4;

/** URL parameters of the listing state (`?facet=colour:Brown&sort=price-asc&pages=2`). */
export const FACET_PARAM = 'facet';
export const SORT_PARAM = 'sort';
export const PAGES_PARAM = 'pages';

/** Marks the element after the last card; the next page (or the listing island) loads as it comes near. */
export const LISTING_END_ATTRIBUTE = 'data-listing-end';

/** Marks the listing's controls (toolbar, chips, facets): reaching for them brings the listing island. */
export const LISTING_TOOLS_ATTRIBUTE = 'data-listing-tools';

/** Marks a card's link to its product: following it is noted for Back (`rememberProductLinkFollowed`). */
export const PRODUCT_LINK_ATTRIBUTE = 'data-product-link';

/** Marks the button that opens the filters dialog (small screens). */
export const FILTERS_BUTTON_ATTRIBUTE = 'data-listing-filters';
