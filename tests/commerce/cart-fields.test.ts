import { CART_FIELDS, CARTS_FIELDS } from '@/commerce/endpoints';
import { parseFields, type FieldSpec } from '@/sandbox/occ/fields';

/**
 * The cart's `fields=` ask for what the cart islands read that SAP's DEFAULT level does not carry
 * (real OCC answers only what is asked for; the sandbox's DEFAULT is generous and would hide a gap).
 */

function keysOf(spec: FieldSpec | null | undefined): string[] {
  return [...(spec?.keys.keys() ?? [])];
}

describe('the fields a cart is loaded with (spec 1 §2.4, §3)', () => {
  const cart = parseFields(CART_FIELDS);

  it('asks for the unit count the header and the mini cart show', () => {
    expect(keysOf(cart)).toContain('totalUnitCount');
  });

  it('asks for each line’s fit beside its colour and size', () => {
    expect(keysOf(cart.keys.get('entries'))).toEqual(expect.arrayContaining(['productColorSelected', 'productSizeSelected', 'productFitSelected']));
  });

  it('asks the same for every cart of a list', () => {
    const listed = parseFields(CARTS_FIELDS).keys.get('carts');
    expect(keysOf(listed)).toContain('totalUnitCount');
    expect(keysOf(listed?.keys.get('entries'))).toContain('productFitSelected');
  });
});
