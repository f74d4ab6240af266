import { describe, expect, it } from 'vitest';
import { createTestSandbox } from './harness';

describe('sites and reference data', () => {
  const sandbox = createTestSandbox();

  it('lists the three base sites with their languages and currencies', async () => {
    const { body } = await sandbox.get('/occ/v2/basesites');
    const sites = Object.fromEntries(
      body.baseSites.map((s: { uid: string; stores: { languages: { isocode: string }[]; currencies: { isocode: string }[] }[] }) => [
        s.uid,
        [s.stores[0]?.languages.map((l) => l.isocode), s.stores[0]?.currencies.map((c) => c.isocode)],
      ]),
    );
    expect(sites).toEqual({
      'brand-us': [['en'], ['USD', 'CAD']],
      'brand-uk': [['en_GB'], ['GBP']],
      'brand-eu': [['en', 'en_GB', 'de', 'es', 'fr', 'it', 'nl'], ['EUR']],
    });
  });

  it('names languages and currencies in the shopper’s language', async () => {
    const languages = await sandbox.get('/occ/v2/brand-eu/languages?lang=fr');
    expect(languages.body.languages.find((l: { isocode: string }) => l.isocode === 'de')).toMatchObject({ name: 'allemand', nativeName: 'Deutsch' });
    const currencies = await sandbox.get('/currencies');
    expect(currencies.body.currencies.map((c: { isocode: string }) => c.isocode)).toEqual(['USD', 'CAD']);
  });

  it('lists shipping and billing countries and a country’s regions', async () => {
    const eu = await sandbox.get('/occ/v2/brand-eu/countries?type=SHIPPING&lang=de');
    expect(eu.body.countries).toHaveLength(27);
    expect(eu.body.countries.find((c: { isocode: string }) => c.isocode === 'AT').name).toBe('Österreich');
    const uk = await sandbox.get('/occ/v2/brand-uk/countries?type=BILLING');
    expect(uk.body.countries.map((c: { isocode: string }) => c.isocode)).toEqual(['IE', 'GB']);
    const states = await sandbox.get('/countries/US/regions');
    expect(states.body.regions.find((r: { isocode: string }) => r.isocode === 'US-MI')).toEqual({ countryIso: 'US', isocode: 'US-MI', isocodeShort: 'MI', name: 'Michigan' });
    expect((await sandbox.get('/countries/AT/regions')).body).toEqual({ regions: [] });
    expect((await sandbox.get('/countries/ZZ/regions')).status).toBe(400);
  });

  it('lists titles in the shopper’s language', async () => {
    const { body } = await sandbox.get('/occ/v2/brand-eu/titles?lang=de');
    expect(body.titles.slice(0, 2)).toEqual([{ code: 'mr', name: 'Herr' }, { code: 'ms', name: 'Frau' }]);
  });

  it('reports a product’s stock, online and per store', async () => {
    const { body } = await sandbox.get('/products/103828-BRN-L-REG/stock?location=Chicago');
    expect(body.product.stock.stockLevelStatus).toBe('inStock');
    expect(body.stores[0]).toMatchObject({ name: 'chicago-river-north', stockInfo: { stockLevelStatus: expect.any(String) } });
  });
});
