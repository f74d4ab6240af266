import { getImageProps, type ImageProps } from 'next/image';
import { CHECKOUT_BREAKPOINTS } from './breakpoints';

/**
 * next/image's attributes with a srcset that lists only the widths a browser can pick for this
 * picture. With a `sizes` attribute, next/image lists every configured width from a lower bound
 * up to 3,840 pixels: a listing card drawn at most 384 CSS pixels wide carries eleven URLs, six of
 * which no screen ever asks for, in every card of every listing. Here the list runs from the width
 * that covers the smallest drawn size on a 1x screen to the one that covers the largest on a 2x
 * screen (a 3x phone is narrower than half the layout, so the 2x end covers it too).
 *
 * The drawn sizes come from `sizes` itself, within the viewports the picture can be seen at (all of
 * them by default, or a `<source>`'s media range): `px` values as they are, `vw` values against the
 * viewport, which counts up to the layout's maximum width (every page draws within that frame).
 * A `sizes` this code cannot read keeps next/image's full list.
 */
export function optimizedImageProps(args: ImageProps, viewport: ViewportRange = ALL_VIEWPORTS): ReturnType<typeof getImageProps>['props'] {
  const { props } = getImageProps(args);
  if (!props.sizes) return smallAsOneFile(props);
  const drawn = drawnWidths(props.sizes, viewport);
  if (!drawn || !props.srcSet) return props;
  const kept = keptCandidates(props.srcSet, drawn);
  if (!kept) return props;
  return { ...props, srcSet: kept.map((candidate) => candidate.text).join(', '), src: kept.at(-1)?.url ?? props.src };
}

/**
 * A picture drawn at most this many CSS pixels wide (a colour swatch, a payment mark) is one file,
 * its 2x: the few hundred bytes a 1x screen could save are less than the srcset costs the page in
 * every card that shows it.
 */
const SMALL_PICTURE_WIDTH = 64;

function smallAsOneFile(props: ReturnType<typeof getImageProps>['props']): ReturnType<typeof getImageProps>['props'] {
  if (typeof props.width !== 'number' || props.width > SMALL_PICTURE_WIDTH || !props.srcSet) return props;
  const double = / (\S+) 2x$/.exec(props.srcSet)?.[1];
  if (!double) return props;
  return { ...props, src: double, srcSet: undefined };
}

/** Viewport widths in CSS pixels; `max` is where the layout stops growing. */
export interface ViewportRange {
  min: number;
  max: number;
}

/** The narrowest phone the layout is made for (spec's xs starts above it) to the layout's frame. */
const SMALLEST_VIEWPORT = 320;
export const ALL_VIEWPORTS: ViewportRange = { min: SMALLEST_VIEWPORT, max: CHECKOUT_BREAKPOINTS.wide };

/** Device pixels per CSS pixel the largest candidate is chosen for. */
const LARGEST_DENSITY = 2;

/**
 * The smallest and largest width, in CSS pixels, a picture with this `sizes` is drawn at within the
 * viewport range; `undefined` when an entry is not a `(min-width: N px)` / `(width >= N px)`
 * condition with a `px` or `vw` length, or the conditions do not narrow from the widest down.
 */
export function drawnWidths(sizes: string, viewport: ViewportRange = ALL_VIEWPORTS): { smallest: number; largest: number } | undefined {
  const entries = sizes.split(',').map((entry) => entry.trim());
  let upper = Number.POSITIVE_INFINITY;
  let smallest = Number.POSITIVE_INFINITY;
  let largest = 0;
  for (const [index, entry] of entries.entries()) {
    const isDefault = index === entries.length - 1;
    const match = isDefault ? DEFAULT_ENTRY.exec(entry) : CONDITIONAL_ENTRY.exec(entry);
    if (!match?.groups) return undefined;
    const from = isDefault ? 0 : Number(match.groups.from);
    if (from >= upper) return undefined;
    // This entry applies to viewports from `from` up to just below the previous entry's.
    const low = Math.max(from, viewport.min);
    const high = Math.min(upper - 1, viewport.max);
    upper = from;
    if (low > high) continue;
    const value = Number(match.groups.value);
    const drawnAt = (width: number) => (match.groups?.unit === 'vw' ? (value * width) / 100 : value);
    smallest = Math.min(smallest, drawnAt(low));
    largest = Math.max(largest, drawnAt(high));
  }
  return largest > 0 ? { smallest, largest } : undefined;
}

const LENGTH = String.raw`(?<value>\d+(?:\.\d+)?)(?<unit>px|vw)`;
const CONDITIONAL_ENTRY = new RegExp(String.raw`^\((?:min-width:\s*|width\s*>=\s*)(?<from>\d+)px\)\s+${LENGTH}$`);
const DEFAULT_ENTRY = new RegExp(String.raw`^${LENGTH}$`);

interface Candidate {
  text: string;
  url: string;
  width: number;
}

/** The candidates from the first covering `smallest` to the first covering `largest` at 2x. */
function keptCandidates(srcSet: string, drawn: { smallest: number; largest: number }): Candidate[] | undefined {
  const candidates: Candidate[] = [];
  for (const text of srcSet.split(', ')) {
    const match = /^(?<url>\S+) (?<width>\d+)w$/.exec(text);
    if (!match?.groups) return undefined;
    candidates.push({ text, url: match.groups.url ?? '', width: Number(match.groups.width) });
  }
  const first = candidates.findIndex((candidate) => candidate.width >= drawn.smallest);
  const lastFound = candidates.findIndex((candidate) => candidate.width >= drawn.largest * LARGEST_DENSITY);
  const last = lastFound === -1 ? candidates.length - 1 : lastFound;
  return candidates.slice(first === -1 ? last : Math.min(first, last), last + 1);
}
