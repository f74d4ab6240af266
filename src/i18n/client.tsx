'use client';

/**
 * Translation for client islands (ARCHITECTURE §7). A provider holds the namespaces the server
 * picked for its subtree (`pickResources`); `useTranslation` reads them through `createTranslate`,
 * which resolves keys exactly as the server's i18next does. Nothing is shared between requests and
 * no locale file is bundled for the browser. A nested provider adds its namespaces to its parent's.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_NAMESPACE, type Language, type Namespace } from './config';
import { translationsPath, type OnDemandNamespace } from './on-demand';
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

/** The language of the nearest provider. */
export function useTranslationLanguage(): Language {
  const scope = useContext(TranslationContext);
  if (!scope) throw new Error('useTranslationLanguage needs an I18nProvider above it');
  return scope.lang;
}

// ---- On-demand namespaces ----------------------------------------------------------------------

const NOTHING_TO_ADD: PickedResources = {};
const loadedTexts = new Map<string, PickedResources>();
const textRequests = new Map<string, Promise<PickedResources>>();

function isResources(value: unknown): value is PickedResources {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Loads an on-demand namespace for a language once per page (`src/i18n/on-demand.ts`); a failed
 * load is tried again on the next call.
 */
export function loadTranslations(language: Language, namespace: OnDemandNamespace): Promise<PickedResources> {
  const key = `${language}/${namespace}`;
  let request = textRequests.get(key);
  if (!request) {
    request = fetch(translationsPath(language, namespace), { credentials: 'same-origin' }).then(async (response) => {
      const body: unknown = response.ok ? await response.json() : undefined;
      if (!isResources(body)) throw new Error(`Texts ${key} could not be loaded (HTTP ${response.status})`);
      loadedTexts.set(key, body);
      return body;
    });
    request.catch(() => textRequests.delete(key));
    textRequests.set(key, request);
  }
  return request;
}

/**
 * The texts of an on-demand namespace for the nearest provider's language, for a nested
 * `I18nProvider`: at once when the page already gave them (or they were loaded before), otherwise
 * loaded once `wanted`; `undefined` until then.
 */
export function useOnDemandTranslations(namespace: OnDemandNamespace, wanted: boolean): PickedResources | undefined {
  const scope = useContext(TranslationContext);
  if (!scope) throw new Error('useOnDemandTranslations needs an I18nProvider above it');
  const { lang } = scope;
  const given = scope.resources[lang]?.[namespace] !== undefined;
  const [loaded, setLoaded] = useState<{ key: string; resources: PickedResources } | undefined>();
  const key = `${lang}/${namespace}`;
  const known = loaded?.key === key ? loaded.resources : loadedTexts.get(key);
  useEffect(() => {
    if (given || !wanted || known) return undefined;
    let current = true;
    loadTranslations(lang, namespace).then(
      (resources) => {
        if (current) setLoaded({ key, resources });
      },
      (error: unknown) => console.error('A part of the page could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [given, wanted, known, key, lang, namespace]);
  return given ? NOTHING_TO_ADD : known;
}
