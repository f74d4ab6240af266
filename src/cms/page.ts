import type { CmsPage } from '@/commerce/schemas';
import { smartEditPropertiesOf } from './preview';
import type { CmsPageModel, CmsSlotModel } from './types';

/**
 * Page normalization and slot order (ARCHITECTURE §5: "Slots render in template order").
 *
 * OCC lists a page's slots in no guaranteed order; the page template decides where each position
 * goes. Positions a template does not know (an editor added a slot) follow the known ones, in the
 * order OCC sent them. Slots of the site shell (header, footer) are never part of a page's body.
 */

/** The body positions of each page template, top to bottom. */
export const TEMPLATE_SLOT_ORDER: Readonly<Record<string, readonly string[]>> = {
  LandingPage2Template: ['Section1', 'Section2A', 'Section2B', 'Section2C', 'Section3', 'Section4', 'Section5'],
  ContentPage1Template: ['Section1', 'Section2', 'Section3', 'Section4', 'Section5'],
  StoreFinderPageTemplate: ['Section1', 'Section2', 'PreferredRetailers'],
  ErrorPageTemplate: ['TopContent', 'MiddleContent', 'BottomContent'],
  AccountPageTemplate: ['LeftContentSlot', 'RightContentSlot'],
  CartPageTemplate: ['CartSection1', 'CartSection2', 'CartSection3', 'CartSection4', 'CartSection5'],
  SearchResultsListPageTemplate: ['ProductLeftRefinements', 'SearchResultsListSlot'],
  ProductListPageTemplate: ['CategoryBanner', 'ProductLeftRefinements', 'ProductListSlot'],
  ProductDetailsPageTemplate: ['Summary', 'VariantSelector', 'AddToCart', 'Commitment', 'Tabs', 'UpSelling'],
};

/**
 * Positions the site shell renders (spec 1 §2.2), shared by every page and not part of its body; the
 * second line are SAP's standard header and footer positions, for content that still uses them.
 */
export const SHELL_SLOT_POSITIONS: readonly string[] = [
  'TopHeader', 'SiteLogo', 'SearchBox', 'HeaderLinks', 'NavigationBar', 'HeaderSlot7', 'HeaderSlot8', 'BottomFooter',
  'PreHeader', 'SiteContext', 'SiteLinks', 'SiteLogin', 'MiniCart', 'BottomHeaderSlot', 'TopHeaderSlot', 'HomepageNavLink', 'Footer', 'PlaceholderContentSlot',
];

/** Header slot 8 renders the site-wide styling HTML (spec 1 §2.2): the one slot whose HTML may hold style elements. */
export const SITE_STYLING_POSITION = 'HeaderSlot8';

/**
 * The body positions of a page in render order: the template's known positions first (those the page
 * has), then unknown positions in the order given. Shell positions are left out.
 */
export function orderSlotPositions(template: string, positions: readonly string[]): string[] {
  const body = [...new Set(positions)].filter((position) => !SHELL_SLOT_POSITIONS.includes(position));
  const known = TEMPLATE_SLOT_ORDER[template] ?? [];
  const inTemplate = known.filter((position) => body.includes(position));
  const unknown = body.filter((position) => !known.includes(position));
  return [...inTemplate, ...unknown];
}

/**
 * The slots to render: the given positions in the given order (shell slots too, for the shell), or
 * the page's body slots in template order. Missing positions are skipped.
 */
export function orderedSlots(page: CmsPageModel, positions?: readonly string[]): CmsSlotModel[] {
  const order = positions ?? orderSlotPositions(page.template, Object.keys(page.slots));
  return order.map((position) => page.slots[position]).filter((slot): slot is CmsSlotModel => slot !== undefined);
}

/** OCC's page as the storefront's page model. */
export function normalizeCmsPage(page: CmsPage): CmsPageModel {
  const slots: Record<string, CmsSlotModel> = {};
  for (const slot of page.contentSlots?.contentSlot ?? []) {
    const position = slot.position ?? slot.slotId;
    if (!position || slots[position]) continue;
    const slotUuid = typeof slot.slotUuid === 'string' ? slot.slotUuid : undefined;
    const smartEdit = smartEditPropertiesOf(slot);
    slots[position] = {
      position,
      slotId: slot.slotId ?? position,
      ...(slotUuid ? { slotUuid } : {}),
      components: slot.components?.component ?? [],
      ...(smartEdit ? { smartEdit } : {}),
    };
  }
  const uuid = typeof page.uuid === 'string' ? page.uuid : undefined;
  const smartEdit = smartEditPropertiesOf(page);
  return {
    uid: page.uid,
    ...(uuid ? { uuid } : {}),
    ...(page.typeCode ? { typeCode: page.typeCode } : {}),
    template: page.template ?? '',
    title: page.title ?? page.name ?? '',
    ...(page.label ? { label: page.label } : {}),
    ...(page.robotTag ? { robots: page.robotTag } : {}),
    ...(page.description ? { description: page.description } : {}),
    ...(page.previewImageUrl ? { previewImageUrl: page.previewImageUrl } : {}),
    slots,
    ...(smartEdit ? { smartEdit } : {}),
  };
}
