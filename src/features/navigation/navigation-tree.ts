import type { CmsComponent, NavigationComponent, NavigationNode } from '@/commerce/schemas';
import type { SiteLocation } from '@/site';
import { linkFromCmsComponent, cmsHref, type ShopLink } from './cms-link';

/**
 * A CMS navigation component as the shop shows it (spec 1 §2.3, §3): the category menu, the header
 * links and the footer navigation. Built from the component's nodes (title, children) and their
 * entries, resolved through `cms/components` into a link and, for the menu groups that have one, a
 * banner (an image banner or a paragraph).
 */

/** A banner picture's attributes, resolved on the server (the optimizer's srcset), ready for an `<img>`. */
export interface MenuBannerImage {
  src: string;
  srcSet?: string | undefined;
  sizes: string;
}

export type MenuBanner =
  | { kind: 'image'; image: MenuBannerImage; alt: string; href?: string | undefined }
  /** Paragraph content, already through the CMS sanitizer. */
  | { kind: 'html'; html: string };

export interface MenuNode {
  id: string;
  title: string;
  /** Where the node leads ("Shop All {title}" on mobile, the panel title on desktop). */
  link?: ShopLink | undefined;
  banner?: MenuBanner | undefined;
  children: MenuNode[];
  /** It has children, not sent with the page: the browser loads them when the menu is used. */
  deferred?: boolean | undefined;
}

/** The nodes of a level that lead somewhere, as links (a node without a link is a heading only). */
export function linksOf(nodes: readonly MenuNode[]): { id: string; link: ShopLink }[] {
  return nodes.flatMap((node) => (node.link ? [{ id: node.id, link: node.link }] : []));
}

export interface NavigationTree {
  id: string;
  title: string;
  /** The editor's CSS classes for the menu (spec 1 §2.3 `styleClass`). */
  styleClass?: string | undefined;
  /** Links per column before the panel wraps into another column (spec 1 §2.3 `wrapAfter`). */
  wrapAfter?: number | undefined;
  items: MenuNode[];
}

export interface NavigationBuildOptions {
  location: SiteLocation;
  /** The CMS sanitizer, for paragraph banners. */
  sanitizeHtml: (html: string) => string;
  /** A CMS media URL as the banner's picture the browser loads; undefined when it cannot be served. */
  bannerImage: (url: string) => MenuBannerImage | undefined;
}

/** Every component id the entries of a node and its descendants point at, in tree order. */
export function navigationEntryIds(node: NavigationNode | undefined): string[] {
  if (!node) return [];
  const ids = node.entries.map((entry) => entry.itemId).filter((id): id is string => Boolean(id));
  return [...new Set([...ids, ...node.children.flatMap(navigationEntryIds)])];
}

const LINK_TYPES = /LinkComponent$/;
const IMAGE_BANNER_TYPES = /BannerComponent$/;
const PARAGRAPH_TYPES = /ParagraphComponent$/;

interface MediaLike {
  url?: unknown;
  altText?: unknown;
}

function mediaOf(component: CmsComponent): MediaLike | undefined {
  const media = (component as { media?: unknown }).media;
  if (!media || typeof media !== 'object') return undefined;
  // Responsive banners carry one media per format; the widest one that exists serves the panel.
  const formats = media as Record<string, unknown>;
  if (typeof formats.url === 'string') return formats as MediaLike;
  for (const format of ['desktop', 'widescreen', 'tablet', 'mobile']) {
    const candidate = formats[format];
    if (candidate && typeof candidate === 'object' && typeof (candidate as MediaLike).url === 'string') {
      return candidate as MediaLike;
    }
  }
  return undefined;
}

function bannerOf(component: CmsComponent, options: NavigationBuildOptions): MenuBanner | undefined {
  if (PARAGRAPH_TYPES.test(component.typeCode)) {
    const content = (component as { content?: unknown }).content;
    const html = typeof content === 'string' ? options.sanitizeHtml(content) : '';
    return html.trim() ? { kind: 'html', html } : undefined;
  }
  if (IMAGE_BANNER_TYPES.test(component.typeCode)) {
    const media = mediaOf(component);
    const image = typeof media?.url === 'string' ? options.bannerImage(media.url) : undefined;
    if (!image) return undefined;
    const urlLink = (component as { urlLink?: unknown }).urlLink;
    return {
      kind: 'image',
      image,
      alt: typeof media?.altText === 'string' ? media.altText : '',
      href: cmsHref(options.location, typeof urlLink === 'string' ? urlLink : undefined),
    };
  }
  return undefined;
}

function menuNodeOf(
  node: NavigationNode,
  components: ReadonlyMap<string, CmsComponent>,
  options: NavigationBuildOptions,
  path: string,
): MenuNode | undefined {
  let link: ShopLink | undefined;
  let banner: MenuBanner | undefined;
  for (const entry of node.entries) {
    const component = entry.itemId ? components.get(entry.itemId) : undefined;
    if (!component) continue;
    if (!link && LINK_TYPES.test(component.typeCode)) link = linkFromCmsComponent(options.location, component);
    else if (!banner) banner = bannerOf(component, options);
  }
  // Some OCC versions send the links inside the node instead of as entries.
  link ??= node.links.map((candidate) => linkFromCmsComponent(options.location, candidate)).find(Boolean);
  if (!link && node.url) {
    const href = cmsHref(options.location, node.url);
    if (href && node.title) link = { label: node.title, href, external: false, newTab: false };
  }

  const id = node.uid ?? path;
  const children = node.children
    .map((child, index) => menuNodeOf(child, components, options, `${id}-${index}`))
    .filter((child): child is MenuNode => child !== undefined);
  const title = node.title?.trim() || link?.label;
  // A node with nothing to show or to open (entries that never loaded, no title) is left out.
  if (!title || (!link && children.length === 0)) return undefined;
  return { id, title, link, banner, children };
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The menu of a navigation component whose entries were loaded into `components` (by uid). */
export function buildNavigationTree(
  component: NavigationComponent,
  components: ReadonlyMap<string, CmsComponent>,
  options: NavigationBuildOptions,
): NavigationTree {
  const root = component.navigationNode;
  const items = (root?.children ?? [])
    .map((node, index) => menuNodeOf(node, components, options, `${component.uid}-${index}`))
    .filter((node): node is MenuNode => node !== undefined);
  return {
    id: component.uid,
    title: root?.title?.trim() || component.name || component.uid,
    styleClass: component.styleClass?.trim() || undefined,
    wrapAfter: positiveInteger(component.wrapAfter),
    items,
  };
}

/**
 * The menu bar only: the top-level items without their flyouts. Pages carry this and the browser
 * loads the whole tree when the menu is first used (`useNavigationTree`); a page that carried every
 * level would repeat the whole navigation, twice (HTML and the page's data), in every response.
 */
export function menuBar(tree: NavigationTree): NavigationTree {
  return {
    ...tree,
    items: tree.items.map(({ id, title, link, children }) => ({
      id,
      title,
      link,
      children: [],
      ...(children.length > 0 ? { deferred: true } : {}),
    })),
  };
}

/** Is every level of the menu here (no item waits for its children)? */
export function isCompleteTree(tree: NavigationTree): boolean {
  return tree.items.every((item) => !item.deferred);
}

/** Links split into columns of at most `wrapAfter` (spec 1 §2.3); one column without a limit. */
export function wrapIntoColumns<T>(items: readonly T[], wrapAfter: number | undefined): T[][] {
  if (!wrapAfter || items.length <= wrapAfter) return items.length > 0 ? [[...items]] : [];
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += wrapAfter) columns.push(items.slice(start, start + wrapAfter));
  return columns;
}
