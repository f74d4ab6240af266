import type { CurrencyIso } from './seed/locale';
import type { SiteUid } from './seed/sites';

/**
 * The mutable state of the sandbox (everything a shopper can change). It is what the data file holds;
 * the catalogue, content and stores are rebuilt from the seed code on every start.
 */

export const STATE_VERSION = 4;

export interface AddressRecord {
  id: string;
  titleCode?: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  line1: string;
  line2?: string;
  town: string;
  /** ISO 3166-2 code, e.g. `US-MI`. */
  regionIso?: string;
  postalCode: string;
  countryIso: string;
  phone?: string;
  email?: string;
  defaultAddress: boolean;
  shippingAddress: boolean;
  visibleInAddressBook: boolean;
}

export interface PaymentRecord {
  id: string;
  accountHolderName: string;
  cardType: string;
  /** Last four digits; the number is only ever shown masked. */
  last4: string;
  expiryMonth: string;
  expiryYear: string;
  billingAddress: AddressRecord;
  defaultPayment: boolean;
  saved: boolean;
  subscriptionId: string;
  /** A test card the payment provider declines when the order is placed (see the sandbox README). */
  declined?: boolean;
}

export interface UserRecord {
  uid: string;
  customerId: string;
  type: 'customer' | 'agent';
  titleCode?: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  currencyIso?: CurrencyIso;
  languageIso?: string;
  createdAt: string;
  addresses: AddressRecord[];
  payments: PaymentRecord[];
}

export interface CartEntryRecord {
  productCode: string;
  quantity: number;
  /**
   * The unit price the shopper last saw for this line (set when it is added or its quantity changes).
   * When the catalogue price differs, the cart reports `priceRowUpdated` (spec 1 §2.5). Optional, so
   * data files written before it existed still load.
   */
  seenPrice?: { currency: CurrencyIso; value: number };
}

export interface CartRecord {
  code: string;
  guid: string;
  site: SiteUid;
  /** `anonymous` for anonymous and guest carts. */
  owner: string;
  guestEmail?: string;
  entries: CartEntryRecord[];
  vouchers: string[];
  name?: string;
  description?: string;
  saveTime?: string;
  savedBy?: string;
  /**
   * The cart expired and was replaced: the id (guid for anonymous carts, code otherwise) of its
   * replacement, which every use of this cart names in a `CartError` `expired` (spec 1 §4).
   */
  replacedBy?: string;
  /** The cart became this order elsewhere: every use answers `CartError` `cartPlaced` (spec 1 §4). */
  placedAs?: string;
  /**
   * Checkout details (spec 2 §3). Copies, so a guest's address and card live on the cart; a customer's
   * address or card that is still in the account is read from there (OCC's cart refers to them).
   * Optional, so data files written before checkout existed still load.
   */
  deliveryAddress?: AddressRecord;
  /** A delivery mode of the cart's site (`seed/delivery-modes.ts`). */
  deliveryModeCode?: string;
  paymentInfo?: PaymentRecord;
  createdAt: string;
  modifiedAt: string;
}

export interface OrderEntryRecord {
  entryNumber: number;
  productCode: string;
  quantity: number;
  basePrice: number;
  totalPrice: number;
  msrp?: number;
  /** Units the customer cancelled before shipping (spec 3 §6 cancellations). */
  cancelledQuantity?: number;
}

export interface ConsignmentRecord {
  code: string;
  status: string;
  statusDate: string;
  carrier?: string;
  trackingID?: string;
  trackingUrl?: string;
  entries: { entryNumber: number; quantity: number; shippedQuantity: number }[];
}

export interface OrderRecord {
  code: string;
  guid: string;
  site: SiteUid;
  owner: string;
  guestEmail?: string;
  /** A guest order's user, `{cart guid}|{email}` as on the guest's cart. */
  guestUid?: string;
  placed: string;
  status: string;
  deliveryStatus?: string;
  currency: CurrencyIso;
  entries: OrderEntryRecord[];
  deliveryAddress: AddressRecord;
  deliveryModeCode: string;
  deliveryCost: number;
  payment: PaymentRecord;
  productDiscounts: number;
  orderDiscounts: number;
  subTotal: number;
  totalTax: number;
  totalPrice: number;
  totalPriceWithTax: number;
  net: boolean;
  vouchers: { code: string; appliedValue: number }[];
  orderPromotions: { code: string; discount: number }[];
  consignments: ConsignmentRecord[];
}

export interface AccessTokenRecord {
  clientId: string;
  /** Absent for client-credentials tokens. */
  uid?: string;
  scope: string;
  expiresAt: number;
  refreshToken?: string;
}

export interface RefreshTokenRecord {
  clientId: string;
  uid: string;
  scope: string;
  expiresAt: number;
}

export interface PasswordResetRecord {
  uid: string;
  expiresAt: number;
}

/** A message the shop would have e-mailed (password reset links), kept so they can be read back. */
export interface OutboxMessage {
  to: string;
  subject: string;
  link: string;
  sentAt: string;
}

export interface SandboxState {
  version: number;
  counters: { cart: number; order: number; address: number; payment: number };
  users: Record<string, UserRecord>;
  carts: Record<string, CartRecord>;
  orders: Record<string, OrderRecord>;
  accessTokens: Record<string, AccessTokenRecord>;
  refreshTokens: Record<string, RefreshTokenRecord>;
  passwordResetTokens: Record<string, PasswordResetRecord>;
  /** Single-use voucher codes already used, with who used them. */
  redeemedVouchers: Record<string, string>;
  /** The latest e-mails the shop sent, newest last (at most 50). */
  outbox: OutboxMessage[];
  /**
   * Units sold by placed orders, by variant code: the seeded stock level less these is what is left.
   * Optional, so data files written before order placement existed still load.
   */
  stockSold?: Record<string, number>;
  /**
   * Newsletter sign-ups by `{site}:{email}`. Optional, so data files written before it existed
   * still load.
   */
  newsletterSubscriptions?: Record<string, NewsletterSubscriptionRecord>;
  /** Returns by code (account services). */
  returnRequests?: AccountServicesState['returnRequests'];
  /** Double opt-in confirmations by `{site}:{email}`. */
  doubleOptIns?: AccountServicesState['doubleOptIns'];
}

/** One address on the newsletter list of a site (spec 1 §7 newsletter enrolment). */
export interface NewsletterSubscriptionRecord {
  email: string;
  site: SiteUid;
  /** Where the visitor signed up (`footer` unless the form says otherwise). */
  source: string;
  language: string;
  country: string;
  subscribedAt: string;
}

/** A return of shipped order lines (spec 3 §4 return statuses), kept beside the order. */
export interface ReturnRequestRecord {
  code: string;
  rma: string;
  orderCode: string;
  owner: string;
  site: SiteUid;
  /** One of spec 3 §4's return statuses, `APPROVAL_PENDING` when created. */
  status: string;
  creationTime: string;
  entries: { entryNumber: number; quantity: number }[];
}

/** A confirmed marketing e-mail address (double opt-in, spec 3 §4). */
export interface DoubleOptInRecord {
  email: string;
  site: SiteUid;
  conversationId: string;
  confirmedAt: string;
}

/**
 * State of the account services added after version 3 (returns, double opt-in). Optional, so data
 * files written before them still load.
 */
export interface AccountServicesState {
  returnRequests?: Record<string, ReturnRequestRecord>;
  doubleOptIns?: Record<string, DoubleOptInRecord>;
}
