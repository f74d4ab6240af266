import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { filesUnder } from '../../architecture/files-under';

/**
 * The shell's CSS Modules (header, footer, menu, newsletter): a class a component reads must exist
 * (CSS Modules give `undefined` for a misspelt one, silently), colours come from tokens.css, and
 * media queries use the spec's breakpoints (xs 425, sm 768, md 992).
 */

const ROOT = join(__dirname, '../../..');
const FOLDERS = ['src/features/shell', 'src/features/navigation', 'src/features/newsletter', 'src/features/chat'];

const files = FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder)));
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const classesOf = (cssFile: string) =>
  new Set([...withoutComments(readFileSync(cssFile, 'utf8')).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name));

const usages = files
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/import (\w+) from '(\.{1,2}\/[\w./-]+\.module\.css)';/g)].map(([, binding = '', module = '']) => {
      const names = [...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map(([, name = '']) => name);
      const indexed = [...source.matchAll(new RegExp(`\\b${binding}\\[(\\w+)\\]`, 'g'))].length > 0;
      return [relative(ROOT, file), join(dirname(file), module), names, indexed] as const;
    });
  });

describe('style sheets of the site shell', () => {
  it('finds the modules it checks', () => {
    expect(usages.length).toBeGreaterThan(10);
  });

  it.each(usages)('%s uses only classes its module defines', (_file, module, names) => {
    const defined = classesOf(module);
    for (const name of names) expect(defined, `.${name} in ${relative(ROOT, module)}`).toContain(name);
  });

  it.each(files.filter((file) => file.endsWith('.module.css')).map((file) => relative(ROOT, file)))(
    '%s takes its colours from tokens and its widths from the breakpoints',
    (file) => {
      const css = withoutComments(readFileSync(join(ROOT, file), 'utf8'));
      expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
      expect(css).not.toMatch(/\b(rgb|hsl)a?\(/i);
      for (const [, width] of css.matchAll(/@media \(width [<>]=? (\d+)px\)/g)) expect([425, 768, 992]).toContain(Number(width));
    },
  );
});
