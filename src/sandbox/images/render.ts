import { buildCatalog, type BaseProduct } from '../seed/catalog';
import { createPrng, hashString } from '../seed/prng';
import { BRAND_NAME, BRAND_SHORT } from '../seed/sites';
import { FACTORIES, STORES } from '../seed/stores';
import { COLOURS, GARMENTS, type ColourCode, type Silhouette } from '../seed/vocabulary';
import type { MaterialKey } from '../seed/product-copy';
import { centringOffset, detailWindow, drawGarment, garmentBounds, type GarmentOptions, type GarmentView } from './garments';
import { darken, escapeXml, fabricPattern, lighten, mix, paletteFor, shadingGradient, type Palette, type Texture } from './paint';
import { wordmark } from './wordmark';

/**
 * The image server's renderer: product views (`{style}_{colour}_{VIEW}`, optional `EU_` prefix), colour
 * swatches (`_SW`), and the site's other pictures (logo, payment marks, badges, banners, stores, factories).
 * Every picture is an SVG drawn from the seed, so the same id always gives the same image.
 */

export interface RenderedImage {
  svg: string;
  found: boolean;
}

const PRODUCT_W = 1000;
const PRODUCT_H = 1250;
const BACKDROP = '#f1ede5';

const TEXTURE_OF: Record<MaterialKey, Texture> = {
  cottonDuck: 'woven',
  cottonCanvasStretch: 'woven',
  cottonTwill: 'woven',
  nylonShell: 'ripstop',
  polyRipstop: 'ripstop',
  polyCanvas: 'woven',
  frCotton: 'woven',
  cottonJersey: 'knit',
  cottonPolyFleece: 'knit',
  polyKnit: 'knit',
  acrylic: 'knit',
  woolBlend: 'knit',
  cottonDenim: 'denim',
  cottonFlannel: 'woven',
  cottonChambray: 'heather',
  leather: 'leather',
  polyMesh: 'mesh',
};

function textureFor(product: BaseProduct, colour: ColourCode): Texture {
  const pattern = COLOURS[colour].pattern;
  if (pattern === 'plaid') return 'plaid';
  if (pattern === 'denim') return 'denim';
  if (pattern === 'heather') return 'heather';
  return TEXTURE_OF[product.style.material];
}

function garmentOptions(product: BaseProduct): GarmentOptions {
  const s = product.style;
  const f = new Set<string>(s.features);
  const g = s.garment;
  const hooded = ['activeJacket', 'rainJacket', 'hoodie', 'zipHoodie', 'parka'].includes(g) || f.has('attached-hood');
  const jacketLike = ['jacket', 'activeJacket', 'softshell', 'rainJacket', 'coat', 'parka'].includes(g);
  const collar: GarmentOptions['collar'] = hooded
    ? 'none'
    : f.has('corduroy-collar')
      ? 'point'
      : f.has('mock-neck') || g === 'softshell' || g === 'vest' || g === 'quarterZip'
        ? 'mock'
        : ['shirt', 'shortSleeveShirt', 'flannelShirt', 'shirtJac'].includes(g)
          ? 'shirt'
          : jacketLike
            ? 'point'
            : 'crew';
  return {
    hood: hooded,
    fur: g === 'parka',
    zip: jacketLike || g === 'vest' || g === 'safetyVest' || g === 'zipHoodie',
    quarterZip: g === 'quarterZip',
    snaps: g === 'shirtJac',
    buttons: ['shirt', 'shortSleeveShirt', 'flannelShirt', 'henley'].includes(g),
    collar,
    chestPocket: f.has('chest-pocket') || (jacketLike && !hooded) || g === 'coat',
    chestPockets: f.has('chest-pockets'),
    handPockets: f.has('hand-warmer') || f.has('zip-pockets') || g === 'zipHoodie' || (jacketLike && hooded),
    kangaroo: f.has('kangaroo-pocket') && g !== 'zipHoodie',
    ribCuffs: f.has('rib-cuffs') || ['hoodie', 'zipHoodie', 'sweatshirt', 'quarterZip'].includes(g),
    ribHem: f.has('rib-cuffs') || ['hoodie', 'zipHoodie', 'sweatshirt', 'quarterZip', 'activeJacket'].includes(g),
    hiVis: s.group === 'hiVis',
    doubleFront: f.has('double-front'),
    cargo: f.has('cargo-pockets'),
    hammerLoop: f.has('hammer-loop'),
    fivePocket: g === 'jeans' || f.has('five-pocket'),
    legZips: f.has('leg-zips'),
    mesh: f.has('mesh-back') || s.material === 'polyMesh',
    steelToe: f.has('steel-toe') || f.has('composite-toe'),
    wedge: f.has('wedge-sole'),
  };
}

function defs(p: Palette, seed: string, scale = 1): string {
  const ribPalette = { ...p, texture: 'rib' as const };
  return `<defs>${fabricPattern(p, 'fabric', scale, seed)}${fabricPattern(ribPalette, 'rib', scale, seed)}${shadingGradient()}
<pattern id="cord" width="${7 * scale}" height="${7 * scale}" patternUnits="userSpaceOnUse"><rect width="${3 * scale}" height="${7 * scale}" fill="#000" fill-opacity=".18"/></pattern>
<pattern id="meshfill" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="${lighten(p.base, 0.12)}"/><circle cx="6" cy="6" r="2.6" fill="${p.deep}" fill-opacity=".55"/></pattern>
<linearGradient id="reflect" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".7"/><stop offset=".5" stop-color="#ffffff" stop-opacity=".05"/><stop offset="1" stop-color="#ffffff" stop-opacity=".45"/></linearGradient>
<radialGradient id="backdrop" cx=".45" cy=".35" r=".85"><stop offset="0" stop-color="#f8f5ef"/><stop offset="1" stop-color="#e6e0d5"/></radialGradient>
<radialGradient id="floor" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#3a2e22" stop-opacity=".28"/><stop offset="1" stop-color="#3a2e22" stop-opacity="0"/></radialGradient></defs>`;
}

function svgOpen(viewBox: string, width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`;
}

function productView(product: BaseProduct, colour: ColourCode, view: string, size: { w?: number; h?: number }): string {
  const seed = COLOURS[colour];
  const p = paletteFor(seed.hex, textureFor(product, colour), seed.accents);
  const silhouette: Silhouette = GARMENTS[product.style.garment].silhouette;
  const options = garmentOptions(product);
  const label = `${product.name.en}, ${seed.name.en}`;
  const width = size.w ?? PRODUCT_W;
  const height = size.h ?? Math.round((width * PRODUCT_H) / PRODUCT_W);
  const offset = centringOffset(silhouette, options);
  const floor = garmentBounds(silhouette, options)[1] + offset + 36;
  const backdrop = `<rect width="${PRODUCT_W}" height="${PRODUCT_H}" fill="url(#backdrop)"/><ellipse cx="500" cy="${floor}" rx="380" ry="30" fill="url(#floor)"/>`;
  const garment = (v: GarmentView) => `<g transform="translate(0 ${offset})">${drawGarment(silhouette, v, p, options)}</g>`;

  switch (view) {
    case 'PS':
      return `${svgOpen(`0 0 ${PRODUCT_W} ${PRODUCT_H}`, width, height, `${label}, back`)}${defs(p, product.code)}${backdrop}${garment('back')}</svg>`;
    case 'AIL':
      // Three-quarter view: the front turned away a little, shaded on its far side.
      return `${svgOpen(`0 0 ${PRODUCT_W} ${PRODUCT_H}`, width, height, `${label}, side`)}${defs(p, product.code)}${backdrop}<g transform="translate(520 640) scale(.8 1) skewY(-5) translate(-500 -640)">${garment('front')}</g></svg>`;
    case 'AIR': {
      const [x, y, w] = detailWindow(silhouette);
      const h = Math.round((w * PRODUCT_H) / PRODUCT_W);
      return `${svgOpen(`${x} ${y + offset} ${w} ${h}`, width, height, `${label}, detail`)}${defs(p, product.code)}${backdrop}${garment('front')}</svg>`;
    }
    case 'AVV':
      return `${svgOpen(`0 0 ${PRODUCT_W} ${PRODUCT_H}`, width, height, `${label}, video`)}${defs(p, product.code)}${backdrop}${garment('front')}<rect width="1000" height="1250" fill="#14100c" fill-opacity=".28"/><circle cx="500" cy="625" r="96" fill="#ffffff" fill-opacity=".92"/><path d="M 470 568 L 470 682 L 566 625 Z" fill="#1d1a17"/></svg>`;
    default:
      return `${svgOpen(`0 0 ${PRODUCT_W} ${PRODUCT_H}`, width, height, label)}${defs(p, product.code)}${backdrop}${garment('front')}</svg>`;
  }
}

function swatch(product: BaseProduct, colour: ColourCode, size: { w?: number; h?: number }): string {
  const seed = COLOURS[colour];
  const p = paletteFor(seed.hex, textureFor(product, colour), seed.accents);
  const w = size.w ?? 48;
  const h = size.h ?? w;
  return `${svgOpen('0 0 100 100', w, h, seed.name.en)}<defs>${fabricPattern(p, 'sw', 1.4, product.code)}</defs><rect width="100" height="100" rx="12" fill="url(#sw)"/><rect x="1.5" y="1.5" width="97" height="97" rx="11" fill="none" stroke="${darken(seed.hex, 0.35)}" stroke-opacity=".5" stroke-width="3"/></svg>`;
}

function logo(size: { w?: number; h?: number }): string {
  const w = size.w ?? 360;
  const h = size.h ?? 80;
  return `${svgOpen('0 0 360 80', w, h, BRAND_NAME)}<g transform="translate(8 8)"><rect width="64" height="64" rx="10" fill="#2a241f"/><path d="M32 10 L14 52 H50 Z" fill="#e8b14a"/><rect x="28" y="48" width="8" height="10" fill="#e8b14a"/><path d="M22 40 H42 M25 32 H39 M28 24 H36" stroke="#2a241f" stroke-width="2.5"/></g>${wordmark(BRAND_SHORT, { x: 88, baseline: 47, capHeight: 30, tracking: 6, weight: 4.6, colour: '#2a241f' })}${wordmark('WORKWEAR', { x: 89, baseline: 68, capHeight: 9.5, tracking: 8, weight: 1.7, colour: '#8a5a2b' })}</svg>`;
}

const PAYMENT_MARKS: Record<string, (w: number, h: number) => string> = {
  visa: () => `<text x="38" y="31" text-anchor="middle" font-family="Arial, sans-serif" font-style="italic" font-weight="900" font-size="19" fill="#1a1f71" letter-spacing="1">VISA</text>`,
  mastercard: () => `<circle cx="31" cy="21" r="11" fill="#eb001b"/><circle cx="45" cy="21" r="11" fill="#f79e1b" fill-opacity=".9"/><text x="38" y="42" text-anchor="middle" font-family="Arial, sans-serif" font-size="7" fill="#222">mastercard</text>`,
  amex: () => `<rect x="10" y="10" width="56" height="28" rx="3" fill="#2e77bc"/><text x="38" y="30" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="13" fill="#fff" letter-spacing="1">AMEX</text>`,
  discover: () => `<text x="33" y="29" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-size="11" fill="#231f20">DISCOVER</text><circle cx="63" cy="25" r="5" fill="#f58220"/>`,
  paypal: () => `<text x="38" y="30" text-anchor="middle" font-family="Arial, sans-serif" font-style="italic" font-weight="800" font-size="15"><tspan fill="#003087">Pay</tspan><tspan fill="#009cde">Pal</tspan></text>`,
  applepay: () => `<text x="38" y="30" text-anchor="middle" font-family="-apple-system, 'Helvetica Neue', Arial, sans-serif" font-weight="600" font-size="13" fill="#000">Apple Pay</text>`,
  googlepay: () => `<text x="38" y="30" text-anchor="middle" font-family="Arial, sans-serif" font-weight="600" font-size="14"><tspan fill="#4285f4">G</tspan><tspan fill="#5f6368"> Pay</tspan></text>`,
  afterpay: () => `<rect x="6" y="12" width="64" height="24" rx="12" fill="#b2fce4"/><text x="38" y="28" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="10" fill="#000">afterpay</text>`,
  klarna: () => `<rect x="8" y="12" width="60" height="24" rx="6" fill="#ffb3c7"/><text x="38" y="29" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="12" fill="#17120f">Klarna.</text>`,
  ideal: () => `<rect x="20" y="8" width="36" height="32" rx="5" fill="#fff" stroke="#cc0066" stroke-width="2"/><text x="38" y="29" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="11" fill="#cc0066">iDEAL</text>`,
};

function payment(method: string, size: { w?: number; h?: number }): string | undefined {
  const mark = PAYMENT_MARKS[method];
  if (!mark) return undefined;
  const w = size.w ?? 76;
  const h = size.h ?? 48;
  return `${svgOpen('0 0 76 48', w, h, method)}<rect x=".75" y=".75" width="74.5" height="46.5" rx="6" fill="#fff" stroke="#d7d2c8" stroke-width="1.5"/>${mark(w, h)}</svg>`;
}

const BADGE_ICONS: Record<string, { bg: string; icon: string; label: string }> = {
  badge_new: { bg: '#2a241f', label: 'New', icon: '<path d="M32 14 L36 28 L50 32 L36 36 L32 50 L28 36 L14 32 L28 28 Z" fill="#e8b14a"/>' },
  badge_bestseller: { bg: '#8a5a2b', label: 'Best seller', icon: '<path d="M32 13 L37.5 25.5 L51 26.8 L40.8 35.8 L43.8 49 L32 42 L20.2 49 L23.2 35.8 L13 26.8 L26.5 25.5 Z" fill="#f6e7c8"/>' },
  badge_sale: { bg: '#a3262a', label: 'Sale', icon: '<text x="32" y="42" text-anchor="middle" font-family="Arial, sans-serif" font-weight="900" font-size="28" fill="#fff">%</text>' },
  badge_fr: { bg: '#c2410c', label: 'Flame resistant', icon: '<path d="M32 12 C40 22 46 28 44 40 C43 48 37 52 32 52 C25 52 20 47 20 40 C20 33 25 30 27 24 C30 30 31 32 33 33 C34 27 33 19 32 12 Z" fill="#fde68a"/>' },
  badge_hivis: { bg: '#d4e528', label: 'High visibility', icon: '<rect x="14" y="22" width="36" height="7" fill="#8d9296"/><rect x="14" y="35" width="36" height="7" fill="#8d9296"/>' },
  badge_online: { bg: '#1f3a5f', label: 'Online exclusive', icon: '<rect x="16" y="18" width="32" height="22" rx="3" fill="none" stroke="#fff" stroke-width="3"/><path d="M26 46 H38" stroke="#fff" stroke-width="3"/>' },
};

function badge(asset: string, size: { w?: number; h?: number }): string | undefined {
  const def = BADGE_ICONS[asset];
  if (!def) return undefined;
  const w = size.w ?? 64;
  return `${svgOpen('0 0 64 64', w, size.h ?? w, def.label)}<circle cx="32" cy="32" r="31" fill="${def.bg}"/><circle cx="32" cy="32" r="27" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5" stroke-dasharray="3 3"/>${def.icon}</svg>`;
}

/** Banner compositions: garments of the catalogue arranged on a warm backdrop. */
const COMPOSITIONS: Record<string, { bg: [string, string]; items: [string, ColourCode, number, number, number, number][] }> = {
  // style, colour, x (0..1), y (0..1), height (share of the banner), rotation
  hero_insulated: { bg: ['#e9dcc6', '#c9ad86'], items: [['104050', 'GVL', 0.56, 0.53, 0.9, -4], ['103828', 'BRN', 0.74, 0.55, 0.94, 3], ['104597', 'BOR', 0.88, 0.7, 0.36, 8]] },
  tile_men: { bg: ['#e7ddcc', '#cdb896'], items: [['103300', 'BRN', 0.3, 0.55, 0.78, -3], ['103828', 'BLK', 0.66, 0.48, 0.7, 2]] },
  tile_women: { bg: ['#efe2da', '#d5b8a9'], items: [['102080', 'DST', 0.3, 0.56, 0.78, -2], ['104292', 'DRS', 0.66, 0.48, 0.7, 3]] },
  tile_workwear: { bg: ['#dfe2d8', '#aab39a'], items: [['104465', 'BLM', 0.4, 0.5, 0.82, -3], ['106602', 'BRN', 0.7, 0.66, 0.5, 0]] },
  tile_kids: { bg: ['#f0e1cf', '#d9b88f'], items: [['108390', 'RED', 0.38, 0.5, 0.78, -4], ['108420', 'HGY', 0.68, 0.54, 0.72, 4]] },
  tile_accessories: { bg: ['#e6e0d4', '#c4b8a3'], items: [['104597', 'BRN', 0.3, 0.45, 0.42, -6], ['104597', 'BOR', 0.5, 0.6, 0.42, 4], ['105100', 'BRN', 0.74, 0.5, 0.6, 0]] },
  banner_groundbreakers: { bg: ['#2a241f', '#4a3a2c'], items: [['106601', 'BRN', 0.7, 0.6, 0.7, 0], ['104597', 'BLM', 0.88, 0.48, 0.36, 10]] },
  banner_repair: { bg: ['#e5dccb', '#b99d78'], items: [['103828', 'BRN', 0.68, 0.52, 0.9, -3], ['102776', 'BRN', 0.86, 0.56, 0.9, 4]] },
};

function composition(asset: string, size: { w?: number; h?: number }): string | undefined {
  const def = COMPOSITIONS[asset];
  if (!def) return undefined;
  const catalog = buildCatalog();
  const W = 1600;
  const ratio = size.w && size.h ? size.h / size.w : asset.startsWith('tile_') ? 1.25 : 0.5625;
  const H = Math.round(W * ratio);
  const [c1, c2] = def.bg;
  let body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient><pattern id="canvas" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 6 L6 0" stroke="#fff" stroke-opacity=".07" stroke-width="1.2"/></pattern></defs><rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#canvas)"/>`;
  def.items.forEach(([style, colour, fx, fy, fh, rotate], index) => {
    const product = catalog.products.get(style);
    if (!product) return;
    const seed = COLOURS[colour];
    const p = paletteFor(seed.hex, textureFor(product, colour), seed.accents);
    const scale = (fh * H) / PRODUCT_H;
    const x = fx * W - (PRODUCT_W * scale) / 2;
    const y = fy * H - (PRODUCT_H * scale) / 2;
    // Each garment brings its own fabric pattern; ids are made unique per item.
    const silhouette = GARMENTS[product.style.garment].silhouette;
    const options = garmentOptions(product);
    const offset = centringOffset(silhouette, options);
    const floor = garmentBounds(silhouette, options)[1] + 30;
    const drawing = drawGarment(silhouette, 'front', p, options)
      .replace(/url\(#(fabric|rib|shade|cord|meshfill|reflect)\)/g, `url(#$1${index})`);
    const itemDefs = defs(p, product.code).replace(/id="(fabric|rib|shade|cord|meshfill|reflect|backdrop|floor)"/g, `id="$1${index}"`);
    body += `${itemDefs}<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate} ${(PRODUCT_W * scale) / 2} ${(PRODUCT_H * scale) / 2}) scale(${scale.toFixed(4)}) translate(0 ${offset})"><ellipse cx="520" cy="${floor}" rx="360" ry="28" fill="#000" fill-opacity=".12"/>${drawing}</g>`;
  });
  return `${svgOpen(`0 0 ${W} ${H}`, size.w ?? W, size.h ?? H, asset)}${body}</svg>`;
}

function storeFront(name: string, size: { w?: number; h?: number }): string | undefined {
  const store = STORES.find((s) => s.name === name);
  if (!store) return undefined;
  const prng = createPrng(`store:${name}`);
  const wall = prng.pick(['#8c4a32', '#6f5b4b', '#a0836a', '#4a4f55', '#7a3e2c']);
  const awning = store.type === 'BRAND_STORE' ? '#2a241f' : prng.pick(['#1f3a5f', '#3f5a3a', '#6b2d2a']);
  const w = size.w ?? 640;
  const h = size.h ?? 400;
  let bricks = '';
  for (let row = 0; row < 20; row++) for (let col = 0; col < 17; col++) bricks += `<rect x="${col * 40 - (row % 2) * 20}" y="${row * 20}" width="38" height="18" fill="${mix(wall, prng.chance(0.5) ? '#000000' : '#ffffff', prng.next() * 0.12)}"/>`;
  return `${svgOpen('0 0 640 400', w, h, store.displayName)}<rect width="640" height="400" fill="${darken(wall, 0.3)}"/>${bricks}<rect x="60" y="120" width="360" height="230" fill="#2c3338"/><rect x="70" y="130" width="340" height="210" fill="#9fb4bf" fill-opacity=".55"/><g fill="#3d342c" fill-opacity=".6"><rect x="100" y="200" width="60" height="140"/><rect x="190" y="180" width="70" height="160"/><rect x="290" y="210" width="90" height="130"/></g><rect x="450" y="140" width="130" height="210" fill="#2a241f"/><rect x="462" y="152" width="106" height="198" fill="#536069" fill-opacity=".7"/><circle cx="550" cy="250" r="5" fill="#b08d4f"/><path d="M40 96 H600 L570 128 H70 Z" fill="${awning}"/><g fill="#fff" fill-opacity=".12">${Array.from({ length: 14 }, (_, i) => `<rect x="${70 + i * 38}" y="100" width="19" height="26"/>`).join('')}</g><rect x="180" y="40" width="280" height="46" fill="#2a241f" stroke="#e8b14a" stroke-width="2"/>${wordmark(BRAND_SHORT, { x: 320, baseline: 72, capHeight: 19, tracking: 5, weight: 3, colour: '#e8b14a', anchor: 'middle' })}<rect y="350" width="640" height="50" fill="#9c978e"/></svg>`;
}

function factory(asset: string, size: { w?: number; h?: number }): string | undefined {
  const match = /^factory_([a-z]+)_(\d+)$/.exec(asset);
  if (!match || !FACTORIES.some((f) => f.images.includes(asset))) return undefined;
  const prng = createPrng(asset);
  const wall = prng.pick(['#b5654a', '#c9b79c', '#8d99a3', '#a88b6b']);
  const sheds = prng.int(3, 6);
  const w = size.w ?? 800;
  const h = size.h ?? 500;
  const shedW = 560 / sheds;
  let roof = '';
  for (let i = 0; i < sheds; i++) roof += `<path d="M${120 + i * shedW} 240 L${120 + i * shedW + shedW * 0.7} 180 L${120 + (i + 1) * shedW} 180 L${120 + (i + 1) * shedW} 240 Z" fill="${darken(wall, 0.35)}"/><path d="M${120 + i * shedW + shedW * 0.7} 182 L${120 + (i + 1) * shedW - 2} 182 L${120 + (i + 1) * shedW - 2} 236 Z" fill="#cfe0ea" fill-opacity=".7"/>`;
  let windows = '';
  for (let row = 0; row < 2; row++) for (let col = 0; col < 9; col++) windows += `<rect x="${140 + col * 60}" y="${270 + row * 60}" width="40" height="36" fill="#2f3a42"/><rect x="${144 + col * 60}" y="${274 + row * 60}" width="32" height="28" fill="#9fb4bf" fill-opacity=".45"/>`;
  const trees = Array.from({ length: 5 }, (_, i) => {
    const x = i < 2 ? 30 + i * 50 : 700 + (i - 2) * 40;
    const r = prng.int(26, 38);
    return `<rect x="${x - 4}" y="${400 - 30}" width="8" height="34" fill="#5b4330"/><circle cx="${x}" cy="${400 - 30 - r * 0.6}" r="${r}" fill="${prng.pick(['#5d6b3a', '#4b5a30', '#6f7d45'])}"/>`;
  }).join('');
  return `${svgOpen('0 0 800 500', w, h, asset)}<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd3e0"/><stop offset="1" stop-color="#eef0e8"/></linearGradient></defs><rect width="800" height="500" fill="url(#sky)"/><rect x="600" y="80" width="34" height="160" fill="${darken(wall, 0.2)}"/><circle cx="640" cy="64" r="22" fill="#fff" fill-opacity=".7"/><circle cx="668" cy="46" r="16" fill="#fff" fill-opacity=".55"/>${roof}<rect x="120" y="240" width="560" height="160" fill="${wall}"/>${windows}<rect x="360" y="340" width="80" height="60" fill="#2a241f"/><rect x="0" y="400" width="800" height="100" fill="#8f9a6c"/><rect x="0" y="420" width="800" height="30" fill="#b7b1a3"/>${trees}</svg>`;
}

function placeholder(size: { w?: number; h?: number }): string {
  const w = size.w ?? PRODUCT_W;
  const h = size.h ?? Math.round((w * PRODUCT_H) / PRODUCT_W);
  return `${svgOpen(`0 0 ${PRODUCT_W} ${PRODUCT_H}`, w, h, 'Image not available')}<rect width="1000" height="1250" fill="${BACKDROP}"/><path d="M 425 300 Q 500 340 575 300 L 690 340 L 760 560 L 680 590 L 660 520 L 660 940 L 340 940 L 340 520 L 320 590 L 240 560 L 310 340 Z" fill="none" stroke="#c9c1b3" stroke-width="10" stroke-linejoin="round"/></svg>`;
}

export interface ImageSize {
  w?: number;
  h?: number;
}

const cache = new Map<string, RenderedImage>();
const CACHE_LIMIT = 3000;

/** Names one rendering of an asset: its id and size (caches and validators are keyed by it). */
export function assetKey(assetId: string, size: ImageSize): string {
  return `${assetId}|${size.w ?? ''}|${size.h ?? ''}`;
}

/** Renders an asset id; unknown ids render a neutral placeholder with `found: false`. */
export function renderAsset(assetId: string, size: ImageSize = {}): RenderedImage {
  const key = assetKey(assetId, size);
  const cached = cache.get(key);
  if (cached) return cached;
  const result = renderUncached(assetId.replace(/^EU_/, ''), size);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

function renderUncached(id: string, size: ImageSize): RenderedImage {
  const ok = (svg: string | undefined): RenderedImage => (svg ? { svg, found: true } : { svg: placeholder(size), found: false });
  if (id === 'logo') return ok(logo(size));
  if (id.startsWith('payment_')) return ok(payment(id.slice('payment_'.length), size));
  if (id.startsWith('badge_')) return ok(badge(id, size));
  if (id.startsWith('store_')) return ok(storeFront(id.slice('store_'.length), size));
  if (id.startsWith('factory_')) return ok(factory(id, size));
  if (id in COMPOSITIONS) return ok(composition(id, size));
  // `{style}_{colour}_{view}`, or a generic view of the style (`{style}_{view}`), drawn in its first colour.
  const match = /^([A-Za-z0-9]+)(?:_([A-Z]{3}))?_([A-Z]{2,3})$/.exec(id);
  if (!match) return ok(undefined);
  const [, style, named, view] = match as unknown as [string, string, ColourCode | undefined, string];
  const product = buildCatalog().products.get(style);
  const colour = named ?? product?.style.colours[0];
  if (!product || !colour || !product.style.colours.includes(colour)) return ok(undefined);
  if (view === 'SW') return ok(swatch(product, colour, size));
  if (!['AVB', 'PS', 'AIL', 'AIR', 'AVV'].includes(view)) return ok(undefined);
  if (view === 'AVV' && !product.style.video) return ok(undefined);
  return ok(productView(product, colour, view, size));
}

/** A strong validator for an asset rendering in one format. */
export function etagOf(assetId: string, size: ImageSize, format: string): string {
  return `"${hashString(`${assetKey(assetId, size)}|${format}`).toString(16)}"`;
}
