import type { BreadcrumbList, ItemAvailability, Product as ProductLd, Review as ReviewLd, WithContext } from 'schema-dts';

/**
 * Structured data for search engines (spec 1 §1, spec 3 §4: "reviews, aggregate rating, product offer
 * and breadcrumb list"), built by pure functions from plain facts and typed with schema-dts.
 * "Offer stock: an out-of-stock product shows OutOfStock in the offer data unless the product is a
 * base product."
 */

export interface ProductFacts {
  code: string;
  name: string;
  description?: string | undefined;
  /** Absolute URL of the product page. */
  url: string;
  images: readonly string[];
  brand: string;
  /** The style number (manufacturerAID). */
  sku?: string | undefined;
  price?: number | undefined;
  priceRange?: { min: number; max: number } | undefined;
  currency?: string | undefined;
  /** OCC's stock status (`inStock`, `lowStock`, `outOfStock`). */
  stockStatus?: string | undefined;
  /** A base product (a style) is never sold itself. */
  isBaseProduct: boolean;
}

export interface RatingFacts {
  average?: number | undefined;
  count?: number | undefined;
}

export interface ReviewFacts {
  author: string;
  rating: number;
  title?: string | undefined;
  text?: string | undefined;
  /** ISO date. */
  date?: string | undefined;
}

export interface CrumbFacts {
  name: string;
  /** Absolute URL; the current page's crumb may have none. */
  url?: string | undefined;
}

const SCHEMA = 'https://schema.org';
const BEST_RATING = 5;
const WORST_RATING = 1;

/** A base product (a style, not one of its variants): it names no base product, or names itself. */
export function isBaseProduct(product: { code: string; baseProduct?: string | undefined }): boolean {
  return !product.baseProduct || product.baseProduct === product.code;
}

/** schema.org availability of the offer (spec 3 §4). */
export function offerAvailability(stockStatus: string | undefined, isBaseProduct: boolean): ItemAvailability {
  if (stockStatus === 'outOfStock' && !isBaseProduct) return 'https://schema.org/OutOfStock';
  if (stockStatus === 'lowStock') return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/InStock';
}

export function productJsonLd(
  product: ProductFacts,
  rating: RatingFacts = {},
  reviews: readonly ReviewFacts[] = [],
): WithContext<ProductLd> {
  const availability = offerAvailability(product.stockStatus, product.isBaseProduct);
  const hasRange = product.priceRange !== undefined && product.priceRange.min !== product.priceRange.max;
  const offers: ProductLd['offers'] =
    product.currency && (product.price !== undefined || product.priceRange)
      ? hasRange && product.priceRange
        ? {
            '@type': 'AggregateOffer',
            lowPrice: product.priceRange.min,
            highPrice: product.priceRange.max,
            priceCurrency: product.currency,
            availability,
            url: product.url,
          }
        : {
            '@type': 'Offer',
            price: product.price ?? product.priceRange?.min ?? 0,
            priceCurrency: product.currency,
            availability,
            url: product.url,
            itemCondition: 'https://schema.org/NewCondition',
          }
      : undefined;
  const ratingCount = rating.count ?? 0;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    productID: product.code,
    ...(product.sku ? { sku: product.sku, mpn: product.sku } : {}),
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    ...(product.images.length > 0 ? { image: [...product.images] } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    ...(offers ? { offers } : {}),
    ...(rating.average !== undefined && ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: roundRating(rating.average),
            reviewCount: ratingCount,
            bestRating: BEST_RATING,
            worstRating: WORST_RATING,
          },
        }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
  };
}

function reviewJsonLd(review: ReviewFacts): ReviewLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: BEST_RATING, worstRating: WORST_RATING },
    ...(review.title ? { name: review.title } : {}),
    ...(review.text ? { reviewBody: review.text } : {}),
    ...(review.date ? { datePublished: review.date } : {}),
  };
}

/** A page's breadcrumb trail as the shop shows it (site paths), made absolute on `origin`. */
export function breadcrumbTrailJsonLd(crumbs: readonly { label: string; href?: string | undefined }[], origin: string): WithContext<BreadcrumbList> {
  return breadcrumbListJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: crumb.href ? new URL(crumb.href, origin).toString() : undefined })));
}

export function breadcrumbListJsonLd(crumbs: readonly CrumbFacts[]): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text from the catalogue or
 * a review (`</script>`, `<!--`) can end the script early. The JSON stays equal when parsed.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}
