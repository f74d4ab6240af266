import { loadCmsComponents } from '@/cms/load';
import { mediaUrl } from '@/cms/media';
import { sanitizeCmsHtml } from '@/cms/sanitize';
import type { CmsComponentData, CmsRenderContext } from '@/cms/types';
import { navigationComponentSchema } from '@/commerce/schemas';
import { optimizedImageProps } from '@/ui/image-props';
import { loadNavigationEntries } from './navigation-entries';
import { MENU_BANNER_SIZES } from './menu-constants';
import { buildNavigationTree, navigationEntryIds, type MenuBannerImage, type NavigationTree } from './navigation-tree';

/**
 * A CMS navigation component (category menu, header links, footer navigation) as a navigation tree,
 * with its entries loaded through the cached component calls and the loading safeguard.
 * Server only: it reads the CMS and resolves media against the configured image server.
 */
export async function loadNavigationTree(
  context: CmsRenderContext,
  component: CmsComponentData,
): Promise<NavigationTree | undefined> {
  return (await loadNavigationTreeOf(context, component))?.tree;
}

/**
 * The tree, and whether every entry it names could be loaded: a tree built while the backend failed
 * (the safeguard's tries all spent) is kept only briefly by whoever caches it.
 */
export async function loadNavigationTreeOf(
  context: CmsRenderContext,
  component: CmsComponentData,
): Promise<{ tree: NavigationTree; complete: boolean } | undefined> {
  const parsed = navigationComponentSchema.safeParse(component);
  if (!parsed.success) {
    console.warn(`Navigation component "${component.uid}" has an unexpected shape; it is skipped.`);
    return undefined;
  }
  const ids = navigationEntryIds(parsed.data.navigationNode);
  const entries = await loadNavigationEntries(ids, (missing) => loadCmsComponents(context, missing));
  const tree = buildNavigationTree(parsed.data, entries, {
    location: { site: context.site, lang: context.lang },
    sanitizeHtml: (html) => sanitizeCmsHtml(html),
    bannerImage,
  });
  return { tree, complete: ids.every((id) => entries.has(id)) };
}

/**
 * A menu banner's picture through the image optimizer, its attributes computed here so the menus in
 * the browser draw a plain `<img>` without the image code.
 */
function bannerImage(url: string): MenuBannerImage | undefined {
  const src = mediaUrl(url);
  if (!src) return undefined;
  const props = optimizedImageProps({ src, alt: '', fill: true, sizes: MENU_BANNER_SIZES });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes ?? MENU_BANNER_SIZES };
}
