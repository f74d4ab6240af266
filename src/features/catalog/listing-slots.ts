import { orderSlotPositions } from '@/cms/page';
import { registryKey } from '@/cms/registry';
import type { CmsComponentData, CmsPageModel, CmsSlotModel } from '@/cms/types';
import { PRIORITY_CARD_COUNT } from './listing-constants';

/**
 * Where a listing page's CMS slots go around the product listing (spec 3 §1: listing pages are
 * "filled from a content management system (slots and components)"; ARCHITECTURE §5 template
 * order). The templates (`ProductListPageTemplate`, `SearchResultsListPageTemplate`) hold, beside
 * editorial content, the catalogue's own functional components, as SAP's CMS models them: the product
 * list or grid and the refinements (facets). The storefront renders those itself in one island
 * (facets, sort, grid, infinite scroll), so:
 *
 * - the listing takes the place of the first slot that holds a product-list component; the slots
 *   before it (the category banner, editorial content in the refinements slot) render above it, the
 *   slots after it (positions editors added) below it;
 * - the functional components themselves render nothing through the registry;
 * - a page without a product-list component (a template an editor changed, a CMS that failed) keeps
 *   its slots above the listing, as the banner always was.
 */

/** Components that stand for the listing island's grid (Spartacus' and SAP's type codes). */
const LISTING_COMPONENT_TYPES: readonly string[] = [
  'CMSProductListComponent',
  'ProductGridComponent',
  'SearchResultsListComponent',
  'SearchResultsGridComponent',
];

/** Components that stand for the listing island's facets (and the facets' mobile dialog). */
const REFINEMENT_COMPONENT_TYPES: readonly string[] = ['ProductRefinementComponent', 'ProductFacetNavigationComponent'];

export interface ListingSlotLayout {
  /** Slots above the listing, in template order. */
  before: CmsSlotModel[];
  /** Slots below the listing, in template order. */
  after: CmsSlotModel[];
}

function isListing(component: CmsComponentData): boolean {
  return LISTING_COMPONENT_TYPES.includes(registryKey(component));
}

function isFunctional(component: CmsComponentData): boolean {
  return isListing(component) || REFINEMENT_COMPONENT_TYPES.includes(registryKey(component));
}

/** The page's body slots split around the listing, with the catalogue's functional components left out. */
export function listingSlotLayout(page: Pick<CmsPageModel, 'template' | 'slots'> | undefined): ListingSlotLayout {
  if (!page) return { before: [], after: [] };
  const slots = orderSlotPositions(page.template, Object.keys(page.slots))
    .map((position) => page.slots[position])
    .filter((slot): slot is CmsSlotModel => slot !== undefined);
  const at = slots.findIndex((slot) => slot.components.some(isListing));
  const editorial = (slot: CmsSlotModel): CmsSlotModel => ({ ...slot, components: slot.components.filter((component) => !isFunctional(component)) });
  if (at < 0) return { before: slots.map(editorial), after: [] };
  const listingSlot = slots[at] as CmsSlotModel;
  const first = listingSlot.components.findIndex(isListing);
  // Editorial content in the listing's own slot goes above or below it, as it sits in the slot.
  const above = { ...listingSlot, components: listingSlot.components.slice(0, first).filter((component) => !isFunctional(component)) };
  const below = { ...listingSlot, components: listingSlot.components.slice(first + 1).filter((component) => !isFunctional(component)) };
  return {
    before: [...slots.slice(0, at).map(editorial), ...(above.components.length > 0 ? [above] : [])],
    after: [...(below.components.length > 0 ? [below] : []), ...slots.slice(at + 1).map(editorial)],
  };
}

/**
 * How many cards' pictures load at once, with high priority: the grid's first row when the grid
 * opens the page, none when editorial content (the category banner) stands above it. That content's
 * picture is then the page's largest, and the cards, below it on a phone, should not take its
 * bandwidth; they load as they come near the screen.
 */
export function priorityCardCount(layout: ListingSlotLayout | undefined): number {
  const contentAbove = layout?.before.some((slot) => slot.components.length > 0) ?? false;
  return contentAbove ? 0 : PRIORITY_CARD_COUNT;
}
