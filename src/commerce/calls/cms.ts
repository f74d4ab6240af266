import { CMS_FIELDS, occPaths } from '../endpoints';
import type { CmsComponent } from '../schemas';
import type { OccTransport } from '../transport';

/** How a CMS page is addressed (ARCHITECTURE §5): home without parameters, content pages by label, others by code. */
export type CmsPageRef =
  | 'home'
  | { pageType: 'ContentPage'; labelOrId: string }
  | { pageType: 'ProductPage' | 'CategoryPage' | 'CatalogPage'; code: string };

export interface CmsComponentsOptions {
  pageSize?: number;
  /**
   * What a chunk that fails to load contributes: nothing (`skip`, the spec's rule) or the error
   * (`throw`, for cached loads that must not remember a failure as an empty list).
   */
  failedChunks?: 'skip' | 'throw';
  /** Page context for components that vary by product or category. */
  productCode?: string;
  categoryCode?: string;
}

/**
 * The page an alternate-URL lookup is for (spec 1 §7): its type and id; the home page's id is blank
 * and a search query is appended to the id as `/query`.
 */
export interface AlternateUrlPage {
  pageType: 'ContentPage' | 'ProductPage' | 'CategoryPage' | 'SearchPage';
  /** Content label, product or category code; ignored for the home page. */
  pageId?: string;
  home?: boolean;
  query?: string;
}

export function alternateUrlQuery(page: AlternateUrlPage): { pageType: string; pageId: string } {
  const id = page.home ? '' : (page.pageId ?? '');
  const query = page.query?.trim();
  return { pageType: page.pageType, pageId: query ? `${id}/${query}` : id };
}

export function cmsCalls(occ: OccTransport) {
  const preview = { cmsTicketId: occ.context.cmsTicketId };

  /** One chunk of ids, following the answer's pagination to its last page. */
  async function componentsChunk(ids: string[], options: CmsComponentsOptions): Promise<CmsComponent[]> {
    const components: CmsComponent[] = [];
    for (let currentPage = 0; ; currentPage += 1) {
      const list = await occ.json('cmsComponentList', {
        path: occPaths.cmsComponents(),
        query: {
          fields: CMS_FIELDS,
          componentIds: ids.join(','),
          currentPage,
          pageSize: ids.length,
          productCode: options.productCode,
          categoryCode: options.categoryCode,
          ...preview,
        },
      });
      components.push(...list.component);
      if (currentPage + 1 >= (list.pagination?.totalPages ?? 1)) return components;
    }
  }

  return {
    getCmsPage(page: CmsPageRef) {
      return occ.json('cmsPage', {
        path: occPaths.cmsPages(),
        query: { fields: CMS_FIELDS, ...pageQuery(page), ...preview },
      });
    },

    getCmsPageById(id: string) {
      return occ.json('cmsPage', { path: occPaths.cmsPage(id), query: { fields: CMS_FIELDS, ...preview } });
    },

    /** hreflang alternates of a page (spec 1 §2.2); `enabled: false` means no tags. */
    getAlternateUrls(page: AlternateUrlPage) {
      return occ.json('alternateUrlData', { path: occPaths.alternateUrls(), query: alternateUrlQuery(page) });
    },

    getCmsComponent(id: string) {
      return occ.json('cmsComponent', {
        path: occPaths.cmsComponent(id),
        query: { fields: CMS_FIELDS, ...preview },
      });
    },

    /**
     * Components by id, in chunks of the configured page size, following pagination. A chunk that
     * fails yields no components (spec 1 §7: "A component load failure yields an empty list").
     */
    async getCmsComponents(ids: readonly string[], options: CmsComponentsOptions = {}): Promise<CmsComponent[]> {
      const pageSize = Math.max(1, options.pageSize ?? occ.options.componentsPageSize);
      const chunks = chunk([...new Set(ids)], pageSize);
      const skipFailed = (options.failedChunks ?? 'skip') === 'skip';
      const loaded = await Promise.all(
        chunks.map((ids) =>
          componentsChunk(ids, options).catch((error: unknown) => {
            if (!skipFailed) throw error;
            occ.options.reportError(`CMS components could not be loaded: ${ids.join(',')}`, error);
            return [];
          }),
        ),
      );
      return loaded.flat();
    },
  };
}

function pageQuery(page: CmsPageRef): Record<string, string> {
  if (page === 'home') return {};
  if ('labelOrId' in page) return { pageType: page.pageType, pageLabelOrId: page.labelOrId };
  return { pageType: page.pageType, code: page.code };
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
