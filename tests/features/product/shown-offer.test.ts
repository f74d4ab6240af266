import type { ProductOffer } from '@/features/product/product-offer';
import { needsBrowserOffer, shownOffer, type OfferSources } from '@/features/product/shown-offer';
import type { VariantModel } from '@/features/product/variant-selection';

/**
 * What the purchase box shows for a selection (spec 3 §2, §3; spec 1 §5 for the struck-through
 * MSRP): the server's offer for the page's own product, the model's for another variant until the
 * browser has read it, the browser's once it has, and a price range before a variant is chosen.
 */

const variants = [
  { code: 'J-BRN-M', colour: 'BRN', size: 'M', price: 129.99, stockLevel: 12, stockStatus: 'inStock' },
  { code: 'J-BRN-L', colour: 'BRN', size: 'L', price: 139.99, stockLevel: 0, stockStatus: 'outOfStock' },
  { code: 'J-BLK-M', colour: 'BLK', size: 'M', price: 129.99, stockLevel: 3, stockStatus: 'lowStock' },
];
const model: VariantModel = {
  baseCode: 'J',
  currency: 'USD',
  variants,
  colours: [
    { code: 'BRN', name: 'Brown' },
    { code: 'BLK', name: 'Black' },
  ],
  fits: [],
  sizes: ['M', 'L'],
  labels: {},
  oneSize: false,
};
const restrictions = { countryRestricted: false };
const serverOffer: ProductOffer = { price: 129.99, currency: 'USD', msrp: 149.99, stockLevel: 12, stockStatus: 'inStock', restrictions };

function sources(overrides: Partial<OfferSources>): OfferSources {
  return {
    model,
    selection: { colour: 'BRN', size: 'M' },
    variant: variants[0],
    pageCode: 'J-BRN-M',
    baseCode: 'J',
    serverOffer,
    currencyDiffers: false,
    countryDiffers: false,
    ...overrides,
  };
}
const nothingRead = { offer: undefined, restrictions: undefined };

describe('the offer the purchase box shows', () => {
  it('is the server’s for the page’s own variant, its MSRP struck through beside the price', () => {
    const shown = shownOffer(sources({}), nothingRead);
    expect(needsBrowserOffer(sources({}))).toBe(false);
    expect(shown).toMatchObject({ offer: serverOffer, original: 149.99, soldOut: false, range: undefined });
    expect(shown.stock).toMatchObject({ status: 'inStock' });
  });

  it('is the model’s for another variant until the browser has read it, then the browser’s', () => {
    const other = sources({ selection: { colour: 'BRN', size: 'L' }, variant: variants[1] });
    expect(needsBrowserOffer(other)).toBe(true);
    const before = shownOffer(other, nothingRead);
    expect(before.offer).toMatchObject({ price: 139.99, currency: 'USD', stockLevel: 0 });
    expect(before.soldOut).toBe(true);
    expect(before.stock).toMatchObject({ status: 'outOfStock' });
    const read: ProductOffer = { price: 134.99, currency: 'USD', stockLevel: 4, stockStatus: 'lowStock', restrictions };
    const after = shownOffer(other, { offer: read, restrictions: undefined });
    expect(after.offer).toBe(read);
    expect(after.soldOut).toBe(false);
  });

  it('in another currency, waits for the browser’s read with the server’s offer and shows no range', () => {
    const style = sources({ selection: {}, variant: undefined, pageCode: 'J', currencyDiffers: true });
    expect(needsBrowserOffer(style)).toBe(true);
    expect(shownOffer(style, nothingRead)).toMatchObject({ offer: serverOffer, range: undefined });
    const cad: ProductOffer = { price: 176.99, currency: 'CAD', restrictions };
    expect(shownOffer(style, { offer: cad, restrictions: undefined }).offer).toBe(cad);
  });

  it('before a variant is chosen, is the range of the variants the selection allows', () => {
    const style = sources({ selection: { colour: 'BRN' }, variant: undefined, pageCode: 'J' });
    expect(shownOffer(style, nothingRead).range).toEqual({ min: 129.99, max: 139.99 });
    expect(shownOffer(sources({ selection: { colour: 'BLK' }, variant: undefined, pageCode: 'J' }), nothingRead).range).toEqual({ min: 129.99, max: 129.99 });
  });

  it('takes the shopper’s country’s restrictions from the browser when the country is not the server’s', () => {
    const abroad = sources({ countryDiffers: true });
    expect(shownOffer(abroad, nothingRead).restrictions).toBe(restrictions);
    const restricted = { countryRestricted: true };
    expect(shownOffer(abroad, { offer: undefined, restrictions: restricted }).restrictions).toBe(restricted);
    // The same answer for the server's own country is not used.
    expect(shownOffer(sources({}), { offer: undefined, restrictions: restricted }).restrictions).toBe(restrictions);
  });
});
