import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir`, at any depth, whose name `keep` accepts: absolute paths. */
export function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}
