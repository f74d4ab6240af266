import type { VariantMatrixElement, VariantOption } from '@/commerce/schemas';

/**
 * Colour codes (spec 3 §3): "Colour codes carry a COLOR_ prefix and an _SW suffix that are stripped."
 * `COLOR_BRN_SW` -> `BRN`, the code the image server and the variant codes use.
 */
export function cleanColourCode(colorCode: string | null | undefined): string | undefined {
  const code = colorCode
    ?.trim()
    .replace(/^COLOR_/i, '')
    .replace(/_SW$/i, '')
    .trim();
  return code ? code : undefined;
}

/** A colour value category: its code names the colour dimension (`colour_BRN`, `COLOR_BRN_SW`, `B2C_Color_Black`). */
const COLOUR_CATEGORY = /(?:^|[_-])colou?r(?:[_-]|$)/i;
/** Everything up to the colour marker of a value category code: `colour_`, `COLOR_`, `B2C_Color_`. */
const COLOUR_CATEGORY_PREFIX = /^(?:.*?[_-])?colou?r[_-]/i;

/** Whether a matrix level is the colour level: its value category says so, or its variant category carries swatches. */
function isColourLevel(element: VariantMatrixElement): boolean {
  return COLOUR_CATEGORY.test(element.variantValueCategory?.code ?? '') || element.parentVariantCategory?.hasImage === true;
}

/** The colour code of a colour value category (`colour_BRN` -> `BRN`, `COLOR_BRN_SW` -> `BRN`). */
export function colourCodeOfCategory(code: string | null | undefined): string | undefined {
  return cleanColourCode(code?.trim().replace(COLOUR_CATEGORY_PREFIX, ''));
}

/**
 * Variant code -> colour code, from the variant matrix (spec 3 §3: "variantMatrix (variantOption
 * code; variantValueCategory code and name)"): every variant below a colour level is of that colour.
 */
export function matrixColourCodes(matrix: readonly VariantMatrixElement[]): ReadonlyMap<string, string> {
  const codes = new Map<string, string>();
  const visit = (elements: readonly VariantMatrixElement[], colour: string | undefined) => {
    for (const element of elements) {
      const own = isColourLevel(element) ? colourCodeOfCategory(element.variantValueCategory?.code) : undefined;
      const current = own ?? colour;
      const variant = element.variantOption?.code;
      if (current && variant && !codes.has(variant)) codes.set(variant, current);
      visit(element.elements, current);
    }
  };
  visit(matrix, undefined);
  return codes;
}

/** The image server's asset id of a URL or path: its last path segment (`/is/image/brand/103828_BRN_SW?wid=48` -> `103828_BRN_SW`). */
function assetIdOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The colour of a swatch asset: the image names are the style number plus the colour code (spec 3
 * §7), so a swatch is `{style}_{colour}_SW` (`EU_` in front on EMEA). Other media (`/medias/...`) say nothing.
 */
export function colourCodeOfSwatch(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const parts = assetIdOf(url).replace(/^EU_/, '').split('_');
  if (parts.length < 3 || parts.at(-1)?.toUpperCase() !== 'SW') return undefined;
  return parts.slice(1, -1).join('_') || undefined;
}

/** The colour part of the brand's variant codes, `{style}-{colour}-{size}[-{fit}]` (`103828-BRN-L-REG` -> `BRN`). */
export function colourCodeOfVariantCode(code: string, styleCode: string): string | undefined {
  const parts = code.split('-');
  return parts.length >= 3 && parts[0] === styleCode && parts[1] ? parts[1] : undefined;
}

export interface OptionColourSources {
  /** The style the options belong to, which the variant codes start with. */
  styleCode: string;
  /** From `matrixColourCodes`; empty when the response has no matrix (search results). */
  matrixColours: ReadonlyMap<string, string>;
}

/**
 * The colour code of a variant option. The spec's options carry only `code` and qualifiers (qualifier,
 * value, image url); an option's `colorCode` is an extension a backend need not send, and the colour
 * qualifier's value is the display name ("Duck Brown"), which matches no image asset and no product
 * `colorCode`. So, in order: the option's own `colorCode`, the variant matrix, then, for an option
 * with a colour qualifier, the swatch's asset id and the variant code. Only when none of them names
 * it is the name the identity, so the colours can still be told apart and chosen.
 */
export function colourCodeOfOption(option: VariantOption, { styleCode, matrixColours }: OptionColourSources): string | undefined {
  const own = (option as { colorCode?: unknown }).colorCode;
  const code = cleanColourCode(typeof own === 'string' ? own : undefined) ?? matrixColours.get(option.code);
  if (code) return code;
  const colour = option.variantOptionQualifiers.find((qualifier) => qualifier.qualifier === 'colour');
  // No colour qualifier: the style does not come in colours.
  if (!colour) return undefined;
  return colourCodeOfSwatch(colour.image?.url) ?? colourCodeOfVariantCode(option.code, styleCode) ?? (colour.value?.trim() || undefined);
}
