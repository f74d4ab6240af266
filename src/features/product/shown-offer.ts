import { strikeThroughPrice } from './price-rules';
import { isSoldOut, stockMessageOf, type ProductOffer, type StockMessage } from './product-offer';
import { priceRangeOf, styleStockOf, type VariantChoice, type VariantModel, type VariantSelection } from './variant-selection';

/**
 * What the purchase box shows for a selection: price (or range), the struck-through MSRP, stock and
 * shipping restrictions, from the server's offer, the page's variant model, and what the browser read
 * where those do not apply (another variant, currency or country than the server rendered for).
 */

export interface OfferSources {
  model: VariantModel;
  selection: VariantSelection;
  /** The variant the selection names once it is complete. */
  variant: VariantChoice | undefined;
  /** The product the page is for, and its base product. */
  pageCode: string;
  baseCode: string;
  /** Price, stock and restrictions of the page's product, as the server rendered them. */
  serverOffer: ProductOffer;
  /** The shopper's currency or country is not the one the server rendered for. */
  currencyDiffers: boolean;
  countryDiffers: boolean;
}

export interface BrowserReads {
  /** The offer read in the browser (`needsBrowserOffer`), once it has come. */
  offer: ProductOffer | undefined;
  /** The restrictions for the shopper's country, read in the browser, once they have come. */
  restrictions: ProductOffer['restrictions'] | undefined;
}

export interface ShownOffer {
  offer: ProductOffer;
  restrictions: ProductOffer['restrictions'];
  /** The prices of the variants the selection still allows, before a variant is chosen. */
  range: { min: number; max: number } | undefined;
  /** The struck-through MSRP beside one price (spec 1 §5). */
  original: number | undefined;
  soldOut: boolean;
  stock: StockMessage | undefined;
}

/** Another variant than the page's, or another currency: its price and stock are read in the browser. */
export function needsBrowserOffer({ variant, pageCode, currencyDiffers }: Pick<OfferSources, 'variant' | 'pageCode' | 'currencyDiffers'>): boolean {
  return currencyDiffers || (variant !== undefined && variant.code !== pageCode);
}

export function shownOffer(sources: OfferSources, browser: BrowserReads): ShownOffer {
  const { model, selection, variant, pageCode, baseCode, serverOffer, currencyDiffers, countryDiffers } = sources;
  // Until the browser's read comes, another variant in the page's currency shows the model's price and stock.
  const fromModel: ProductOffer | undefined =
    variant && variant.code !== pageCode && !currencyDiffers
      ? {
          price: variant.price,
          currency: model.currency ?? serverOffer.currency,
          stockLevel: variant.stockLevel,
          stockStatus: variant.stockStatus,
          restrictions: serverOffer.restrictions,
        }
      : undefined;
  const offer = (needsBrowserOffer(sources) ? browser.offer : undefined) ?? fromModel ?? serverOffer;
  // Before a variant is chosen the offer is the style's only on the style's own page.
  const style = variant ? undefined : styleStockOf(model, pageCode === baseCode ? offer : undefined);
  const range = !variant && !currencyDiffers ? priceRangeOf(model, selection) : undefined;
  return {
    offer,
    restrictions: (countryDiffers ? browser.restrictions : undefined) ?? serverOffer.restrictions,
    range,
    // A price range has no single price to compare the MSRP with.
    original: range && range.min !== range.max ? undefined : strikeThroughPrice({ msrp: offer.msrp }),
    soldOut: variant ? isSoldOut(offer) : (style?.soldOut ?? false),
    stock: variant ? stockMessageOf(offer) : style?.message,
  };
}
