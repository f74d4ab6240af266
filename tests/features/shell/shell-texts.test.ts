import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHELL_ISLAND_NAMESPACES } from '@/features/shell/SiteShell';

/**
 * Every page carries the texts of the shell's islands (Performance issue: page HTML). The `shell`
 * namespace (landmark and logo labels) is read by Server Components only, so it is not among them;
 * this keeps it so: no code that runs in the browser (a module using `useTranslation`) reads it.
 */

const srcDir = fileURLToPath(new URL('../../../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the shell islands' texts", () => {
  it('leave out the shell namespace, which only the server reads', () => {
    expect(SHELL_ISLAND_NAMESPACES).not.toContain('shell');
    const browserModules = sourceFiles(srcDir).filter((file) => /\buseTranslation\(/.test(readFileSync(file, 'utf8')));
    expect(browserModules.length).toBeGreaterThan(10);
    for (const file of browserModules) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/useTranslation\([^)]*'shell'|'shell:/);
    }
  });
});
