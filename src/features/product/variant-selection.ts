import type { Product, VariantMatrixElement, VariantOption } from '@/commerce/schemas';
import { cleanColourCode, colourCodeOfOption, matrixColourCodes } from './colour-code';
import { isSoldOut, stockMessageOf, type StockFacts, type StockMessage } from './product-offer';
import { ONE_SIZE } from './one-size';

/**
 * Variant selection (spec 3 §3: variantMatrix, variantOptions with colour, size and fit qualifiers)
 * as pure functions over one plain model, shared by the server render and the picker island.
 *
 * - Colours are identified by their colour code (`COLOR_BRN_SW` -> `BRN`), the one the images and the
 *   product's `colorCode` use, never by their name (`colourCodeOfOption`); the name is the label.
 * - A size `OS` is "one size": the size choice and its label are hidden (spec 1 §2.4).
 * - Changing the colour keeps the fit and size when the new colour has them; a size the new
 *   combination lacks is cleared, so the shopper chooses again rather than buying a size they
 *   did not pick.
 */


export type VariantDimension = 'colour' | 'fit' | 'size';

/**
 * One variant as the purchase box needs it. The page sends every variant to the browser, so what is
 * the same for many (colour name and swatch, currency) is said once, in the model, not per variant.
 */
export interface VariantChoice {
  code: string;
  colour?: string | undefined;
  fit?: string | undefined;
  size?: string | undefined;
  price?: number | undefined;
  stockLevel?: number | undefined;
  stockStatus?: string | undefined;
}

export interface ColourChoice {
  code: string;
  name: string;
  /** The swatch image path as OCC gives it; the page hands the picker an absolute URL (`withSwatchUrls`). */
  swatch?: string | undefined;
}

export interface VariantModel {
  /** The base product (style) the variants belong to. */
  baseCode: string;
  /** The currency of the variants' prices (one per response). */
  currency?: string | undefined;
  variants: VariantChoice[];
  colours: ColourChoice[];
  fits: string[];
  sizes: string[];
  /** The backend's names of the qualifiers ("Colour", "Größe", "Width" for boots). */
  labels: Partial<Record<VariantDimension, string>>;
  /** Every variant is one size: no size choice is shown. */
  oneSize: boolean;
}

export interface VariantSelection {
  colour?: string | undefined;
  fit?: string | undefined;
  size?: string | undefined;
}

function qualifier(option: VariantOption, name: VariantDimension) {
  return option.variantOptionQualifiers.find((q) => q.qualifier === name);
}

/** All variant options of a product page: a base product lists them, a variant has them in baseOptions. */
function optionsOf(product: Product): VariantOption[] {
  if (product.variantOptions.length > 0) return product.variantOptions;
  return product.baseOptions.flatMap((base) => base.options);
}

/** Sequence numbers of matrix values by dimension, so sizes read S, M, L rather than in data order. */
function matrixSequences(matrix: readonly VariantMatrixElement[]): Record<VariantDimension, Map<string, number>> {
  const sequences = { colour: new Map<string, number>(), fit: new Map<string, number>(), size: new Map<string, number>() };
  const visit = (elements: readonly VariantMatrixElement[]) => {
    for (const element of elements) {
      const category = element.variantValueCategory;
      const dimension = dimensionOfCategory(category?.code);
      if (dimension && category?.name !== undefined && category.sequence !== undefined) {
        const known = sequences[dimension].get(category.name);
        if (known === undefined || category.sequence < known) sequences[dimension].set(category.name, category.sequence);
      }
      visit(element.elements);
    }
  };
  visit(matrix);
  return sequences;
}

function dimensionOfCategory(code: string | undefined): VariantDimension | undefined {
  if (!code) return undefined;
  if (/^colou?r/i.test(code)) return 'colour';
  if (/^(fit|width)/i.test(code)) return 'fit';
  if (/^size/i.test(code)) return 'size';
  return undefined;
}

function ordered(values: string[], sequence: Map<string, number>): string[] {
  return values
    .map((value, index) => ({ value, index, rank: sequence.get(value) }))
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ value }) => value);
}

export function variantModel(product: Product): VariantModel {
  const options = optionsOf(product);
  const baseCode = product.baseProduct ?? product.code;
  const colourSources = { styleCode: baseCode, matrixColours: matrixColourCodes(product.variantMatrix) };
  const variants: VariantChoice[] = [];
  const colours: ColourChoice[] = [];
  const labels: VariantModel['labels'] = {};
  for (const option of options) {
    const colour = qualifier(option, 'colour');
    const size = qualifier(option, 'size');
    const fit = qualifier(option, 'fit');
    const colourCode = colourCodeOfOption(option, colourSources);
    if (colour?.name) labels.colour ??= colour.name;
    if (size?.name) labels.size ??= size.name;
    if (fit?.name) labels.fit ??= fit.name;
    if (colourCode && !colours.some((known) => known.code === colourCode)) {
      colours.push({ code: colourCode, name: colour?.value ?? colourCode, swatch: colour?.image?.url });
    }
    variants.push({
      code: option.code,
      colour: colourCode,
      fit: fit?.value,
      size: size?.value,
      price: option.priceData?.value,
      stockLevel: option.stock?.stockLevel,
      stockStatus: option.stock?.stockLevelStatus,
    });
  }
  const currency = options.find((option) => option.priceData?.currencyIso)?.priceData?.currencyIso;
  const sequences = matrixSequences(product.variantMatrix);
  const distinct = (key: 'fit' | 'size') => [...new Set(variants.map((v) => v[key]).filter((v): v is string => Boolean(v)))];
  const sizes = ordered(distinct('size'), sequences.size);
  return {
    baseCode,
    currency,
    variants,
    colours,
    fits: ordered(distinct('fit'), sequences.fit),
    sizes,
    labels,
    oneSize: sizes.length === 1 && sizes[0] === ONE_SIZE,
  };
}

/**
 * The style's stock before a variant is chosen: sold out when no variant of it is left (a product
 * without variants: its own stock), so the add button says so rather than asking for a size that
 * cannot be had; else the style's own stock line, when the page has the style's offer (`styleOffer`).
 * The variants decide: a style status of `outOfStock` beside a variant in stock is not shown.
 */
export function styleStockOf(
  model: Pick<VariantModel, 'variants'>,
  styleOffer: StockFacts | undefined,
): { soldOut: boolean; message: StockMessage | undefined } {
  const soldOut = model.variants.length > 0 ? model.variants.every(isSoldOut) : styleOffer !== undefined && isSoldOut(styleOffer);
  if (soldOut) return { soldOut, message: stockMessageOf({ stockStatus: 'outOfStock' }) };
  const message = styleOffer ? stockMessageOf(styleOffer) : undefined;
  return { soldOut, message: message?.status === 'outOfStock' ? undefined : message };
}

function matches(model: VariantModel, variant: VariantChoice, selection: VariantSelection, ignore?: VariantDimension): boolean {
  if (ignore !== 'colour' && model.colours.length > 0 && variant.colour !== selection.colour) return false;
  if (ignore !== 'fit' && model.fits.length > 0 && variant.fit !== selection.fit) return false;
  if (ignore !== 'size' && model.sizes.length > 0 && variant.size !== selection.size) return false;
  return true;
}

/** The variant a complete selection names; `undefined` while a choice is missing. */
export function resolveVariant(model: VariantModel, selection: VariantSelection): VariantChoice | undefined {
  return model.variants.find((variant) => matches(model, variant, selection));
}

/** Fits the colour comes in, and sizes the colour and fit come in, in display order. */
export function fitsOf(model: VariantModel, colour: string | undefined): string[] {
  return model.fits.filter((fit) => model.variants.some((v) => v.fit === fit && (model.colours.length === 0 || v.colour === colour)));
}

export function sizesOf(model: VariantModel, selection: VariantSelection): string[] {
  return model.sizes.filter((size) =>
    model.variants.some((variant) => variant.size === size && matches(model, variant, selection, 'size')),
  );
}

/** A size is filled in when there is nothing to choose: one size, or a single size for the combination. */
function settledSize(model: VariantModel, selection: VariantSelection, wanted: string | undefined): string | undefined {
  if (model.sizes.length === 0) return undefined;
  if (model.oneSize) return ONE_SIZE;
  const available = sizesOf(model, selection);
  if (wanted && available.includes(wanted)) return wanted;
  return available.length === 1 ? available[0] : undefined;
}

/**
 * The selection a product page starts with: a variant's own colour, fit and size; for a base
 * product its default colour (`colorCode`, else the first) and that colour's first fit, with the
 * size left to the shopper.
 */
export function initialSelection(model: VariantModel, product: Pick<Product, 'code' | 'colorCode'>): VariantSelection {
  const own = model.variants.find((variant) => variant.code === product.code);
  if (own) return { colour: own.colour, fit: own.fit, size: own.size };
  const preferred = cleanColourCode(product.colorCode);
  const colour = model.colours.find((c) => c.code === preferred)?.code ?? model.colours[0]?.code;
  const fit = fitsOf(model, colour)[0];
  return { colour, fit, size: settledSize(model, { colour, fit }, undefined) };
}

/** The selection after the shopper picks `value` for one dimension (see the rules above). */
export function changeSelection(
  model: VariantModel,
  selection: VariantSelection,
  dimension: VariantDimension,
  value: string,
): VariantSelection {
  const colour = dimension === 'colour' ? value : selection.colour;
  const fits = fitsOf(model, colour);
  const wantedFit = dimension === 'fit' ? value : selection.fit;
  const fit = model.fits.length === 0 ? undefined : wantedFit && fits.includes(wantedFit) ? wantedFit : fits[0];
  const wantedSize = dimension === 'size' ? value : selection.size;
  return { colour, fit, size: settledSize(model, { colour, fit }, wantedSize) };
}

export type OptionState = 'available' | 'soldOut' | 'unavailable';

/** Whether a value can be chosen with the rest of the selection: offered, sold out, or not made. */
export function optionState(
  model: VariantModel,
  selection: VariantSelection,
  dimension: VariantDimension,
  value: string,
): OptionState {
  const candidate = { ...selection, [dimension]: value };
  // A colour or fit is judged by all its sizes; a size by the exact variant.
  const ignore: VariantDimension[] = dimension === 'size' ? [] : dimension === 'fit' ? ['size'] : ['fit', 'size'];
  const variants = model.variants.filter((variant) => {
    if (model.colours.length > 0 && variant.colour !== candidate.colour) return false;
    if (!ignore.includes('fit') && model.fits.length > 0 && variant.fit !== candidate.fit) return false;
    if (!ignore.includes('size') && model.sizes.length > 0 && variant.size !== candidate.size) return false;
    return true;
  });
  if (variants.length === 0) return 'unavailable';
  return variants.every(isSoldOut) ? 'soldOut' : 'available';
}

/** What is still to choose before the selection names a variant. */
export function missingChoices(model: VariantModel, selection: VariantSelection): VariantDimension[] {
  const missing: VariantDimension[] = [];
  if (model.colours.length > 0 && !selection.colour) missing.push('colour');
  if (model.fits.length > 0 && !selection.fit) missing.push('fit');
  if (model.sizes.length > 0 && !model.oneSize && !selection.size) missing.push('size');
  return missing;
}

/** The price range of the variants a selection still allows (a colour's sizes before a size is chosen). */
export function priceRangeOf(model: VariantModel, selection: VariantSelection): { min: number; max: number } | undefined {
  const prices = model.variants
    .filter((variant) => matches(model, variant, selection, 'size'))
    .map((variant) => variant.price)
    .filter((price): price is number => price !== undefined);
  if (prices.length === 0) return undefined;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
