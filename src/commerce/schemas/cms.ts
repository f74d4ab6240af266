import { z } from 'zod';
import { listOf } from './common';

/**
 * CMS payloads (ARCHITECTURE §5). Component properties are mostly strings in OCC ("true", "10");
 * each feature reads its own properties from the loose object, so only the routing keys are declared.
 */

export const cmsComponentSchema = z.looseObject({
  uid: z.string(),
  typeCode: z.string(),
  /** The registry key for `CMSFlexComponent` (ARCHITECTURE §5). */
  flexType: z.string().optional(),
  name: z.string().optional(),
  modifiedTime: z.string().optional(),
  container: z.string().optional(),
});
export type CmsComponent = z.infer<typeof cmsComponentSchema>;

export const contentSlotSchema = z.looseObject({
  slotId: z.string().optional(),
  position: z.string().optional(),
  name: z.string().optional(),
  slotShared: z.boolean().optional(),
  slotStatus: z.string().optional(),
  components: z.looseObject({ component: listOf(cmsComponentSchema) }).optional(),
});
export type ContentSlot = z.infer<typeof contentSlotSchema>;

export const cmsPageSchema = z.looseObject({
  uid: z.string(),
  typeCode: z.string().optional(),
  template: z.string().optional(),
  name: z.string().optional(),
  label: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  robotTag: z.string().optional(),
  previewImageUrl: z.string().optional(),
  contentSlots: z.looseObject({ contentSlot: listOf(contentSlotSchema) }).optional(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** CMS lists page by `page`/`totalPages` (newer OCC) or `currentPage`/`totalPages`. */
export const cmsPaginationSchema = z.looseObject({
  page: z.number().optional(),
  currentPage: z.number().optional(),
  count: z.number().optional(),
  pageSize: z.number().optional(),
  totalCount: z.number().optional(),
  totalResults: z.number().optional(),
  totalPages: z.number().optional(),
});
export type CmsPagination = z.infer<typeof cmsPaginationSchema>;

export const cmsComponentListSchema = z.looseObject({
  component: listOf(cmsComponentSchema),
  pagination: cmsPaginationSchema.optional(),
});
export type CmsComponentList = z.infer<typeof cmsComponentListSchema>;

/** CMS renders link targets as "true"/"false" strings, some backends as booleans or `_blank`. */
const linkTargetSchema = z.union([z.string(), z.boolean()]);

export const navigationLinkSchema = z.looseObject({
  uid: z.string().optional(),
  url: z.string().optional(),
  linkName: z.string().optional(),
  target: linkTargetSchema.optional(),
});
export type NavigationLink = z.infer<typeof navigationLinkSchema>;

export const navigationEntrySchema = z.looseObject({
  itemId: z.string().optional(),
  itemType: z.string().optional(),
  itemSuperType: z.string().optional(),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

/** A node of the category menu or a footer list (spec 1 §3): title, url, target, nested children. */
export interface NavigationNode {
  uid?: string | undefined;
  title?: string | undefined;
  url?: string | undefined;
  target?: string | boolean | undefined;
  children: NavigationNode[];
  entries: NavigationEntry[];
  links: NavigationLink[];
  [key: string]: unknown;
}

export const navigationNodeSchema: z.ZodType<NavigationNode> = z.looseObject({
  uid: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  target: linkTargetSchema.optional(),
  get children() {
    return listOf(navigationNodeSchema);
  },
  entries: listOf(navigationEntrySchema),
  links: listOf(navigationLinkSchema),
});

/** Navigation components: the category menu and footer navigation (spec 1 §3). */
export const navigationComponentSchema = cmsComponentSchema.extend({
  navigationNode: navigationNodeSchema.optional(),
  styleClass: z.string().optional(),
  wrapAfter: z.union([z.string(), z.number()]).optional(),
});
export type NavigationComponent = z.infer<typeof navigationComponentSchema>;

/**
 * The alternate-URL lookup (spec 1 §2.2, §3 "Alternate URL data"): whether hreflang tags are on for the
 * page, and one `{hrefLang, href}` per country of the store.
 */
export const alternateUrlSchema = z.looseObject({ hrefLang: z.string(), href: z.string() });
export type AlternateUrl = z.infer<typeof alternateUrlSchema>;

export const alternateUrlDataSchema = z.looseObject({
  enabled: z.boolean().catch(false),
  alternateUrls: listOf(alternateUrlSchema),
});
export type AlternateUrlData = z.infer<typeof alternateUrlDataSchema>;
