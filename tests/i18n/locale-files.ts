/** Reads `locales/` from disk, so files not yet registered in src/i18n/resources.ts are checked too. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

export function namespaceFilesOf(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

export function localeDirectories(): string[] {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readNamespace(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'));
}

/** Nested keys joined with '.', as i18next addresses them. Non-string leaves are reported as such. */
export function flattenKeys(value: unknown, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      for (const [childPath, leaf] of flattenKeys(child, path)) flat.set(childPath, leaf);
    }
  } else {
    flat.set(prefix, value);
  }
  return flat;
}

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/;

export interface KeyFamily {
  /** Forms by plural category; a plain key has the single form ''. */
  forms: Map<string, string>;
  plural: boolean;
}

/** Groups `cart_one`/`cart_other` into one family `cart`; other keys are families of one. */
export function keyFamilies(flat: Map<string, unknown>): Map<string, KeyFamily> {
  const families = new Map<string, KeyFamily>();
  for (const [key, value] of flat) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match?.[1] ?? key;
    const form = match?.[2] ?? '';
    const family = families.get(base) ?? { forms: new Map(), plural: match !== null };
    family.forms.set(form, String(value));
    families.set(base, family);
  }
  return families;
}

function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

export function familyPlaceholders(family: KeyFamily): string[] {
  return [...new Set([...family.forms.values()].flatMap(placeholdersIn))].sort();
}
