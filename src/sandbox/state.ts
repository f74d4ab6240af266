import type { CurrencyIso } from './seed/locale';
import type { SiteUid } from './seed/sites';

/**
 * The mutable state of the sandbox (everything a shopper can change). It is what the data file holds;
 * the catalogue, content and stores are rebuilt from the seed code on every start.
 */

export const STATE_VERSION = 3;

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
}
