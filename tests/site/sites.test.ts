import { describe, expect, it } from 'vitest';
import {
  allSiteLanguages,
  currencyFor,
  isEmeaSite,
  isValidSiteLanguage,
  languageTag,
  occLanguage,
  resolveCountry,
  resolveLanguage,
  siteIdOf,
  siteKeyOf,
  storeContext,
  EU_COUNTRIES,
} from '@/site';

describe('sites (ARCHITECTURE §1)', () => {
  it('allows exactly the (site, language) pairs of the site table', () => {
    expect(allSiteLanguages()).toEqual([
      { site: 'us', lang: 'en' },
      { site: 'uk', lang: 'en-gb' },
      { site: 'eu', lang: 'en' },
      { site: 'eu', lang: 'en-gb' },
      { site: 'eu', lang: 'de' },
      { site: 'eu', lang: 'es' },
      { site: 'eu', lang: 'fr' },
      { site: 'eu', lang: 'it' },
      { site: 'eu', lang: 'nl' },
    ]);
    expect(isValidSiteLanguage('uk', 'de')).toBe(false);
    expect(isValidSiteLanguage('us', 'fr')).toBe(false);
    expect(isValidSiteLanguage('xx', 'zz')).toBe(false);
    expect(isValidSiteLanguage('eu', 'DE')).toBe(false);
  });

  it('names sites brand-{region} and treats uk and gb as the same place', () => {
    expect(siteIdOf('uk')).toBe('brand-uk');
    expect(siteKeyOf('brand-eu')).toBe('eu');
    expect(siteKeyOf('gb')).toBe('uk');
    expect(siteKeyOf('brand-gb')).toBe('uk');
    expect(siteKeyOf('brand-xx')).toBeUndefined();
  });

  it('recognises EMEA from the site id', () => {
    expect(isEmeaSite('brand-uk')).toBe(true);
    expect(isEmeaSite('brand-eu')).toBe(true);
    expect(isEmeaSite('eu')).toBe(true);
    expect(isEmeaSite('brand-us')).toBe(false);
    expect(isEmeaSite('unknown')).toBe(false);
  });

  it('serves the 27 EU member states from the EU site', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(new Set(EU_COUNTRIES).size).toBe(27);
    expect(EU_COUNTRIES).not.toContain('GB');
  });
});

describe('the country used for backend calls (spec 1 §7)', () => {
  it('takes the country cookie when it belongs to the site', () => {
    expect(resolveCountry('us', 'CA')).toBe('CA');
    expect(resolveCountry('us', 'ca')).toBe('CA');
    expect(resolveCountry('eu', 'de')).toBe('DE');
  });

  it('falls back to the site: uk -> GB, us -> US, eu -> AT', () => {
    expect(resolveCountry('uk', undefined)).toBe('GB');
    expect(resolveCountry('us', null)).toBe('US');
    expect(resolveCountry('eu', '')).toBe('AT');
  });

  it('ignores a stored country of another site', () => {
    expect(resolveCountry('us', 'DE')).toBe('US');
    expect(resolveCountry('eu', 'US')).toBe('AT');
    expect(resolveCountry('uk', 'FR')).toBe('GB');
  });
});

describe('languages', () => {
  it('uses en-gb for English on the EU site once the EU-visited flag is set (spec 1 §1)', () => {
    expect(resolveLanguage('eu', 'en', true)).toBe('en-gb');
    expect(resolveLanguage('eu', 'en', false)).toBe('en');
    expect(resolveLanguage('eu', 'de', true)).toBe('de');
    expect(resolveLanguage('us', 'en', true)).toBe('en');
  });

  it('writes BCP 47 tags for <html lang>', () => {
    expect(languageTag('us', 'en')).toBe('en-US');
    expect(languageTag('uk', 'en-gb')).toBe('en-GB');
    expect(languageTag('eu', 'en')).toBe('en-150');
    // The EU store's English reads dates day first, as its other languages do; the US site's month first.
    const date = new Date(Date.UTC(2026, 2, 4));
    const formatted = (tag: string) => new Intl.DateTimeFormat(tag, { timeZone: 'UTC' }).format(date);
    expect(formatted(languageTag('eu', 'en'))).toBe('04/03/2026');
    expect(formatted(languageTag('us', 'en'))).toBe('3/4/2026');
    expect(languageTag('eu', 'de')).toBe('de');
  });

  it('names British English en_GB for OCC', () => {
    expect(occLanguage('en-gb')).toBe('en_GB');
    expect(occLanguage('nl')).toBe('nl');
  });
});

describe('currencies', () => {
  it('charges USD in the US, CAD in Canada, GBP in the UK and EUR in the EU', () => {
    expect(currencyFor('us', 'US')).toBe('USD');
    expect(currencyFor('us', 'CA')).toBe('CAD');
    expect(currencyFor('uk', 'GB')).toBe('GBP');
    expect(currencyFor('eu', 'NL')).toBe('EUR');
  });

  it('builds the whole store context from site, language and stored country', () => {
    expect(storeContext('us', 'en', 'CA')).toEqual({
      site: 'us',
      siteId: 'brand-us',
      region: 'NA',
      language: 'en',
      country: 'CA',
      currency: 'CAD',
    });
    expect(storeContext('eu', 'fr', undefined)).toMatchObject({ region: 'EMEA', country: 'AT', currency: 'EUR' });
  });
});

describe('route sites', () => {
  it('reads the internal Canadian key as the US site fixed to CA', async () => {
    const { parseRouteSite, allRouteParams } = await import('@/site');
    expect(parseRouteSite('ca', 'en')).toEqual({ site: 'us', lang: 'en', country: 'CA' });
    expect(parseRouteSite('ca', 'fr')).toBeUndefined();
    expect(parseRouteSite('eu', 'de')).toEqual({ site: 'eu', lang: 'de' });
    expect(parseRouteSite('uk', 'de')).toBeUndefined();
    expect(allRouteParams()).toContainEqual({ site: 'ca', lang: 'en' });
  });
});
