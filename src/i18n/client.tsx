'use client';

/**
 * Translation for client islands (ARCHITECTURE §7). A provider holds the namespaces the server
 * picked for its subtree (`pickResources`); `useTranslation` reads them through `createTranslate`,
 * which resolves keys exactly as the server's i18next does. Nothing is shared between requests and
 * no locale file is bundled for the browser. A nested provider adds its namespaces to its parent's.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_NAMESPACE, type Language, type Namespace } from './config';
import type { PickedResources } from './options';
import { createTranslate, type Translate } from './translate';

export type { Translate, TranslateOptions } from './translate';

interface TranslationScope {
  lang: Language;
  resources: PickedResources;
}

const TranslationContext = createContext<TranslationScope | null>(null);

export interface I18nProviderProps {
  lang: Language;
  resources: PickedResources;
  children: ReactNode;
}

function merge(outer: PickedResources, inner: PickedResources): PickedResources {
  const merged: PickedResources = { ...outer };
  for (const [language, namespaces] of Object.entries(inner) as [Language, PickedResources[Language]][]) {
    merged[language] = { ...merged[language], ...namespaces };
  }
  return merged;
}

export function I18nProvider({ lang, resources, children }: I18nProviderProps) {
  const outer = useContext(TranslationContext);
  const scope = useMemo<TranslationScope>(
    () => ({ lang, resources: outer && outer.lang === lang ? merge(outer.resources, resources) : resources }),
    [outer, lang, resources],
  );
  return <TranslationContext.Provider value={scope}>{children}</TranslationContext.Provider>;
}

/**
 * `t` for the nearest provider's language. Keys without an `ns:` prefix are read from the first
 * namespace given (the default namespace when none is); the function keeps its identity while the provider's
 * language and resources stay the same.
 */
export function useTranslation(namespaces: Namespace | readonly Namespace[] = DEFAULT_NAMESPACE): { t: Translate } {
  const scope = useContext(TranslationContext);
  if (!scope) throw new Error('useTranslation needs an I18nProvider above it');
  const namespace = typeof namespaces === 'string' ? namespaces : (namespaces[0] ?? DEFAULT_NAMESPACE);
  return useMemo(() => ({ t: createTranslate(scope.lang, namespace, scope.resources) }), [scope, namespace]);
}
