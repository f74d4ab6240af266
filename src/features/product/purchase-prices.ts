import { writtenPrices, type WrittenPrices } from '@/ui/Price';
import type { ProductOffer } from './product-offer';
import { priceRangeOf, type VariantModel, type VariantSelection } from './variant-selection';

/**
 * The prices the purchase box can show without asking the backend, written by the server in the
 * page's currency and language: the offer's price and MSRP, every variant's price and the range of
 * the first selection. The island shows them as they are (`Price`'s `written`); others, such as
 * another currency's or another fit's range, it writes itself.
 */
export function purchasePrices(
  model: VariantModel,
  selection: VariantSelection,
  offer: ProductOffer,
  locale: string,
): WrittenPrices | undefined {
  const currency = offer.currency ?? model.currency;
  if (!currency) return undefined;
  const amounts = new Set<number>();
  for (const amount of [offer.price, offer.msrp, ...model.variants.map((variant) => variant.price)]) {
    if (amount !== undefined) amounts.add(amount);
  }
  const range = priceRangeOf(model, selection);
  return writtenPrices([...amounts], range ? [range] : [], currency, locale);
}
