import { z } from 'zod';
import { listOf, paginationSchema, sortSchema } from './common';
import { productSchema } from './product';

export const searchStateSchema = z.looseObject({
  query: z.looseObject({ value: z.string() }).optional(),
  url: z.string().optional(),
});
export type SearchState = z.infer<typeof searchStateSchema>;

export const facetValueSchema = z.looseObject({
  name: z.string(),
  count: z.number().optional(),
  selected: z.boolean().optional(),
  query: searchStateSchema.optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const facetSchema = z.looseObject({
  name: z.string(),
  code: z.string().optional(),
  category: z.boolean().optional(),
  multiSelect: z.boolean().optional(),
  priority: z.number().optional(),
  visible: z.boolean().optional(),
  values: listOf(facetValueSchema),
  topValues: listOf(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;

export const searchBreadcrumbSchema = z.looseObject({
  facetCode: z.string().optional(),
  facetName: z.string().optional(),
  facetValueCode: z.string().optional(),
  facetValueName: z.string().optional(),
  removeQuery: searchStateSchema.optional(),
  truncateQuery: searchStateSchema.optional(),
});
export type SearchBreadcrumb = z.infer<typeof searchBreadcrumbSchema>;

export const productSearchPageSchema = z.looseObject({
  products: listOf(productSchema),
  facets: listOf(facetSchema),
  breadcrumbs: listOf(searchBreadcrumbSchema),
  pagination: paginationSchema.optional(),
  sorts: listOf(sortSchema),
  currentQuery: searchStateSchema.optional(),
  freeTextSearch: z.string().optional(),
  categoryCode: z.string().optional(),
  /** Set when a merchandiser redirects a keyword to a page. */
  keywordRedirectUrl: z.string().optional(),
  redirectUrl: z.string().optional(),
  spellingSuggestion: z.looseObject({ query: z.string().optional(), suggestion: z.string().optional() }).optional(),
});
export type ProductSearchPage = z.infer<typeof productSearchPageSchema>;

export const suggestionListSchema = z.looseObject({
  suggestions: listOf(z.looseObject({ value: z.string() })),
});
export type SuggestionList = z.infer<typeof suggestionListSchema>;
