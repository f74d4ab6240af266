import { BASE_SITES_FIELDS, BASE_SITES_PATH, REGION_FIELDS, STORE_FIELDS, occPaths } from '../endpoints';
import type {
  BaseSite,
  Country,
  Factory,
  OccCurrency,
  OccLanguage,
  Region,
  Title,
} from '../schemas';
import type { OccTransport } from '../transport';

export interface StoreSearch {
  query?: string;
  latitude?: number;
  longitude?: number;
  /** Metres around the position. */
  radius?: number;
  currentPage?: number;
  pageSize?: number;
}

/** Reference data: countries, regions, titles, stores, factories and the site context lists. */
export function referenceCalls(occ: OccTransport) {
  return {
    async getCountries(type?: 'SHIPPING' | 'BILLING'): Promise<Country[]> {
      const list = await occ.json('countryList', { path: occPaths.countries(), query: { type } });
      return list.countries;
    },

    async getRegions(countryIsoCode: string): Promise<Region[]> {
      const list = await occ.json('regionList', {
        path: occPaths.regions(countryIsoCode),
        query: { fields: REGION_FIELDS },
      });
      return list.regions;
    },

    async getTitles(): Promise<Title[]> {
      const list = await occ.json('titleList', { path: occPaths.titles() });
      return list.titles;
    },

    findStores(search: StoreSearch = {}) {
      return occ.json('storeFinderSearchPage', {
        path: occPaths.stores(),
        query: { fields: STORE_FIELDS, ...search },
      });
    },

    async getFactoryMap(): Promise<Factory[]> {
      const map = await occ.json('factoryMap', { path: occPaths.factoryMap() });
      return map.factoryMaps;
    },

    async getBaseSites(): Promise<BaseSite[]> {
      const list = await occ.json('baseSiteList', {
        path: BASE_SITES_PATH,
        global: true,
        query: { fields: BASE_SITES_FIELDS },
      });
      return list.baseSites;
    },

    async getLanguages(): Promise<OccLanguage[]> {
      const list = await occ.json('languageList', { path: occPaths.languages() });
      return list.languages;
    },

    async getCurrencies(): Promise<OccCurrency[]> {
      const list = await occ.json('currencyList', { path: occPaths.currencies() });
      return list.currencies;
    },
  };
}
