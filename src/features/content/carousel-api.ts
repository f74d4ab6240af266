import { cacheLife, cacheTag } from 'next/cache';
import { cmsComponentResponse, type CmsComponentRouteParams } from '@/cms/component-route';
import { cmsRenderContext } from '@/cms/context';
import { loadCmsComponents } from '@/cms/load';
import { CACHE_PROFILES, FAILURE_RETRY_LIFE, cmsComponentTag } from '@/commerce/cache-tags';
import type { Language, SiteKey } from '@/site';
import type { CarouselModel } from './carousel-types';
import { loadCarousel } from './components/ProductCarousel';

const CAROUSEL_TYPE = 'ProductCarouselComponent';

/**
 * One product carousel component with its cards, as a page's carousel loads it when it comes near
 * (`CarouselWhenNear`). Only public CMS and product data; the cards show prices and stock, so the
 * carousel lives as long as product data does (`minutes`), not as long as its content; a component
 * that is no product carousel, or has nothing to show, is `null` (remembered briefly).
 */
async function cachedCarousel(site: SiteKey, lang: Language, country: string, uid: string): Promise<CarouselModel | null> {
  'use cache';
  cacheTag(cmsComponentTag(uid));
  const context = cmsRenderContext({ site, lang, country });
  const [component] = await loadCmsComponents(context, [uid]);
  const model = component?.typeCode === CAROUSEL_TYPE ? await loadCarousel(component, context) : undefined;
  if (model) cacheLife(CACHE_PROFILES.product);
  else cacheLife(FAILURE_RETRY_LIFE);
  return model ?? null;
}

/** `GET /api/carousel/{site}/{lang}/{uid}?country=XX`: the carousel as JSON, cacheable by the browser and CDNs. */
export function handleCarousel(request: Request, params: CmsComponentRouteParams): Promise<Response> {
  // Prices: a minute in browsers and CDNs, and a stale copy for no more than five.
  return cmsComponentResponse(request, params, cachedCarousel, { maxAgeSeconds: 60, staleSeconds: 300 });
}
