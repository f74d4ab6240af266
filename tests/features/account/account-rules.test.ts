import { RETURN_STATUSES } from '@/commerce/schemas';
import { titleOptions } from '@/features/account/queries';
import { LANGUAGES } from '@/i18n/config';
import { getTranslator } from '@/i18n/server';
import { addressSchema, isRegionRequired, isValidPhoneFor, toOccAddress } from '@/features/account/addresses/address-schema';
import { pastLinesOf } from '@/features/account/BuyItAgainPage';
import {
  DELIVERY_STATUSES,
  OPEN_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAST_ORDER_STATUSES,
  SAP_ORDER_STATUSES,
  deliveryStatusKey,
  orderStatusKey,
  orderStatusLabel,
  returnStatusKey,
} from '@/features/account/orders/order-status';
import { reorderOutcomeOf, reorderOutcomeOfError } from '@/features/account/reorder/reorder-outcome';
import { cardBrandOf, cardExpiry, isCardExpired, maskedCardNumber } from '@/features/account/wallet/card-display';
import { OccError } from '@/commerce/errors';
import { isUnknownToCustomer } from '@/features/account/not-found';

describe('saved cards (spec 3 §3)', () => {
  it('shows only the last four digits', () => {
    expect(maskedCardNumber('************1111')).toBe('•••• 1111');
    expect(maskedCardNumber(undefined)).toBe('••••');
  });

  it('writes the expiry as MM/YY', () => {
    expect(cardExpiry('8', '2029')).toBe('08/29');
    expect(cardExpiry('11', '28')).toBe('11/28');
    expect(cardExpiry('13', '2029')).toBeUndefined();
  });

  it('marks a card expired after the last day of its month, unless OCC says otherwise', () => {
    const march = { expiryMonth: '03', expiryYear: '2024' };
    expect(isCardExpired(march, new Date('2024-03-31T23:59:59Z'))).toBe(false);
    expect(isCardExpired(march, new Date('2024-04-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired({ ...march, isExpired: false }, new Date('2030-01-01'))).toBe(false);
  });

  it('knows the card brands it draws', () => {
    expect(cardBrandOf('visa')).toBe('visa');
    expect(cardBrandOf('MasterCard')).toBe('master');
    expect(cardBrandOf('unknown')).toBeUndefined();
  });
});

describe('order, delivery and return status labels (spec 3 §4)', () => {
  it('has every status of the spec', () => {
    expect(DELIVERY_STATUSES).toEqual(expect.arrayContaining(['IN_TRANSIT', 'READY_FOR_PICKUP', 'READY_FOR_SHIPPING', 'WAITING', 'DELIVERING', 'PICKPACK', 'PICKUP_COMPLETE', 'DELIVERY_COMPLETED', 'PAYMENT_NOT_CAPTURED', 'IN_PROCESS', 'READY', 'DELIVERY_REJECTED', 'SHIPPED', 'TAX_NOT_COMMITTED', 'CANCELLED']));
    expect(ORDER_STATUS_LABELS).toHaveLength(13);
    expect([...RETURN_STATUSES].sort()).toEqual(
      [
        'APPROVAL_PENDING', 'CANCELED', 'CANCELLING', 'WAIT', 'RECEIVED', 'RECEIVING', 'APPROVING', 'REVERSING_PAYMENT',
        'PAYMENT_REVERSED', 'PAYMENT_REVERSAL_FAILED', 'REVERSING_TAX', 'TAX_REVERSED', 'TAX_REVERSAL_FAILED', 'COMPLETED',
      ].sort(),
    );
  });

  it.each(LANGUAGES)('translates every label in %s', (language) => {
    const { t } = getTranslator(language, ['orders']);
    const keys = [
      ...DELIVERY_STATUSES.map((status) => deliveryStatusKey(status)),
      ...ORDER_STATUS_LABELS.map((label) => `orders:orderStatus.${label}`),
      ...RETURN_STATUSES.map((status) => returnStatusKey(status)),
    ];
    for (const key of keys) {
      const text = t(key ?? '');
      expect({ key, text }).not.toEqual({ key, text: key?.replace('orders:', '') });
    }
  });

  it('reads OCC’s status codes and statusDisplay texts', () => {
    expect(orderStatusLabel({ status: 'READY', statusDisplay: 'processing' })).toBe('processing');
    expect(orderStatusLabel({ statusDisplay: 'pending.approval' })).toBe('pendingApproval');
    expect(orderStatusLabel({ status: 'APPROVED_BY_MERCHANT' })).toBe('merchantApproved');
    expect(orderStatusLabel({ status: 'CHECKED_VALID' })).toBe('open');
    expect(orderStatusKey({ status: 'SOMETHING_NEW' })).toBeUndefined();
    expect(deliveryStatusKey('NOT_A_STATUS')).toBeUndefined();
  });

  it('labels every status of SAP’s order status enumeration, the merchant’s pending approval as pending approval', () => {
    for (const status of SAP_ORDER_STATUSES) expect({ status, label: orderStatusLabel({ status }) }).toEqual({ status, label: expect.any(String) });
    expect(orderStatusLabel({ status: 'PENDING_APPROVAL_FROM_MERCHANT', statusDisplay: 'pending.merchant.approval' })).toBe('pendingApproval');
    expect(orderStatusLabel({ status: 'FRAUD_CHECKED', statusDisplay: 'fraud_checked' })).toBe('processing');
  });
});

describe('the open and past order lists (spec 3 §4 "Order history: Holds open and past lists")', () => {
  it('puts every status of SAP’s order status enumeration in exactly one of the two lists', () => {
    for (const status of SAP_ORDER_STATUSES) {
      const lists = [OPEN_ORDER_STATUSES.includes(status) && 'open', (PAST_ORDER_STATUSES as readonly string[]).includes(status) && 'past'].filter(Boolean);
      expect({ status, lists }).toEqual({ status, lists: [expect.any(String)] });
    }
    expect([...OPEN_ORDER_STATUSES, ...PAST_ORDER_STATUSES].sort()).toEqual([...SAP_ORDER_STATUSES].sort());
  });

  it('keeps only completed and cancelled orders in the past list', () => {
    expect([...PAST_ORDER_STATUSES].sort()).toEqual(['CANCELLED', 'COMPLETED']);
    expect(OPEN_ORDER_STATUSES).toEqual(
      expect.arrayContaining(['PAYMENT_AUTHORIZED', 'FRAUD_CHECKED', 'WAIT_FRAUD_MANUAL_CHECK', 'SUSPENDED', 'CHECKED_INVALID', 'PROCESSING_ERROR', 'ORDER_SPLIT', 'PENDING_APPROVAL_FROM_MERCHANT']),
    );
  });
});

describe('reorder messages (spec 3 §4)', () => {
  it('tells added, low stock with the quantity reduced, out of stock, pricing and configuration problems apart', () => {
    expect(reorderOutcomeOf(2, { statusCode: 'success', quantityAdded: 2 })).toEqual({ kind: 'added', quantity: 2 });
    expect(reorderOutcomeOf(3, { statusCode: 'lowStock', quantityAdded: 1 })).toEqual({ kind: 'lowStock', quantity: 3, quantityAdded: 1 });
    expect(reorderOutcomeOf(3, { statusCode: 'noStock', quantityAdded: 0 })).toEqual({ kind: 'noStock' });
    expect(reorderOutcomeOf(1, { statusCode: 'pricingError' })).toEqual({ kind: 'pricingError' });
    expect(reorderOutcomeOf(1, { statusCode: 'unresolvableIssues' })).toEqual({ kind: 'configurationError' });
  });

  it('reads refused adds', () => {
    expect(reorderOutcomeOfError(new OccError(400, [{ type: 'InsufficientStockError', reason: 'noStock' }]))).toEqual({ kind: 'noStock' });
    expect(reorderOutcomeOfError(new OccError(400, [{ type: 'CartEntryError', reason: 'unavailable' }]))).toEqual({ kind: 'configurationError' });
    expect(reorderOutcomeOfError(new OccError(500, [{ type: 'ServerError' }]))).toBeUndefined();
  });

  it('offers each past product once, from its newest order, leaving cancelled orders out', () => {
    const line = (code: string, quantity: number) => ({ entryNumber: 0, quantity, product: { code, name: code, images: [] } });
    const lines = pastLinesOf([
      { code: '3', status: 'CANCELLED', placed: '2026-01-03', entries: [line('C', 1)] },
      { code: '2', status: 'READY', placed: '2026-01-02', entries: [line('A', 2)] },
      { code: '1', status: 'COMPLETED', placed: '2026-01-01', entries: [line('A', 5), line('B', 1)] },
    ] as never);
    expect(lines.map((l) => [l.productCode, l.quantity])).toEqual([['A', 2], ['B', 1]]);
  });
});

describe('address form rules (spec 3 §3)', () => {
  const address = {
    firstName: 'Alex', lastName: 'Carter', line1: '500 Griswold St', town: 'Detroit', postalCode: '48226',
    countryIso: 'US', regionIso: 'US-MI', phone: '+1 313 555 0199', defaultAddress: false,
  };

  it('needs a state or province in the US and Canada only', () => {
    expect(isRegionRequired('us')).toBe(true);
    expect(isRegionRequired('NL')).toBe(false);
    expect(addressSchema.safeParse({ ...address, regionIso: '' }).error?.issues[0]?.path).toEqual(['regionIso']);
    expect(addressSchema.safeParse({ ...address, countryIso: 'NL', regionIso: '', postalCode: '1016 GV', phone: '' }).success).toBe(true);
  });

  it('checks the phone number for the chosen country', () => {
    expect(isValidPhoneFor('313 555 0199', 'US')).toBe(true);
    expect(isValidPhoneFor('+31 20 555 0163', 'NL')).toBe(true);
    expect(isValidPhoneFor('12', 'US')).toBe(false);
    expect(addressSchema.safeParse({ ...address, phone: '12' }).error?.issues[0]?.message).toBe('account:address.validation.phone');
  });

  it('takes an optional e-mail (spec 3 §3 address fields), checked as every e-mail is', () => {
    expect(addressSchema.safeParse({ ...address, email: '' }).success).toBe(true);
    expect(addressSchema.safeParse(address).success).toBe(true);
    expect(addressSchema.parse({ ...address, email: ' crew@example.com ' }).email).toBe('crew@example.com');
    expect(addressSchema.safeParse({ ...address, email: 'crew@' }).error?.issues[0]).toMatchObject({ path: ['email'], message: 'auth:validation.emailFormat' });
    expect(toOccAddress(addressSchema.parse({ ...address, email: 'crew@example.com' })).email).toBe('crew@example.com');
    expect(toOccAddress(addressSchema.parse({ ...address, email: '' })).email).toBeUndefined();
  });
});

describe('an id that is not the customer’s (issue 7: another customer’s address or card is a 404)', () => {
  it('is OCC’s 404, or its 400 UnknownIdentifierError, and nothing else', () => {
    expect(isUnknownToCustomer(new OccError(404, [{ type: 'UnknownIdentifierError', message: 'Payment details [1] not found.' }]))).toBe(true);
    expect(isUnknownToCustomer(new OccError(400, [{ type: 'UnknownIdentifierError', message: "Address with given id: '1' doesn't exist" }]))).toBe(true);
    expect(isUnknownToCustomer(new OccError(400, [{ type: 'ValidationError', subject: 'line1' }]))).toBe(false);
    expect(isUnknownToCustomer(new OccError(403, [{ type: 'AccessDeniedError' }]))).toBe(false);
    expect(isUnknownToCustomer(new OccError(502, [{ type: 'NetworkError' }], 'network'))).toBe(false);
    expect(isUnknownToCustomer(new Error('boom'))).toBe(false);
  });
});

describe('titleOptions: one option per title name', () => {
  const german = [
    { code: 'mr', name: 'Herr' },
    { code: 'mrs', name: 'Frau' },
    { code: 'ms', name: 'Frau' },
    { code: 'dr', name: 'Dr.' },
  ];

  it('offers a name once, the first title that has it', () => {
    expect(titleOptions(german)).toEqual([
      { value: 'mr', label: 'Herr' },
      { value: 'mrs', label: 'Frau' },
      { value: 'dr', label: 'Dr.' },
    ]);
  });

  it('keeps the title the form holds, in the same place', () => {
    expect(titleOptions(german, 'ms').map((option) => option.value)).toEqual(['mr', 'ms', 'dr']);
  });

  it('names a title without a name by its code, and nothing when the list is not there yet', () => {
    expect(titleOptions([{ code: 'rev' }])).toEqual([{ value: 'rev', label: 'rev' }]);
    expect(titleOptions(undefined)).toEqual([]);
  });
});
