import { productSchema, type Cart, type CartEntry } from '@/commerce/schemas';
import { lineThumbnailRendition } from '@/features/cart/media-origins';

/** Where cart lines' pictures come from in component tests: a test image server and backend. */
export const LINE_MEDIA_ORIGINS = { imageServer: 'http://images.test/is/image/', backend: 'http://occ.test/', thumbnail: lineThumbnailRendition() };

/** Cart lines and carts as OCC sends them, built for the rule under test. */

export function entry(overrides: Partial<CartEntry> & { code?: string; stockLevel?: number; stockStatus?: string } = {}): CartEntry {
  const { code = '102207-BLK-M-REG', stockLevel = 40, stockStatus, ...rest } = overrides;
  return {
    entryNumber: 0,
    quantity: 1,
    updateable: true,
    product: productSchema.parse({
      code,
      name: 'Rain Defender® Lightweight Softshell Jacket',
      url: `/product/${code}/rain-defender-lightweight-softshell-jacket`,
      manufacturerAID: code.split('-')[0],
      baseProduct: code.split('-')[0],
      images: [{ url: `/is/image/brand/${code.split('-')[0]}_BLK_AVB?wid=160&hei=200`, format: 'thumbnail', imageType: 'PRIMARY', altText: 'Jacket' }],
      stock: { stockLevel, stockLevelStatus: stockStatus ?? (stockLevel === 0 ? 'outOfStock' : stockLevel <= 5 ? 'lowStock' : 'inStock') },
      shippingRestrictions: { countryRestricted: false, stateRestricted: false, poBoxRestricted: false },
    }),
    basePrice: { value: 50, currencyIso: 'USD' },
    totalPrice: { value: 50, currencyIso: 'USD' },
    totalMsrp: { value: 0, currencyIso: 'USD' },
    productColorSelected: 'Black',
    productSizeSelected: 'M',
    productFitSelected: 'Regular',
    ...rest,
  };
}

export function cart(entries: CartEntry[], overrides: Partial<Cart> = {}): Cart {
  const units = entries.reduce((sum, line) => sum + line.quantity, 0);
  return {
    code: '00001000',
    guid: 'guid-1000',
    entries: entries.map((line, entryNumber) => ({ ...line, entryNumber })),
    totalItems: entries.length,
    totalUnitCount: units,
    deliveryItemsQuantity: units,
    subTotal: { value: 50 * units, currencyIso: 'USD' },
    totalPrice: { value: 50 * units, currencyIso: 'USD' },
    totalPriceWithTax: { value: 50 * units, currencyIso: 'USD' },
    totalDiscounts: { value: 0, currencyIso: 'USD' },
    net: true,
    appliedVouchers: [],
    appliedOrderPromotions: [],
    appliedProductPromotions: [],
    potentialOrderPromotions: [],
    potentialProductPromotions: [],
    appliedGiftCardData: [],
    ...overrides,
  };
}
