import { ancestorsOf, stockStatusOf, type BaseProduct, type Catalog, type Variant } from '../seed/catalog';
import { MULTI_BUY_PROMOTION } from '../seed/commerce-copy';
import { CARE, CUTS, MATERIALS, SPEC_LABELS } from '../seed/product-copy';
import { formatMoney, pick, type CurrencyIso, type OccLanguage, type Texts } from '../seed/locale';
import { BRAND_NAME, isEmea } from '../seed/sites';
import {
  BADGES,
  COLOURS,
  FITS,
  GENDER_OF,
  IMAGE_VIEWS,
  type ColourCode,
  type FitCode,
} from '../seed/vocabulary';
import type { OccContext } from './context';
import type { LevelKeys } from './fields';

/**
 * Product answers in OCC's shape (see occ-contract/samples/product-*.json), plus the brand's fields:
 * manufacturerAID, msrp, colorCode, badges, scene7Mediaset, shippingRestrictions, gender, metaTitle and
 * metaDescription.
 */

export interface Price {
  currencyIso: CurrencyIso;
  value: number;
  formattedValue: string;
  priceType: 'BUY' | 'FROM';
}

export function price(value: number, ctx: Pick<OccContext, 'currency' | 'lang'>, priceType: Price['priceType'] = 'BUY'): Price {
  return { currencyIso: ctx.currency, value, formattedValue: formatMoney(value, ctx.currency, ctx.lang), priceType };
}

const IMAGE_PATH = '/is/image/brand';
const MEDIA_CATALOG = 'brand';

/** Image formats OCC returns, with the size each is rendered at. */
const IMAGE_FORMATS = [
  ['zoom', 1200, 1500],
  ['product', 600, 750],
  ['thumbnail', 160, 200],
  ['cartIcon', 96, 120],
] as const;

const QUALIFIER_NAMES: Record<'colour' | 'size' | 'fit' | 'width', Texts> = {
  colour: { en: 'Color', en_GB: 'Colour', de: 'Farbe', es: 'Color', fr: 'Couleur', it: 'Colore', nl: 'Kleur' },
  size: { en: 'Size', de: 'Größe', es: 'Talla', fr: 'Taille', it: 'Taglia', nl: 'Maat' },
  fit: { en: 'Fit', de: 'Passform', es: 'Corte', fr: 'Coupe', it: 'Vestibilità', nl: 'Pasvorm' },
  width: { en: 'Width', de: 'Weite', es: 'Ancho', fr: 'Largeur', it: 'Pianta', nl: 'Breedte' },
};

export function assetId(style: string, colour: ColourCode, view: string): string {
  return `${style}_${colour}_${view}`;
}

function colorCodeOf(colour: ColourCode): string {
  return `COLOR_${colour}_SW`;
}

export function productName(product: BaseProduct, lang: OccLanguage): string {
  return pick(product.name, lang);
}

export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Site-relative product URL: `/product/{code}/{name}` in the US, `/p/{name}/{code}` in EMEA (spec 1 §2.1). */
export function productUrl(ctx: OccContext, code: string, name: string): string {
  const pretty = slug(name);
  return isEmea(ctx.site) ? `/p/${pretty}/${encodeURIComponent(code)}` : `/product/${encodeURIComponent(code)}/${pretty}`;
}

export function categoryUrl(code: string): string {
  return `/c/${encodeURIComponent(code)}`;
}

function imagesFor(product: BaseProduct, colour: ColourCode, lang: OccLanguage) {
  const alt = `${productName(product, lang)}, ${pick(COLOURS[colour].name, lang)}`;
  const images: Record<string, string | number>[] = [];
  for (const [format, wid, hei] of IMAGE_FORMATS) {
    images.push({ imageType: 'PRIMARY', format, altText: alt, url: `${IMAGE_PATH}/${assetId(product.code, colour, 'AVB')}?wid=${wid}&hei=${hei}` });
  }
  IMAGE_VIEWS.filter((view) => view !== 'AVV').forEach((view, galleryIndex) => {
    for (const [format, wid, hei] of IMAGE_FORMATS) {
      if (format === 'cartIcon') continue;
      images.push({ imageType: 'GALLERY', format, galleryIndex, altText: alt, url: `${IMAGE_PATH}/${assetId(product.code, colour, view)}?wid=${wid}&hei=${hei}` });
    }
  });
  return images;
}

/**
 * Scene7 media set: comma-separated assets; each asset is `{catalog}/{assetId};{catalog}/{swatchId};{type};{view}`
 * (four semicolon-separated parts; type `img` or `video`). Each colour has its still views
 * (`{style}_{colour}_{view}`); a style with a video has one video for all its colours, a generic view
 * without a colour (`{style}_AVV`, no swatch), which the storefront keeps whatever colour is chosen.
 */
export function scene7Mediaset(product: BaseProduct, colours: readonly ColourCode[]): string {
  const items: string[] = [];
  for (const colour of colours) {
    for (const view of IMAGE_VIEWS) {
      if (view === 'AVV') continue;
      const id = assetId(product.code, colour, view);
      items.push(`${MEDIA_CATALOG}/${id};${MEDIA_CATALOG}/${assetId(product.code, colour, 'SW')};img;${view}`);
    }
  }
  if (product.style.video) items.push(`${MEDIA_CATALOG}/${product.code}_AVV;;video;AVV`);
  return items.join(',');
}

export function stock(level: number, withLevel = true) {
  const status = stockStatusOf(level);
  return withLevel ? { stockLevelStatus: status, stockLevel: Math.max(0, level), isValueRounded: false } : { stockLevelStatus: status, isValueRounded: false };
}

function aggregateStock(product: BaseProduct) {
  const total = product.variants.reduce((sum, v) => sum + Math.max(0, v.stockLevel), 0);
  const anyInStock = product.variants.some((v) => stockStatusOf(v.stockLevel) === 'inStock');
  const status = total === 0 ? 'outOfStock' : anyInStock ? 'inStock' : 'lowStock';
  return { stockLevelStatus: status, stockLevel: total, isValueRounded: false };
}

/**
 * Restrictions relative to the shopper's country (the `countryIsoCode` header) and, when known, the
 * delivery address. Without an address a state restriction is reported when the style is restricted in
 * any region of the shopper's country.
 */
export function shippingRestrictions(product: BaseProduct, country: string, address?: ShippingDestination) {
  const r = product.style.restrictions ?? {};
  const targetCountry = address?.countryIso ?? country;
  const regions = r.regions ?? [];
  const stateRestricted = address?.regionIso ? regions.includes(address.regionIso) : regions.some((code) => code.startsWith(`${targetCountry}-`));
  return {
    countryRestricted: (r.countries ?? []).includes(targetCountry),
    stateRestricted,
    poBoxRestricted: Boolean(r.poBox) && (address ? (address.poBox ?? isPoBox(address.line1 ?? '')) : true),
    restrictedCountries: r.countries ?? [],
    restrictedRegions: regions,
  };
}

function isPoBox(line: string): boolean {
  return /\b(p\.?\s*o\.?\s*box|post\s*office\s*box|postfach|apartado|boîte postale|casella postale|postbus)\b/i.test(line);
}

/** A P.O. box or a US military (APO/FPO/DPO) address: couriers cannot deliver there (spec 2 §3 `isApoFpoPoBox`). */
export function isPoBoxAddress(a: { line1: string; line2?: string; town: string }): boolean {
  return isPoBox(a.line1) || isPoBox(a.line2 ?? '') || /^(APO|FPO|DPO)$/i.test(a.town.trim());
}

/** Where entries ship, for their restrictions: a country, its region, and whether it is a P.O. box. */
export interface ShippingDestination {
  countryIso: string;
  regionIso?: string;
  line1?: string;
  /** Known P.O. box or APO/FPO address; otherwise `line1` is inspected. */
  poBox?: boolean;
}

function priceRange(product: BaseProduct, ctx: OccContext) {
  const values = product.variants.map((v) => v.prices[ctx.currency]);
  return { minPrice: price(Math.min(...values), ctx), maxPrice: price(Math.max(...values), ctx) };
}

function msrpOf(product: BaseProduct, ctx: OccContext, variant?: Variant) {
  const source = variant ?? product.variants[0];
  const value = source?.msrps?.[ctx.currency];
  return value ? price(value, ctx) : undefined;
}

function categoriesDto(catalog: Catalog, product: BaseProduct, lang: OccLanguage) {
  return product.style.categories.map((code) => {
    const category = catalog.categories.get(code);
    return { code, name: category ? pick(category.name, lang) : code, url: categoryUrl(code) };
  });
}

/** The category trail of the first category, department first. */
function primaryCategoryPath(catalog: Catalog, product: BaseProduct, lang: OccLanguage) {
  const first = product.style.categories[0];
  if (!first) return [];
  return ancestorsOf(catalog.categories, first).map((code) => {
    const category = catalog.categories.get(code);
    return { code, name: category ? pick(category.name, lang) : code, url: categoryUrl(code) };
  });
}

function badgesDto(product: BaseProduct, lang: OccLanguage) {
  return (product.style.badges ?? []).map((key) => ({
    badgeType: { code: key, name: pick(BADGES[key].name, lang), imageUrl: `${IMAGE_PATH}/${BADGES[key].asset}` },
  }));
}

function classificationsDto(product: BaseProduct, lang: OccLanguage) {
  const feature = (code: string, name: Texts, value: string, unit?: { name: string; symbol: string }) => ({
    code: `brandClassification/1.0/specifications.${code}`,
    name: pick(name, lang),
    comparable: true,
    range: false,
    featureValues: [{ value }],
    ...(unit ? { featureUnit: { ...unit, unitType: 'weight' } } : {}),
  });
  const s = product.style;
  const features = [
    feature('material', SPEC_LABELS.material, pick(MATERIALS[s.material], lang)),
    ...(s.cut === 'none' ? [] : [feature('fit', SPEC_LABELS.cut, pick(CUTS[s.cut], lang))]),
    ...(s.weightOz ? [feature('weight', SPEC_LABELS.weight, String(s.weightOz), { name: 'ounce', symbol: 'oz' })] : []),
    feature('care', SPEC_LABELS.care, pick(CARE[s.care], lang)),
    feature('style', SPEC_LABELS.style, s.code),
  ];
  return [{ code: 'specifications', name: pick(SPEC_LABELS.classification, lang), features }];
}

function fitQualifierName(product: BaseProduct): Texts {
  return product.style.group === 'boots' ? QUALIFIER_NAMES.width : QUALIFIER_NAMES.fit;
}

function swatchImage(product: BaseProduct, colour: ColourCode) {
  return { format: 'swatch', imageType: 'PRIMARY', url: `${IMAGE_PATH}/${assetId(product.code, colour, 'SW')}?wid=48&hei=48` };
}

function qualifiers(product: BaseProduct, variant: Variant, lang: OccLanguage, include: { size?: boolean; fit?: boolean } = { size: true, fit: true }) {
  const list: Record<string, unknown>[] = [
    { qualifier: 'colour', name: pick(QUALIFIER_NAMES.colour, lang), value: pick(COLOURS[variant.colour].name, lang), image: swatchImage(product, variant.colour) },
  ];
  if (include.size !== false) list.push({ qualifier: 'size', name: pick(QUALIFIER_NAMES.size, lang), value: variant.size });
  if (include.fit !== false && variant.fit) list.push({ qualifier: 'fit', name: pick(fitQualifierName(product), lang), value: pick(FITS[variant.fit].name, lang) });
  return list;
}

function variantOptionDto(product: BaseProduct, variant: Variant, ctx: OccContext) {
  const name = productName(product, ctx.lang);
  return {
    code: variant.code,
    url: productUrl(ctx, variant.code, name),
    priceData: price(variant.prices[ctx.currency], ctx),
    stock: stock(variant.stockLevel),
    colorCode: colorCodeOf(variant.colour),
    variantOptionQualifiers: qualifiers(product, variant, ctx.lang),
  };
}

/** OCC variant matrix: colour, then fit (when the style has fits), then size; leaves point at sellable variants. */
function variantMatrix(product: BaseProduct, ctx: OccContext) {
  const lang = ctx.lang;
  const name = productName(product, lang);
  const colourCategory = { code: 'colour', name: pick(QUALIFIER_NAMES.colour, lang), hasImage: true, priority: 1 };
  const fitCategory = { code: 'fit', name: pick(fitQualifierName(product), lang), hasImage: false, priority: 2 };
  const sizeCategory = { code: 'size', name: pick(QUALIFIER_NAMES.size, lang), hasImage: false, priority: 3 };
  const option = (variant: Variant) => ({
    code: variant.code,
    url: productUrl(ctx, variant.code, name),
    stock: stock(variant.stockLevel),
    priceData: price(variant.prices[ctx.currency], ctx),
    variantOptionQualifiers: qualifiers(product, variant, lang),
  });
  const sizeElements = (variants: Variant[]) =>
    product.sizes
      .map((size, sequence) => ({ size, sequence, variant: variants.find((v) => v.size === size) }))
      .filter((entry): entry is { size: string; sequence: number; variant: Variant } => Boolean(entry.variant))
      .map(({ size, sequence, variant }) => ({
        isLeaf: true,
        parentVariantCategory: sizeCategory,
        variantValueCategory: { code: `size_${size}`, name: size, sequence, superCategories: [sizeCategory] },
        variantOption: option(variant),
        elements: [],
      }));
  return product.style.colours.map((colour, sequence) => {
    const ofColour = product.variants.filter((v) => v.colour === colour);
    const first = ofColour[0] as Variant;
    const elements = product.style.fits.length
      ? product.style.fits
          .filter((fit) => ofColour.some((v) => v.fit === fit))
          .map((fit: FitCode) => {
            const ofFit = ofColour.filter((v) => v.fit === fit);
            return {
              isLeaf: false,
              parentVariantCategory: fitCategory,
              variantValueCategory: { code: `fit_${fit}`, name: pick(FITS[fit].name, lang), sequence: FITS[fit].sequence, superCategories: [fitCategory] },
              variantOption: option(ofFit[0] as Variant),
              elements: sizeElements(ofFit),
            };
          })
      : sizeElements(ofColour);
    return {
      isLeaf: false,
      parentVariantCategory: colourCategory,
      variantValueCategory: { code: `colour_${colour}`, name: pick(COLOURS[colour].name, lang), sequence, superCategories: [colourCategory] },
      variantOption: { ...option(first), variantOptionQualifiers: [{ ...qualifiers(product, first, lang, { size: false, fit: false })[0] }] },
      elements,
    };
  });
}

export function potentialPromotions(product: BaseProduct, lang: OccLanguage) {
  if (!MULTI_BUY_PROMOTION.styles.includes(product.code)) return [];
  return [
    {
      code: MULTI_BUY_PROMOTION.code,
      title: pick(MULTI_BUY_PROMOTION.title, lang),
      description: pick(MULTI_BUY_PROMOTION.fired, lang),
      promotionType: 'Rule Based Promotion',
      enabled: true,
    },
  ];
}

function metaTitle(catalog: Catalog, product: BaseProduct, lang: OccLanguage): string {
  const leaf = catalog.categories.get(product.style.categories[0] ?? '');
  return leaf ? `${productName(product, lang)} | ${pick(leaf.name, lang)}` : productName(product, lang);
}

function metaDescription(product: BaseProduct, lang: OccLanguage): string {
  const text = pick(product.summary, lang);
  return text.length > 155 ? `${text.slice(0, 152).trimEnd()}...` : text;
}

function common(catalog: Catalog, product: BaseProduct, ctx: OccContext) {
  const lang = ctx.lang;
  return {
    name: productName(product, lang),
    summary: pick(product.summary, lang),
    description: pick(product.description, lang),
    manufacturer: BRAND_NAME,
    manufacturerAID: product.code,
    gender: GENDER_OF[product.style.audience],
    averageRating: product.averageRating,
    numberOfReviews: product.reviews.length,
    categories: categoriesDto(catalog, product, lang),
    primaryCategoryPath: primaryCategoryPath(catalog, product, lang),
    badges: badgesDto(product, lang),
    shippingRestrictions: shippingRestrictions(product, ctx.country),
    metaTitle: metaTitle(catalog, product, lang),
    metaDescription: metaDescription(product, lang),
    classifications: classificationsDto(product, lang),
    potentialPromotions: potentialPromotions(product, lang),
    availableForPickup: false,
    multidimensional: true,
    variantType: 'GenericVariantProduct',
    configurable: false,
  };
}

/** Groundbreakers points a purchase earns (US/Canada only): one point per whole dollar. */
function loyaltyPoints(value: number, ctx: OccContext) {
  return isEmea(ctx.site) ? {} : { loyaltyPoints: Math.floor(value) };
}

/** A base product (style): not purchasable itself; its variants are. */
export function baseProductDto(catalog: Catalog, product: BaseProduct, ctx: OccContext) {
  const range = priceRange(product, ctx);
  const from = range.minPrice.value !== range.maxPrice.value;
  const defaultColour = product.style.colours[0] as ColourCode;
  return {
    ...loyaltyPoints(range.minPrice.value, ctx),
    code: product.code,
    url: productUrl(ctx, product.code, productName(product, ctx.lang)),
    purchasable: false,
    ...common(catalog, product, ctx),
    price: price(range.minPrice.value, ctx, from ? 'FROM' : 'BUY'),
    priceRange: range,
    msrp: msrpOf(product, ctx),
    stock: aggregateStock(product),
    images: imagesFor(product, defaultColour, ctx.lang),
    colorCode: colorCodeOf(defaultColour),
    scene7Mediaset: scene7Mediaset(product, product.style.colours),
    variantMatrix: variantMatrix(product, ctx),
    variantOptions: product.variants.map((v) => variantOptionDto(product, v, ctx)),
  };
}

/** A sellable variant (colour × size × fit). */
export function variantProductDto(catalog: Catalog, product: BaseProduct, variant: Variant, ctx: OccContext) {
  return {
    ...loyaltyPoints(variant.prices[ctx.currency], ctx),
    code: variant.code,
    url: productUrl(ctx, variant.code, productName(product, ctx.lang)),
    purchasable: true,
    baseProduct: product.code,
    ...common(catalog, product, ctx),
    price: price(variant.prices[ctx.currency], ctx),
    priceRange: priceRange(product, ctx),
    msrp: msrpOf(product, ctx, variant),
    stock: stock(variant.stockLevel),
    images: imagesFor(product, variant.colour, ctx.lang),
    colorCode: colorCodeOf(variant.colour),
    scene7Mediaset: scene7Mediaset(product, [variant.colour]),
    baseOptions: [
      {
        variantType: 'GenericVariantProduct',
        selected: variantOptionDto(product, variant, ctx),
        options: product.variants.map((v) => variantOptionDto(product, v, ctx)),
      },
    ],
    variantMatrix: variantMatrix(product, ctx),
    variantOptionQualifiers: qualifiers(product, variant, ctx.lang),
  };
}

export const PRODUCT_LEVEL_KEYS: LevelKeys = {
  BASIC: ['code', 'name', 'url', 'purchasable', 'stock', 'price', 'baseProduct', 'availableForPickup'],
  DEFAULT: [
    'code', 'name', 'url', 'purchasable', 'stock', 'price', 'baseProduct', 'availableForPickup', 'summary', 'description',
    'images', 'averageRating', 'numberOfReviews', 'manufacturer', 'manufacturerAID', 'categories', 'priceRange', 'msrp',
    'baseOptions', 'variantOptions', 'colorCode', 'badges', 'gender', 'scene7Mediaset', 'shippingRestrictions',
    'metaTitle', 'metaDescription', 'potentialPromotions', 'variantOptionQualifiers', 'multidimensional', 'variantType',
    'loyaltyPoints',
  ],
};

export function findProduct(catalog: Catalog, code: string): { product: BaseProduct; variant?: Variant } | undefined {
  const variant = catalog.variants.get(code);
  if (variant) {
    const product = catalog.products.get(variant.baseCode);
    return product ? { product, variant } : undefined;
  }
  const product = catalog.products.get(code);
  return product ? { product } : undefined;
}

/** A product as it appears on a cart or order entry: the variant with the fields the cart shows. */
export function entryProductDto(catalog: Catalog, variant: Variant, ctx: OccContext, address?: ShippingDestination) {
  const product = catalog.products.get(variant.baseCode) as BaseProduct;
  const name = productName(product, ctx.lang);
  return {
    code: variant.code,
    name,
    url: productUrl(ctx, variant.code, name),
    baseProduct: product.code,
    manufacturerAID: product.code,
    manufacturer: BRAND_NAME,
    purchasable: true,
    availableForPickup: false,
    categories: categoriesDto(catalog, product, ctx.lang),
    images: imagesFor(product, variant.colour, ctx.lang).filter((image) => image.imageType === 'PRIMARY'),
    price: price(variant.prices[ctx.currency], ctx),
    msrp: msrpOf(product, ctx, variant),
    stock: stock(variant.stockLevel),
    colorCode: colorCodeOf(variant.colour),
    shippingRestrictions: shippingRestrictions(product, ctx.country, address),
    variantOptionQualifiers: qualifiers(product, variant, ctx.lang),
    baseOptions: [{ variantType: 'GenericVariantProduct', selected: variantOptionDto(product, variant, ctx), options: [] }],
  };
}

/** A product in search results: the style, shown in the colour a colour filter selects. */
export function searchProductDto(product: BaseProduct, ctx: OccContext, colour?: ColourCode) {
  const shown = colour ?? (product.style.colours[0] as ColourCode);
  const range = priceRange(product, ctx);
  const name = productName(product, ctx.lang);
  const firstOfEachColour = product.style.colours
    .map((c) => product.variants.find((v) => v.colour === c))
    .filter((v): v is Variant => Boolean(v));
  return {
    code: product.code,
    name,
    summary: pick(product.summary, ctx.lang),
    url: productUrl(ctx, product.code, name),
    price: price(range.minPrice.value, ctx, range.minPrice.value !== range.maxPrice.value ? 'FROM' : 'BUY'),
    priceRange: range,
    msrp: msrpOf(product, ctx),
    stock: { stockLevelStatus: aggregateStock(product).stockLevelStatus, isValueRounded: false },
    images: imagesFor(product, shown, ctx.lang).filter((image) => image.imageType === 'PRIMARY' && (image.format === 'product' || image.format === 'thumbnail')),
    averageRating: product.averageRating,
    numberOfReviews: product.reviews.length,
    manufacturer: BRAND_NAME,
    manufacturerAID: product.code,
    gender: GENDER_OF[product.style.audience],
    badges: badgesDto(product, ctx.lang),
    colorCode: colorCodeOf(shown),
    potentialPromotions: potentialPromotions(product, ctx.lang),
    multidimensional: true,
    configurable: false,
    variantOptions: firstOfEachColour.map((v) => ({
      code: v.code,
      url: productUrl(ctx, v.code, name),
      colorCode: colorCodeOf(v.colour),
      variantOptionQualifiers: qualifiers(product, v, ctx.lang, { size: false, fit: false }),
    })),
  };
}

