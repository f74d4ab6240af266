import { orderSchema } from '@/commerce/schemas';
import { hasCreditMemo, hasInvoice } from '@/features/account/orders/order-documents';

/**
 * Which documents an order page links to (spec 3 §2: `invoice/{orderNumber}`, `creditmemo/{orderNumber}`):
 * an invoice once anything shipped, a credit memo once money went back.
 */

const line = (quantity: number, cancellableQuantity: number) => ({
  entryNumber: 0,
  quantity,
  cancellableQuantity,
  product: { code: '103828-BRN-L-REG' },
});

function order(fields: Record<string, unknown>) {
  return orderSchema.parse({ code: '00010001', ...fields });
}

describe('the order’s documents', () => {
  it('has an invoice when complete, or when anything of it has shipped', () => {
    expect(hasInvoice(order({ status: 'COMPLETED' }))).toBe(true);
    expect(hasInvoice(order({ status: 'IN_PROCESS', consignments: [{ entries: [{ quantity: 2, shippedQuantity: 1 }] }] }))).toBe(true);
    expect(hasInvoice(order({ status: 'IN_PROCESS', consignments: [{ entries: [{ quantity: 2, shippedQuantity: 0 }] }] }))).toBe(false);
    expect(hasInvoice(order({ status: 'CREATED' }))).toBe(false);
  });

  it('has a credit memo when cancelled, returned in part, or cancelled in part before shipping', () => {
    expect(hasCreditMemo(order({ status: 'CANCELLED' }), 0)).toBe(true);
    expect(hasCreditMemo(order({ status: 'COMPLETED' }), 1)).toBe(true);
    expect(hasCreditMemo(order({ status: 'CREATED', entries: [line(3, 1)] }), 0)).toBe(true);
    expect(hasCreditMemo(order({ status: 'CREATED', entries: [line(3, 3)] }), 0)).toBe(false);
    // Shipped lines are no longer cancellable; that is no credit.
    expect(hasCreditMemo(order({ status: 'COMPLETED', entries: [line(3, 0)] }), 0)).toBe(false);
  });
});
