import { RETURN_STATUSES } from '@/commerce/schemas';
import { priceCart, type CartLine } from '../occ/pricing';
import { hashPassword } from '../security';
import {
  STATE_VERSION,
  type AddressRecord,
  type CartRecord,
  type ConsignmentRecord,
  type OrderRecord,
  type PaymentRecord,
  type ReturnRequestRecord,
  type SandboxState,
  type UserRecord,
} from '../state';
import { buildCatalog } from './catalog';
import { findDeliveryMode } from './delivery-modes';
import type { CurrencyIso } from './locale';
import { stableUuid } from './prng';
import { SITES, type SiteUid } from './sites';

/**
 * The initial mutable state: the demo accounts with their addresses, saved cards, order history and a
 * saved wish list. Everything here is fixed (dates, ids, salts), so the seed is identical on every run.
 */

export const DEMO_CUSTOMER = { uid: 'alex.carter@example.com', password: 'Workwear#2026' } as const;
const SECOND_CUSTOMER = { uid: 'sam.rivera@example.com', password: 'Workwear#2026' } as const;
const DEMO_AGENT = { uid: 'agent.morgan', password: 'Agent#2026' } as const;
/**
 * A customer whose history shows every status label of spec 3 §4: an order in each order status, a
 * consignment in each delivery status and a return in each return status. Kept apart from the demo
 * customer so the demo's history (and what tests and journeys expect of it) stays as it is.
 */
const STATUS_CUSTOMER = { uid: 'taylor.brooks@example.com', password: 'Workwear#2026' } as const;

/** First numbers handed out at runtime, clear of the seeded ones. */
const FIRST_RUNTIME_NUMBERS = { cart: 20000, order: 10100, address: 9000, payment: 9000 };

function address(id: string, fields: Omit<AddressRecord, 'id' | 'defaultAddress' | 'shippingAddress' | 'visibleInAddressBook'>, isDefault = false): AddressRecord {
  return { id, ...fields, defaultAddress: isDefault, shippingAddress: true, visibleInAddressBook: true };
}

const ALEX_HOME = address(
  '8796098000001',
  { titleCode: 'mr', firstName: 'Alex', lastName: 'Carter', line1: '1420 Michigan Ave', line2: 'Apt 3B', town: 'Detroit', regionIso: 'US-MI', postalCode: '48216', countryIso: 'US', phone: '+1 313 555 0142', email: 'alex.carter@example.com' },
  true,
);
const ALEX_WORK = address('8796098000002', {
  titleCode: 'mr', firstName: 'Alex', lastName: 'Carter', companyName: 'Carter Renovation LLC', line1: '233 S Wacker Dr', line2: 'Suite 4100', town: 'Chicago', regionIso: 'US-IL', postalCode: '60606', countryIso: 'US', phone: '+1 312 555 0187',
});
const ALEX_PO_BOX = address('8796098000003', {
  titleCode: 'mr', firstName: 'Alex', lastName: 'Carter', line1: 'PO Box 2219', town: 'Austin', regionIso: 'US-TX', postalCode: '78768', countryIso: 'US', phone: '+1 512 555 0119',
});
const SAM_HOME = address(
  '8796098000011',
  { titleCode: 'mx', firstName: 'Sam', lastName: 'Rivera', line1: 'Prinsengracht 263', town: 'Amsterdam', postalCode: '1016 GV', countryIso: 'NL', phone: '+31 20 555 0163', email: 'sam.rivera@example.com' },
  true,
);
const SAM_US = address('8796098000012', {
  titleCode: 'mx', firstName: 'Sam', lastName: 'Rivera', line1: '915 SE Hawthorne Blvd', town: 'Portland', regionIso: 'US-OR', postalCode: '97214', countryIso: 'US', phone: '+1 503 555 0171',
});

function card(id: string, cardType: string, last4: string, month: string, year: string, holder: string, billing: AddressRecord, isDefault = false): PaymentRecord {
  return {
    id,
    accountHolderName: holder,
    cardType,
    last4,
    expiryMonth: month,
    expiryYear: year,
    billingAddress: { ...billing, shippingAddress: false, visibleInAddressBook: false, defaultAddress: false },
    defaultPayment: isDefault,
    saved: true,
    subscriptionId: stableUuid(`subscription:${id}`),
  };
}

const ALEX_VISA = card('8796125000001', 'visa', '1111', '08', '2029', 'Alex Carter', ALEX_HOME, true);
const ALEX_MASTERCARD = card('8796125000002', 'master', '4444', '11', '2028', 'Alex Carter', ALEX_WORK);
const ALEX_AMEX_EXPIRED = card('8796125000003', 'amex', '0005', '03', '2024', 'Alex Carter', ALEX_HOME);
const SAM_MASTERCARD = card('8796125000011', 'master', '5454', '06', '2028', 'Sam Rivera', SAM_HOME, true);
const TAYLOR_HOME = address(
  '8796098000021',
  { titleCode: 'ms', firstName: 'Taylor', lastName: 'Brooks', line1: '4410 Fremont Ave N', town: 'Seattle', regionIso: 'US-WA', postalCode: '98103', countryIso: 'US', phone: '+1 206 555 0134', email: 'taylor.brooks@example.com' },
  true,
);
const TAYLOR_VISA = card('8796125000021', 'visa', '1881', '05', '2030', 'Taylor Brooks', TAYLOR_HOME, true);

function user(
  uid: string,
  password: string,
  fields: Pick<UserRecord, 'firstName' | 'lastName' | 'titleCode' | 'type' | 'currencyIso' | 'languageIso'>,
  addresses: AddressRecord[] = [],
  payments: PaymentRecord[] = [],
): UserRecord {
  return {
    uid,
    customerId: stableUuid(`customer:${uid}`),
    passwordHash: hashPassword(password, `seed-${uid}`),
    createdAt: '2023-04-18T14:02:11+0000',
    addresses,
    payments,
    ...fields,
  };
}

interface OrderSeed {
  code: string;
  site: SiteUid;
  owner: string;
  currency: CurrencyIso;
  placed: string;
  status: string;
  deliveryStatus?: string;
  lines: CartLine[];
  vouchers?: string[];
  /** A delivery mode of the order's site. */
  delivery: string;
  address: AddressRecord;
  payment: PaymentRecord;
  consignments: (Omit<ConsignmentRecord, 'entries' | 'code'> & { entries?: number[] })[];
}

/** Consignment statuses once the goods have left the warehouse (or were collected). */
const SHIPPED_CONSIGNMENT_STATUSES: readonly string[] = ['SHIPPED', 'IN_TRANSIT', 'DELIVERING', 'DELIVERY_COMPLETED', 'PICKUP_COMPLETE'];

function order(seed: OrderSeed): OrderRecord {
  const catalog = buildCatalog();
  const site = SITES[seed.site];
  const mode = findDeliveryMode(seed.site, seed.delivery);
  const cost = mode?.cost[seed.currency];
  if (!mode || cost === undefined) throw new Error(`order ${seed.code}: ${seed.site} has no delivery mode ${seed.delivery} in ${seed.currency}`);
  const priced = priceCart(catalog, site, seed.currency, seed.lines, seed.vouchers ?? [], {
    delivery: { cost, freeShippingEligible: mode.freeShippingEligible },
    destination: seed.address,
  });
  if (priced.entries.length !== seed.lines.length) throw new Error(`order ${seed.code} names an unknown product`);
  const consignments = seed.consignments.map((c, index) => {
    const entryNumbers = c.entries ?? priced.entries.map((e) => e.entryNumber);
    const shipped = SHIPPED_CONSIGNMENT_STATUSES.includes(c.status);
    return {
      ...c,
      code: `a${seed.code}_${index}`,
      entries: entryNumbers.map((n) => {
        const quantity = priced.entries[n]?.quantity ?? 0;
        return { entryNumber: n, quantity, shippedQuantity: shipped ? quantity : 0 };
      }),
    };
  });
  return {
    code: seed.code,
    guid: stableUuid(`order:${seed.code}`),
    site: seed.site,
    owner: seed.owner,
    placed: seed.placed,
    status: seed.status,
    deliveryStatus: seed.deliveryStatus,
    currency: seed.currency,
    entries: priced.entries.map((e) => ({
      entryNumber: e.entryNumber,
      productCode: e.variant.code,
      quantity: e.quantity,
      basePrice: e.basePrice,
      totalPrice: e.totalPrice,
      msrp: e.msrp || undefined,
    })),
    deliveryAddress: { ...seed.address, defaultAddress: false },
    deliveryModeCode: mode.code,
    deliveryCost: priced.deliveryCost,
    payment: seed.payment,
    productDiscounts: priced.productDiscounts,
    orderDiscounts: priced.orderDiscounts,
    subTotal: priced.subTotal,
    totalTax: priced.totalTax,
    totalPrice: priced.totalPrice,
    totalPriceWithTax: priced.totalPriceWithTax,
    net: priced.net,
    vouchers: priced.vouchers.map((v) => ({ code: v.voucher.code, appliedValue: v.appliedValue })),
    orderPromotions: priced.appliedOrderPromotions.map((p) => ({ code: p.code, discount: p.discount })),
    consignments,
  };
}

const UPS = (id: string) => ({ carrier: 'UPS', trackingID: id, trackingUrl: `https://www.ups.com/track?tracknum=${id}` });
const DHL = (id: string) => ({ carrier: 'DHL', trackingID: id, trackingUrl: `https://www.dhl.com/en/express/tracking.html?AWB=${id}` });

function seedOrders(): OrderRecord[] {
  const alex = DEMO_CUSTOMER.uid;
  const sam = SECOND_CUSTOMER.uid;
  return [
    order({
      code: '00010001', site: 'brand-us', owner: alex, currency: 'USD', placed: '2025-09-12T15:24:03+0000', status: 'COMPLETED', deliveryStatus: 'DELIVERY_COMPLETED',
      lines: [{ productCode: '103828-BRN-L-REG', quantity: 1 }, { productCode: '104597-BRN-OS', quantity: 2 }],
      delivery: 'standard', address: ALEX_HOME, payment: ALEX_VISA,
      consignments: [{ status: 'DELIVERY_COMPLETED', statusDate: '2025-09-17T18:40:00+0000', ...UPS('1Z999AA10123456784') }],
    }),
    order({
      code: '00010002', site: 'brand-us', owner: alex, currency: 'USD', placed: '2025-10-28T09:11:45+0000', status: 'COMPLETED', deliveryStatus: 'DELIVERY_COMPLETED',
      lines: [{ productCode: '103300-BRN-34-REG', quantity: 2 }, { productCode: '104676-HGY-L-REG', quantity: 3 }, { productCode: '106602-BRN-10-MED', quantity: 1 }],
      vouchers: ['WORKWEAR10'], delivery: 'standard', address: ALEX_WORK, payment: ALEX_MASTERCARD,
      consignments: [
        { status: 'DELIVERY_COMPLETED', statusDate: '2025-11-01T16:05:00+0000', entries: [0, 1], ...UPS('1Z999AA10123456791') },
        { status: 'DELIVERY_COMPLETED', statusDate: '2025-11-03T12:30:00+0000', entries: [2], ...UPS('1Z999AA10123456805') },
      ],
    }),
    order({
      code: '00010003', site: 'brand-us', owner: alex, currency: 'USD', placed: '2025-11-30T20:47:10+0000', status: 'CANCELLED', deliveryStatus: 'CANCELLED',
      lines: [{ productCode: '102286-BLK-L-REG', quantity: 1 }],
      delivery: 'second-day', address: ALEX_HOME, payment: ALEX_VISA, consignments: [],
    }),
    order({
      code: '00010004', site: 'brand-us', owner: alex, currency: 'USD', placed: '2026-01-06T13:02:55+0000', status: 'READY', deliveryStatus: 'SHIPPED',
      lines: [{ productCode: '100615-MOS-L-REG', quantity: 1 }, { productCode: '104676-BLK-L-REG', quantity: 1 }],
      delivery: 'standard', address: ALEX_HOME, payment: ALEX_VISA,
      consignments: [{ status: 'SHIPPED', statusDate: '2026-01-08T10:15:00+0000', ...UPS('1Z999AA10123456819') }],
    }),
    order({
      code: '00010005', site: 'brand-us', owner: alex, currency: 'USD', placed: '2026-01-11T08:36:20+0000', status: 'READY', deliveryStatus: 'PARTIAL_DELIVERY',
      lines: [{ productCode: '102776-BRN-34-REG', quantity: 1 }, { productCode: '105100-BRN-L', quantity: 1 }, { productCode: '107020-BRN-L', quantity: 2 }],
      delivery: 'second-day', address: ALEX_WORK, payment: ALEX_MASTERCARD,
      consignments: [
        { status: 'IN_TRANSIT', statusDate: '2026-01-12T17:45:00+0000', entries: [0], ...UPS('1Z999AA10123456826') },
        { status: 'READY_FOR_SHIPPING', statusDate: '2026-01-12T09:00:00+0000', entries: [1, 2] },
      ],
    }),
    order({
      code: '00010006', site: 'brand-us', owner: alex, currency: 'USD', placed: '2026-01-14T19:58:41+0000', status: 'CREATED', deliveryStatus: 'PICKPACK',
      lines: [{ productCode: '104277-MOS-L-REG', quantity: 1 }],
      delivery: 'standard', address: ALEX_HOME, payment: ALEX_VISA, consignments: [],
    }),
    order({
      code: '00010011', site: 'brand-eu', owner: sam, currency: 'EUR', placed: '2025-12-03T11:20:00+0000', status: 'COMPLETED', deliveryStatus: 'DELIVERY_COMPLETED',
      lines: [{ productCode: '104292-BRN-M-REG', quantity: 1 }, { productCode: '103067-DRS-M-REG', quantity: 2 }],
      delivery: 'standard', address: SAM_HOME, payment: SAM_MASTERCARD,
      consignments: [{ status: 'DELIVERY_COMPLETED', statusDate: '2025-12-06T14:10:00+0000', ...DHL('JJD000390007825312') }],
    }),
    order({
      code: '00010012', site: 'brand-us', owner: sam, currency: 'USD', placed: '2026-01-09T16:44:12+0000', status: 'READY', deliveryStatus: 'SHIPPED',
      lines: [{ productCode: '102080-BRN-8-REG', quantity: 1 }],
      delivery: 'standard', address: SAM_US, payment: SAM_MASTERCARD,
      consignments: [{ status: 'SHIPPED', statusDate: '2026-01-10T09:30:00+0000', ...UPS('1Z999AA10123456833') }],
    }),
    ...statusGalleryOrders(),
  ];
}

/** The order holding the status customer's returns: delivered, and collected in store. */
const GALLERY_RETURNS_ORDER = '00010034';

/**
 * The status customer's orders (spec 3 §4 "Order status labels"): one per order status display label,
 * between them a consignment in each delivery status, and a partly delivered order. All on the US site.
 */
function statusGalleryOrders(): OrderRecord[] {
  const taylor = STATUS_CUSTOMER.uid;
  const base = { site: 'brand-us', owner: taylor, currency: 'USD', delivery: 'standard', address: TAYLOR_HOME, payment: TAYLOR_VISA } as const;
  const one = (productCode: string, quantity = 1): CartLine[] => [{ productCode, quantity }];
  const at = (day: string, time = '10:00:00') => `2025-12-${day}T${time}+0000`;
  return [
    order({ ...base, code: '00010021', placed: at('22'), status: 'CREATED', lines: one('104277-MOS-L-REG'), consignments: [] }),
    order({
      ...base, code: '00010022', placed: at('21'), status: 'CHECKED_VALID', deliveryStatus: 'WAITING', lines: one('100615-MOS-L-REG'),
      consignments: [{ status: 'WAITING', statusDate: at('21', '12:00:00') }],
    }),
    order({
      ...base, code: '00010023', placed: at('20'), status: 'PAYMENT_CAPTURED', deliveryStatus: 'IN_PROCESS',
      lines: [{ productCode: '103300-BRN-34-REG', quantity: 1 }, { productCode: '104676-HGY-L-REG', quantity: 2 }],
      consignments: [
        { status: 'IN_PROCESS', statusDate: at('20', '14:00:00'), entries: [0] },
        { status: 'PICKPACK', statusDate: at('20', '15:30:00'), entries: [1] },
      ],
    }),
    order({
      ...base, code: '00010024', placed: at('19'), status: 'ERROR', deliveryStatus: 'PAYMENT_NOT_CAPTURED',
      lines: [{ productCode: '102776-BRN-34-REG', quantity: 1 }, { productCode: '104597-BRN-OS', quantity: 1 }],
      consignments: [
        { status: 'PAYMENT_NOT_CAPTURED', statusDate: at('19', '11:00:00'), entries: [0] },
        { status: 'TAX_NOT_COMMITTED', statusDate: at('19', '11:05:00'), entries: [1] },
      ],
    }),
    order({ ...base, code: '00010025', placed: at('18'), status: 'PENDING_APPROVAL', lines: one('103828-BRN-L-REG'), consignments: [] }),
    order({
      ...base, code: '00010026', placed: at('17'), status: 'APPROVED', deliveryStatus: 'READY', lines: one('104676-BLK-L-REG'),
      consignments: [{ status: 'READY', statusDate: at('17', '16:00:00') }],
    }),
    order({ ...base, code: '00010027', placed: at('16'), status: 'REJECTED', lines: one('106602-BRN-10-MED'), consignments: [] }),
    order({
      ...base, code: '00010028', placed: at('15'), status: 'APPROVED_BY_MERCHANT', deliveryStatus: 'READY_FOR_SHIPPING', lines: one('104292-BRN-M-REG'),
      consignments: [{ status: 'READY_FOR_SHIPPING', statusDate: at('15', '13:00:00') }],
    }),
    order({ ...base, code: '00010029', placed: at('14'), status: 'REJECTED_BY_MERCHANT', lines: one('102080-BRN-8-REG'), consignments: [] }),
    order({
      ...base, code: '00010030', placed: at('13'), status: 'ASSIGNED_TO_ADMIN', deliveryStatus: 'READY_FOR_PICKUP', lines: one('105100-BRN-L'),
      consignments: [{ status: 'READY_FOR_PICKUP', statusDate: at('13', '17:00:00') }],
    }),
    order({
      ...base, code: '00010031', placed: at('12'), status: 'READY', deliveryStatus: 'PARTIAL_DELIVERY',
      lines: [{ productCode: '107020-BRN-L', quantity: 1 }, { productCode: '104676-BLK-L-REG', quantity: 1 }, { productCode: '104597-BRN-OS', quantity: 1 }],
      consignments: [
        { status: 'SHIPPED', statusDate: at('13', '08:00:00'), entries: [0], ...UPS('1Z999AA10123456840') },
        { status: 'IN_TRANSIT', statusDate: at('13', '18:20:00'), entries: [1], ...UPS('1Z999AA10123456857') },
        { status: 'DELIVERING', statusDate: at('14', '07:45:00'), entries: [2], ...UPS('1Z999AA10123456864') },
      ],
    }),
    order({
      ...base, code: '00010032', placed: at('11'), status: 'CANCELLING', deliveryStatus: 'DELIVERY_REJECTED', lines: one('100615-MOS-L-REG'),
      consignments: [{ status: 'DELIVERY_REJECTED', statusDate: at('12', '09:10:00') }],
    }),
    order({
      ...base, code: '00010033', placed: at('10'), status: 'CANCELLED', deliveryStatus: 'CANCELLED', lines: one('104277-MOS-L-REG'),
      consignments: [{ status: 'CANCELLED', statusDate: at('10', '15:00:00') }],
    }),
    order({
      ...base, code: GALLERY_RETURNS_ORDER, placed: '2025-11-20T10:00:00+0000', status: 'COMPLETED', deliveryStatus: 'DELIVERY_COMPLETED',
      lines: [{ productCode: '104597-BRN-OS', quantity: 8 }, { productCode: '104676-BLK-L-REG', quantity: 6 }],
      consignments: [
        { status: 'DELIVERY_COMPLETED', statusDate: '2025-11-24T15:00:00+0000', entries: [0], ...UPS('1Z999AA10123456871') },
        { status: 'PICKUP_COMPLETE', statusDate: '2025-11-22T11:30:00+0000', entries: [1] },
      ],
    }),
  ];
}

/** One return in each of the return statuses (a unit of a line of the delivered order). */
function seedReturnRequests(): Record<string, ReturnRequestRecord> {
  const returns = RETURN_STATUSES.map((status, index): ReturnRequestRecord => {
    // Codes as the sandbox hands them out (`R` and a running number), so new returns follow on.
    const code = `R${String(index + 1).padStart(7, '0')}`;
    return {
      code,
      rma: code,
      orderCode: GALLERY_RETURNS_ORDER,
      owner: STATUS_CUSTOMER.uid,
      site: 'brand-us',
      status,
      creationTime: `2025-12-${String(index + 1).padStart(2, '0')}T09:00:00+0000`,
      // Alternating between the beanies (8 delivered) and the tees (6 collected).
      entries: [{ entryNumber: index % 2, quantity: 1 }],
    };
  });
  return Object.fromEntries(returns.map((r) => [r.code, r]));
}

function seedCarts(): CartRecord[] {
  return [
    {
      code: '00019001',
      guid: stableUuid('cart:00019001'),
      site: 'brand-us',
      owner: DEMO_CUSTOMER.uid,
      entries: [
        { productCode: '105474-BRN-L-REG', quantity: 1 },
        { productCode: '106603-DBN-10-MED', quantity: 1 },
      ],
      vouchers: [],
      name: 'wishlist',
      description: 'My wish list',
      saveTime: '2025-12-14T10:03:00+0000',
      savedBy: DEMO_CUSTOMER.uid,
      createdAt: '2025-12-14T10:01:00+0000',
      modifiedAt: '2025-12-14T10:03:00+0000',
    },
  ];
}

export function buildInitialState(): SandboxState {
  const users = [
    user(DEMO_CUSTOMER.uid, DEMO_CUSTOMER.password, { type: 'customer', titleCode: 'mr', firstName: 'Alex', lastName: 'Carter', currencyIso: 'USD', languageIso: 'en' }, [ALEX_HOME, ALEX_WORK, ALEX_PO_BOX], [ALEX_VISA, ALEX_MASTERCARD, ALEX_AMEX_EXPIRED]),
    user(SECOND_CUSTOMER.uid, SECOND_CUSTOMER.password, { type: 'customer', titleCode: 'mx', firstName: 'Sam', lastName: 'Rivera', currencyIso: 'EUR', languageIso: 'nl' }, [SAM_HOME, SAM_US], [SAM_MASTERCARD]),
    user(DEMO_AGENT.uid, DEMO_AGENT.password, { type: 'agent', firstName: 'Morgan', lastName: 'Ellis' }),
    user(STATUS_CUSTOMER.uid, STATUS_CUSTOMER.password, { type: 'customer', titleCode: 'ms', firstName: 'Taylor', lastName: 'Brooks', currencyIso: 'USD', languageIso: 'en' }, [TAYLOR_HOME], [TAYLOR_VISA]),
  ];
  return {
    version: STATE_VERSION,
    counters: { ...FIRST_RUNTIME_NUMBERS },
    users: Object.fromEntries(users.map((u) => [u.uid, u])),
    carts: Object.fromEntries(seedCarts().map((c) => [c.code, c])),
    orders: Object.fromEntries(seedOrders().map((o) => [o.code, o])),
    accessTokens: {},
    refreshTokens: {},
    passwordResetTokens: {},
    redeemedVouchers: { USEDUP: DEMO_CUSTOMER.uid },
    outbox: [],
    returnRequests: seedReturnRequests(),
  };
}
