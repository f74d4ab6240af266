import type { Product } from '@/commerce/schemas';

/**
 * What the purchase box shows for one product or variant: price, MSRP, stock and the shipping
 * restrictions for the shopper's country (spec 3 §3). Plain data, from the server's product or one
 * read in the browser.
 */
export interface ProductOffer {
  price?: number | undefined;
  currency?: string | undefined;
  msrp?: number | undefined;
  priceRange?: { min: number; max: number } | undefined;
  stockLevel?: number | undefined;
  stockStatus?: string | undefined;
  restrictions: { countryRestricted?: boolean | undefined; stateRestricted?: boolean | undefined; poBoxRestricted?: boolean | undefined };
}

export function offerFromProduct(product: Product): ProductOffer {
  const min = product.priceRange?.minPrice?.value;
  const max = product.priceRange?.maxPrice?.value;
  return {
    price: product.price?.value,
    currency: product.price?.currencyIso ?? product.priceRange?.minPrice?.currencyIso,
    msrp: product.msrp?.value,
    priceRange: min !== undefined && max !== undefined ? { min, max } : undefined,
    stockLevel: product.stock?.stockLevel,
    stockStatus: product.stock?.stockLevelStatus,
    restrictions: {
      countryRestricted: product.shippingRestrictions?.countryRestricted,
      stateRestricted: product.shippingRestrictions?.stateRestricted,
      poBoxRestricted: product.shippingRestrictions?.poBoxRestricted,
    },
  };
}

/** At or below this many units a variant is "low in stock" when the backend gives a level but no status. */
export const LOW_STOCK_LEVEL = 5;

export type StockStatus = 'inStock' | 'lowStock' | 'outOfStock';

/** The stock line of the purchase box: a translation key of the `product` namespace and its count. */
export function stockMessageOf(offer: Pick<ProductOffer, 'stockLevel' | 'stockStatus'>):
  | { status: StockStatus; key: string; count?: number | undefined }
  | undefined {
  const level = offer.stockLevel;
  const status: StockStatus | undefined =
    offer.stockStatus === 'outOfStock' || offer.stockStatus === 'lowStock' || offer.stockStatus === 'inStock'
      ? offer.stockStatus
      : level === undefined
        ? undefined
        : level <= 0
          ? 'outOfStock'
          : level <= LOW_STOCK_LEVEL
            ? 'lowStock'
            : 'inStock';
  if (status === undefined) return undefined;
  if (status === 'outOfStock') return { status, key: 'stock.outOfStock' };
  if (status === 'lowStock' && level !== undefined && level > 0) return { status, key: 'stock.low', count: level };
  return { status, key: 'stock.inStock' };
}
