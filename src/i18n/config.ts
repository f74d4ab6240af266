/**
 * Languages, namespaces and fallback rules of the storefront (ARCHITECTURE §7).
 * Pure constants: safe to import from server and client code alike.
 */

import type { Language } from '@/site/sites';

// The storefront's languages are a fact of the site model; i18n only adds how to translate them.
export { LANGUAGES, isLanguage, type Language } from '@/site/sites';

/** Every language falls back to English; British English is English with British spelling. */
export const FALLBACK_LANGUAGE = 'en' satisfies Language;

/**
 * One namespace per feature: `locales/{language}/{namespace}.json`.
 * Adding one here makes `src/i18n/resources.ts` refuse to compile until its files are imported.
 */
export const NAMESPACES = ['common', 'messages', 'site', 'auth', 'home', 'shell', 'navigation', 'newsletter', 'content', 'cart', 'minicart', 'catalog', 'product', 'account', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespace `t()` reads when a key carries no `ns:` prefix and no namespace is given. */
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** Languages looked up, in order, when a key is missing in `language` (en-gb -> en, others -> en). */
export function fallbackLanguages(language: Language): Language[] {
  return language === FALLBACK_LANGUAGE ? [] : [FALLBACK_LANGUAGE];
}
