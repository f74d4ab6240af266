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
const LOW_STOCK_LEVEL = 5;

export type StockStatus = 'inStock' | 'lowStock' | 'outOfStock';

export type StockFacts = Pick<ProductOffer, 'stockLevel' | 'stockStatus'>;

/** The stock line of the purchase box: a translation key of the `product` namespace and its count. */
export interface StockMessage {
  status: StockStatus;
  key: string;
  count?: number | undefined;
}

/**
 * The one sold-out rule of the product page (the stock line, the add button, the picker's options):
 * OCC says `outOfStock`, or the level it gives is none left, whatever the status says. A cart line
 * reads its stock the same way (`isOutOfStock` in the cart's entry warnings).
 */
export function isSoldOut({ stockLevel, stockStatus }: StockFacts): boolean {
  return stockStatus === 'outOfStock' || (stockLevel !== undefined && stockLevel <= 0);
}

/** The stock line of one product or variant. */
export function stockMessageOf(offer: StockFacts): StockMessage | undefined {
  if (isSoldOut(offer)) return { status: 'outOfStock', key: 'stock.outOfStock' };
  const level = offer.stockLevel;
  const status: StockStatus | undefined =
    offer.stockStatus === 'lowStock' || offer.stockStatus === 'inStock'
      ? offer.stockStatus
      : level === undefined
        ? undefined
        : level <= LOW_STOCK_LEVEL
          ? 'lowStock'
          : 'inStock';
  if (status === undefined) return undefined;
  if (status === 'lowStock') {
    // Low stock is never "In stock": with no count to give, it says so without one.
    return level === undefined ? { status, key: 'stock.lowUncounted' } : { status, key: 'stock.low', count: level };
  }
  return { status, key: 'stock.inStock' };
}
