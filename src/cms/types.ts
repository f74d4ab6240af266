import type { ReactNode } from 'react';
import type { CmsComponent } from '@/commerce/schemas';
import type { Language, SiteKey } from '@/site';

/**
 * The CMS model the storefront renders (ARCHITECTURE §5). Pages come from OCC's `cms/pages` and are
 * normalized once (`normalizeCmsPage`); component data stays as OCC gives it (attributes as strings).
 */

/** A component as OCC gives it: `uid`, `typeCode`, `flexType` for `CMSFlexComponent`, string attributes. */
export type CmsComponentData = CmsComponent;

/**
 * SAP's SmartEdit contract for one element (`properties.smartedit` of a page, slot or component when
 * a preview ticket is given): keys like `smarteditComponentId`, `smarteditComponentUuid`,
 * `smarteditComponentType`, `smarteditCatalogVersionUuid`, and `classes`.
 */
export type SmartEditProperties = Readonly<Record<string, string>>;

export interface CmsSlotModel {
  position: string;
  slotId: string;
  /** The slot's UUID in the CMS, for the preview contract. */
  slotUuid?: string;
  components: CmsComponentData[];
  smartEdit?: SmartEditProperties;
}

export interface CmsPageModel {
  uid: string;
  /** The page's UUID in the CMS, for the preview contract. */
  uuid?: string;
  typeCode?: string;
  template: string;
  title: string;
  label?: string;
  /** OCC's robot tag, e.g. `NOINDEX_FOLLOW`. */
  robots?: string;
  description?: string;
  previewImageUrl?: string;
  /** By position; use `orderedSlots` for the template's order. */
  slots: Record<string, CmsSlotModel>;
  smartEdit?: SmartEditProperties;
}

/** Where a page renders and with which data; every renderer receives it. */
export interface CmsRenderContext {
  site: SiteKey;
  lang: Language;
  /** The store context of the cached data functions (`@/commerce/cached`). */
  catalog: {
    siteId: string;
    language: Language;
    currency: string;
    country: string;
  };
  /**
   * Content preview (ARCHITECTURE §5): the ticket goes to every CMS and product call (never cached)
   * and slots and components carry the SmartEdit contract attributes.
   */
  preview?: { cmsTicketId: string };
  /** The page the component is on, for components that vary by product or category. */
  productCode?: string;
  categoryCode?: string;
}

export interface CmsComponentProps<TComponent extends CmsComponentData = CmsComponentData> {
  component: TComponent;
  context: CmsRenderContext;
  /** The registry in use, so container components (accordions, tabs) can render their children. */
  registry: CmsRegistry;
  /** The slot the component sits in (`undefined` for children of a container). */
  position?: string;
}

/** A component renderer: a Server Component (sync or async) or a client island taking serializable props. */
export type CmsRenderer = (props: CmsComponentProps) => ReactNode | Promise<ReactNode>;

/** `typeCode` (or `flexType` for `CMSFlexComponent`) -> renderer. Composed above `src/cms`. */
export type CmsRegistry = Readonly<Record<string, CmsRenderer>>;
