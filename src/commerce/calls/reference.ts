import { BASE_SITES_FIELDS, BASE_SITES_PATH, REGION_FIELDS, STORE_FIELDS, occPaths } from '../endpoints';
import {
  baseSiteListSchema,
  countryListSchema,
  currencyListSchema,
  factoryMapSchema,
  languageListSchema,
  regionListSchema,
  storeFinderSearchPageSchema,
  titleListSchema,
  type BaseSite,
  type Country,
  type Factory,
  type OccCurrency,
  type OccLanguage,
  type Region,
  type Title,
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
      const list = await occ.json(countryListSchema, { path: occPaths.countries(), query: { type } });
      return list.countries;
    },

    async getRegions(countryIsoCode: string): Promise<Region[]> {
      const list = await occ.json(regionListSchema, {
        path: occPaths.regions(countryIsoCode),
        query: { fields: REGION_FIELDS },
      });
      return list.regions;
    },

    async getTitles(): Promise<Title[]> {
      const list = await occ.json(titleListSchema, { path: occPaths.titles() });
      return list.titles;
    },

    findStores(search: StoreSearch = {}) {
      return occ.json(storeFinderSearchPageSchema, {
        path: occPaths.stores(),
        query: { fields: STORE_FIELDS, ...search },
      });
    },

    async getFactoryMap(): Promise<Factory[]> {
      const map = await occ.json(factoryMapSchema, { path: occPaths.factoryMap() });
      return map.factoryMaps;
    },

    async getBaseSites(): Promise<BaseSite[]> {
      const list = await occ.json(baseSiteListSchema, {
        path: BASE_SITES_PATH,
        global: true,
        query: { fields: BASE_SITES_FIELDS },
      });
      return list.baseSites;
    },

    async getLanguages(): Promise<OccLanguage[]> {
      const list = await occ.json(languageListSchema, { path: occPaths.languages() });
      return list.languages;
    },

    async getCurrencies(): Promise<OccCurrency[]> {
      const list = await occ.json(currencyListSchema, { path: occPaths.currencies() });
      return list.currencies;
    },
  };
}
