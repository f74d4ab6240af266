import { storeContext, type Language, type SiteKey } from '@/site';
import type { CmsRenderContext } from './types';

interface RenderContextInput {
  site: SiteKey;
  lang: Language;
  /**
   * The visitor's country when known (client islands, preview). Cacheable pages leave it out and
   * render with the site's own country (US, GB, AT), so one cached page serves every visitor.
   */
  country?: string | null;
  cmsTicketId?: string | null;
  productCode?: string;
  categoryCode?: string;
}

/** The render context of CMS pages and slots, built from the site, language and (optionally) country. */
export function cmsRenderContext({ site, lang, country, cmsTicketId, productCode, categoryCode }: RenderContextInput): CmsRenderContext {
  const store = storeContext(site, lang, country);
  return {
    site,
    lang,
    catalog: { siteId: store.siteId, language: store.language, currency: store.currency, country: store.country },
    ...(cmsTicketId ? { preview: { cmsTicketId } } : {}),
    ...(productCode ? { productCode } : {}),
    ...(categoryCode ? { categoryCode } : {}),
  };
}
