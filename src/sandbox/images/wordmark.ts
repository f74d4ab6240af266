/**
 * Capital letters drawn as strokes, for the brand's wordmarks (the logo, the store signs).
 *
 * A logo is artwork: its letters are outlines, not text set in whatever fonts the viewing machine
 * has. SVG `<text>` would be laid out with the viewer's fonts (a different face on every system)
 * and costs the browser a font lookup in each image document before its first frame.
 *
 * Each glyph is a path on a 10 × 16 grid (cap height 16, baseline at 16) with its advance width.
 */
const GLYPHS: Readonly<Record<string, { d: string; width: number }>> = {
  A: { d: 'M1 16 L5 0 L9 16 M2.6 10 H7.4', width: 10 },
  B: { d: 'M1.5 16 V0 H6 Q9 0 9 4 Q9 8 6 8 H1.5 M6 8 Q9.5 8 9.5 12 Q9.5 16 6 16 H1.5', width: 10 },
  C: { d: 'M9 3.5 Q8.5 0 5 0 Q1 0 1 5 V11 Q1 16 5 16 Q8.5 16 9 12.5', width: 10 },
  D: { d: 'M1.5 0 H5 Q9 0 9 5 V11 Q9 16 5 16 H1.5 Z', width: 10 },
  E: { d: 'M9 0 H1.5 V16 H9 M1.5 8 H7', width: 10 },
  F: { d: 'M9 0 H1.5 V16 M1.5 8 H7', width: 10 },
  G: { d: 'M9 3.5 Q8.5 0 5 0 Q1 0 1 5 V11 Q1 16 5 16 Q9 16 9 11 V8.5 H5.5', width: 10 },
  H: { d: 'M1.5 0 V16 M8.5 0 V16 M1.5 8 H8.5', width: 10 },
  I: { d: 'M2 0 V16', width: 4 },
  J: { d: 'M8 0 V11 Q8 16 4.5 16 Q1 16 1 12', width: 10 },
  K: { d: 'M1.5 0 V16 M9 0 L1.5 9 M4.4 5.7 L9 16', width: 10 },
  L: { d: 'M1.5 0 V16 H9', width: 10 },
  M: { d: 'M1 16 V0 L5.5 10 L10 0 V16', width: 11 },
  N: { d: 'M1.5 16 V0 L8.5 16 V0', width: 10 },
  O: { d: 'M5 0 Q9 0 9 5 V11 Q9 16 5 16 Q1 16 1 11 V5 Q1 0 5 0 Z', width: 10 },
  P: { d: 'M1.5 16 V0 H6 Q9 0 9 4.5 Q9 9 6 9 H1.5', width: 10 },
  Q: { d: 'M5 0 Q9 0 9 5 V11 Q9 16 5 16 Q1 16 1 11 V5 Q1 0 5 0 Z M6 12 L9.5 16.5', width: 10 },
  R: { d: 'M1.5 16 V0 H6 Q9 0 9 4.5 Q9 9 6 9 H1.5 M5.5 9 L9 16', width: 10 },
  S: { d: 'M9 3.5 Q8.5 0 5 0 Q1 0 1 4 Q1 7 5 8 Q9 9 9 12 Q9 16 5 16 Q1.5 16 1 12.5', width: 10 },
  T: { d: 'M0.5 0 H9.5 M5 0 V16', width: 10 },
  U: { d: 'M1.5 0 V11 Q1.5 16 5 16 Q8.5 16 8.5 11 V0', width: 10 },
  V: { d: 'M0.5 0 L5 16 L9.5 0', width: 10 },
  W: { d: 'M0.5 0 L3 16 L5.5 6 L8 16 L10.5 0', width: 11 },
  X: { d: 'M1 0 L9 16 M9 0 L1 16', width: 10 },
  Y: { d: 'M0.5 0 L5 8 L9.5 0 M5 8 V16', width: 10 },
  Z: { d: 'M1 0 H9 L1 16 H9', width: 10 },
};
const SPACE_WIDTH = 6;
const GRID_HEIGHT = 16;

export interface WordmarkOptions {
  /** Where the line starts (or, with `anchor: 'middle'`, its centre), in the drawing's units. */
  x: number;
  baseline: number;
  capHeight: number;
  /** Space between letters, in the drawing's units. */
  tracking: number;
  /** Line weight, in the drawing's units. */
  weight: number;
  colour: string;
  anchor?: 'start' | 'middle';
}

/** `text` in capitals as one stroked SVG group; characters without a glyph are left out. */
export function wordmark(text: string, options: WordmarkOptions): string {
  const scale = options.capHeight / GRID_HEIGHT;
  const tracking = options.tracking / scale;
  const glyphs: string[] = [];
  let advance = 0;
  for (const char of text.toUpperCase()) {
    if (char === ' ') {
      advance += SPACE_WIDTH + tracking;
      continue;
    }
    const glyph = GLYPHS[char];
    if (!glyph) continue;
    glyphs.push(`<path transform="translate(${round(advance)} 0)" d="${glyph.d}"/>`);
    advance += glyph.width + tracking;
  }
  const width = Math.max(0, advance - tracking) * scale;
  const left = options.anchor === 'middle' ? options.x - width / 2 : options.x;
  const top = options.baseline - options.capHeight;
  return `<g fill="none" stroke="${options.colour}" stroke-width="${round(options.weight / scale)}" stroke-linejoin="round" transform="translate(${round(left)} ${round(top)}) scale(${round(scale)})">${glyphs.join('')}</g>`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
