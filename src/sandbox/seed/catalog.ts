import { CATEGORIES, type CategorySeed } from './categories';
import { roundMoney, type CurrencyIso, type Texts, OCC_LANGUAGES, pick, fill } from './locale';
import { createPrng } from './prng';
import { CARE, CUTS, FEATURES, FEATURES_HEADING, GROUP_INTROS, MATERIALS } from './product-copy';
import { seedReviews, type ReviewSeed } from './reviews';
import { STYLES, type StyleSeed } from './styles';
import {
  FIT_UPCHARGE_USD,
  GARMENTS,
  SIZE_RUNS,
  SIZE_UPCHARGE_USD,
  composeProductName,
  type ColourCode,
  type FitCode,
  type SizeRun,
} from './vocabulary';

/**
 * The catalogue built from the styles: base products, their sellable variants (colour × size × fit) with
 * prices per currency and stock, the category tree and the reviews. Rebuilt from code on every start.
 */

const LOW_STOCK_THRESHOLD = 5;

export type StockStatus = 'inStock' | 'lowStock' | 'outOfStock';

export interface Variant {
  code: string;
  baseCode: string;
  colour: ColourCode;
  size: string;
  fit?: FitCode;
  /** Price per currency. */
  prices: Record<CurrencyIso, number>;
  msrps?: Record<CurrencyIso, number>;
  stockLevel: number;
}

export interface BaseProduct {
  code: string;
  style: StyleSeed;
  name: Texts;
  summary: Texts;
  description: Texts;
  sizes: string[];
  variants: Variant[];
  /** Leaf categories and all their ancestors. */
  categoryPath: Set<string>;
  reviews: ReviewSeed[];
  averageRating?: number;
  /** Position in the catalogue; the relevance tie-breaker (best sellers first). */
  rank: number;
}

export interface Category extends CategorySeed {
  level: number;
  children: string[];
}

export interface Catalog {
  products: ReadonlyMap<string, BaseProduct>;
  variants: ReadonlyMap<string, Variant>;
  categories: ReadonlyMap<string, Category>;
  /** Base products in catalogue order. */
  productList: readonly BaseProduct[];
}

/** Regional price points derived from the US list price, ending the way each market prices. */
function regionalPrice(usd: number, currency: CurrencyIso): number {
  switch (currency) {
    case 'USD':
      return roundMoney(usd);
    case 'CAD':
      return roundMoney(Math.ceil(usd * 1.36) - 0.01);
    case 'GBP':
      return roundMoney(Math.ceil(usd * 0.84) - 0.01);
    case 'EUR':
      return roundMoney(Math.ceil(usd * 0.96) - 0.05);
  }
}

function allPrices(usd: number): Record<CurrencyIso, number> {
  return {
    USD: regionalPrice(usd, 'USD'),
    CAD: regionalPrice(usd, 'CAD'),
    GBP: regionalPrice(usd, 'GBP'),
    EUR: regionalPrice(usd, 'EUR'),
  };
}

export function stockStatusOf(level: number): StockStatus {
  if (level <= 0) return 'outOfStock';
  return level <= LOW_STOCK_THRESHOLD ? 'lowStock' : 'inStock';
}

/** `alpha:S-3XL` -> [S, M, L, XL, XXL, 3XL]. */
export function sizesOf(spec: string): string[] {
  const [runName, range] = spec.split(':') as [SizeRun, string | undefined];
  const run: readonly string[] = SIZE_RUNS[runName];
  if (!run) throw new Error(`unknown size run ${spec}`);
  if (!range) return [...run];
  const [from, to] = range.split('-') as [string, string];
  const start = run.indexOf(from);
  const end = run.indexOf(to);
  if (start < 0 || end < start) throw new Error(`bad size range ${spec}`);
  return run.slice(start, end + 1);
}

/** Tall fits start at M in letter sizes (there is no tall XS or S). */
function fitAvailable(size: string, fit: FitCode | undefined): boolean {
  if (fit === 'TLL') return !['XS', 'S'].includes(size);
  return true;
}

export function variantCode(style: string, colour: ColourCode, size: string, fit?: FitCode): string {
  return fit ? `${style}-${colour}-${size}-${fit}` : `${style}-${colour}-${size}`;
}

function stockFor(style: StyleSeed, code: string, featured: boolean): number {
  if (style.soldOut) return 0;
  const prng = createPrng(`stock:${code}`);
  const roll = prng.next();
  if (featured) return prng.int(24, 160);
  if (roll < 0.07) return 0;
  if (roll < 0.15) return prng.int(1, LOW_STOCK_THRESHOLD);
  return prng.int(12, 180);
}

function describe(style: StyleSeed): { summary: Texts; description: Texts } {
  const intro = GROUP_INTROS[style.group];
  const build = (lang: (typeof OCC_LANGUAGES)[number]): string => {
    const bullets = style.features.map((key) => `<li>${escapeHtml(pick(FEATURES[key], lang))}</li>`).join('');
    const specs = [
      pick(MATERIALS[style.material], lang),
      style.cut === 'none' ? undefined : pick(CUTS[style.cut], lang),
      pick(CARE[style.care], lang),
    ].filter((s): s is string => Boolean(s));
    return fill('<p>{intro}</p><h3>{heading}</h3><ul>{bullets}</ul><p>{specs}</p>', {
      intro: escapeHtml(pick(intro, lang)),
      heading: escapeHtml(pick(FEATURES_HEADING, lang)),
      bullets,
      specs: escapeHtml(specs.join('. ')) + '.',
    });
  };
  const description = Object.fromEntries(OCC_LANGUAGES.map((lang) => [lang, build(lang)])) as unknown as Texts;
  return { summary: intro, description };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function buildCategories(): Map<string, Category> {
  const categories = new Map<string, Category>();
  for (const seed of CATEGORIES) categories.set(seed.code, { ...seed, level: 0, children: [] });
  for (const category of categories.values()) {
    let level = 1;
    let parent = category.parent;
    while (parent) {
      level++;
      parent = categories.get(parent)?.parent;
    }
    category.level = level;
    if (category.parent) categories.get(category.parent)?.children.push(category.code);
  }
  return categories;
}

export function ancestorsOf(categories: ReadonlyMap<string, Category>, code: string): string[] {
  const path: string[] = [];
  let current = categories.get(code);
  while (current) {
    path.unshift(current.code);
    current = current.parent ? categories.get(current.parent) : undefined;
  }
  return path;
}

function buildProduct(style: StyleSeed, rank: number, categories: Map<string, Category>): BaseProduct {
  const sizes = sizesOf(style.sizes);
  const fits: (FitCode | undefined)[] = style.fits.length > 0 ? style.fits : [undefined];
  // The first colour in the everyday sizes is always in stock, so a product page opens on something buyable.
  const featuredSizes = new Set(sizes.length > 3 ? sizes.slice(1, 4) : sizes);
  const variants: Variant[] = [];
  for (const colour of style.colours) {
    for (const fit of fits) {
      for (const size of sizes) {
        if (!fitAvailable(size, fit)) continue;
        const code = variantCode(style.code, colour, size, fit);
        const upcharge = (SIZE_UPCHARGE_USD[size] ?? 0) + (fit ? FIT_UPCHARGE_USD[fit] ?? 0 : 0);
        const featured = colour === style.colours[0] && featuredSizes.has(size) && (fit === undefined || fit === 'REG');
        variants.push({
          code,
          baseCode: style.code,
          colour,
          size,
          fit,
          prices: allPrices(style.price + upcharge),
          msrps: style.msrp ? allPrices(style.msrp + upcharge) : undefined,
          stockLevel: stockFor(style, code, featured),
        });
      }
    }
  }
  for (const leaf of style.categories) {
    if (!categories.has(leaf)) throw new Error(`style ${style.code} names unknown category ${leaf}`);
  }
  const categoryPath = new Set(style.categories.flatMap((leaf) => ancestorsOf(categories, leaf)));
  const reviews = seedReviews(style.code);
  const averageRating =
    reviews.length > 0 ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10 : undefined;
  const { summary, description } = describe(style);
  return {
    code: style.code,
    style,
    name: composeProductName(style.line, GARMENTS[style.garment].noun, style.audience),
    summary,
    description,
    sizes,
    variants,
    categoryPath,
    reviews,
    averageRating,
    rank,
  };
}

let cached: Catalog | undefined;

/** The catalogue; built once per process (it is pure data derived from the seed tables). */
export function buildCatalog(): Catalog {
  if (cached) return cached;
  const categories = buildCategories();
  const productList = STYLES.map((style, index) => buildProduct(style, index, categories));
  const products = new Map(productList.map((p) => [p.code, p]));
  if (products.size !== productList.length) throw new Error('duplicate style code in the seed');
  const variants = new Map(productList.flatMap((p) => p.variants.map((v) => [v.code, v] as const)));
  cached = { products, variants, categories, productList };
  return cached;
}

