import { isLanguage, type Language, type Namespace } from './config';

/**
 * Namespaces no page carries: the islands that need them load their texts when they open, from
 * `GET /api/translations/{language}/{namespace}` (the sign-in, registration and order-lookup
 * dialogs' `auth` texts, 4 KB that every page would otherwise send for a dialog most visitors never
 * open). Pages that show those texts themselves (account, password reset, double opt-in) still
 * give them to their islands directly.
 */
export const ON_DEMAND_NAMESPACES = ['auth'] as const satisfies readonly Namespace[];
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
