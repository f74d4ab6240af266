import { countryName, sortCountriesByName } from '@/i18n/country-names';

describe('countryName', () => {
  it('names a country in the page language', () => {
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('AT', 'de')).toBe('Österreich');
    expect(countryName('GB', 'en-gb')).toBe('United Kingdom');
  });

  it('accepts lower-case codes as stored in the country cookie', () => {
    expect(countryName('nl', 'nl')).toBe('Nederland');
  });

  it('shows the code itself when it is not a country', () => {
    expect(countryName('not-a-code', 'en')).toBe('NOT-A-CODE');
  });
});

describe('sortCountriesByName', () => {
  it('orders countries by their name in the page language', () => {
    // German: Deutschland, Niederlande, Österreich (ö sorts with o).
    expect(sortCountriesByName(['AT', 'NL', 'DE'], 'de')).toEqual(['DE', 'NL', 'AT']);
    // English: Austria, Germany, Netherlands.
    expect(sortCountriesByName(['NL', 'DE', 'AT'], 'en')).toEqual(['AT', 'DE', 'NL']);
  });
});
