/**
 * The i18next settings shared by the server translator and the client provider, so both
 * resolve keys, fallbacks and interpolation the same way. No translation files are imported here.
 */
import type { InitOptions, Resource } from 'i18next';
import {
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  fallbackLanguages,
  type Language,
  type Namespace,
} from './config';

/** The content of one namespace file: nested keys ending in strings. */
export interface Translations {
  readonly [key: string]: string | Translations;
}

/** Namespaces of one language, as i18next's `resources[lng]`. */
export type LanguageResources = Partial<Record<Namespace, Translations>>;

/** Resources handed to an i18next instance: a language and its fallbacks, each with namespaces. */
export type PickedResources = Partial<Record<Language, LanguageResources>>;

/** i18next's `fallbackLng` as a map, built from the one rule in config (en-gb -> en, others -> en). */
const FALLBACK_LNG = {
  ...Object.fromEntries(LANGUAGES.map((language) => [language, fallbackLanguages(language)])),
  default: [FALLBACK_LANGUAGE],
};

function toI18nextResources(resources: PickedResources): Resource {
  const result: Resource = {};
  for (const language of LANGUAGES) {
    const namespaces = resources[language];
    if (namespaces) result[language] = { ...namespaces };
  }
  return result;
}

/** Namespaces present in `resources` for `language`, the default namespace first when present. */
function namespacesIn(resources: PickedResources, language: Language): Namespace[] {
  const present = Object.keys(resources[language] ?? {}) as Namespace[];
  return present.includes(DEFAULT_NAMESPACE)
    ? [DEFAULT_NAMESPACE, ...present.filter((ns) => ns !== DEFAULT_NAMESPACE)]
    : present;
}

export function i18nextOptions(language: Language, resources: PickedResources): InitOptions {
  const namespaces = namespacesIn(resources, language);
  return {
    lng: language,
    resources: toI18nextResources(resources),
    supportedLngs: [...LANGUAGES],
    // Keeps `en-gb` exactly as in our URLs and file names (i18next would otherwise write en-GB).
    lowerCaseLng: true,
    fallbackLng: FALLBACK_LNG,
    ns: namespaces,
    defaultNS: namespaces[0] ?? DEFAULT_NAMESPACE,
    // Resources are in memory: initialise synchronously so `t` works right after `init()`.
    initAsync: false,
    returnNull: false,
    // React escapes what it renders; escaping here too would show `&amp;` to shoppers.
    interpolation: { escapeValue: false },
  };
}
