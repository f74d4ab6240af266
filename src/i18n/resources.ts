/**
 * Every translation file, imported statically so the bundler ships them with the server code
 * (no file-system reads at runtime). Import this module from server code only: client islands get
 * just the namespaces they use, picked on the server with `pickResources` and passed as props;
 * the server's translator reads `serverResources`.
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
import deNavigation from '@locales/de/navigation.json';
import deNewsletter from '@locales/de/newsletter.json';
import deShell from '@locales/de/shell.json';
import enNavigation from '@locales/en/navigation.json';
import enNewsletter from '@locales/en/newsletter.json';
import enShell from '@locales/en/shell.json';
import enGbNavigation from '@locales/en-gb/navigation.json';
import enGbNewsletter from '@locales/en-gb/newsletter.json';
import enGbShell from '@locales/en-gb/shell.json';
import esNavigation from '@locales/es/navigation.json';
import esNewsletter from '@locales/es/newsletter.json';
import esShell from '@locales/es/shell.json';
import frNavigation from '@locales/fr/navigation.json';
import frNewsletter from '@locales/fr/newsletter.json';
import frShell from '@locales/fr/shell.json';
import itNavigation from '@locales/it/navigation.json';
import itNewsletter from '@locales/it/newsletter.json';
import itShell from '@locales/it/shell.json';
import nlNavigation from '@locales/nl/navigation.json';
import nlNewsletter from '@locales/nl/newsletter.json';
import nlShell from '@locales/nl/shell.json';
import enContent from '@locales/en/content.json';
import enGbContent from '@locales/en-gb/content.json';
import deContent from '@locales/de/content.json';
import esContent from '@locales/es/content.json';
import frContent from '@locales/fr/content.json';
import itContent from '@locales/it/content.json';
import nlContent from '@locales/nl/content.json';
import enCart from '@locales/en/cart.json';
import enMinicart from '@locales/en/minicart.json';
import enGbCart from '@locales/en-gb/cart.json';
import enGbMinicart from '@locales/en-gb/minicart.json';
import deCart from '@locales/de/cart.json';
import deMinicart from '@locales/de/minicart.json';
import esCart from '@locales/es/cart.json';
import esMinicart from '@locales/es/minicart.json';
import frCart from '@locales/fr/cart.json';
import frMinicart from '@locales/fr/minicart.json';
import itCart from '@locales/it/cart.json';
import itMinicart from '@locales/it/minicart.json';
import nlCart from '@locales/nl/cart.json';
import nlMinicart from '@locales/nl/minicart.json';
import enCatalog from '@locales/en/catalog.json';
import enProduct from '@locales/en/product.json';
import enGbCatalog from '@locales/en-gb/catalog.json';
import enGbProduct from '@locales/en-gb/product.json';
import deCatalog from '@locales/de/catalog.json';
import deProduct from '@locales/de/product.json';
import esCatalog from '@locales/es/catalog.json';
import esProduct from '@locales/es/product.json';
import frCatalog from '@locales/fr/catalog.json';
import frProduct from '@locales/fr/product.json';
import itCatalog from '@locales/it/catalog.json';
import itProduct from '@locales/it/product.json';
import nlCatalog from '@locales/nl/catalog.json';
import nlProduct from '@locales/nl/product.json';
import enAccount from '@locales/en/account.json';
import enOrders from '@locales/en/orders.json';
import enGbAccount from '@locales/en-gb/account.json';
import enGbOrders from '@locales/en-gb/orders.json';
import deAccount from '@locales/de/account.json';
import deOrders from '@locales/de/orders.json';
import esAccount from '@locales/es/account.json';
import esOrders from '@locales/es/orders.json';
import frAccount from '@locales/fr/account.json';
import frOrders from '@locales/fr/orders.json';
import itAccount from '@locales/it/account.json';
import itOrders from '@locales/it/orders.json';
import nlAccount from '@locales/nl/account.json';
import nlOrders from '@locales/nl/orders.json';
import { fallbackLanguages, type Language, type Namespace } from './config';
import type { LanguageResources, PickedResources, Translations } from './options';

export type { LanguageResources, PickedResources, Translations } from './options';

// Typed as a full record so a namespace added to NAMESPACES cannot be forgotten here.
const ALL_RESOURCES: Readonly<Record<Language, Readonly<Record<Namespace, Translations>>>> = {
  en: { common: enCommon, messages: enMessages, site: enSite, auth: enAuth, home: enHome, shell: enShell, navigation: enNavigation, newsletter: enNewsletter, content: enContent, cart: enCart, minicart: enMinicart, catalog: enCatalog, product: enProduct, account: enAccount, orders: enOrders },
  'en-gb': { common: enGbCommon, messages: enGbMessages, site: enGbSite, auth: enGbAuth, home: enGbHome, shell: enGbShell, navigation: enGbNavigation, newsletter: enGbNewsletter, content: enGbContent, cart: enGbCart, minicart: enGbMinicart, catalog: enGbCatalog, product: enGbProduct, account: enGbAccount, orders: enGbOrders },
  de: { common: deCommon, messages: deMessages, site: deSite, auth: deAuth, home: deHome, shell: deShell, navigation: deNavigation, newsletter: deNewsletter, content: deContent, cart: deCart, minicart: deMinicart, catalog: deCatalog, product: deProduct, account: deAccount, orders: deOrders },
  es: { common: esCommon, messages: esMessages, site: esSite, auth: esAuth, home: esHome, shell: esShell, navigation: esNavigation, newsletter: esNewsletter, content: esContent, cart: esCart, minicart: esMinicart, catalog: esCatalog, product: esProduct, account: esAccount, orders: esOrders },
  fr: { common: frCommon, messages: frMessages, site: frSite, auth: frAuth, home: frHome, shell: frShell, navigation: frNavigation, newsletter: frNewsletter, content: frContent, cart: frCart, minicart: frMinicart, catalog: frCatalog, product: frProduct, account: frAccount, orders: frOrders },
  it: { common: itCommon, messages: itMessages, site: itSite, auth: itAuth, home: itHome, shell: itShell, navigation: itNavigation, newsletter: itNewsletter, content: itContent, cart: itCart, minicart: itMinicart, catalog: itCatalog, product: itProduct, account: itAccount, orders: itOrders },
  nl: { common: nlCommon, messages: nlMessages, site: nlSite, auth: nlAuth, home: nlHome, shell: nlShell, navigation: nlNavigation, newsletter: nlNewsletter, content: nlContent, cart: nlCart, minicart: nlMinicart, catalog: nlCatalog, product: nlProduct, account: nlAccount, orders: nlOrders },
};

export function loadNamespace(language: Language, namespace: Namespace): Translations {
  return ALL_RESOURCES[language][namespace];
}

/** Every namespace of `language` and of each language it falls back to: the server's resources. */
export function serverResources(language: Language): PickedResources {
  const resources: PickedResources = {};
  for (const lang of [language, ...fallbackLanguages(language)]) resources[lang] = { ...ALL_RESOURCES[lang] };
  return resources;
}

/** The texts of `fallback` whose keys `primary` does not have; undefined when it has them all. */
function missingFrom(primary: Translations | undefined, fallback: Translations): Translations | undefined {
  const missing: Record<string, string | Translations> = {};
  for (const [key, value] of Object.entries(fallback)) {
    const own = primary?.[key];
    if (typeof value === 'string') {
      if (own === undefined) missing[key] = value;
    } else {
      const nested = missingFrom(typeof own === 'object' ? own : undefined, value);
      if (nested) missing[key] = nested;
    }
  }
  return Object.keys(missing).length > 0 ? missing : undefined;
}

/** Top-level groups of a namespace an island reads, when it needs only some (`pickResources`). */
export type NamespaceParts = Partial<Record<Namespace, readonly string[]>>;

function onlyParts(translations: Translations, parts: readonly string[] | undefined): Translations {
  if (!parts) return translations;
  return Object.fromEntries(Object.entries(translations).filter(([key]) => parts.includes(key.split('_')[0] ?? key)));
}

/**
 * The given namespaces for `language`, ready for `I18nProvider` (ARCHITECTURE §7: islands receive
 * only the namespaces they use). A fallback language adds only the keys `language` lacks, so a
 * page in a complete locale carries one language's texts, not two. `parts` narrows a namespace to
 * the top-level groups an island reads (the header's wish-list link needs `cart.wishList`, not the
 * cart page's texts); plural forms of a group (`count_one`, `count_other`) come with it.
 */
export function pickResources(language: Language, namespaces: readonly Namespace[], parts: NamespaceParts = {}): PickedResources {
  const own: LanguageResources = {};
  for (const namespace of namespaces) own[namespace] = onlyParts(loadNamespace(language, namespace), parts[namespace]);
  const picked: PickedResources = { [language]: own };
  for (const fallback of fallbackLanguages(language)) {
    const lacking: LanguageResources = {};
    for (const namespace of namespaces) {
      const missing = missingFrom(own[namespace], onlyParts(loadNamespace(fallback, namespace), parts[namespace]));
      if (missing) lacking[namespace] = missing;
    }
    if (Object.keys(lacking).length > 0) picked[fallback] = lacking;
  }
  return picked;
}
