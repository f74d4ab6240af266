import { purchasePrices } from '@/features/product/purchase-prices';
import { offerFromProduct } from '@/features/product/product-offer';
import { initialSelection, priceRangeOf, variantModel } from '@/features/product/variant-selection';
import { formatPrice, formatPriceRange } from '@/ui';
import { sandboxProduct } from './sandbox-product';

describe('the prices the product page writes for its purchase box', () => {
  it('are the offer’s price and MSRP, every variant’s price and the first selection’s range, in the page’s currency and language', async () => {
    const product = await sandboxProduct('103828');
    const model = variantModel(product);
    const selection = initialSelection(model, product);
    const offer = offerFromProduct(product);
    const written = purchasePrices(model, selection, offer, 'en-US');
    const range = priceRangeOf(model, selection);
    expect(range).toBeDefined();
    expect(written?.currency).toBe('USD');
    const amounts = [offer.price, offer.msrp, ...model.variants.map((variant) => variant.price)].filter((amount) => amount !== undefined);
    for (const amount of amounts) expect(written?.texts[String(amount)]).toBe(formatPrice(amount, 'USD', 'en-US'));
    expect(written?.texts[`${range?.min}–${range?.max}`]).toBe(formatPriceRange(range?.min ?? 0, range?.max ?? 0, 'USD', 'en-US'));
    expect(Object.keys(written?.texts ?? {})).toHaveLength(new Set(amounts).size + 1);
  });

  it('are none for a product without a price', async () => {
    const product = await sandboxProduct('103828');
    const model = { ...variantModel(product), currency: undefined };
    expect(purchasePrices(model, {}, { restrictions: {} }, 'en-US')).toBeUndefined();
  });
});
