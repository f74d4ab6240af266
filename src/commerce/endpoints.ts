/**
 * OCC endpoint paths (below `/{baseSiteId}/`) and the `fields=` each use asks for. The field lists
 * follow SAP's storefront defaults, extended with the brand's product and cart fields (spec 1 §3,
 * spec 3 §3). One constant per use, so a page never over- or under-fetches by accident.
 */

/** Who a `users/{userId}/...` call acts for (ARCHITECTURE §3). */
export const ANONYMOUS_USER = 'anonymous';
export const CURRENT_USER = 'current';
export { ACTIVE_CART, SESSION_USER } from './bff/path';
/** `anonymous` (carts by guid), `current` (signed in, carts by code) or a customer id while an agent emulates. */
export type OccUserId = typeof ANONYMOUS_USER | typeof CURRENT_USER | (string & {});

/**
 * Spec 1 §9: "Default product list page size 12". Here rather than in `calls/catalog.ts` so listings
 * can read it without loading the calls and their schemas.
 */
export const DEFAULT_PRODUCT_PAGE_SIZE = 12;

const PRODUCT_LIST_ITEM =
  'code,name,url,baseProduct,manufacturerAID,colorCode,price(FULL),priceRange(FULL),msrp(FULL),' +
  'images(DEFAULT,galleryIndex),stock(FULL),averageRating,numberOfReviews,badges(FULL),variantOptions(DEFAULT)';

/** Product field sets by use (spec 3 §7: "GET products/{productCode} with varying field sets"). */
export const PRODUCT_FIELDS = {
  default:
    'DEFAULT,averageRating,images(FULL),classifications,manufacturer,numberOfReviews,categories(FULL),' +
    'baseOptions,baseProduct,variantOptions,variantType',
  /** Everything the product page renders. */
  pdp:
    'DEFAULT,code,name,description,summary,url,gender,manufacturer,manufacturerAID,baseProduct,colorCode,' +
    'purchasable,price(FULL),priceRange(FULL),msrp(FULL),stock(FULL),images(FULL),categories(FULL),' +
    'primaryCategoryPath(FULL),classifications,variantType,variantMatrix(FULL),variantOptions(FULL),baseOptions(FULL),' +
    'shippingRestrictions(FULL),averageRating,numberOfReviews,badges(FULL),scene7Mediaset,metaTitle,metaDescription',
  details:
    'averageRating,stock(DEFAULT),description,availableForPickup,code,url,price(DEFAULT),numberOfReviews,' +
    'manufacturer,manufacturerAID,categories(FULL),priceRange,msrp(FULL),multidimensional,images(FULL)',
  variants:
    'code,name,purchasable,baseOptions(DEFAULT),baseProduct,variantOptions(DEFAULT),variantType,' +
    'variantMatrix(FULL),colorCode,stock(FULL)',
  quickview:
    'code,name,url,baseProduct,manufacturerAID,colorCode,price(FULL),priceRange(FULL),msrp(FULL),stock(FULL),' +
    'images(FULL),variantMatrix(FULL),variantOptions(FULL),badges(FULL),averageRating,numberOfReviews',
  list: 'code,name,summary,price(formattedValue),images(DEFAULT,galleryIndex),baseProduct',
  carousel: PRODUCT_LIST_ITEM,
  name: 'code,name,url',
  attributes: 'code,classifications',
  features: 'code,classifications,description',
  /** Points a purchase earns, for the US loyalty block. */
  loyalty: 'code,price(FULL),loyaltyPoints',
} as const;
export type ProductFieldsLevel = keyof typeof PRODUCT_FIELDS;

export const PRODUCT_SEARCH_FIELDS =
  `products(${PRODUCT_LIST_ITEM}),facets,breadcrumbs,pagination(DEFAULT),sorts(DEFAULT),freeTextSearch,` +
  'currentQuery,categoryCode,category,parentCategoryPath,keywordRedirectUrl,redirectUrl';

export const PRODUCT_STOCK_FIELDS = 'product(code,stock(FULL)),stores(FULL),pagination(DEFAULT)';

const CART_CONTENT =
  'DEFAULT,potentialProductPromotions,appliedProductPromotions,potentialOrderPromotions,appliedOrderPromotions,' +
  'entries(DEFAULT,totalPrice(FULL),basePrice(FULL),totalMsrp(FULL),productColorSelected,productSizeSelected,' +
  'productFitSelected,product(code,name,url,baseProduct,manufacturerAID,numericProduct,categories(FULL),images(FULL),stock(FULL),' +
  'shippingRestrictions(FULL),variantOptions(DEFAULT))),' +
  'totalPrice(FULL),totalItems,totalUnitCount,totalPriceWithTax(FULL),totalPriceAfterGiftCards(FULL),' +
  'totalDiscounts(FULL),subTotal(FULL),deliveryItemsQuantity,pickupItemsQuantity,deliveryCost(FULL),totalTax(FULL),net,' +
  'appliedVouchers,productDiscounts(FULL),appliedGiftCardData,priceRowUpdated,freeShippingThresholdMessage,' +
  'freeShippingThresholdValue,deliveryAddress(FULL),deliveryMode(FULL),paymentInfo(FULL),sapQuote(code),user';

export const CART_FIELDS = `${CART_CONTENT},saveTime,name,description`;
export const CARTS_FIELDS = `carts(${CART_FIELDS})`;
export const CHECKOUT_DETAILS_FIELDS = 'deliveryAddress(FULL),deliveryMode(FULL),paymentInfo(FULL)';

export const CMS_FIELDS = 'DEFAULT';
export const USER_FIELDS = 'FULL';
export const ADDRESS_FIELDS = 'FULL';
export const PAYMENT_DETAILS_FIELDS = 'FULL';
export const ORDER_FIELDS = 'FULL';
export const ORDER_HISTORY_FIELDS = 'DEFAULT';
export const RETURN_REQUEST_FIELDS = 'FULL';
export const DELIVERY_MODES_FIELDS = 'deliveryModes(FULL)';
export const REGION_FIELDS = 'regions(name,isocode,isocodeShort)';
export const STORE_FIELDS =
  'stores(name,displayName,type,formattedDistance,openingHours(weekDayOpeningList(FULL),specialDayOpeningList(FULL)),' +
  'geoPoint(latitude,longitude),address(line1,line2,town,region(FULL),postalCode,phone,country,email),features),' +
  'pagination(DEFAULT),sorts(DEFAULT)';
export const BASE_SITES_FIELDS =
  'baseSites(uid,defaultLanguage(isocode),urlEncodingAttributes,' +
  'stores(currencies(isocode),defaultCurrency(isocode),languages(isocode),defaultLanguage(isocode)))';

const segment = encodeURIComponent;

/** Paths below `/{baseSiteId}/`. Every dynamic part is URL-encoded here, once. */
export const occPaths = {
  product: (code: string) => `products/${segment(code)}`,
  productStock: (code: string) => `products/${segment(code)}/stock`,
  productSearch: () => 'products/search',
  productSuggestions: () => 'products/suggestions',
  reviews: (code: string) => `integrations/turnto/reviews/${segment(code)}`,
  factoryMap: () => 'integrations/factorymap',

  cmsPages: () => 'cms/pages',
  cmsPage: (id: string) => `cms/pages/${segment(id)}`,
  cmsComponents: () => 'cms/components',
  cmsComponent: (id: string) => `cms/components/${segment(id)}`,
  alternateUrls: () => 'alternateUrls',

  carts: (userId: OccUserId) => `users/${segment(userId)}/carts`,
  cart: (userId: OccUserId, cartId: string) => `users/${segment(userId)}/carts/${segment(cartId)}`,
  cartEntries: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/entries`,
  cartEntry: (userId: OccUserId, cartId: string, entryNumber: number) =>
    `${occPaths.cart(userId, cartId)}/entries/${entryNumber}`,
  cartEmail: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/email`,
  cartVouchers: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/vouchers`,
  cartVoucher: (userId: OccUserId, cartId: string, voucherId: string) =>
    `${occPaths.cart(userId, cartId)}/vouchers/${segment(voucherId)}`,
  saveCart: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/save`,
  validateCart: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/validate`,
  deliveryModes: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/deliverymodes`,
  deliveryMode: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/deliverymode`,
  deliveryAddress: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/addresses/delivery`,
  cartPaymentDetails: (userId: OccUserId, cartId: string) => `${occPaths.cart(userId, cartId)}/paymentdetails`,

  users: () => 'users',
  user: (userId: OccUserId) => `users/${segment(userId)}`,
  password: (userId: OccUserId) => `users/${segment(userId)}/password`,
  addresses: (userId: OccUserId) => `users/${segment(userId)}/addresses`,
  address: (userId: OccUserId, addressId: string) => `users/${segment(userId)}/addresses/${segment(addressId)}`,
  paymentDetailsList: (userId: OccUserId) => `users/${segment(userId)}/paymentdetails`,
  paymentDetails: (userId: OccUserId, paymentDetailsId: string) =>
    `users/${segment(userId)}/paymentdetails/${segment(paymentDetailsId)}`,
  orders: (userId: OccUserId) => `users/${segment(userId)}/orders`,
  order: (userId: OccUserId, code: string) => `users/${segment(userId)}/orders/${segment(code)}`,
  login: (userId: OccUserId) => `users/${segment(userId)}/login`,
  orderCancellation: (userId: OccUserId, code: string) => `${occPaths.order(userId, code)}/cancellation`,
  orderInvoice: (userId: OccUserId, code: string) => `${occPaths.order(userId, code)}/invoice`,
  orderCreditMemo: (userId: OccUserId, code: string) => `${occPaths.order(userId, code)}/creditmemo`,
  orderReturns: (userId: OccUserId) => `users/${segment(userId)}/orderReturns`,
  loyaltyBalance: (userId: OccUserId) => `users/${segment(userId)}/loyalty/balance`,
  loyaltyActivities: (userId: OccUserId) => `users/${segment(userId)}/loyalty/activities`,
  /** Guest order lookup by order number and e-mail (the brand's extension, spec 1 §6). */
  orderLookup: () => 'orders/lookup',
  /** Double opt-in confirmation of an e-mail address (the brand's integration, spec 3 §4). */
  doubleOptIn: () => 'integrations/doubleoptin',
  forgottenPasswordTokens: () => 'forgottenpasswordtokens',
  resetPassword: () => 'resetpassword',

  countries: () => 'countries',
  regions: (countryIsoCode: string) => `countries/${segment(countryIsoCode)}/regions`,
  titles: () => 'titles',
  stores: () => 'stores',
  languages: () => 'languages',
  currencies: () => 'currencies',
} as const;

/** Site-independent path, directly below the OCC prefix. */
export const BASE_SITES_PATH = 'basesites';
