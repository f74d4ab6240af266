import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALLOWED_MEDIA_WIDTHS,
  BREAKPOINTS,
  CHECKOUT_BREAKPOINTS,
  mediaBelow,
  mediaBetween,
  mediaFrom,
} from '@/ui/breakpoints';

const uiDir = fileURLToPath(new URL('../../src/ui/', import.meta.url));
const styleSheets = readdirSync(uiDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(join(uiDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

/** Every pixel width named in an @media prelude, e.g. `(width < 768px)` or `(min-width: 992px)`. */
function mediaWidths(css: string): number[] {
  return [...css.matchAll(/@media([^{]*)\{/g)].flatMap(([, prelude = '']) =>
    [...prelude.matchAll(/(\d+(?:\.\d+)?)px/g)].map(([, px = '']) => Number(px)),
  );
}

describe('breakpoints', () => {
  it('are the page widths of the spec: xs 425, sm 768, md 992, lg 992', () => {
    expect(BREAKPOINTS).toEqual({ xs: 425, sm: 768, md: 992, lg: 992 });
  });

  it('include the checkout layout widths 1023, 1280 and 1440', () => {
    expect(Object.values(CHECKOUT_BREAKPOINTS)).toEqual([1023, 1280, 1440]);
  });

  it('build media queries with the exact spec numbers', () => {
    expect(mediaFrom('sm')).toBe('(width >= 768px)');
    expect(mediaBelow('sm')).toBe('(width < 768px)');
    expect(mediaFrom(CHECKOUT_BREAKPOINTS.desktop)).toBe('(width >= 1280px)');
    expect(mediaBetween('sm', 'md')).toBe('(768px <= width < 992px)');
  });

  it('are written down in tokens.css for the style sheets', () => {
    const tokens = styleSheets.find(({ file }) => file === 'tokens.css');
    const comment = readFileSync(join(uiDir, 'tokens.css'), 'utf8');
    expect(tokens).toBeDefined();
    for (const [name, width] of Object.entries(BREAKPOINTS)) expect(comment).toContain(`${name} ${width}px`);
    for (const width of Object.values(CHECKOUT_BREAKPOINTS)) expect(comment).toContain(`${width}px`);
  });

  it('finds the media queries in the style sheets it checks', () => {
    expect(styleSheets.flatMap(({ css }) => mediaWidths(css))).toContain(BREAKPOINTS.sm);
  });

  it.each(styleSheets.map(({ file, css }) => [file, css] as const))(
    '%s uses only spec breakpoints in its media queries',
    (_file, css) => {
      for (const width of mediaWidths(css)) expect(ALLOWED_MEDIA_WIDTHS).toContain(width);
    },
  );
});
