import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * CSS Modules give an undefined class for a name the style sheet lacks, silently: these checks
 * catch a misspelt class, and keep colours in tokens.css rather than scattered through modules.
 */
const uiDir = fileURLToPath(new URL('../../src/ui/', import.meta.url));
const files = readdirSync(uiDir, { encoding: 'utf8' });
const read = (file: string) => readFileSync(join(uiDir, file), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

function classesOf(cssFile: string): Set<string> {
  return new Set([...withoutComments(read(cssFile)).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name));
}

const components = files.filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'));

/** [source file, binding, module file, class names read as binding.name or binding['name']] */
const usages = components.flatMap((file) => {
  const source = read(file);
  return [...source.matchAll(/import (\w+) from '\.\/([\w.]+\.module\.css)';/g)].map(([, binding = '', module = '']) => {
    const names = [
      ...[...source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map(([, name = '']) => name),
      ...[...source.matchAll(new RegExp(`\\b${binding}\\['([\\w-]+)'\\]`, 'g'))].map(([, name = '']) => name),
    ];
    const prefixes = [...source.matchAll(new RegExp(`\\b${binding}\\[\`([\\w-]+)\\$\\{`, 'g'))].map(
      ([, prefix = '']) => prefix,
    );
    return [file, module, names, prefixes] as const;
  });
});

describe('CSS Modules in src/ui', () => {
  it('finds the modules it checks', () => {
    expect(usages.length).toBeGreaterThan(5);
  });

  it.each(usages)('%s uses only classes that %s defines', (_file, module, names, prefixes) => {
    const defined = classesOf(module);
    for (const name of names) expect(defined, `.${name}`).toContain(name);
    for (const prefix of prefixes) expect([...defined].some((name) => name.startsWith(prefix)), prefix).toBe(true);
  });

  it('has a class for every button variant and size', () => {
    const defined = classesOf('Button.module.css');
    for (const name of ['primary', 'secondary', 'ghost', 'link', 'sm', 'md', 'lg', 'fullWidth']) {
      expect(defined, `.${name}`).toContain(name);
    }
  });

  it.each(files.filter((file) => file.endsWith('.module.css')))('%s takes its colours from tokens', (file) => {
    const css = withoutComments(read(file));
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(css).not.toMatch(/\b(rgb|hsl)a?\(/i);
  });

  it('leaves the document’s scrolling instant, so Back returns to a place in a listing at once', () => {
    expect(withoutComments(read('global.css'))).not.toMatch(/scroll-behavior:\s*smooth/);
  });
});
