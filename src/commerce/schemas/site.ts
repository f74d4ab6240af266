import { z } from 'zod';
import { currencySchema, languageSchema, listOf } from './common';

export const baseStoreSchema = z.looseObject({
  languages: listOf(languageSchema.partial()),
  currencies: listOf(currencySchema.partial()),
  defaultLanguage: languageSchema.partial().optional(),
  defaultCurrency: currencySchema.partial().optional(),
});

export const baseSiteSchema = z.looseObject({
  uid: z.string(),
  name: z.string().optional(),
  defaultLanguage: languageSchema.partial().optional(),
  urlEncodingAttributes: listOf(z.string()),
  stores: listOf(baseStoreSchema),
});
export type BaseSite = z.infer<typeof baseSiteSchema>;

export const baseSiteListSchema = z.looseObject({ baseSites: listOf(baseSiteSchema) });
export const languageListSchema = z.looseObject({ languages: listOf(languageSchema) });
export const currencyListSchema = z.looseObject({ currencies: listOf(currencySchema) });
