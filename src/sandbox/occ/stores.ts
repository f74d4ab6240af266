import { INTL_LOCALE, pick, type OccLanguage } from '../seed/locale';
import { isEmea } from '../seed/sites';
import { PLACES, SPECIAL_DAYS, STORES, STORE_FEATURES, type StoreSeed } from '../seed/stores';
import { countryName, regionDto } from './account';
import type { OccContext } from './context';
import { normalizeText } from './search';

/** The store finder: stores near a place or a point, within a radius, nearest first. */

const DEFAULT_RADIUS_METERS = 100_000;
const WEEK_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function time(hhmm: string, lang: OccLanguage) {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const formattedHour = new Intl.DateTimeFormat(INTL_LOCALE[lang], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5, h, m)));
  return { hour: h, minute: m, formattedHour };
}

function weekDayName(day: (typeof WEEK_DAYS)[number], lang: OccLanguage): string {
  // 2026-01-05 is a Monday.
  const date = new Date(Date.UTC(2026, 0, 5 + WEEK_DAYS.indexOf(day)));
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'short', timeZone: 'UTC' }).format(date);
}

function openingHours(store: StoreSeed, lang: OccLanguage) {
  return {
    code: `${store.name}-hours`,
    name: `${store.displayName}`,
    weekDayOpeningList: WEEK_DAYS.map((day) => {
      const hours = store.hours[day] ?? 'closed';
      if (hours === 'closed') return { weekDay: weekDayName(day, lang), closed: true };
      const [open, close] = hours.split('-') as [string, string];
      return { weekDay: weekDayName(day, lang), closed: false, openingTime: time(open, lang), closingTime: time(close, lang) };
    }),
    specialDayOpeningList: SPECIAL_DAYS[store.region].map((special) => {
      const date = new Date(`${special.date}T00:00:00Z`);
      const [open, close] = (special.hours ?? '').split('-');
      return {
        date: `${special.date}T00:00:00+0000`,
        formattedDate: new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
        name: pick(special.name, lang) || pick(special.name, 'en'),
        closed: special.closed,
        ...(open && close ? { openingTime: time(open, lang), closingTime: time(close, lang) } : {}),
      };
    }),
  };
}

function formatDistance(km: number, ctx: OccContext): string {
  const miles = !isEmea(ctx.site);
  const value = miles ? km * 0.621371 : km;
  const formatted = new Intl.NumberFormat(INTL_LOCALE[ctx.lang], { maximumFractionDigits: 1 }).format(value);
  return `${formatted} ${miles ? 'mi' : 'km'}`;
}

export function storeDto(store: StoreSeed, ctx: OccContext, distance?: number) {
  const lang = ctx.lang;
  const parts = [store.line1, store.line2, store.town, store.regionIso ? regionDto(store.regionIso).isocodeShort : undefined, store.postalCode];
  return {
    name: store.name,
    displayName: store.displayName,
    type: store.type,
    url: `/store-finder/store/${store.name}`,
    address: {
      id: `${store.name}-address`,
      line1: store.line1,
      ...(store.line2 ? { line2: store.line2 } : {}),
      town: store.town,
      postalCode: store.postalCode,
      ...(store.regionIso ? { region: regionDto(store.regionIso) } : {}),
      country: { isocode: store.countryIso, name: countryName(store.countryIso, lang) },
      phone: store.phone,
      ...(store.email ? { email: store.email } : {}),
      formattedAddress: parts.filter(Boolean).join(', '),
    },
    geoPoint: { latitude: store.latitude, longitude: store.longitude },
    ...(distance !== undefined ? { distanceKm: Math.round(distance * 100) / 100, formattedDistance: formatDistance(distance, ctx) } : {}),
    openingHours: openingHours(store, lang),
    features: Object.fromEntries(store.features.map((key) => [key, pick(STORE_FEATURES[key], lang)])),
    storeImages: [
      { format: 'store', imageType: 'PRIMARY', altText: store.displayName, url: `/is/image/brand/store_${store.name}?wid=640&hei=400` },
    ],
  };
}

export interface StoreSearchInput {
  query?: string;
  latitude?: string;
  longitude?: string;
  radius?: string;
  currentPage: number;
  pageSize: number;
}

function regionStores(ctx: OccContext): StoreSeed[] {
  const region = isEmea(ctx.site) ? 'EMEA' : 'NA';
  return STORES.filter((s) => s.region === region);
}

/** Resolves a typed place: a store's town, postal code or name, a known city, or a country name. */
function locate(query: string, ctx: OccContext, stores: StoreSeed[]) {
  const q = normalizeText(query);
  const byTown = stores.find((s) => normalizeText(s.town) === q || normalizeText(s.postalCode) === q);
  if (byTown) return { latitude: byTown.latitude, longitude: byTown.longitude };
  const place = PLACES[query.trim().toLowerCase()];
  if (place && place.region === (isEmea(ctx.site) ? 'EMEA' : 'NA')) return { latitude: place.latitude, longitude: place.longitude };
  return undefined;
}

export function storeSearch(ctx: OccContext, input: StoreSearchInput) {
  const stores = regionStores(ctx);
  const radiusKm = (input.radius && Number(input.radius) > 0 ? Number(input.radius) : DEFAULT_RADIUS_METERS) / 1000;
  let source: { latitude: number; longitude: number } | undefined;
  if (input.latitude !== undefined && input.longitude !== undefined && input.latitude !== '' && input.longitude !== '') {
    const latitude = Number(input.latitude);
    const longitude = Number(input.longitude);
    if (Number.isFinite(latitude) && Number.isFinite(longitude)) source = { latitude, longitude };
  }
  const query = input.query?.trim();
  if (!source && query) source = locate(query, ctx, stores);

  let found: { store: StoreSeed; distanceKm?: number }[];
  if (source) {
    const from = source;
    found = stores
      .map((store) => ({ store, distanceKm: distanceKm(from, store) }))
      .filter((s) => s.distanceKm <= radiusKm)
      .sort((a, b) => a.distanceKm - b.distanceKm);
  } else if (query) {
    const q = normalizeText(query);
    found = stores
      .filter((s) =>
        [s.displayName, s.town, s.postalCode, s.countryIso, countryName(s.countryIso, ctx.lang), s.regionIso ? regionDto(s.regionIso).name : '']
          .map(normalizeText)
          .some((field) => field.includes(q)),
      )
      .map((store) => ({ store }));
  } else {
    found = [...stores].sort((a, b) => a.displayName.localeCompare(b.displayName)).map((store) => ({ store }));
  }
  const totalResults = found.length;
  const page = found.slice(input.currentPage * input.pageSize, (input.currentPage + 1) * input.pageSize);
  return {
    stores: page,
    source,
    locationText: query,
    pagination: {
      currentPage: input.currentPage,
      pageSize: input.pageSize,
      totalPages: Math.ceil(totalResults / input.pageSize),
      totalResults,
      sort: 'asc',
    },
  };
}

export function findStore(name: string): StoreSeed | undefined {
  return STORES.find((s) => s.name === name);
}
