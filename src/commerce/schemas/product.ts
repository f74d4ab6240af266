import { z } from 'zod';
import { imageSchema, listOf, priceRangeSchema, priceSchema } from './common';

export const stockSchema = z.looseObject({
  stockLevelStatus: z.string().optional(),
  stockLevel: z.number().optional(),
  isValueRounded: z.boolean().optional(),
});
export type Stock = z.infer<typeof stockSchema>;

export const categorySchema = z.looseObject({
  code: z.string(),
  name: z.string().optional(),
  url: z.string().optional(),
  image: imageSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const featureSchema = z.looseObject({
  code: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  comparable: z.boolean().optional(),
  range: z.boolean().optional(),
  type: z.string().optional(),
  featureUnit: z
    .looseObject({ name: z.string().optional(), symbol: z.string().optional(), unitType: z.string().optional() })
    .optional(),
  featureValues: listOf(z.looseObject({ value: z.string() })),
});
export type Feature = z.infer<typeof featureSchema>;

export const classificationSchema = z.looseObject({
  code: z.string().optional(),
  name: z.string().optional(),
  features: listOf(featureSchema),
});
export type Classification = z.infer<typeof classificationSchema>;

/** One qualifier of a variant (colour, size, fit), with the swatch image for colours. */
export const variantOptionQualifierSchema = z.looseObject({
  qualifier: z.string().optional(),
  name: z.string().optional(),
  value: z.string().optional(),
  image: imageSchema.partial().optional(),
});
export type VariantOptionQualifier = z.infer<typeof variantOptionQualifierSchema>;

export const variantOptionSchema = z.looseObject({
  code: z.string(),
  url: z.string().optional(),
  stock: stockSchema.optional(),
  priceData: priceSchema.optional(),
  variantOptionQualifiers: listOf(variantOptionQualifierSchema),
});
export type VariantOption = z.infer<typeof variantOptionSchema>;

export const variantValueCategorySchema = z.looseObject({
  code: z.string().optional(),
  name: z.string().optional(),
  sequence: z.number().optional(),
});
export type VariantValueCategory = z.infer<typeof variantValueCategorySchema>;

export const variantCategorySchema = z.looseObject({
  name: z.string().optional(),
  hasImage: z.boolean().optional(),
  priority: z.number().optional(),
});

/** The variant tree of a base product (colour -> size -> fit); leaves carry the sellable variant. */
export interface VariantMatrixElement {
  variantOption?: { code: string; [key: string]: unknown } | undefined;
  variantValueCategory?: VariantValueCategory | undefined;
  parentVariantCategory?: z.infer<typeof variantCategorySchema> | undefined;
  isLeaf?: boolean | undefined;
  elements: VariantMatrixElement[];
  [key: string]: unknown;
}

export const variantMatrixElementSchema: z.ZodType<VariantMatrixElement> = z.looseObject({
  variantOption: z.looseObject({ code: z.string() }).optional(),
  variantValueCategory: variantValueCategorySchema.optional(),
  parentVariantCategory: variantCategorySchema.optional(),
  isLeaf: z.boolean().optional(),
  get elements() {
    return listOf(variantMatrixElementSchema);
  },
});

export const baseOptionSchema = z.looseObject({
  variantType: z.string().optional(),
  selected: variantOptionSchema.optional(),
  options: listOf(variantOptionSchema),
});
export type BaseOption = z.infer<typeof baseOptionSchema>;

export const badgeSchema = z.looseObject({
  badgeType: z
    .looseObject({ code: z.string().optional(), name: z.string().optional(), imageUrl: z.string().optional() })
    .optional(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** Why a product cannot ship to the visitor's address (spec 1 §5, per-line warnings). */
export const shippingRestrictionsSchema = z.looseObject({
  countryRestricted: z.boolean().optional(),
  stateRestricted: z.boolean().optional(),
  poBoxRestricted: z.boolean().optional(),
});
export type ShippingRestrictions = z.infer<typeof shippingRestrictionsSchema>;

/** Product as read by the storefront (spec 3 §3); which fields are present depends on `fields=`. */
export const productSchema = z.looseObject({
  code: z.string(),
  name: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  url: z.string().optional(),
  gender: z.string().optional(),
  manufacturer: z.string().optional(),
  /** The style number: review provider key and image-name root (spec 3 §3, §7). */
  manufacturerAID: z.string().optional(),
  baseProduct: z.string().optional(),
  purchasable: z.boolean().optional(),
  price: priceSchema.optional(),
  priceRange: priceRangeSchema.optional(),
  msrp: priceSchema.optional(),
  stock: stockSchema.optional(),
  images: listOf(imageSchema),
  categories: listOf(categorySchema),
  /** The category trail of the product's first category, department first (breadcrumbs, spec 3 §2). */
  primaryCategoryPath: listOf(categorySchema),
  classifications: listOf(classificationSchema),
  variantType: z.string().optional(),
  variantMatrix: listOf(variantMatrixElementSchema),
  variantOptions: listOf(variantOptionSchema),
  baseOptions: listOf(baseOptionSchema),
  /** A variant's own colour, size and fit. */
  variantOptionQualifiers: listOf(variantOptionQualifierSchema),
  shippingRestrictions: shippingRestrictionsSchema.optional(),
  averageRating: z.number().optional(),
  numberOfReviews: z.number().optional(),
  /** Colour code with the `COLOR_` prefix and `_SW` suffix the gallery strips (spec 3 §3). */
  colorCode: z.string().optional(),
  badges: listOf(badgeSchema),
  /** Comma-separated Scene7 assets, each with semicolon-separated parts (spec 3 §3). */
  scene7Mediaset: z.string().optional(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** One review from the review provider (spec 3 §3). */
export const reviewSchema = z.looseObject({
  id: z.string().optional(),
  user: z
    .looseObject({
      nickName: z.string().optional(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
    })
    .optional(),
  dateCreatedMillis: z.number().optional(),
  title: z.string().optional(),
  text: z.string().optional(),
  rating: z.number(),
});
export type Review = z.infer<typeof reviewSchema>;

/** `GET integrations/turnto/reviews/{code}`: the summary and the reviews (spec 3 §3). */
export const reviewSummarySchema = z.looseObject({
  averageRating: z.number().optional(),
  /** How many ratings the average is built from. */
  ratings: z.number().optional(),
  reviews: listOf(reviewSchema),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
