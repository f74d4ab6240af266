import type { CmsComponentData } from '@/cms/types';

/**
 * Reading OCC component attributes: everything is a string (`"true"`, `"5"`), media are objects with
 * `url` and `altText`, responsive media are keyed by breakpoint name.
 */

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function flagOf(value: unknown): boolean {
  return value === true || value === 'true';
}

export interface CmsMedia {
  url: string;
  altText: string;
  width?: number;
  height?: number;
}

export function mediaOf(value: unknown): CmsMedia | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const url = textOf(record.url);
  if (!url) return undefined;
  return { url, altText: textOf(record.altText), ...imageDimensions(url) };
}

/** Breakpoints of SAP's responsive media, widest first. */
export const RESPONSIVE_FORMATS = ['widescreen', 'desktop', 'tablet', 'mobile'] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

export function responsiveMediaOf(value: unknown): Partial<Record<ResponsiveFormat, CmsMedia>> {
  if (!value || typeof value !== 'object') return {};
  const record = value as Record<string, unknown>;
  const single = mediaOf(record);
  if (single) return { desktop: single };
  const out: Partial<Record<ResponsiveFormat, CmsMedia>> = {};
  for (const format of RESPONSIVE_FORMATS) {
    const media = mediaOf(record[format]);
    if (media) out[format] = media;
  }
  return out;
}

/**
 * The image server's `wid`/`hei` parameters give an image's intrinsic size (no layout shift). SAP's
 * own media (`/medias/...`) have neither, and their OCC object carries no size (only `code`, `mime`,
 * `altText`, `url`): their size stays unknown and `CmsImage` claims none.
 */
export function imageDimensions(url: string): { width?: number; height?: number } {
  try {
    const params = new URL(url, 'http://localhost').searchParams;
    const width = Number(params.get('wid'));
    const height = Number(params.get('hei'));
    return width > 0 && height > 0 ? { width, height } : {};
  } catch {
    return {};
  }
}

export function componentText(component: CmsComponentData, key: string): string {
  return textOf((component as Record<string, unknown>)[key]);
}
