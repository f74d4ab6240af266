import type { z } from 'zod';
import {
  addressSchema,
  addressListSchema,
  alternateUrlDataSchema,
  baseSiteListSchema,
  cartSchema,
  cartListSchema,
  cartModificationSchema,
  cartValidationSchema,
  checkoutDetailsSchema,
  cmsComponentSchema,
  cmsComponentListSchema,
  cmsPageSchema,
  countryListSchema,
  currencyListSchema,
  deliveryModeListSchema,
  doubleOptInAnswerSchema,
  factoryMapSchema,
  languageListSchema,
  loyaltyActivitiesSchema,
  loyaltyBalanceSchema,
  newsletterSubscriptionSchema,
  orderSchema,
  orderHistoryListSchema,
  paymentDetailsListSchema,
  productSchema,
  productSearchPageSchema,
  productStockSchema,
  regionListSchema,
  returnRequestSchema,
  returnRequestListSchema,
  reviewSummarySchema,
  saveCartResultSchema,
  storeFinderSearchPageSchema,
  suggestionListSchema,
  titleListSchema,
  userSchema,
} from './index';

/**
 * Every answer the OCC client reads, by name (ARCHITECTURE §3). The client's calls name the answer
 * they expect (`occ.json('cart', ...)`); whoever reads it parses it with the schema of that name: the
 * server's client itself, or, for the browser's client, the commerce proxy, which the browser asks by
 * name to check the answer before passing it on (`ANSWER_HEADER`). So the browser never downloads
 * the schemas, and what it reads has still been parsed by them (unknown fields kept, missing lists
 * filled in).
 */
export const ANSWER_SCHEMAS = {
  address: addressSchema,
  addressList: addressListSchema,
  alternateUrlData: alternateUrlDataSchema,
  baseSiteList: baseSiteListSchema,
  cart: cartSchema,
  cartList: cartListSchema,
  cartModification: cartModificationSchema,
  cartValidation: cartValidationSchema,
  checkoutDetails: checkoutDetailsSchema,
  cmsComponent: cmsComponentSchema,
  cmsComponentList: cmsComponentListSchema,
  cmsPage: cmsPageSchema,
  countryList: countryListSchema,
  currencyList: currencyListSchema,
  deliveryModeList: deliveryModeListSchema,
  doubleOptInAnswer: doubleOptInAnswerSchema,
  factoryMap: factoryMapSchema,
  languageList: languageListSchema,
  loyaltyActivities: loyaltyActivitiesSchema,
  loyaltyBalance: loyaltyBalanceSchema,
  newsletterSubscription: newsletterSubscriptionSchema,
  order: orderSchema,
  orderHistoryList: orderHistoryListSchema,
  paymentDetailsList: paymentDetailsListSchema,
  product: productSchema,
  productSearchPage: productSearchPageSchema,
  productStock: productStockSchema,
  regionList: regionListSchema,
  returnRequest: returnRequestSchema,
  returnRequestList: returnRequestListSchema,
  reviewSummary: reviewSummarySchema,
  saveCartResult: saveCartResultSchema,
  storeFinderSearchPage: storeFinderSearchPageSchema,
  suggestionList: suggestionListSchema,
  titleList: titleListSchema,
  user: userSchema,
} satisfies Record<string, z.ZodType>;

export type AnswerName = keyof typeof ANSWER_SCHEMAS;
export type Answer<N extends AnswerName> = z.output<(typeof ANSWER_SCHEMAS)[N]>;

export function isAnswerName(name: string): name is AnswerName {
  return Object.hasOwn(ANSWER_SCHEMAS, name);
}
