import { z } from 'zod';

/**
 * Building blocks shared by the OCC payloads. Every object is loose: OCC adds fields by version and
 * by `fields=` level, and the brand's backend extends the DTOs, so unknown fields pass through and
 * only what the storefront reads is declared (ARCHITECTURE §3).
 */

export const priceSchema = z.looseObject({
  value: z.number().optional(),
  formattedValue: z.string().optional(),
  currencyIso: z.string().optional(),
  priceType: z.string().optional(),
  minQuantity: z.number().optional(),
  maxQuantity: z.number().optional(),
});
export type Price = z.infer<typeof priceSchema>;

export const priceRangeSchema = z.looseObject({
  minPrice: priceSchema.optional(),
  maxPrice: priceSchema.optional(),
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const imageSchema = z.looseObject({
  url: z.string(),
  altText: z.string().optional(),
  format: z.string().optional(),
  imageType: z.string().optional(),
  galleryIndex: z.number().optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** Pagination of search-like lists (products, orders, stores). */
export const paginationSchema = z.looseObject({
  currentPage: z.number().optional(),
  pageSize: z.number().optional(),
  sort: z.string().optional(),
  totalPages: z.number().optional(),
  totalResults: z.number().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const sortSchema = z.looseObject({
  code: z.string(),
  name: z.string().optional(),
  selected: z.boolean().optional(),
});
export type Sort = z.infer<typeof sortSchema>;

/** A user reference inside carts and orders. */
export const principalSchema = z.looseObject({
  uid: z.string().optional(),
  name: z.string().optional(),
});
export type Principal = z.infer<typeof principalSchema>;

export const languageSchema = z.looseObject({
  isocode: z.string(),
  name: z.string().optional(),
  nativeName: z.string().optional(),
  active: z.boolean().optional(),
});
export type OccLanguage = z.infer<typeof languageSchema>;

export const currencySchema = z.looseObject({
  isocode: z.string(),
  name: z.string().optional(),
  symbol: z.string().optional(),
  active: z.boolean().optional(),
});
export type OccCurrency = z.infer<typeof currencySchema>;

/** A list field OCC leaves out when it is empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.array(item).default([]);
}
