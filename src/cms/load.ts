import { notFound } from 'next/navigation';
import { getCachedCmsComponents, getCachedCmsPage, preloadCachedCmsComponents } from '@/commerce/cached';
import type { CmsComponentsOptions, CmsPageRef } from '@/commerce/client';
import { hasOccError, isOccError, OccError } from '@/commerce/errors';
import { serverOccClient } from '@/commerce/server';
import type { CmsComponent } from '@/commerce/schemas';
import { normalizeCmsPage } from './page';
import type { CmsPageModel, CmsRenderContext } from './types';

/**
 * Server-side CMS loading (ARCHITECTURE §5). Browse pages go through the cached data functions
 * (`@/commerce/cached`) with the store context as arguments, tagged per page and component; a preview
 * (a `cmsTicketId` in the context) goes straight to OCC with the ticket and is never cached.
 *
 * Components by ids are loaded in chunks of the configured page size following pagination, and a
 * failed load is an empty list: the preview's client skips a failed chunk (`failedChunks: 'skip'`), and
 * the cached load answers an empty list, uncached (`getCachedCmsComponents`).
 */

export type CmsPageResult = { ok: true; page: CmsPageModel } | { ok: false; error: OccError };

/** OCC's answer for a label or code the CMS does not know. */
export function isCmsPageMissing(error: unknown): boolean {
  return isOccError(error) && (hasOccError(error, 'CMSItemNotFoundError') || error.status === 404);
}

function previewClient(context: CmsRenderContext) {
  const { siteId, language, currency, country } = context.catalog;
  return serverOccClient({ siteId, language, currency, country, cmsTicketId: context.preview?.cmsTicketId });
}

/**
 * A page by reference; backend failures come back as a value so the page can degrade to the shell
 * and a message (spec 1 §9 render budget) instead of crashing. Anything else is thrown.
 */
export async function loadCmsPage(context: CmsRenderContext, ref: CmsPageRef): Promise<CmsPageResult> {
  if (!context.preview) {
    const cached = await getCachedCmsPage(context.catalog, ref);
    if (!cached.ok) return { ok: false, error: new OccError(cached.error.status, cached.error.errors, cached.error.kind) };
    return { ok: true, page: normalizeCmsPage(cached.page) };
  }
  try {
    return { ok: true, page: normalizeCmsPage(await previewClient(context).getCmsPage(ref)) };
  } catch (error) {
    if (!isOccError(error)) throw error;
    return { ok: false, error };
  }
}

/**
 * A content page by its label, as the CMS stores a page shown at a storefront path: with a leading
 * slash (`contact-us` -> `/contact-us`). SAP matches `pageLabelOrId` against the label or the uid as
 * given, and a headless storefront's content pages are labelled by their path (Spartacus asks for
 * `'/' + path`); pages asked for by uid (`notFound`, `search`) do not go through here.
 */
export function contentPageByLabel(label: string): CmsPageRef {
  return { pageType: 'ContentPage', labelOrId: `/${label.replace(/^\/+/, '')}` };
}

/** A content page by its label (`contact-us`, `store-finder/find`); an unknown label is a 404. */
export async function loadContentPage(context: CmsRenderContext, label: string): Promise<CmsPageResult> {
  const result = await loadCmsPage(context, contentPageByLabel(label));
  if (!result.ok && isCmsPageMissing(result.error)) notFound();
  return result;
}

/** The home page: OCC's page without parameters. */
export function loadHomePage(context: CmsRenderContext): Promise<CmsPageResult> {
  return loadCmsPage(context, 'home');
}

type ComponentsOptions = Omit<CmsComponentsOptions, 'failedChunks'>;

/** The uids asked for and the page they are shown on, as the components call takes them. */
function componentsRequest(context: CmsRenderContext, ids: readonly string[], options: ComponentsOptions) {
  const wanted = ids.map((id) => id.trim()).filter(Boolean);
  const pageContext = {
    ...(context.productCode ? { productCode: context.productCode } : {}),
    ...(context.categoryCode ? { categoryCode: context.categoryCode } : {}),
    ...options,
  };
  return { wanted, pageContext };
}

/** Components by ids (child components, navigation entries); a failed load is an empty list. */
export async function loadCmsComponents(
  context: CmsRenderContext,
  ids: readonly string[],
  options: ComponentsOptions = {},
): Promise<CmsComponent[]> {
  const { wanted, pageContext } = componentsRequest(context, ids, options);
  if (wanted.length === 0) return [];
  if (context.preview) return previewClient(context).getCmsComponents(wanted, { ...pageContext, failedChunks: 'skip' });
  return getCachedCmsComponents(context.catalog, wanted, pageContext);
}

/** `loadCmsComponents` started before the render waits for it (a preview is never cached: nothing to start). */
export function preloadCmsComponents(context: CmsRenderContext, ids: readonly string[], options: ComponentsOptions = {}): void {
  const { wanted, pageContext } = componentsRequest(context, ids, options);
  if (wanted.length === 0 || context.preview) return;
  preloadCachedCmsComponents(context.catalog, wanted, pageContext);
}

/** Components by ids in the order asked for (OCC answers in its own order); missing ones are left out. */
export async function loadCmsComponentsInOrder(
  context: CmsRenderContext,
  ids: readonly string[],
): Promise<CmsComponent[]> {
  const loaded = await loadCmsComponents(context, ids);
  const byUid = new Map(loaded.map((component) => [component.uid, component]));
  return ids.map((id) => byUid.get(id.trim())).filter((component): component is CmsComponent => Boolean(component));
}

/** Space- or comma-separated child uids, as OCC writes them (`"A B C"`). */
export function childUids(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
}
