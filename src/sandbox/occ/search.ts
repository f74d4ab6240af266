import type { BaseProduct, Catalog } from '../seed/catalog';
import { ancestorsOf } from '../seed/catalog';
import { formatMoney, pick, type OccLanguage, type Texts } from '../seed/locale';
import { BRAND_NAME } from '../seed/sites';
import {
  COLOURS,
  COLOUR_FAMILY_NAMES,
  FITS,
  GARMENTS,
  GENDER_NAMES,
  type Audience,
  type ColourCode,
  type ColourFamily,
} from '../seed/vocabulary';
import type { OccContext } from './context';
import { categoryUrl, searchProductDto } from './products';

/**
 * Product search with OCC's query syntax: `freeText:sort:facetKey:value:facetKey:value...`
 * (e.g. `:relevance:allCategories:men-jackets`, `jacket:price-asc:colour:Brown`). Values of one facet are
 * OR-ed, different facets AND-ed; counts of a multi-select facet ignore that facet's own selection.
 */

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

const SORTS: { code: string; name: Texts }[] = [
  { code: 'relevance', name: { en: 'Relevance', de: 'Relevanz', es: 'Relevancia', fr: 'Pertinence', it: 'Rilevanza', nl: 'Relevantie' } },
  { code: 'topRated', name: { en: 'Top rated', de: 'Beste Bewertung', es: 'Mejor valorados', fr: 'Les mieux notés', it: 'Più votati', nl: 'Best beoordeeld' } },
  { code: 'name-asc', name: { en: 'Name (A to Z)', de: 'Name (A bis Z)', es: 'Nombre (A-Z)', fr: 'Nom (A à Z)', it: 'Nome (A-Z)', nl: 'Naam (A-Z)' } },
  { code: 'price-asc', name: { en: 'Price (low to high)', de: 'Preis (aufsteigend)', es: 'Precio (de menor a mayor)', fr: 'Prix (croissant)', it: 'Prezzo (crescente)', nl: 'Prijs (laag naar hoog)' } },
  { code: 'price-desc', name: { en: 'Price (high to low)', de: 'Preis (absteigend)', es: 'Precio (de mayor a menor)', fr: 'Prix (décroissant)', it: 'Prezzo (decrescente)', nl: 'Prijs (hoog naar laag)' } },
];

const FACET_NAMES: Record<string, Texts> = {
  category: { en: 'Category', de: 'Kategorie', es: 'Categoría', fr: 'Catégorie', it: 'Categoria', nl: 'Categorie' },
  allCategories: { en: 'Category', de: 'Kategorie', es: 'Categoría', fr: 'Catégorie', it: 'Categoria', nl: 'Categorie' },
  gender: { en: 'Gender', de: 'Für', es: 'Para', fr: 'Pour', it: 'Per', nl: 'Voor' },
  colour: { en: 'Color', en_GB: 'Colour', de: 'Farbe', es: 'Color', fr: 'Couleur', it: 'Colore', nl: 'Kleur' },
  size: { en: 'Size', de: 'Größe', es: 'Talla', fr: 'Taille', it: 'Taglia', nl: 'Maat' },
  fit: { en: 'Fit', de: 'Passform', es: 'Corte', fr: 'Coupe', it: 'Vestibilità', nl: 'Pasvorm' },
  price: { en: 'Price', de: 'Preis', es: 'Precio', fr: 'Prix', it: 'Prezzo', nl: 'Prijs' },
};

/** Facets in display order; `allCategories` filters like `category` but is not shown as a facet. */
const FACETS = [
  { code: 'category', category: true, multiSelect: false, priority: 10000 },
  { code: 'gender', category: false, multiSelect: true, priority: 9000 },
  { code: 'colour', category: false, multiSelect: true, priority: 8000 },
  { code: 'size', category: false, multiSelect: true, priority: 7000 },
  { code: 'fit', category: false, multiSelect: true, priority: 6000 },
  { code: 'price', category: false, multiSelect: true, priority: 5000 },
] as const;

const PRICE_BANDS: [number, number | undefined][] = [[0, 25], [25, 50], [50, 100], [100, 200], [200, undefined]];

/** Keywords that send the shopper to a content page instead of results. */
const KEYWORD_REDIRECTS: Record<string, string> = {
  returns: '/returns-exchanges',
  'return policy': '/returns-exchanges',
  exchange: '/returns-exchanges',
  stores: '/store-finder/find',
  'store locator': '/store-finder/find',
  contact: '/contact-us',
  'size chart': '/size-guide',
  'size guide': '/size-guide',
  shipping: '/shipping-information',
};

export interface SearchFilter {
  key: string;
  value: string;
}

export interface ParsedQuery {
  freeText: string;
  sort: string;
  filters: SearchFilter[];
}

/** Facet values are `+`-for-space URL encoded inside the query, as OCC writes them. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

function decodeQueryValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function parseQuery(query: string | undefined, sortParam?: string): ParsedQuery {
  const parts = (query ?? '').split(':');
  const freeText = decodeQueryValue(parts[0] ?? '').trim();
  const sortInQuery = (parts[1] ?? '').trim();
  const filters: SearchFilter[] = [];
  for (let i = 2; i + 1 < parts.length; i += 2) {
    const key = (parts[i] ?? '').trim();
    const value = decodeQueryValue(parts[i + 1] ?? '').trim();
    if (key && value && !filters.some((f) => f.key === key && f.value === value)) filters.push({ key, value });
  }
  const requested = sortParam || sortInQuery;
  const sort = SORTS.some((s) => s.code === requested) ? requested : 'relevance';
  return { freeText, sort, filters };
}

function formatQuery(q: ParsedQuery): string {
  return [encodeQueryValue(q.freeText), q.sort, ...q.filters.flatMap((f) => [f.key, encodeQueryValue(f.value)])].join(':');
}

function searchState(q: ParsedQuery) {
  const value = formatQuery(q);
  return { query: { value }, url: `/search?q=${encodeURIComponent(value)}` };
}

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[®™]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function tokenize(text: string): string[] {
  return normalizeText(text).split(' ').filter(Boolean);
}

const AUDIENCE_CODES: Record<Audience, string> = { men: 'Men', women: 'Women', kids: 'Kids', unisex: 'Unisex' };

function colourFamiliesOf(product: BaseProduct): Set<ColourFamily> {
  return new Set(product.style.colours.map((c) => COLOURS[c].family));
}

function fitCodesOf(product: BaseProduct): Set<string> {
  return new Set(product.style.fits.map((f) => FITS[f].code));
}

function priceBandOf(value: number): string {
  const band = PRICE_BANDS.find(([min, max]) => value >= min && (max === undefined || value < max)) ?? PRICE_BANDS[0];
  const [min, max] = band as [number, number | undefined];
  return max === undefined ? `${min}-` : `${min}-${max}`;
}

function minPrice(product: BaseProduct, ctx: OccContext): number {
  return Math.min(...product.variants.map((v) => v.prices[ctx.currency]));
}

function matchesFilter(product: BaseProduct, filter: SearchFilter, ctx: OccContext): boolean {
  switch (filter.key) {
    case 'allCategories':
    case 'category':
      return product.categoryPath.has(filter.value);
    case 'colour':
      return colourFamiliesOf(product).has(filter.value as ColourFamily);
    case 'size':
      return product.sizes.includes(filter.value);
    case 'fit':
      return fitCodesOf(product).has(filter.value);
    case 'gender':
      return AUDIENCE_CODES[product.style.audience] === filter.value;
    case 'price':
      return priceBandOf(minPrice(product, ctx)) === filter.value;
    default:
      // Unknown facet keys are ignored, as OCC ignores unknown index properties.
      return true;
  }
}

/** AND across facets, OR within one facet; category filters must each hold. */
function matchesFilters(product: BaseProduct, filters: SearchFilter[], ctx: OccContext, ignoreKey?: string): boolean {
  const byKey = new Map<string, SearchFilter[]>();
  for (const filter of filters) {
    if (filter.key === ignoreKey) continue;
    byKey.set(filter.key, [...(byKey.get(filter.key) ?? []), filter]);
  }
  for (const [key, group] of byKey) {
    if (key === 'allCategories' || key === 'category') {
      if (!group.every((f) => matchesFilter(product, f, ctx))) return false;
    } else if (!group.some((f) => matchesFilter(product, f, ctx))) return false;
  }
  return true;
}

const indexCache = new Map<OccLanguage, Map<string, { name: string[]; other: string[] }>>();

function searchIndex(catalog: Catalog, lang: OccLanguage) {
  let index = indexCache.get(lang);
  if (index) return index;
  index = new Map();
  for (const product of catalog.productList) {
    const name = new Set([...tokenize(pick(product.name, lang)), ...tokenize(product.name.en)]);
    const other = new Set<string>();
    const add = (text: string) => tokenize(text).forEach((t) => other.add(t));
    for (const code of product.categoryPath) {
      const category = catalog.categories.get(code);
      if (category) {
        add(pick(category.name, lang));
        add(category.name.en);
      }
    }
    for (const colour of product.style.colours) {
      add(pick(COLOURS[colour].name, lang));
      add(COLOURS[colour].name.en);
      add(COLOURS[colour].family);
      add(pick(COLOUR_FAMILY_NAMES[COLOURS[colour].family], lang));
    }
    GARMENTS[product.style.garment].synonyms.forEach(add);
    add(pick(GENDER_NAMES[product.style.audience], lang));
    add(product.code);
    add(BRAND_NAME);
    index.set(product.code, { name: [...name], other: [...other] });
  }
  indexCache.set(lang, index);
  return index;
}

function tokenMatches(token: string, words: string[]): boolean {
  return words.some(
    (word) =>
      word.startsWith(token) ||
      (token.length > 3 && token.endsWith('es') && word.startsWith(token.slice(0, -2))) ||
      (token.length > 3 && token.endsWith('s') && word.startsWith(token.slice(0, -1))),
  );
}

/** A relevance score, or undefined when some word of the query matches nothing. */
function score(catalog: Catalog, product: BaseProduct, tokens: string[], lang: OccLanguage): number | undefined {
  if (tokens.length === 0) return 0;
  const entry = searchIndex(catalog, lang).get(product.code);
  if (!entry) return undefined;
  let total = 0;
  for (const token of tokens) {
    if (token === product.code.toLowerCase()) total += 50;
    else if (tokenMatches(token, entry.name)) total += 10;
    else if (tokenMatches(token, entry.other)) total += 4;
    else return undefined;
  }
  return total;
}

function sortProducts(list: { product: BaseProduct; score: number }[], sort: string, ctx: OccContext) {
  const byRank = (a: BaseProduct, b: BaseProduct) => {
    const bestA = a.style.badges?.includes('bestseller') ? 0 : 1;
    const bestB = b.style.badges?.includes('bestseller') ? 0 : 1;
    return bestA - bestB || a.rank - b.rank;
  };
  const collator = new Intl.Collator(ctx.lang.replace('_', '-'));
  list.sort((a, b) => {
    switch (sort) {
      case 'name-asc':
        return collator.compare(pick(a.product.name, ctx.lang), pick(b.product.name, ctx.lang));
      case 'price-asc':
        return minPrice(a.product, ctx) - minPrice(b.product, ctx) || byRank(a.product, b.product);
      case 'price-desc':
        return minPrice(b.product, ctx) - minPrice(a.product, ctx) || byRank(a.product, b.product);
      case 'topRated':
        return (b.product.averageRating ?? 0) - (a.product.averageRating ?? 0) || b.product.reviews.length - a.product.reviews.length || byRank(a.product, b.product);
      default:
        return b.score - a.score || byRank(a.product, b.product);
    }
  });
}

function facetValueName(catalog: Catalog, key: string, value: string, ctx: OccContext): string {
  switch (key) {
    case 'category':
    case 'allCategories': {
      const category = catalog.categories.get(value);
      return category ? pick(category.name, ctx.lang) : value;
    }
    case 'colour':
      return value in COLOUR_FAMILY_NAMES ? pick(COLOUR_FAMILY_NAMES[value as ColourFamily], ctx.lang) : value;
    case 'gender': {
      const audience = (Object.keys(AUDIENCE_CODES) as Audience[]).find((a) => AUDIENCE_CODES[a] === value);
      return audience ? pick(GENDER_NAMES[audience], ctx.lang) : value;
    }
    case 'fit': {
      const fit = Object.values(FITS).find((f) => f.code === value);
      return fit ? pick(fit.name, ctx.lang) : value;
    }
    case 'price': {
      const [min, max] = value.split('-');
      const low = formatMoney(Number(min), ctx.currency, ctx.lang);
      return max ? `${low} – ${formatMoney(Number(max) - 0.01, ctx.currency, ctx.lang)}` : `${low}+`;
    }
    case 'size':
      return value === 'OS' ? pick({ en: 'One Size', de: 'Einheitsgröße', es: 'Talla única', fr: 'Taille unique', it: 'Taglia unica', nl: 'One size' }, ctx.lang) : value;
    default:
      return value;
  }
}

/** Facet values a product contributes, per facet. */
function valuesOf(product: BaseProduct, key: string, ctx: OccContext): string[] {
  switch (key) {
    case 'gender':
      return [AUDIENCE_CODES[product.style.audience]];
    case 'colour':
      return [...colourFamiliesOf(product)];
    case 'size':
      return product.sizes;
    case 'fit':
      return [...fitCodesOf(product)];
    case 'price':
      return [priceBandOf(minPrice(product, ctx))];
    default:
      return [];
  }
}

const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', 'OS'];
function compareSizes(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  if (!Number.isNaN(na)) return 1;
  if (!Number.isNaN(nb)) return -1;
  return SIZE_ORDER.indexOf(a) - SIZE_ORDER.indexOf(b);
}

function toggled(q: ParsedQuery, filter: SearchFilter): ParsedQuery {
  const selected = q.filters.some((f) => f.key === filter.key && f.value === filter.value);
  return {
    ...q,
    filters: selected ? q.filters.filter((f) => !(f.key === filter.key && f.value === filter.value)) : [...q.filters, filter],
  };
}

export interface SearchOptions {
  query?: string;
  sort?: string;
  currentPage: number;
  pageSize: number;
}

export function searchProducts(catalog: Catalog, ctx: OccContext, options: SearchOptions) {
  const q = parseQuery(options.query, options.sort);
  const tokens = tokenize(q.freeText);
  const textMatches: { product: BaseProduct; score: number }[] = [];
  for (const product of catalog.productList) {
    const s = score(catalog, product, tokens, ctx.lang);
    if (s !== undefined) textMatches.push({ product, score: s });
  }
  const results = textMatches.filter(({ product }) => matchesFilters(product, q.filters, ctx));
  sortProducts(results, q.sort, ctx);

  const totalResults = results.length;
  const totalPages = Math.ceil(totalResults / options.pageSize);
  const pageItems = results.slice(options.currentPage * options.pageSize, (options.currentPage + 1) * options.pageSize);
  const selectedFamilies = q.filters.filter((f) => f.key === 'colour').map((f) => f.value);
  const products = pageItems.map(({ product }) => {
    const colour = selectedFamilies.length
      ? product.style.colours.find((c: ColourCode) => selectedFamilies.includes(COLOURS[c].family))
      : undefined;
    return searchProductDto(product, ctx, colour);
  });

  const facets = FACETS.map((facet) => {
    let values: { value: string; count: number }[];
    if (facet.code === 'category') {
      // Children of the deepest selected category, or the departments.
      const selectedCategories = q.filters.filter((f) => f.key === 'category' || f.key === 'allCategories').map((f) => f.value);
      const deepest = selectedCategories
        .map((code) => catalog.categories.get(code))
        .filter((c): c is NonNullable<typeof c> => Boolean(c))
        .sort((a, b) => b.level - a.level)[0];
      const candidates = deepest ? deepest.children : [...catalog.categories.values()].filter((c) => !c.parent).map((c) => c.code);
      values = candidates.map((code) => ({ value: code, count: results.filter(({ product }) => product.categoryPath.has(code)).length }));
    } else {
      const base = textMatches.filter(({ product }) => matchesFilters(product, q.filters, ctx, facet.multiSelect ? facet.code : undefined));
      const counts = new Map<string, number>();
      for (const { product } of base) for (const value of valuesOf(product, facet.code, ctx)) counts.set(value, (counts.get(value) ?? 0) + 1);
      values = [...counts].map(([value, count]) => ({ value, count }));
      if (facet.code === 'size') values.sort((a, b) => compareSizes(a.value, b.value));
      else if (facet.code === 'price') values.sort((a, b) => Number(a.value.split('-')[0]) - Number(b.value.split('-')[0]));
      else values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    }
    const shown = values.filter((v) => v.count > 0);
    // As OCC answers: a facet and its values by their labels only; the codes are in the queries.
    return {
      name: pick(FACET_NAMES[facet.code] as Texts, ctx.lang),
      category: facet.category,
      multiSelect: facet.multiSelect,
      priority: facet.priority,
      visible: shown.length > 0,
      values: shown.map(({ value, count }) => {
        const filter = { key: facet.code, value };
        const selected = q.filters.some((f) => f.key === facet.code && f.value === value);
        return { name: facetValueName(catalog, facet.code, value, ctx), count, selected, query: searchState(toggled(q, filter)) };
      }),
    };
  }).filter((facet) => facet.values.length > 0);

  const breadcrumbs = q.filters.map((filter, index) => ({
    facetCode: filter.key,
    facetName: pick(FACET_NAMES[filter.key] ?? { en: filter.key, de: filter.key, es: filter.key, fr: filter.key, it: filter.key, nl: filter.key }, ctx.lang),
    facetValueCode: filter.value,
    facetValueName: facetValueName(catalog, filter.key, filter.value, ctx),
    removeQuery: searchState({ ...q, filters: q.filters.filter((_, i) => i !== index) }),
    truncateQuery: searchState({ ...q, filters: q.filters.slice(0, index + 1) }),
  }));

  const categoryFilter = [...q.filters].reverse().find((f) => f.key === 'allCategories' || f.key === 'category');
  const category = categoryFilter ? catalog.categories.get(categoryFilter.value) : undefined;
  const redirect = KEYWORD_REDIRECTS[normalizeText(q.freeText)];

  return {
    type: 'productCategorySearchPageWsDTO',
    freeTextSearch: q.freeText,
    currentQuery: searchState(q),
    products,
    facets,
    breadcrumbs,
    pagination: { currentPage: options.currentPage, pageSize: options.pageSize, totalPages, totalResults, sort: q.sort },
    sorts: SORTS.map((s) => ({ code: s.code, name: pick(s.name, ctx.lang), selected: s.code === q.sort })),
    ...(category
      ? {
          categoryCode: category.code,
          category: {
            code: category.code,
            name: pick(category.name, ctx.lang),
            url: categoryUrl(category.code),
            seo: {
              metaTitle: `${pick(category.name, ctx.lang)} | ${BRAND_NAME}`,
              metaDescription: category.description ? pick(category.description, ctx.lang) : undefined,
              canonicalUrl: categoryUrl(category.code),
            },
          },
          parentCategoryPath: ancestorsOf(catalog.categories, category.code)
            .slice(0, -1)
            .map((code) => ({ code, name: pick(catalog.categories.get(code)?.name ?? { en: code, de: code, es: code, fr: code, it: code, nl: code }, ctx.lang), url: categoryUrl(code) })),
        }
      : {}),
    ...(redirect ? { keywordRedirectUrl: redirect } : {}),
  };
}

/** Search-box suggestions: words from product and category names that start with the term. */
export function suggest(catalog: Catalog, ctx: OccContext, term: string, max: number) {
  const prefix = normalizeText(term);
  if (!prefix) return { suggestions: [] };
  const counts = new Map<string, number>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[\s,]+/)) {
      const clean = word.replace(/[®™()]/g, '');
      if (clean.length > 2 && normalizeText(clean).startsWith(prefix)) counts.set(clean, (counts.get(clean) ?? 0) + 1);
    }
  };
  for (const product of catalog.productList) add(pick(product.name, ctx.lang));
  for (const category of catalog.categories.values()) add(pick(category.name, ctx.lang));
  const suggestions = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([value]) => ({ value }));
  return { suggestions };
}
