import type { Hono } from 'hono';
import type { SandboxEnv } from '../occ/context';
import { occError, unknownProduct } from '../occ/errors';
import { intParam, respond } from '../occ/http';
import { findProduct } from '../occ/products';
import { findStore, storeDto, storeSearch } from '../occ/stores';
import { pick } from '../seed/locale';
import { FACTORIES } from '../seed/stores';
import { reviewsOf } from './catalog';

/** Store finder and the brand's integrations: factory map and review summaries. */

export function registerStoreAndIntegrationRoutes(occ: Hono<SandboxEnv>): void {
  occ.get('/stores', (c) => {
    const ctx = c.get('occ');
    const result = storeSearch(ctx, {
      query: c.req.query('query'),
      latitude: c.req.query('latitude'),
      longitude: c.req.query('longitude'),
      radius: c.req.query('radius'),
      currentPage: intParam(c, 'currentPage', 0, 0),
      pageSize: intParam(c, 'pageSize', 20, 1, 100),
    });
    return respond(c, {
      stores: result.stores.map((s) => storeDto(s.store, ctx, s.distanceKm)),
      pagination: result.pagination,
      sorts: [{ code: 'asc', selected: true }],
      ...(result.source ? { sourceLatitude: result.source.latitude, sourceLongitude: result.source.longitude } : {}),
      ...(result.locationText ? { locationText: result.locationText } : {}),
    });
  });

  occ.get('/stores/:storeId', (c) => {
    const store = findStore(c.req.param('storeId'));
    if (!store) throw occError(400, { type: 'UnknownIdentifierError', message: `Store with name '${c.req.param('storeId')}' not found` });
    return respond(c, storeDto(store, c.get('occ')));
  });

  occ.get('/integrations/factorymap', (c) => {
    const { lang } = c.get('occ');
    return respond(c, {
      factoryMaps: FACTORIES.map((f) => ({
        name: f.name,
        address1: f.address1,
        city: f.city,
        state: f.state,
        ...(f.zipCode ? { zipCode: f.zipCode } : {}),
        country: f.country,
        latitude: f.latitude,
        longitude: f.longitude,
        pinType: f.pinType,
        images: f.images,
        description: pick(f.products, lang),
      })),
    });
  });

  /** Review summary and list, keyed by style (manufacturerAID); a variant code finds its style. */
  occ.get('/integrations/turnto/reviews/:productCode', (c) => {
    const ctx = c.get('occ');
    const code = c.req.param('productCode');
    const found = findProduct(c.get('services').store.catalog, code);
    if (!found) throw unknownProduct(code);
    const limit = intParam(c, 'limit', 100, 1, 1000);
    const reviews = reviewsOf(found.product, ctx);
    const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
    for (const { review } of reviews) distribution[String(review.rating)] = (distribution[String(review.rating)] ?? 0) + 1;
    return respond(c, {
      productCode: found.product.code,
      averageRating: found.product.averageRating ?? 0,
      ratings: reviews.length,
      reviewCount: reviews.length,
      ratingDistribution: distribution,
      reviews: reviews.slice(0, limit).map(({ review, title, text }) => ({
        id: review.id,
        user: { nickName: review.nickName, firstName: review.firstName, lastName: review.lastName },
        dateCreatedMillis: review.date,
        title,
        text,
        rating: review.rating,
        locale: ctx.lang,
      })),
    });
  });
}
