import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * WCAG 2.2 AA contrast for the colour tokens in src/ui/tokens.css:
 * text 4.5:1 (1.4.3), and 3:1 for focus rings, control outlines and other non-text parts (1.4.11).
 */
const TEXT = 4.5;
const NON_TEXT = 3;

const tokensCss = readFileSync(fileURLToPath(new URL('../../src/ui/tokens.css', import.meta.url)), 'utf8');

/** Custom properties declared in the first `:root { ... }` block (the light theme). */
function rootCustomProperties(css: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const root = /:root\s*\{([\s\S]*?)\}/.exec(withoutComments);
  if (!root?.[1]) throw new Error('tokens.css has no :root block');
  const properties = new Map<string, string>();
  for (const match of root[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value) properties.set(name, value.trim());
  }
  return properties;
}

const tokens = rootCustomProperties(tokensCss);

const globalCss = readFileSync(fileURLToPath(new URL('../../src/ui/global.css', import.meta.url)), 'utf8');

/** The tokens `.surface-inverse` (dark bands) points elsewhere, e.g. --color-focus -> --color-inverse-focus. */
function inverseBandRemaps(css: string): Array<[string, string]> {
  const block = /\.surface-inverse\s*\{([\s\S]*?)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''));
  if (!block?.[1]) throw new Error('global.css has no .surface-inverse block');
  return [...block[1].matchAll(/(--color-[\w-]+)\s*:\s*var\((--color-[\w-]+)\)/g)].map(([, name = '', target = '']) => [
    name,
    target,
  ]);
}

/** A token's colour as #rrggbb, following var() references. */
function colour(name: string, seen: string[] = []): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`tokens.css does not define ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference?.[1]) {
    if (seen.includes(name)) throw new Error(`circular reference at ${name}`);
    return colour(reference[1], [...seen, name]);
  }
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (!hex?.[1]) throw new Error(`${name} is not a hex colour: ${value}`);
  const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
  return `#${digits.toLowerCase()}`;
}

/** Relative luminance, WCAG 2.x definition. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('contrast ratio', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('tokens.css', () => {
  it.each([
    '--color-bg',
    '--color-surface',
    '--color-surface-alt',
    '--color-text',
    '--color-text-muted',
    '--color-border',
    '--color-accent',
    '--color-accent-hover',
    '--color-on-accent',
    '--color-link',
    '--color-focus',
    '--color-success',
    '--color-success-soft',
    '--color-info',
    '--color-info-soft',
    '--color-warning',
    '--color-warning-soft',
    '--color-error',
    '--color-error-soft',
  ])('defines %s as a colour', (name) => {
    expect(colour(name)).toMatch(/^#[0-9a-f]{6}$/);
  });

  const backgrounds = ['--color-bg', '--color-surface', '--color-surface-alt'];
  const on = (foreground: string, minimum: number, why: string) =>
    backgrounds.map((background) => [foreground, background, minimum, why] as const);

  const pairs: ReadonlyArray<readonly [string, string, number, string]> = [
    ...on('--color-text', TEXT, 'body text'),
    ...on('--color-text-muted', TEXT, 'muted text, placeholders, descriptions'),
    ...on('--color-link', TEXT, 'links'),
    ...on('--color-link-hover', TEXT, 'hovered links'),
    ...on('--color-accent', TEXT, 'accent used as text'),
    ...on('--color-error', TEXT, 'error messages'),
    ...on('--color-sale', TEXT, 'reduced prices'),
    ...on('--color-success', TEXT, 'success messages'),
    ...on('--color-info', TEXT, 'info messages'),
    ...on('--color-warning', TEXT, 'warning messages'),
    ['--color-on-accent', '--color-accent', TEXT, 'primary button label'],
    ['--color-on-accent', '--color-accent-hover', TEXT, 'hovered primary button label'],
    ['--color-bg', '--color-text', TEXT, 'hovered secondary button label'],
    ['--color-on-accent', '--color-text', NON_TEXT, 'check mark in a checked box'],
    ['--color-text', '--color-selection', TEXT, 'selected text'],
    ['--color-success', '--color-success-soft', TEXT, 'success message on its band'],
    ['--color-info', '--color-info-soft', TEXT, 'info message on its band'],
    ['--color-warning', '--color-warning-soft', TEXT, 'warning message on its band'],
    ['--color-error', '--color-error-soft', TEXT, 'error message on its band'],
    ['--color-text', '--color-success-soft', TEXT, 'text on the success band'],
    ['--color-text', '--color-info-soft', TEXT, 'text on the info band'],
    ['--color-text', '--color-warning-soft', TEXT, 'text on the warning band'],
    ['--color-text', '--color-error-soft', TEXT, 'text on the error band'],
    ['--color-inverse-text', '--color-inverse-bg', TEXT, 'text on dark bands'],
    ['--color-inverse-text-muted', '--color-inverse-bg', TEXT, 'muted text on dark bands'],
    ['--color-inverse-error', '--color-inverse-bg', TEXT, 'error messages on dark bands'],
    ...on('--color-focus', NON_TEXT, 'focus ring'),
    ['--color-inverse-focus', '--color-inverse-bg', NON_TEXT, 'focus ring on dark bands'],
    ...on('--color-border-strong', NON_TEXT, 'form control outline'),
    ...on('--color-accent', NON_TEXT, 'primary button shape'),
  ];

  it.each(pairs)('%s on %s reaches %s:1 (%s)', (foreground, background, minimum) => {
    expect(contrastRatio(colour(foreground), colour(background))).toBeGreaterThanOrEqual(minimum);
  });

  describe('.surface-inverse (dark bands)', () => {
    const remaps = inverseBandRemaps(globalCss);
    // Decorative dividers carry no information, so they are not held to a ratio.
    const minimumFor = (name: string) => (name === '--color-border' ? 0 : name === '--color-focus' ? NON_TEXT : TEXT);

    it('switches the focus ring, links, muted text and errors', () => {
      expect(remaps.map(([name]) => name)).toEqual(
        expect.arrayContaining(['--color-focus', '--color-link', '--color-text-muted', '--color-error']),
      );
    });

    it.each(remaps)('%s (%s) is readable on the band', (name, target) => {
      expect(contrastRatio(colour(target), colour('--color-inverse-bg'))).toBeGreaterThanOrEqual(minimumFor(name));
    });
  });
});
