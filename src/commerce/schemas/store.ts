import { z } from 'zod';
import { addressSchema } from './address';
import { imageSchema, listOf, paginationSchema, sortSchema } from './common';
import { productSchema, stockSchema } from './product';

const timeSchema = z.looseObject({
  formattedHour: z.string().optional(),
  hour: z.number().optional(),
  minute: z.number().optional(),
});

export const weekdayOpeningDaySchema = z.looseObject({
  weekDay: z.string().optional(),
  closed: z.boolean().optional(),
  openingTime: timeSchema.optional(),
  closingTime: timeSchema.optional(),
});

export const specialOpeningDaySchema = z.looseObject({
  date: z.string().optional(),
  formattedDate: z.string().optional(),
  name: z.string().optional(),
  comment: z.string().optional(),
  closed: z.boolean().optional(),
  openingTime: timeSchema.optional(),
  closingTime: timeSchema.optional(),
});

export const openingScheduleSchema = z.looseObject({
  code: z.string().optional(),
  name: z.string().optional(),
  weekDayOpeningList: listOf(weekdayOpeningDaySchema),
  specialDayOpeningList: listOf(specialOpeningDaySchema),
});
export type OpeningSchedule = z.infer<typeof openingScheduleSchema>;

export const geoPointSchema = z.looseObject({
  latitude: z.number(),
  longitude: z.number(),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

/** A store of the store finder (spec 3 §3). */
export const storeSchema = z.looseObject({
  name: z.string(),
  displayName: z.string().optional(),
  /** The brand's own store or a retailer (store finder filters and pins). */
  type: z.string().optional(),
  description: z.string().optional(),
  url: z.string().optional(),
  formattedDistance: z.string().optional(),
  distanceKm: z.number().optional(),
  openingHours: openingScheduleSchema.optional(),
  geoPoint: geoPointSchema.optional(),
  address: addressSchema.optional(),
  features: z.record(z.string(), z.string()).optional(),
  storeImages: listOf(imageSchema),
});
export type Store = z.infer<typeof storeSchema>;

export const storeFinderSearchPageSchema = z.looseObject({
  stores: listOf(storeSchema),
  pagination: paginationSchema.optional(),
  sorts: listOf(sortSchema),
  sourceLatitude: z.number().optional(),
  sourceLongitude: z.number().optional(),
  locationText: z.string().optional(),
});
export type StoreFinderSearchPage = z.infer<typeof storeFinderSearchPageSchema>;

/** One pin of the factory map (spec 3 §3). */
export const factorySchema = z.looseObject({
  name: z.string(),
  address1: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
  latitude: z.coerce.number(),
  longitude: z.coerce.number(),
  /** The brand's own factory type or another; decides the marker colour. */
  pinType: z.string().optional(),
  /** Image ids of the factory's photo gallery. */
  images: listOf(z.string()),
});
export type Factory = z.infer<typeof factorySchema>;

/** `GET integrations/factorymap` (spec 3 §7). */
export const factoryMapSchema = z.looseObject({ factoryMaps: listOf(factorySchema) });
export type FactoryMap = z.infer<typeof factoryMapSchema>;

/** `GET products/{code}/stock`: the product's stock, and per store when a location is given. */
export const productStockSchema = z.looseObject({
  product: productSchema.partial().extend({ stock: stockSchema.optional() }).optional(),
  stores: listOf(storeSchema.extend({ stockInfo: stockSchema.optional() })),
  pagination: paginationSchema.optional(),
});
export type ProductStock = z.infer<typeof productStockSchema>;
