/**
 * Every translation file, imported statically so the bundler ships them with the server code
 * (no file-system reads at runtime). Import this module from server code only: client islands get
 * just the namespaces they use, picked on the server with `pickResources` and passed as props.
 */
import deAuth from '@locales/de/auth.json';
import deCommon from '@locales/de/common.json';
import deHome from '@locales/de/home.json';
import deMessages from '@locales/de/messages.json';
import deSite from '@locales/de/site.json';
import enAuth from '@locales/en/auth.json';
import enCommon from '@locales/en/common.json';
import enHome from '@locales/en/home.json';
import enMessages from '@locales/en/messages.json';
import enSite from '@locales/en/site.json';
import enGbAuth from '@locales/en-gb/auth.json';
import enGbCommon from '@locales/en-gb/common.json';
import enGbHome from '@locales/en-gb/home.json';
import enGbMessages from '@locales/en-gb/messages.json';
import enGbSite from '@locales/en-gb/site.json';
import esAuth from '@locales/es/auth.json';
import esCommon from '@locales/es/common.json';
import esHome from '@locales/es/home.json';
import esMessages from '@locales/es/messages.json';
import esSite from '@locales/es/site.json';
import frAuth from '@locales/fr/auth.json';
import frCommon from '@locales/fr/common.json';
import frHome from '@locales/fr/home.json';
import frMessages from '@locales/fr/messages.json';
import frSite from '@locales/fr/site.json';
import itAuth from '@locales/it/auth.json';
import itCommon from '@locales/it/common.json';
import itHome from '@locales/it/home.json';
import itMessages from '@locales/it/messages.json';
import itSite from '@locales/it/site.json';
import nlAuth from '@locales/nl/auth.json';
import nlCommon from '@locales/nl/common.json';
import nlHome from '@locales/nl/home.json';
import nlMessages from '@locales/nl/messages.json';
import nlSite from '@locales/nl/site.json';
import { fallbackLanguages, type Language, type Namespace } from './config';
import type { LanguageResources, PickedResources, Translations } from './options';

export type { LanguageResources, PickedResources, Translations } from './options';

// Typed as a full record so a namespace added to NAMESPACES cannot be forgotten here.
const ALL_RESOURCES: Readonly<Record<Language, Readonly<Record<Namespace, Translations>>>> = {
  en: { common: enCommon, messages: enMessages, site: enSite, auth: enAuth, home: enHome },
  'en-gb': { common: enGbCommon, messages: enGbMessages, site: enGbSite, auth: enGbAuth, home: enGbHome },
  de: { common: deCommon, messages: deMessages, site: deSite, auth: deAuth, home: deHome },
  es: { common: esCommon, messages: esMessages, site: esSite, auth: esAuth, home: esHome },
  fr: { common: frCommon, messages: frMessages, site: frSite, auth: frAuth, home: frHome },
  it: { common: itCommon, messages: itMessages, site: itSite, auth: itAuth, home: itHome },
  nl: { common: nlCommon, messages: nlMessages, site: nlSite, auth: nlAuth, home: nlHome },
};

export function loadNamespace(language: Language, namespace: Namespace): Translations {
  return ALL_RESOURCES[language][namespace];
}

/**
 * The given namespaces for `language` and for each language it falls back to, ready for
 * `I18nProvider` (ARCHITECTURE §7: islands receive only the namespaces they use).
 */
export function pickResources(language: Language, namespaces: readonly Namespace[]): PickedResources {
  const picked: PickedResources = {};
  for (const lang of [language, ...fallbackLanguages(language)]) {
    const byNamespace: LanguageResources = {};
    for (const namespace of namespaces) byNamespace[namespace] = loadNamespace(lang, namespace);
    picked[lang] = byNamespace;
  }
  return picked;
}
