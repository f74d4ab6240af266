import { useEffect, useRef, type RefObject } from 'react';
import { changeSelection, type VariantDimension, type VariantModel, type VariantSelection } from './variant-selection';

/** The order a shopper picks a variant in. */
const CHOICE_ORDER: readonly VariantDimension[] = ['colour', 'fit', 'size'];

/**
 * A colour, fit or size tapped before the page's script ran is checked on screen (the browser did
 * it) but not chosen in the purchase box. Once the box runs, those choices are taken over, in the
 * order a shopper makes them, so that the radios and the add agree. Later taps come through the
 * radios' own handlers.
 */
export function useEarlyChoices(
  groups: RefObject<Partial<Record<VariantDimension, HTMLFieldSetElement | null>>>,
  model: VariantModel,
  selection: VariantSelection,
  select: (next: VariantSelection) => void,
): void {
  const start = useRef({ model, selection, select });
  useEffect(() => {
    const first = start.current;
    let next = first.selection;
    for (const dimension of CHOICE_ORDER) {
      const checked = groups.current[dimension]?.querySelector<HTMLInputElement>('input:checked')?.value;
      if (checked && checked !== next[dimension]) next = changeSelection(first.model, next, dimension, checked);
    }
    if (next !== first.selection) first.select(next);
  }, [groups]);
}
