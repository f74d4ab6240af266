import type { CmsRenderContext } from '@/cms/types';
import { getCachedProduct } from '@/commerce/cached';
import { rethrowIfRenderMustStop } from '@/commerce/render-budget';
import { serverOccClient } from '@/commerce/server';
import type { Product } from '@/commerce/schemas';

/**
 * Products a CMS component shows (carousels), through the cached product data on browse pages and
 * straight from OCC with the preview ticket in preview. A product that fails to load is left out
 * (logged): one missing card must not take the page down (spec 1 §9 render budget).
 */
export async function loadCmsProducts(context: CmsRenderContext, codes: readonly string[]): Promise<Product[]> {
  const unique = [...new Set(codes)];
  const load = context.preview
    ? (code: string) => {
        const { siteId, language, currency, country } = context.catalog;
        return serverOccClient({ siteId, language, currency, country, cmsTicketId: context.preview?.cmsTicketId }).getProduct(code, 'carousel');
      }
    : (code: string) => getCachedProduct(context.catalog, code, 'carousel');
  const settled = await Promise.allSettled(unique.map(load));
  for (const result of settled) if (result.status === 'rejected') rethrowIfRenderMustStop(result.reason);
  return settled.flatMap((result, index) => {
    if (result.status === 'fulfilled') return [result.value];
    console.warn(`Carousel product ${unique[index]} could not be loaded`, result.reason);
    return [];
  });
}
