import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * With less motion asked for (`prefers-reduced-motion: reduce`), tokens.css sets every duration token
 * to 0 ms, so a transition or animation timed by a token finishes at once. A time written out in a
 * module would keep fading or moving: every transition and animation outside a
 * `prefers-reduced-motion: no-preference` block is timed by a token.
 */
const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
const styleSheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => [file, readFileSync(join(srcDir, file), 'utf8')] as const);

/** The style sheet without comments and without its `no-preference` blocks (braces matched). */
function outsideNoPreference(css: string): string {
  let text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let start = text.search(/@media[^{]*prefers-reduced-motion:\s*no-preference/); start >= 0; ) {
    let depth = 0;
    let end = text.indexOf('{', start);
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      if (text[end] === '}' && --depth === 0) break;
    }
    text = text.slice(0, start) + text.slice(end + 1);
    start = text.search(/@media[^{]*prefers-reduced-motion:\s*no-preference/);
  }
  return text;
}

/** `transition` and `animation` declarations (and their longhand durations) with a time written out. */
function writtenOutTimes(css: string): string[] {
  return [...outsideNoPreference(css).matchAll(/(?:transition|animation)(?:-duration|-delay)?\s*:([^;}]*)/g)]
    .map(([declaration, value = '']) => ({ declaration, value: value.replace(/var\([^)]*\)/g, '') }))
    .filter(({ value }) => /(?:^|[\s,])\.?\d[\d.]*m?s\b/.test(value) && !/^\s*(?:0m?s\s*)+$/.test(value))
    .map(({ declaration }) => declaration.trim());
}

describe('motion', () => {
  it('finds the style sheets and their transitions', () => {
    expect(styleSheets.length).toBeGreaterThan(20);
    expect(writtenOutTimes('.a { transition: opacity 150ms ease; }')).toEqual(['transition: opacity 150ms ease']);
    expect(writtenOutTimes('.a { transition: opacity var(--duration-fast) ease; }')).toEqual([]);
    expect(writtenOutTimes('@media (prefers-reduced-motion: no-preference) { .a { animation: p 0.7s infinite; } }')).toEqual([]);
  });

  it.each(styleSheets)('%s times its transitions and animations with the duration tokens', (_file, css) => {
    expect(writtenOutTimes(css)).toEqual([]);
  });
});
