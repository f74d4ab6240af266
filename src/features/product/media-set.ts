/**
 * The product's Scene7 media set (spec 3 §2 image gallery, §3, §9) as pure functions:
 *
 * - `scene7Mediaset` is a comma-separated list of assets; each asset has semicolon-separated parts
 *   (`{catalog}/{assetId};{catalog}/{swatchId};{img|video};{view}`). "A single-asset set is recognised
 *   when the asset string has 4 parts": then the whole string is one asset, commas and all.
 * - "Gallery assets are kept if they match the selected colour or are generic views (_AVB, _PS, _AIL,
 *   _AIR, _AVV)." Asset ids are `{style}_{colour}_{view}` for a colour's shots and `{style}_{view}` for
 *   shots of no particular colour. An asset names a colour when one of its parts is one of the
 *   product's colour codes: it is kept only for that colour. An asset naming no colour is a generic
 *   view, kept for every colour, when its view is one of the five above. (Read literally, a view
 *   suffix alone would keep every colour's shots of the style, since every shot has a view.)
 * - "Video thumbnails are recognised by _AVV or _V in the asset id."
 * - "The EMEA site prefixes the main image name with EU_."
 */

const GENERIC_VIEWS = ['AVB', 'PS', 'AIL', 'AIR', 'AVV'] as const;
/** Parts of an asset id that mark a video: `_AVV` (the poster of the style's video) or `_V`, `_V2`. */
const VIDEO_PART = /^(AVV|V\d*)$/;
/** The part count of one asset (spec 3 §9). */
const ASSET_PART_COUNT = 4;
const EMEA_MAIN_IMAGE_PREFIX = 'EU_';

export interface MediaAsset {
  /** The asset path on the image server, catalog included (`brand/103828_BRN_AVB`). */
  path: string;
  /** The asset id without catalog (`103828_BRN_AVB`). */
  id: string;
  /** The swatch asset path, when the set names one. */
  swatchPath?: string | undefined;
  kind: 'image' | 'video';
  /** The view (`AVB`, `PS`, ...) when known. */
  view?: string | undefined;
}

function idOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The id's parts without the EMEA prefix: `EU_103828_BRN_AVB` -> `['103828', 'BRN', 'AVB']`. */
function partsOf(id: string): string[] {
  return id.replace(new RegExp(`^${EMEA_MAIN_IMAGE_PREFIX}`), '').split('_').filter(Boolean);
}

export function isVideoAssetId(id: string): boolean {
  return partsOf(id).slice(1).some((part) => VIDEO_PART.test(part));
}

function parseAsset(raw: string): MediaAsset | undefined {
  const [path = '', swatch, type, view] = raw.split(';').map((part) => part.trim());
  if (!path) return undefined;
  const id = idOf(path);
  if (!id) return undefined;
  const lastPart = partsOf(id).at(-1);
  const video = type?.toLowerCase() === 'video' || isVideoAssetId(id);
  return {
    path,
    id,
    swatchPath: swatch || undefined,
    kind: video ? 'video' : 'image',
    view: view || (lastPart && (GENERIC_VIEWS as readonly string[]).includes(lastPart) ? lastPart : undefined),
  };
}

/** The assets of a media set, in the set's order; duplicates and empty entries are dropped. */
export function parseMediaSet(mediaSet: string | null | undefined): MediaAsset[] {
  const value = mediaSet?.trim();
  if (!value) return [];
  const entries = value.split(';').length === ASSET_PART_COUNT ? [value] : value.split(',');
  const assets: MediaAsset[] = [];
  for (const entry of entries) {
    const asset = parseAsset(entry);
    if (asset && !assets.some((known) => known.path === asset.path)) assets.push(asset);
  }
  return assets;
}

/** The colour an asset shows, when one of its parts is one of the product's colour codes. */
function assetColour(asset: Pick<MediaAsset, 'id'>, colourCodes: readonly string[]): string | undefined {
  return partsOf(asset.id).find((part) => colourCodes.includes(part));
}

/** A shot of no particular colour, from one of the generic views. */
function isGenericView(asset: Pick<MediaAsset, 'id'>, colourCodes: readonly string[]): boolean {
  if (assetColour(asset, colourCodes) !== undefined) return false;
  const parts = partsOf(asset.id);
  return parts.length > 1 && parts.slice(1).some((part) => (GENERIC_VIEWS as readonly string[]).includes(part));
}

/**
 * The gallery of one colour: that colour's assets and the generic views, in the set's order.
 * `colourCodes` are all the product's colours, so another colour's shots are recognised and left out.
 */
export function galleryForColour(
  assets: readonly MediaAsset[],
  colour: string | undefined,
  colourCodes: readonly string[],
): MediaAsset[] {
  const known = colour && !colourCodes.includes(colour) ? [...colourCodes, colour] : colourCodes;
  return assets.filter((asset) => {
    const shows = assetColour(asset, known);
    return shows === undefined ? isGenericView(asset, known) : shows === colour;
  });
}

/** The main image's asset path: on EMEA sites its name carries the `EU_` prefix. */
export function mainImagePath(asset: Pick<MediaAsset, 'path' | 'id'>, emea: boolean): string {
  if (!emea || asset.id.startsWith(EMEA_MAIN_IMAGE_PREFIX)) return asset.path;
  return `${asset.path.slice(0, asset.path.length - asset.id.length)}${EMEA_MAIN_IMAGE_PREFIX}${asset.id}`;
}

/** An asset's URL on the image server at a rendition size; `imageServer` ends with `/is/image/`. */
export function assetUrl(imageServer: string, path: string, size: { width: number; height?: number }): string {
  const base = imageServer.endsWith('/') ? imageServer : `${imageServer}/`;
  const query = new URLSearchParams({ wid: String(size.width) });
  if (size.height !== undefined) query.set('hei', String(size.height));
  return `${base}${path.split('/').map(encodeURIComponent).join('/')}?${query}`;
}

/**
 * A video asset's source. Scene7 renders stills through `/is/image/{catalog}/{id}` and serves stored
 * content, videos included (progressive MP4), through `/is/content/{catalog}/{id}`; the media set
 * names a video by one id, so its still (poster and thumbnail) is `/is/image/` of that id and the film
 * itself `/is/content/` of the same id. `imageServer` is the `/is/image/` root the gallery is given.
 */
export function videoUrl(imageServer: string, path: string): string {
  const base = imageServer.endsWith('/') ? imageServer : `${imageServer}/`;
  const root = /\/is\/image\/$/.test(base) ? base.replace(/\/is\/image\/$/, '/is/content/') : new URL('/is/content/', base).toString();
  return `${root}${path.split('/').map(encodeURIComponent).join('/')}`;
}
