import type { Hono } from 'hono';
import type { SandboxEnv, OccContext } from '../occ/context';
import { unknownProduct } from '../occ/errors';
import { intParam, respond } from '../occ/http';
import {
  PRODUCT_LEVEL_KEYS,
  baseProductDto,
  findProduct,
  productName,
  productUrl,
  searchProductDto,
  stock,
  variantProductDto,
} from '../occ/products';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, searchProducts, suggest } from '../occ/search';
import { storeSearch, storeDto } from '../occ/stores';
import type { BaseProduct, Catalog } from '../seed/catalog';
import { pick } from '../seed/locale';
import { createPrng } from '../seed/prng';
import { reviewTexts } from '../seed/reviews';

/** Products, search, suggestions, stock and reviews. */

export function reviewsOf(product: BaseProduct, ctx: OccContext) {
  return product.reviews.map((review) => {
    const texts = reviewTexts(review, product.style.group);
    return { review, title: pick(texts.title, ctx.lang), text: pick(texts.text, ctx.lang) };
  });
}

function related(catalog: Catalog, product: BaseProduct, limit: number): BaseProduct[] {
  const leaf = product.style.categories[0];
  const sameLeaf = catalog.productList.filter((p) => p.code !== product.code && leaf !== undefined && p.categoryPath.has(leaf));
  const sameDepartment = catalog.productList.filter(
    (p) => p.code !== product.code && !sameLeaf.includes(p) && [...product.categoryPath].some((code) => p.categoryPath.has(code)),
  );
  return [...sameLeaf, ...sameDepartment].slice(0, limit);
}

export { related as relatedProducts };

export function registerCatalogRoutes(occ: Hono<SandboxEnv>): void {
  occ.get('/products/search', (c) => {
    const ctx = c.get('occ');
    const { catalog } = c.get('services').store;
    const result = searchProducts(catalog, ctx, {
      query: c.req.query('query') ?? c.req.query('searchQueryContext'),
      sort: c.req.query('sort'),
      currentPage: intParam(c, 'currentPage', 0, 0),
      pageSize: intParam(c, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    });
    return respond(c, result);
  });

  occ.get('/products/suggestions', (c) => {
    const ctx = c.get('occ');
    const max = intParam(c, 'max', 10, 1, 50);
    return respond(c, suggest(c.get('services').store.catalog, ctx, c.req.query('term') ?? '', max));
  });

  occ.get('/products/:productCode', (c) => {
    const ctx = c.get('occ');
    const { catalog } = c.get('services').store;
    const code = c.req.param('productCode');
    const found = findProduct(catalog, code);
    if (!found) throw unknownProduct(code);
    const body = found.variant
      ? variantProductDto(catalog, found.product, found.variant, ctx)
      : baseProductDto(catalog, found.product, ctx);
    return respond(c, body, 200, PRODUCT_LEVEL_KEYS);
  });

  occ.get('/products/:productCode/references', (c) => {
    const ctx = c.get('occ');
    const { catalog } = c.get('services').store;
    const code = c.req.param('productCode');
    const found = findProduct(catalog, code);
    if (!found) throw unknownProduct(code);
    const pageSize = intParam(c, 'pageSize', 8, 1, 50);
    const type = c.req.query('referenceType') ?? 'SIMILAR';
    return respond(c, {
      references: related(catalog, found.product, pageSize).map((target) => ({
        referenceType: type,
        preselected: false,
        target: searchProductDto(target, ctx),
      })),
    });
  });

  occ.get('/products/:productCode/stock', (c) => {
    const ctx = c.get('occ');
    const { catalog } = c.get('services').store;
    const code = c.req.param('productCode');
    const found = findProduct(catalog, code);
    if (!found) throw unknownProduct(code);
    const level = found.variant ? found.variant.stockLevel : found.product.variants.reduce((sum, v) => sum + Math.max(0, v.stockLevel), 0);
    const search = storeSearch(ctx, {
      query: c.req.query('location'),
      latitude: c.req.query('latitude'),
      longitude: c.req.query('longitude'),
      currentPage: intParam(c, 'currentPage', 0, 0),
      pageSize: intParam(c, 'pageSize', 20, 1, 100),
    });
    return respond(c, {
      product: { code, name: productName(found.product, ctx.lang), url: productUrl(ctx, code, productName(found.product, ctx.lang)), stock: stock(level) },
      stores: search.stores.map((s) => {
        const inStore = createPrng(`store-stock:${code}:${s.store.name}`).int(0, 12);
        return { ...storeDto(s.store, ctx, s.distanceKm), stockInfo: stock(level === 0 ? 0 : inStore) };
      }),
      pagination: search.pagination,
      ...(search.source ? { sourceLatitude: search.source.latitude, sourceLongitude: search.source.longitude } : {}),
      ...(search.locationText ? { locationText: search.locationText } : {}),
    });
  });

  occ.get('/products/:productCode/reviews', (c) => {
    const ctx = c.get('occ');
    const { catalog } = c.get('services').store;
    const code = c.req.param('productCode');
    const found = findProduct(catalog, code);
    if (!found) throw unknownProduct(code);
    const maxCount = intParam(c, 'maxCount', 1000, 1);
    return respond(c, {
      reviews: reviewsOf(found.product, ctx)
        .slice(0, maxCount)
        .map(({ review, title, text }) => ({
          id: review.id,
          alias: review.nickName,
          headline: title,
          comment: text,
          rating: review.rating,
          date: new Date(review.date).toISOString().replace(/\.\d{3}Z$/, '+0000'),
          principal: { uid: review.nickName.toLowerCase(), name: `${review.firstName} ${review.lastName.charAt(0)}.` },
        })),
    });
  });
}
