import { create } from 'zustand';

/**
 * The colour the shopper picked on the product page, shared by the variant picker and the gallery
 * (two islands): a colour change rebuilds the gallery's media set (spec 3 §2). Kept per base product
 * so another product page starts from its own colour.
 */

interface SelectedColourState {
  baseCode?: string | undefined;
  colour?: string | undefined;
}

export const useSelectedColourStore = create<SelectedColourState>(() => ({}));

export function selectColour(baseCode: string, colour: string | undefined): void {
  useSelectedColourStore.setState({ baseCode, colour });
}

/** The colour picked for this product in this page visit, if any. */
export function useSelectedColour(baseCode: string): string | undefined {
  return useSelectedColourStore((state) => (state.baseCode === baseCode ? state.colour : undefined));
}

/** The `?colour=` of a base product URL (a colour chosen before a size, see ProductPurchase). */
export const COLOUR_PARAM = 'colour';

export function colourFromSearch(search: string, colours: readonly string[]): string | undefined {
  const colour = new URLSearchParams(search).get(COLOUR_PARAM)?.trim();
  return colour && colours.includes(colour) ? colour : undefined;
}
