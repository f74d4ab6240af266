/**
 * The translation lookup client islands use (ARCHITECTURE §7). Islands get their namespaces from
 * the server as plain resources; this resolves keys in them by the same rules as the server's
 * i18next instance (`options.ts`): `ns:key` prefixes, nested keys, the language's fallbacks,
 * CLDR plural suffixes picked with `count` (`_zero` first for 0), `{{variable}}` interpolation
 * without escaping (React escapes) and `{{variable, number}}` written in the language's digits and
 * grouping, `defaultValue`, and the bare key when nothing matches.
 *
 * It covers exactly the features our locale files use, which keeps i18next's runtime (16 KB gzip)
 * out of every page; `tests/i18n/translate.test.ts` runs every key of every locale through both
 * and requires the same text, so a locale file needing more than this fails there.
 */
import { fallbackLanguages, type Language, type Namespace } from './config';
import type { PickedResources, Translations } from './options';

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`, ...) and is available as `{{count}}`. */
  readonly count?: number;
  /** Text (interpolated) when the key is found in no namespace or language. */
  readonly defaultValue?: string;
  readonly [variable: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

const NAMESPACE_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLURAL_SEPARATOR = '_';
const VARIABLE = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Below this, every language of the sites writes a whole number as its plain digits (no grouping). */
const UNGROUPED_BELOW = 1000;

/**
 * `{{count, number}}`. Small whole counts skip Intl: the first Intl.NumberFormat a page builds loads
 * the browser's number data (about 13 ms on a desktop, four times that on a phone), and the header's
 * cart count ("Cart, 0 items") would pay it during every page's hydration. Larger numbers get one
 * formatter per language (a listing's facets write hundreds of counts).
 */
function formatNumber(language: Language, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < UNGROUPED_BELOW) return String(value);
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

function lookup(tree: Translations | undefined, key: string): string | undefined {
  let node: string | Translations | undefined = tree;
  for (const part of key.split(KEY_SEPARATOR)) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(language: Language, text: string, options: TranslateOptions): string {
  return text.replace(VARIABLE, (placeholder, inside: string) => {
    const [variable = '', format] = inside.split(',').map((part) => part.trim());
    // A variable not passed at all stays visible, as i18next leaves it; one passed empty is blank.
    if (!Object.hasOwn(options, variable)) return placeholder;
    const value = options[variable];
    if (value === undefined || value === null) return '';
    // i18next's built-in `number` format: Intl's, in the page's language (1,234 / 1.234 / 1 234).
    return format === 'number' ? formatNumber(language, value as number) : String(value as string | number | boolean);
  });
}

/**
 * `t` for `language` over `resources`. Keys without a prefix are looked up in `namespace`.
 */
export function createTranslate(language: Language, namespace: Namespace, resources: PickedResources): Translate {
  const languages = [language, ...fallbackLanguages(language)];

  function find(namespace: Namespace, key: string, count: number | undefined): string | undefined {
    for (const code of languages) {
      const tree = resources[code]?.[namespace];
      if (!tree) continue;
      if (count !== undefined) {
        if (count === 0) {
          const zero = lookup(tree, `${key}${PLURAL_SEPARATOR}zero`);
          if (zero !== undefined) return zero;
        }
        const plural = lookup(tree, `${key}${PLURAL_SEPARATOR}${pluralCategory(code, count)}`);
        if (plural !== undefined) return plural;
      }
      const text = lookup(tree, key);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  return (fullKey, options = {}) => {
    const separator = fullKey.indexOf(NAMESPACE_SEPARATOR);
    const ns = separator > 0 ? (fullKey.slice(0, separator) as Namespace) : namespace;
    const key = separator > 0 ? fullKey.slice(separator + NAMESPACE_SEPARATOR.length) : fullKey;
    const text = find(ns, key, options.count) ?? options.defaultValue ?? key;
    return interpolate(language, text, options);
  };
}
