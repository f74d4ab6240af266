import { getCachedProductSearch } from '@/commerce/cached';
import type { Product, ReviewSummary } from '@/commerce/schemas';
import { catalogContext } from '@/features/catalog/load-listing';
import { lookUpProduct, lookUpReviews } from './product-lookup';
import { decodeSegment, parseProductCode, parseRouteSite, pathFor, SITES, withSitePrefix, type Language, type RouteSite, type SiteKey } from '@/site';

/**
 * Loads a product page (spec 1 §2.1 product routes) from the cached product data, with the site's
 * own store context so the page is shared by every visitor:
 *
 * - the code comes from the path (`parseProductCode`: US `product/{code}/{name}`, EMEA
 *   `p/{name}/{code}`, and `p/{code}`, `product/{code}` on both);
 * - every URL shape but the canonical one (and a stale pretty name) redirects permanently to it, so a
 *   product has one URL, one cache entry and one search-engine listing;
 * - an unknown variant code falls back to its style: the brand's variant codes start with the style
 *   number (`103828-BRN-L-REG`), so the page redirects (temporarily) to the style's page, which shows
 *   its default variant; an unknown product is a 404.
 */

export type ProductRoute = 'p' | 'product';

export type ProductPageResult =
  | { kind: 'product'; product: Product; base: Product }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'notFound' };

export { isUnknownProduct } from './product-lookup';

/** The style number a variant code starts with (`103828-BRN-L-REG` -> `103828`), if it has one. */
export function styleCodeFromVariantCode(code: string): string | undefined {
  const separator = code.indexOf('-');
  return separator > 0 ? code.slice(0, separator) : undefined;
}

/** The product's one public URL on this site and language. */
export function canonicalProductPath(site: SiteKey, lang: Language, product: Pick<Product, 'code' | 'name'>): string {
  return pathFor({ site, lang }, { name: 'product', code: product.code, productName: product.name });
}

/** Whether the requested path is already the canonical one (compared decoded: `%C3%A9` is `é`). */
export function isCanonicalPath(requested: string, canonical: string): boolean {
  const normalize = (path: string) => path.split('/').map(decodeSegment).join('/');
  return normalize(requested) === normalize(canonical);
}

async function findProduct(route: RouteSite, code: string): Promise<Product | undefined> {
  return (await lookUpProduct(catalogContext(route), code)) ?? undefined;
}

export async function loadProductPage(
  route: RouteSite,
  folder: ProductRoute,
  segments: readonly string[],
): Promise<ProductPageResult> {
  const { site, lang } = route;
  const code = parseProductCode(site, segments);
  if (!code) return { kind: 'notFound' };
  const product = await findProduct(route, code);
  if (!product) {
    const style = styleCodeFromVariantCode(code);
    const base = style && style !== code ? await findProduct(route, style) : undefined;
    return base ? { kind: 'redirect', location: canonicalProductPath(site, lang, base), permanent: false } : { kind: 'notFound' };
  }
  const canonical = canonicalProductPath(site, lang, product);
  const requested = withSitePrefix(site, lang, `/${folder}/${segments.join('/')}`);
  if (!isCanonicalPath(requested, canonical)) return { kind: 'redirect', location: canonical, permanent: true };

  // A variant's page shows the whole style's colours: the gallery and picker read its base product.
  const baseCode = product.baseProduct && product.baseProduct !== product.code ? product.baseProduct : undefined;
  const base = (baseCode ? await findProduct(route, baseCode) : undefined) ?? product;
  return { kind: 'product', product, base };
}

/** The review provider's summary for a style; after a failure (logged) the page goes without reviews. */
export async function loadReviews(route: RouteSite, styleCode: string): Promise<ReviewSummary | undefined> {
  return (await lookUpReviews(catalogContext(route), styleCode)) ?? undefined;
}

/** How many product pages per site and language are rendered at build time (the best sellers). */
const PRERENDERED_PRODUCTS = 4;

/**
 * Product paths rendered at build time, per route folder: the canonical paths of the best sellers
 * (`p` on EMEA, `product` in the US). The build wants at least one path per site and language, so the
 * other folder gets one short URL of the first product, which renders as its redirect.
 */
export async function productStaticPaths(folder: ProductRoute, siteParam: string, langParam: string): Promise<{ path: string[] }[]> {
  const route = parseRouteSite(siteParam, langParam);
  if (!route) return [{ path: [UNKNOWN_PRODUCT_SAMPLE] }];
  const { site: key, lang } = route;
  const page = await getCachedProductSearch(catalogContext(route), {
    query: ':relevance',
    currentPage: 0,
    pageSize: PRERENDERED_PRODUCTS,
  });
  const canonicalRoute: ProductRoute = SITES[key].region === 'EMEA' ? 'p' : 'product';
  if (page.products.length === 0) return [{ path: [UNKNOWN_PRODUCT_SAMPLE] }];
  if (folder !== canonicalRoute) return page.products.slice(0, 1).map((product) => ({ path: [product.code] }));
  return page.products.map((product) => {
    const segments = canonicalProductPath(key, lang, product).split('/').filter(Boolean).map(decodeSegment);
    return { path: segments.slice(segments.indexOf(folder) + 1) };
  });
}

/** A path that names no product: rendered (as the 404 page) only when the backend lists none. */
const UNKNOWN_PRODUCT_SAMPLE = 'no-product';
