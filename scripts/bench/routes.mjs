// The pages measured, discovered from the sandbox's catalogue rather than hard-coded: a search term's
// first product, its department, an in-stock variant for the cart, a product no phase visits before
// the slow-backend probe, and every other product (and variant) for cache-busted traffic.
import { SANDBOX_URL } from './config.mjs';
import { mapLimit } from './util.mjs';

const SEARCH_TERM = 'jacket';
const SITE = 'brand-us';
const OCC = `${SANDBOX_URL}/occ/v2/${SITE}`;

async function occ(path) {
  const response = await fetch(`${OCC}/${path}`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

function searchPath(query, { page = 0, pageSize = 100 } = {}) {
  return `products/search?${new URLSearchParams({ query, currentPage: String(page), pageSize: String(pageSize) })}`;
}

/** What the product page must show: its name and one of its prices, as the shopper reads them. */
function productProbe(product) {
  const prices = [product.price?.formattedValue, product.priceRange?.minPrice?.formattedValue]
    .filter(Boolean)
    .filter((price, index, all) => all.indexOf(price) === index);
  return { code: product.code, name: product.name, url: product.url, prices };
}

async function occText(path) {
  const response = await fetch(`${OCC}/${path}`, { signal: AbortSignal.timeout(30_000) });
  return response.ok ? response.text() : '';
}

/** Codes of products the measured pages show: CMS carousels, references, first result pages. */
async function productsShownAround(productCode, categoryCode) {
  const texts = await Promise.all([
    occText('cms/pages'),
    occText(`cms/pages?pageType=ProductPage&code=${encodeURIComponent(productCode)}`),
    occText(`cms/pages?pageType=CategoryPage&code=${encodeURIComponent(categoryCode)}`),
    occText(`products/${encodeURIComponent(productCode)}/references`),
    occText(searchPath(SEARCH_TERM, { pageSize: 48 })),
    occText(searchPath(`:relevance:allCategories:${categoryCode}`, { pageSize: 48 })),
  ]);
  const codes = new Set();
  for (const text of texts) {
    for (const match of text.matchAll(/"productCodes"\s*:\s*"([^"]*)"/g)) for (const code of match[1].split(/\s+/)) codes.add(code);
    for (const match of text.matchAll(/"code"\s*:\s*"([^"]+)"/g)) codes.add(match[1]);
  }
  return codes;
}

export async function discoverRoutes() {
  const found = await occ(searchPath(SEARCH_TERM, { pageSize: 12 }));
  const first = found.products?.[0];
  if (!first) throw new Error(`the sandbox finds nothing for "${SEARCH_TERM}"`);
  const product = await occ(`products/${encodeURIComponent(first.code)}?fields=FULL`);
  const department = product.primaryCategoryPath?.[0];
  if (!department?.url) throw new Error(`product ${product.code} has no primary category path`);
  const cartVariant = product.variantOptions?.find((option) => option.stock?.stockLevelStatus === 'inStock');
  if (!cartVariant) throw new Error(`product ${product.code} has no variant in stock`);

  // The whole catalogue, page by page.
  const catalogue = [];
  for (let page = 0; ; page++) {
    const result = await occ(searchPath('', { page }));
    catalogue.push(...result.products);
    if (page + 1 >= (result.pagination?.totalPages ?? 1)) break;
  }
  // The uncached product must not be one the other pages show or link to (a prefetch would warm it).
  const shown = await productsShownAround(product.code, department.code);
  const others = catalogue.filter((item) => item.code !== product.code);
  const cold = others.findLast((item) => !shown.has(item.code)) ?? others.at(-1);
  if (!cold) throw new Error('the catalogue has a single product');
  const coldProduct = await occ(`products/${encodeURIComponent(cold.code)}?fields=FULL`);

  // Cache-busted traffic: every other product, then every variant of those (if the page takes them).
  const busting = others.filter((item) => item.code !== cold.code);
  const details = await mapLimit(busting, 8, (item) =>
    occ(`products/${encodeURIComponent(item.code)}?fields=code,url,variantOptions(code,url)`),
  );
  const variantUrls = details.flatMap((detail) => (detail.variantOptions ?? []).map((option) => option.url));

  return {
    storefront: {
      home: '/',
      category: department.url,
      search: `/c/${encodeURIComponent(SEARCH_TERM)}`,
      product: product.url,
      cart: '/cart',
      checkout: '/checkout/multistep/shipping-address',
    },
    baseline: { static: '/', dynamic: '/dynamic' },
    product: productProbe(product),
    coldProduct: productProbe(coldProduct),
    cartVariant: cartVariant.code,
    bustProductUrls: busting.map((item) => item.url),
    bustVariantUrls: variantUrls,
  };
}
