import { z } from 'zod';
import { listOf } from './common';

export const countrySchema = z.looseObject({
  isocode: z.string(),
  name: z.string().optional(),
});
export type Country = z.infer<typeof countrySchema>;

export const regionSchema = z.looseObject({
  isocode: z.string().optional(),
  isocodeShort: z.string().optional(),
  name: z.string().optional(),
  countryIso: z.string().optional(),
});
export type Region = z.infer<typeof regionSchema>;

export const titleSchema = z.looseObject({
  code: z.string(),
  name: z.string().optional(),
});
export type Title = z.infer<typeof titleSchema>;

export const addressSchema = z.looseObject({
  id: z.string().optional(),
  titleCode: z.string().optional(),
  title: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  companyName: z.string().optional(),
  line1: z.string().optional(),
  line2: z.string().optional(),
  town: z.string().optional(),
  region: regionSchema.optional(),
  postalCode: z.string().optional(),
  country: countrySchema.optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  formattedAddress: z.string().optional(),
  defaultAddress: z.boolean().optional(),
  shippingAddress: z.boolean().optional(),
  visibleInAddressBook: z.boolean().optional(),
  /** US military or P.O. box address: picks the courier and triggers P.O. box restrictions (spec 2 §7). */
  isApoFpoPoBox: z.boolean().optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.looseObject({ addresses: listOf(addressSchema) });
export const countryListSchema = z.looseObject({ countries: listOf(countrySchema) });
export const regionListSchema = z.looseObject({ regions: listOf(regionSchema) });
export const titleListSchema = z.looseObject({ titles: listOf(titleSchema) });
