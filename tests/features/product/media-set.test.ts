import {
  assetUrl,
  galleryForColour,
  isVideoAssetId,
  mainImagePath,
  parseMediaSet,
  videoUrl,
} from '@/features/product/media-set';

const set = [
  'brand/103828_BRN_AVB;brand/103828_BRN_SW;img;AVB',
  'brand/103828_BRN_PS;brand/103828_BRN_SW;img;PS',
  'brand/103828_BLK_AVB;brand/103828_BLK_SW;img;AVB',
  'brand/103828_BLK_AIR;brand/103828_BLK_SW;img;AIR',
  'brand/103828_AIL;;img;AIL',
  'brand/103828_BRN_AVV;brand/103828_BRN_SW;video;AVV',
  'brand/103828_LOGO;;img;',
].join(',');
const colours = ['BRN', 'BLK', 'MOS'];

describe('the media set (spec 3 §3, §9)', () => {
  it('reads comma-separated assets with semicolon-separated parts', () => {
    const assets = parseMediaSet(set);
    expect(assets).toHaveLength(7);
    expect(assets[0]).toEqual({ path: 'brand/103828_BRN_AVB', id: '103828_BRN_AVB', swatchPath: 'brand/103828_BRN_SW', kind: 'image', view: 'AVB' });
  });

  it('recognises a single asset by its 4 parts', () => {
    const single = 'brand/a,b_BRN_AVB;brand/swatch;img;AVB';
    expect(parseMediaSet(single)).toEqual([
      { path: 'brand/a,b_BRN_AVB', id: 'a,b_BRN_AVB', swatchPath: 'brand/swatch', kind: 'image', view: 'AVB' },
    ]);
  });

  it('has nothing for an empty set, and drops duplicates', () => {
    expect(parseMediaSet(undefined)).toEqual([]);
    expect(parseMediaSet('  ')).toEqual([]);
    expect(parseMediaSet('brand/x_AVB;;img;AVB,brand/x_AVB;;img;AVB,,')).toHaveLength(1);
  });

  it('recognises video thumbnails by _AVV or _V', () => {
    expect(isVideoAssetId('103828_BRN_AVV')).toBe(true);
    expect(isVideoAssetId('103828_V')).toBe(true);
    expect(isVideoAssetId('EU_103828_BRN_V2')).toBe(true);
    expect(isVideoAssetId('103828_BRN_AVB')).toBe(false);
    expect(isVideoAssetId('103828_VNT_AVB')).toBe(false);
    expect(parseMediaSet('brand/103828_BRN_V;;img;').at(0)?.kind).toBe('video');
  });
});

describe('the gallery of a colour', () => {
  it('keeps the colour’s assets and the generic views, in the set’s order', () => {
    expect(galleryForColour(parseMediaSet(set), 'BRN', colours).map((asset) => asset.id)).toEqual([
      '103828_BRN_AVB',
      '103828_BRN_PS',
      '103828_AIL',
      '103828_BRN_AVV',
    ]);
  });

  it('leaves out another colour’s shots even of a generic view', () => {
    expect(galleryForColour(parseMediaSet(set), 'BLK', colours).map((asset) => asset.id)).toEqual([
      '103828_BLK_AVB',
      '103828_BLK_AIR',
      '103828_AIL',
    ]);
  });

  it('rebuilds for a colour with no shots of its own to the generic views', () => {
    expect(galleryForColour(parseMediaSet(set), 'MOS', colours).map((asset) => asset.id)).toEqual(['103828_AIL']);
  });
});

describe('image URLs', () => {
  it('prefixes the main image name with EU_ on EMEA sites only', () => {
    const asset = { path: 'brand/103828_BRN_AVB', id: '103828_BRN_AVB' };
    expect(mainImagePath(asset, true)).toBe('brand/EU_103828_BRN_AVB');
    expect(mainImagePath(asset, false)).toBe('brand/103828_BRN_AVB');
    expect(mainImagePath({ path: 'brand/EU_1_BRN_AVB', id: 'EU_1_BRN_AVB' }, true)).toBe('brand/EU_1_BRN_AVB');
  });

  it('asks the image server for a rendition size', () => {
    expect(assetUrl('http://images.example.com/is/image/', 'brand/103828_BRN_AVB', { width: 1000, height: 1250 })).toBe(
      'http://images.example.com/is/image/brand/103828_BRN_AVB?wid=1000&hei=1250',
    );
  });

  it('plays a video from the image server’s content path, the same id as its still', () => {
    expect(videoUrl('http://images.example.com/is/image/', 'brand/103828_AVV')).toBe('http://images.example.com/is/content/brand/103828_AVV');
    expect(videoUrl('https://s7d9.scene7.com/is/image', 'brand/103828 AVV')).toBe('https://s7d9.scene7.com/is/content/brand/103828%20AVV');
    expect(videoUrl('http://localhost:4010/', 'brand/103828_AVV')).toBe('http://localhost:4010/is/content/brand/103828_AVV');
  });
});
