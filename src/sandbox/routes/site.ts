import type { Hono } from 'hono';
import { countryName, currencyDto } from '../occ/account';
import type { SandboxEnv } from '../occ/context';
import { occError, validation } from '../occ/errors';
import { respond } from '../occ/http';
import { CARD_TYPES } from '../seed/commerce-copy';
import { INTL_LOCALE, pick, type CurrencyIso, type OccLanguage } from '../seed/locale';
import { REGIONS, SITES, SITE_IDS, TITLES, allKnownCountries, type SiteSeed } from '../seed/sites';

/** Base sites, languages, currencies, countries, regions, titles and card types. */

function bcp47(isocode: string): string {
  return isocode.replace('_', '-');
}

function languageEntry(isocode: OccLanguage, lang: OccLanguage) {
  const name = new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'language' }).of(bcp47(isocode)) ?? isocode;
  const nativeName = new Intl.DisplayNames([bcp47(isocode)], { type: 'language' }).of(bcp47(isocode)) ?? isocode;
  return { active: true, isocode, name, nativeName };
}

function currencyEntry(isocode: CurrencyIso, lang: OccLanguage) {
  const name = new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'currency' }).of(isocode) ?? isocode;
  return { ...currencyDto(isocode), name };
}

function baseSiteDto(site: SiteSeed) {
  const lang = site.defaultLanguage;
  const store = {
    name: site.name,
    currencies: site.currencies.map((c) => currencyEntry(c, lang)),
    defaultCurrency: currencyEntry(site.defaultCurrency, lang),
    languages: site.languages.map((l) => languageEntry(l, lang)),
    defaultLanguage: languageEntry(site.defaultLanguage, lang),
    deliveryCountries: site.shippingCountries.map((iso) => ({ isocode: iso, name: countryName(iso, lang) })),
    externalTaxEnabled: site.region === 'NA',
    expressCheckoutEnabled: true,
    paymentProvider: 'Adyen',
  };
  return {
    uid: site.uid,
    name: site.name,
    channel: 'B2C',
    theme: 'brand',
    locale: INTL_LOCALE[site.defaultLanguage].replace('-', '_'),
    defaultLanguage: languageEntry(site.defaultLanguage, lang),
    defaultPreviewCategoryCode: 'men-jackets',
    defaultPreviewProductCode: '103828',
    urlEncodingAttributes: ['language', 'currency'],
    urlPatterns: [`(?i)^https?://[^/]+(/[^?]*)?\\?(.*\\&)?(site=${site.uid})(|\\&.*)$`],
    isolated: false,
    requiresAuthentication: false,
    stores: [store],
    baseStore: store,
  };
}

export function registerSiteRoutes(occ: Hono<SandboxEnv>): void {
  occ.get('/languages', (c) => {
    const { site, lang } = c.get('occ');
    return respond(c, { languages: site.languages.map((l) => languageEntry(l, lang)) });
  });

  occ.get('/currencies', (c) => {
    const { site, lang } = c.get('occ');
    return respond(c, { currencies: site.currencies.map((cur) => currencyEntry(cur, lang)) });
  });

  const countriesOf = (site: SiteSeed, type: string | undefined): readonly string[] => {
    if (!type) return [...new Set([...site.shippingCountries, ...site.billingCountries])];
    const upper = type.toUpperCase();
    if (upper === 'SHIPPING') return site.shippingCountries;
    if (upper === 'BILLING') return site.billingCountries;
    throw validation('type', `Invalid value '${type}' for parameter type; allowed values are SHIPPING and BILLING`);
  };

  occ.get('/countries', (c) => {
    const { site, lang } = c.get('occ');
    const collator = new Intl.Collator(INTL_LOCALE[lang]);
    const countries = countriesOf(site, c.req.query('type'))
      .map((iso) => ({ isocode: iso, name: countryName(iso, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return respond(c, { countries });
  });

  occ.get('/deliverycountries', (c) => {
    const { site, lang } = c.get('occ');
    return respond(c, { countries: site.shippingCountries.map((iso) => ({ isocode: iso, name: countryName(iso, lang) })) });
  });

  occ.get('/countries/:countryIsoCode/regions', (c) => {
    const iso = c.req.param('countryIsoCode').toUpperCase();
    if (!allKnownCountries().includes(iso)) {
      throw occError(400, { type: 'UnknownIdentifierError', message: `Country with isocode '${c.req.param('countryIsoCode')}' not found` });
    }
    const regions = (REGIONS[iso] ?? []).map((r) => ({ countryIso: iso, isocode: r.isocode, isocodeShort: r.isocode.split('-')[1], name: r.name }));
    return respond(c, { regions });
  });

  occ.get('/titles', (c) => {
    const { lang } = c.get('occ');
    return respond(c, { titles: TITLES.map((t) => ({ code: t.code, name: pick(t.name, lang) })) });
  });

  occ.get('/cardtypes', (c) => respond(c, { cardTypes: Object.entries(CARD_TYPES).map(([code, name]) => ({ code, name })) }));
}

export function baseSitesDto() {
  return { baseSites: SITE_IDS.map((uid) => baseSiteDto(SITES[uid])) };
}
