import { z } from 'zod';
import { addressSchema } from './address';
import { imageSchema, listOf, priceSchema, principalSchema } from './common';
import { paymentDetailsSchema } from './payment';
import { productSchema } from './product';

export const voucherSchema = z.looseObject({
  code: z.string().optional(),
  voucherCode: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  value: z.number().optional(),
  valueFormatted: z.string().optional(),
  valueString: z.string().optional(),
  freeShipping: z.boolean().optional(),
  appliedValue: priceSchema.optional(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const promotionSchema = z.looseObject({
  code: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  promotionType: z.string().optional(),
  productBanner: imageSchema.optional(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** An applied or potential promotion on an order or an entry. */
export const promotionResultSchema = z.looseObject({
  description: z.string().optional(),
  promotion: promotionSchema.optional(),
  consumedEntries: listOf(
    z.looseObject({
      orderEntryNumber: z.number().optional(),
      adjustedUnitPrice: z.number().optional(),
      quantity: z.number().optional(),
      code: z.string().optional(),
    }),
  ),
});
export type PromotionResult = z.infer<typeof promotionResultSchema>;

export const deliveryModeSchema = z.looseObject({
  code: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  /** Carrier service, used to look up estimated delivery dates (spec 2 §3). */
  serviceCode: z.string().optional(),
  deliveryCost: priceSchema.optional(),
  /** Estimated delivery text shown on EMEA sites (spec 2 §3). */
  deliveryEstimate: z.string().optional(),
});
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;

export const deliveryModeListSchema = z.looseObject({ deliveryModes: listOf(deliveryModeSchema) });

export const pointOfServiceRefSchema = z.looseObject({
  name: z.string(),
  displayName: z.string().optional(),
});

/** A cart or order line (spec 1 §3). */
export const cartEntrySchema = z.looseObject({
  entryNumber: z.number(),
  quantity: z.number(),
  updateable: z.boolean().optional(),
  product: productSchema,
  basePrice: priceSchema.optional(),
  totalPrice: priceSchema.optional(),
  totalMsrp: priceSchema.optional(),
  deliveryPointOfService: pointOfServiceRefSchema.optional(),
  productColorSelected: z.string().optional(),
  productSizeSelected: z.string().optional(),
  /** The brand's third variant dimension (Regular, Tall, ...), shown in the cart line (spec 1 §2.4). */
  productFitSelected: z.string().optional(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** A gift card applied to the cart (US sites, spec 2 §1); the storefront shows it masked. */
export const appliedGiftCardSchema = z.looseObject({
  code: z.string().optional(),
  maskedNumber: z.string().optional(),
  appliedAmount: priceSchema.optional(),
});
export type AppliedGiftCard = z.infer<typeof appliedGiftCardSchema>;

/** Totals and delivery data that carts and orders share. */
export const abstractOrderShape = {
  code: z.string(),
  guid: z.string().optional(),
  user: principalSchema.optional(),
  totalItems: z.number().optional(),
  totalUnitCount: z.number().optional(),
  deliveryItemsQuantity: z.number().optional(),
  pickupItemsQuantity: z.number().optional(),
  entries: listOf(cartEntrySchema),
  totalPrice: priceSchema.optional(),
  totalPriceWithTax: priceSchema.optional(),
  totalDiscounts: priceSchema.optional(),
  subTotal: priceSchema.optional(),
  deliveryCost: priceSchema.optional(),
  totalTax: priceSchema.optional(),
  productDiscounts: priceSchema.optional(),
  orderDiscounts: priceSchema.optional(),
  net: z.boolean().optional(),
  appliedVouchers: listOf(voucherSchema),
  appliedOrderPromotions: listOf(promotionResultSchema),
  appliedProductPromotions: listOf(promotionResultSchema),
  deliveryAddress: addressSchema.optional(),
  deliveryMode: deliveryModeSchema.optional(),
  paymentInfo: paymentDetailsSchema.optional(),
};

export const cartSchema = z.looseObject({
  ...abstractOrderShape,
  name: z.string().optional(),
  description: z.string().optional(),
  saveTime: z.string().optional(),
  potentialOrderPromotions: listOf(promotionResultSchema),
  potentialProductPromotions: listOf(promotionResultSchema),
  appliedGiftCardData: listOf(appliedGiftCardSchema),
  totalPriceAfterGiftCards: priceSchema.optional(),
  /** A price changed since the entry was added: show cart.cartInfo.priceChanged (spec 1 §2.5). */
  priceRowUpdated: z.boolean().optional(),
  freeShippingThresholdMessage: z.string().optional(),
  freeShippingThresholdValue: z.number().optional(),
  sapQuote: z.looseObject({ code: z.string().optional() }).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartListSchema = z.looseObject({ carts: listOf(cartSchema) });
export type CartList = z.infer<typeof cartListSchema>;

/**
 * The checkout part of a cart (`fields=deliveryAddress(FULL),deliveryMode(FULL),paymentInfo(FULL)`):
 * a partial cart without code or totals.
 */
export const checkoutDetailsSchema = z.looseObject({
  deliveryAddress: addressSchema.optional(),
  deliveryMode: deliveryModeSchema.optional(),
  paymentInfo: paymentDetailsSchema.optional(),
});
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;

/** Result of adding or updating an entry, and of cart validation (statusCode noStock, lowStock, ...). */
export const cartModificationSchema = z.looseObject({
  statusCode: z.string().optional(),
  statusMessage: z.string().optional(),
  quantity: z.number().optional(),
  quantityAdded: z.number().optional(),
  deliveryModeChanged: z.boolean().optional(),
  entry: cartEntrySchema.partial().optional(),
});
export type CartModification = z.infer<typeof cartModificationSchema>;

export const cartModificationListSchema = z.looseObject({
  cartModifications: listOf(cartModificationSchema),
});
export type CartModificationList = z.infer<typeof cartModificationListSchema>;

/**
 * `POST carts/{id}/validate`: the brand's backend answers a boolean (spec 1 §7), standard OCC a
 * list of modifications. Both are accepted.
 */
export const cartValidationSchema = z.union([z.boolean(), cartModificationListSchema]);
export type CartValidation = z.infer<typeof cartValidationSchema>;

export const saveCartResultSchema = z.looseObject({ savedCartData: cartSchema.optional() });
export type SaveCartResult = z.infer<typeof saveCartResultSchema>;
