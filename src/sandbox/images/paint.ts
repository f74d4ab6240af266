import { createPrng } from '../seed/prng';

/**
 * Colours and fabric textures for the image server's SVG illustrations.
 */

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((ch) => ch + ch).join('') : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `hex` towards `towards` by `amount` (0..1). */
export function mix(hex: string, towards: string, amount: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(towards);
  return rgbToHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);
export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export type Texture = 'woven' | 'ripstop' | 'knit' | 'heather' | 'denim' | 'plaid' | 'leather' | 'mesh' | 'rib';

export interface Palette {
  base: string;
  shade: string;
  deep: string;
  light: string;
  stitch: string;
  outline: string;
  hardware: string;
  texture: Texture;
  accents?: [string, string];
}

export function paletteFor(hex: string, texture: Texture, accents?: [string, string]): Palette {
  const dark = luminance(hex) < 0.08;
  const veryLight = luminance(hex) > 0.7;
  return {
    base: hex,
    shade: darken(hex, dark ? 0.35 : 0.22),
    deep: darken(hex, dark ? 0.55 : 0.42),
    light: lighten(hex, dark ? 0.16 : 0.14),
    stitch: veryLight ? '#8a7a63' : dark ? '#b99a63' : mix(hex, '#f1dfb8', 0.55),
    outline: veryLight ? '#b9b2a6' : darken(hex, 0.45),
    hardware: '#b08d4f',
    texture,
    accents,
  };
}

/** The `<pattern>` that fills garment pieces, id `fabric`. `scale` enlarges the weave for close-ups. */
export function fabricPattern(p: Palette, id = 'fabric', scale = 1, seed = 'fabric'): string {
  const s = (n: number) => n * scale;
  switch (p.texture) {
    case 'woven':
      return `<pattern id="${id}" width="${s(8)}" height="${s(8)}" patternUnits="userSpaceOnUse"><rect width="${s(8)}" height="${s(8)}" fill="${p.base}"/><path d="M0 ${s(8)} L${s(8)} 0 M${s(-2)} ${s(2)} L${s(2)} ${s(-2)} M${s(6)} ${s(10)} L${s(10)} ${s(6)}" stroke="${p.light}" stroke-opacity=".22" stroke-width="${s(1.4)}"/><path d="M0 0 L${s(8)} ${s(8)}" stroke="${p.shade}" stroke-opacity=".14" stroke-width="${s(1)}"/></pattern>`;
    case 'ripstop':
      return `<pattern id="${id}" width="${s(14)}" height="${s(14)}" patternUnits="userSpaceOnUse"><rect width="${s(14)}" height="${s(14)}" fill="${p.base}"/><path d="M0 ${s(0.5)} H${s(14)} M${s(0.5)} 0 V${s(14)}" stroke="${p.light}" stroke-opacity=".28" stroke-width="${s(1.2)}"/></pattern>`;
    case 'knit':
      return `<pattern id="${id}" width="${s(6)}" height="${s(6)}" patternUnits="userSpaceOnUse"><rect width="${s(6)}" height="${s(6)}" fill="${p.base}"/><path d="M${s(1)} ${s(1)} L${s(3)} ${s(4)} L${s(5)} ${s(1)}" fill="none" stroke="${p.light}" stroke-opacity=".16" stroke-width="${s(0.9)}"/></pattern>`;
    case 'rib':
      return `<pattern id="${id}" width="${s(9)}" height="${s(9)}" patternUnits="userSpaceOnUse"><rect width="${s(9)}" height="${s(9)}" fill="${p.base}"/><rect width="${s(4)}" height="${s(9)}" fill="${p.shade}" fill-opacity=".35"/></pattern>`;
    case 'heather': {
      const prng = createPrng(seed);
      const dots = Array.from({ length: 36 }, () => {
        const x = prng.int(0, 31);
        const y = prng.int(0, 31);
        const light = prng.chance(0.55);
        return `<rect x="${s(x)}" y="${s(y)}" width="${s(prng.int(2, 4))}" height="${s(1)}" fill="${light ? p.light : p.shade}" fill-opacity="${light ? 0.55 : 0.4}"/>`;
      }).join('');
      return `<pattern id="${id}" width="${s(32)}" height="${s(32)}" patternUnits="userSpaceOnUse"><rect width="${s(32)}" height="${s(32)}" fill="${p.base}"/>${dots}</pattern>`;
    }
    case 'denim':
      return `<pattern id="${id}" width="${s(6)}" height="${s(6)}" patternUnits="userSpaceOnUse"><rect width="${s(6)}" height="${s(6)}" fill="${p.base}"/><path d="M0 ${s(6)} L${s(6)} 0 M${s(-3)} ${s(3)} L${s(3)} ${s(-3)} M${s(3)} ${s(9)} L${s(9)} ${s(3)}" stroke="${lighten(p.base, 0.35)}" stroke-opacity=".35" stroke-width="${s(1.2)}"/></pattern>`;
    case 'plaid': {
      const [a1, a2] = p.accents ?? [p.deep, p.light];
      const w = s(120);
      return `<pattern id="${id}" width="${w}" height="${w}" patternUnits="userSpaceOnUse"><rect width="${w}" height="${w}" fill="${p.base}"/><g fill="${a1}" fill-opacity=".55"><rect y="${s(20)}" width="${w}" height="${s(34)}"/><rect x="${s(20)}" width="${s(34)}" height="${w}"/></g><g fill="${a1}" fill-opacity=".35"><rect y="${s(76)}" width="${w}" height="${s(10)}"/><rect x="${s(76)}" width="${s(10)}" height="${w}"/></g><g stroke="${a2}" stroke-opacity=".8" stroke-width="${s(3)}"><path d="M0 ${s(100)} H${w} M${s(100)} 0 V${w}"/></g><g stroke="${a2}" stroke-opacity=".35" stroke-width="${s(1.5)}"><path d="M0 ${s(36)} H${w} M${s(36)} 0 V${w}"/></g></pattern>`;
    }
    case 'leather': {
      const prng = createPrng(seed);
      const grain = Array.from({ length: 26 }, () => `<circle cx="${s(prng.int(0, 40))}" cy="${s(prng.int(0, 40))}" r="${s(prng.int(1, 2) / 2)}" fill="${prng.chance(0.5) ? p.light : p.shade}" fill-opacity=".35"/>`).join('');
      return `<pattern id="${id}" width="${s(40)}" height="${s(40)}" patternUnits="userSpaceOnUse"><rect width="${s(40)}" height="${s(40)}" fill="${p.base}"/>${grain}</pattern>`;
    }
    case 'mesh':
      return `<pattern id="${id}" width="${s(10)}" height="${s(10)}" patternUnits="userSpaceOnUse"><rect width="${s(10)}" height="${s(10)}" fill="${p.base}"/><circle cx="${s(5)}" cy="${s(5)}" r="${s(2.2)}" fill="${p.shade}" fill-opacity=".45"/></pattern>`;
  }
}

/** Soft light from the upper left over a garment. */
export function shadingGradient(id = 'shade'): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".16"/><stop offset=".45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".22"/></linearGradient>`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
