import { cacheLife, cacheTag } from 'next/cache';
import { cmsComponentResponse, type CmsComponentRouteParams } from '@/cms/component-route';
import { cmsRenderContext } from '@/cms/context';
import { loadCmsComponents, loadHomePage } from '@/cms/load';
import type { CmsComponentData } from '@/cms/types';
import { CACHE_PROFILES, FAILURE_RETRY_LIFE, cmsComponentTag } from '@/commerce/cache-tags';
import type { Language, SiteKey } from '@/site';
import { loadNavigationTreeOf } from './load-navigation';
import { CATEGORY_NAVIGATION_TYPES } from './menu-source';
import type { NavigationTree } from './navigation-tree';

/**
 * The whole tree of a category navigation component, as the pages' menus load it (`menuBar`). Only
 * public CMS content, cached like the components it is built from; a component that is no category
 * navigation, or cannot be loaded, is `null`, and a tree some of whose entries could not be loaded
 * is kept only briefly, so the whole menu is back soon after the backend is.
 */
async function cachedNavigationTree(site: SiteKey, lang: Language, country: string, uid: string): Promise<NavigationTree | null> {
  'use cache';
  cacheTag(cmsComponentTag(uid));
  const context = cmsRenderContext({ site, lang, country });
  const home = await loadHomePage(context);
  // The header's menu sits in the home page's shared slots; any other is loaded by its id.
  const inPage = home.ok
    ? Object.values(home.page.slots)
        .flatMap((slot) => slot.components)
        .find((component) => component.uid === uid)
    : undefined;
  const component: CmsComponentData | undefined = inPage ?? (await loadCmsComponents(context, [uid]))[0];
  const loaded =
    component && CATEGORY_NAVIGATION_TYPES.includes(component.typeCode) ? await loadNavigationTreeOf(context, component) : undefined;
  if (loaded?.complete) cacheLife(CACHE_PROFILES.cms);
  else cacheLife(FAILURE_RETRY_LIFE);
  return loaded?.tree ?? null;
}

/** `GET /api/navigation/{site}/{lang}/{uid}?country=XX`: the tree as JSON, cacheable by the browser and CDNs. */
export function handleNavigationTree(request: Request, params: CmsComponentRouteParams): Promise<Response> {
  return cmsComponentResponse(request, params, cachedNavigationTree);
}
