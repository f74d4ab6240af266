import { isLanguage, type Language, type Namespace } from './config';

/**
 * Namespaces the shell does not carry: the islands that need them load their texts when they open,
 * from `GET /api/translations/{language}/{namespace}` (the sign-in, registration and order-lookup
 * dialogs' `auth` texts; the mini cart panel's `cart` texts: 7 KB that every page would otherwise
 * send for parts most visitors never open). Pages that show those texts themselves (account,
 * password reset, double opt-in, the cart page) still give them to their islands directly; a
 * provider that gives a namespace, whole or in parts, is taken to give what its islands read.
 */
export const ON_DEMAND_NAMESPACES = ['auth', 'cart'] as const satisfies readonly Namespace[];
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

export const TRANSLATIONS_API_PATH = '/api/translations';

export function translationsPath(language: Language, namespace: OnDemandNamespace): string {
  return `${TRANSLATIONS_API_PATH}/${language}/${namespace}`;
}

/** The language and namespace a translations request names, when both are real and on demand. */
export function onDemandRequest(language: string, namespace: string): { language: Language; namespace: OnDemandNamespace } | undefined {
  if (!isLanguage(language)) return undefined;
  const found = ON_DEMAND_NAMESPACES.find((candidate) => candidate === namespace);
  return found ? { language, namespace: found } : undefined;
}
