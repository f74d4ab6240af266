import type { Image, Product } from '@/commerce/schemas';
import { colourCodeOfOption } from '@/features/product/colour-code';
import { strikeThroughPrice } from '@/features/product/price-rules';
import { isSoldOut } from '@/features/product/product-offer';
import { pathFor, type Language, type SiteKey } from '@/site';
import { resolveImageUrl, type ImageOrigins } from '@/cms/media-url';

/**
 * What a product card of a listing shows, computed once from the search result: on the server for
 * the first page, in the browser for the pages infinite scroll loads. Plain data, so it crosses the
 * server/client boundary cheaply.
 */
export interface ProductCardModel {
  code: string;
  name: string;
  href: string;
  image?: { src: string; alt: string } | undefined;
  currency?: string | undefined;
  /** One price, or `priceRange` when the sizes are priced differently. */
  price?: number | undefined;
  priceRange?: { min: number; max: number } | undefined;
  /** Struck-through amount (spec 1 §5 rule). */
  originalPrice?: number | undefined;
  swatches: { code: string; name: string; image?: string | undefined }[];
  badges: string[];
  rating?: number | undefined;
  reviewCount: number;
  outOfStock: boolean;
}

export interface CardContext {
  site: SiteKey;
  lang: Language;
  /** Where image-server assets and backend media live (`imageOrigins()` in `@/cms/media`). */
  imageOrigins: ImageOrigins;
}

/**
 * The picture of a product on a card (listings, CMS carousels): OCC's `product` format of its primary
 * images (any image not in the gallery), else its first primary image, else its first.
 */
export function cardImage(product: Product): Image | undefined {
  const primary = product.images.filter((image) => image.imageType !== 'GALLERY');
  return primary.find((image) => image.format === 'product') ?? primary[0] ?? product.images[0];
}

export function toProductCard(product: Product, { site, lang, imageOrigins }: CardContext): ProductCardModel {
  const name = product.name ?? product.code;
  const image = cardImage(product);
  const src = resolveImageUrl(image?.url, imageOrigins);
  const min = product.priceRange?.minPrice?.value;
  const max = product.priceRange?.maxPrice?.value;
  const hasRange = min !== undefined && max !== undefined && min !== max;
  const price = product.price?.value ?? min;
  return {
    code: product.code,
    name,
    href: pathFor({ site, lang }, { name: 'product', code: product.code, productName: name }),
    image: src ? { src, alt: image?.altText ?? name } : undefined,
    currency: product.price?.currencyIso ?? product.priceRange?.minPrice?.currencyIso,
    price: hasRange ? undefined : price,
    priceRange: hasRange ? { min, max } : undefined,
    originalPrice: hasRange ? undefined : strikeThroughPrice({ msrp: product.msrp?.value }),
    swatches: colourSwatches(product, imageOrigins),
    badges: product.badges.map((badge) => badge.badgeType?.name).filter((badgeName): badgeName is string => Boolean(badgeName)),
    rating: product.averageRating,
    reviewCount: product.numberOfReviews ?? 0,
    // The product page's rule: OCC says outOfStock, or the level it gives is none left.
    outOfStock: isSoldOut({ stockLevel: product.stock?.stockLevel, stockStatus: product.stock?.stockLevelStatus }),
  };
}

/**
 * One swatch per colour the style comes in, from the variant options of the search result, told
 * apart by colour code (`colourCodeOfOption`: a search result has no variant matrix), named by the
 * colour qualifier's value.
 */
function colourSwatches(product: Product, imageOrigins: ImageOrigins): ProductCardModel['swatches'] {
  const swatches: ProductCardModel['swatches'] = [];
  const sources = { styleCode: product.baseProduct ?? product.code, matrixColours: new Map<string, string>() };
  for (const option of product.variantOptions) {
    const colour = option.variantOptionQualifiers.find((qualifier) => qualifier.qualifier === 'colour');
    const code = colourCodeOfOption(option, sources);
    if (!code || swatches.some((swatch) => swatch.code === code)) continue;
    swatches.push({ code, name: colour?.value ?? code, image: resolveImageUrl(colour?.image?.url, imageOrigins) });
  }
  return swatches;
}
