import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { byteRange } from '@/sandbox/routes/images';
import { VIDEO_FRAMES, VIDEO_HEIGHT, VIDEO_WIDTH } from '@/sandbox/images/video';
import { createTestSandbox, ORIGIN } from './harness';

/** The top-level boxes of an MP4 (ISO/IEC 14496-12), and the boxes inside one. */
function boxes(bytes: Uint8Array, from = 0, to = bytes.length): { type: string; start: number; end: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: { type: string; start: number; end: number }[] = [];
  for (let at = from; at + 8 <= to; ) {
    const size = view.getUint32(at);
    if (size < 8 || at + size > to) throw new Error(`bad box at ${at}`);
    found.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at, end: at + size });
    at += size;
  }
  return found;
}

function child(bytes: Uint8Array, parent: { start: number; end: number }, type: string, headerBytes = 8) {
  const found = boxes(bytes, parent.start + headerBytes, parent.end).find((b) => b.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
}

describe('image server', () => {
  const sandbox = createTestSandbox();

  const fetchBytes = async (path: string, headers: Record<string, string> = {}) => {
    const response = await sandbox.app.fetch(new Request(`${ORIGIN}${path}`, { headers }));
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  // A patch of the jacket's body, left of the zip, in a 600 x 750 view.
  const GARMENT_PATCH = { left: 180, top: 400, width: 40, height: 40 };

  /** The mean red, green and blue of a region of a picture. */
  async function meanColour(bytes: Uint8Array, region: typeof GARMENT_PATCH): Promise<number[]> {
    const patch = await sharp(bytes).extract(region).removeAlpha().raw().toBuffer();
    const sums = [0, 0, 0];
    patch.forEach((value, index) => {
      sums[index % 3] = (sums[index % 3] ?? 0) + value;
    });
    return sums.map((sum) => sum / (patch.length / 3));
  }

  it('sends a product view as a JPEG of the size asked for, as Scene7 does, cached for a year', async () => {
    const { response, bytes } = await fetchBytes('/is/image/brand/103828_BRN_AVB?wid=600&hei=750');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 600, height: 750, format: 'jpeg' });
    // The garment's colour is in the picture: duck brown, not black.
    const black = await fetchBytes('/is/image/brand/103828_BLK_AVB?wid=600&hei=750');
    const [red = 0, , blue = 0] = await meanColour(bytes, GARMENT_PATCH);
    expect(red - blue).toBeGreaterThan(40);
    expect(Math.max(...(await meanColour(black.bytes, GARMENT_PATCH)))).toBeLessThan(80);
  });

  it('keeps a garment its colour in small thumbnails, where the weave is finer than a pixel', async () => {
    // The same patch of the jacket's body in a 100 x 125 view.
    const patch = { left: 30, top: 67, width: 6, height: 6 };
    for (const width of [60, 100, 120]) {
      const { bytes } = await fetchBytes(`/is/image/brand/103828_BLK_AVB?wid=${width}&hei=${(width * 5) / 4}`);
      const scale = width / 100;
      const region = {
        left: Math.round(patch.left * scale),
        top: Math.round(patch.top * scale),
        width: Math.max(2, Math.round(patch.width * scale)),
        height: Math.max(2, Math.round(patch.height * scale)),
      };
      expect(Math.max(...(await meanColour(bytes, region))), `${width} px`).toBeLessThan(90);
    }
  });

  it('sends other formats when asked (`fmt`), and brand marks as SVG', async () => {
    const png = await fetchBytes('/is/image/brand/103828_BRN_SW?wid=40&hei=40&fmt=png-alpha');
    expect(png.response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(png.bytes).metadata()).format).toBe('png');
    for (const id of ['logo', 'payment_visa', 'badge_fr']) {
      const { headers, text } = await sandbox.get(`/is/image/brand/${id}`);
      expect(headers.get('content-type'), id).toBe('image/svg+xml; charset=utf-8');
      expect(text, id).toMatch(/^<svg /);
    }
  });

  it('draws the wordmarks of the logo and the store signs as outlines, never as text in the viewer’s fonts', async () => {
    const logo = await sandbox.get('/is/image/brand/logo?wid=360&hei=80');
    const store = await sandbox.get('/is/image/brand/store_berlin-mitte?fmt=svg');
    for (const { text } of [logo, store]) {
      expect(text).not.toContain('<text');
      expect(text).toMatch(/<g fill="none" stroke="#[0-9a-f]{6}"[^>]*>(<path [^>]+\/>){8}<\/g>/);
    }
    expect(logo.text).toContain('aria-label="Ironbark Workwear"');
    // The letters are on the picture: the wordmark's band is inked, the space right of it is not.
    const raster = await sharp(Buffer.from(logo.text)).flatten({ background: '#ffffff' }).png().toBuffer();
    const ink = async (left: number, width: number) =>
      255 - (await meanColour(raster, { left, top: 17, width, height: 30 })).reduce((sum, value) => sum + value, 0) / 3;
    expect(await ink(88, 180)).toBeGreaterThan(40);
    expect(await ink(300, 50)).toBeLessThan(1);
  });

  it('draws a product view in the colour asked for (the drawing, `fmt=svg`)', async () => {
    const { status, headers, text } = await sandbox.get('/is/image/brand/103828_BRN_AVB?wid=600&hei=750&fmt=svg');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(text).toMatch(/^<svg [^>]*width="600" height="750"/);
    expect(text).toContain('#9a6a35');
    const black = await sandbox.get('/is/image/brand/103828_BLK_AVB?fmt=svg');
    expect(black.text).toContain('#262626');
  });

  it('draws each view differently and accepts the EMEA EU_ prefix', async () => {
    const views = await Promise.all(['AVB', 'PS', 'AIL', 'AIR', 'AVV', 'SW'].map((view) => sandbox.get(`/is/image/brand/103828_BRN_${view}?fmt=svg`)));
    expect(views.every((v) => v.status === 200)).toBe(true);
    expect(new Set(views.map((v) => v.text)).size).toBe(6);
    expect(views[4]?.text).toContain('M 470 568 L 470 682 L 566 625 Z');
    const eu = await sandbox.get('/is/image/brand/EU_103828_BRN_AVB?fmt=svg');
    expect(eu.text).toBe(views[0]?.text);
  });

  it('serves the logo, payment marks, badges, banners, stores and factories', async () => {
    for (const id of ['logo', 'payment_visa', 'payment_klarna', 'badge_fr', 'hero_insulated', 'tile_women', 'store_berlin-mitte', 'factory_dearborn_1']) {
      const { status, text } = await sandbox.get(`/is/image/brand/${id}?fmt=svg`);
      expect(status, id).toBe(200);
      expect(text, id).toMatch(/^<svg /);
    }
    const banner = await fetchBytes('/is/image/brand/hero_insulated?wid=800&hei=450');
    expect(await sharp(banner.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 450 });
  });

  it('answers an unknown asset or colour with a placeholder and 404', async () => {
    for (const id of ['999999_BRN_AVB', '103828_WHT_AVB', 'nonsense']) {
      const { response, bytes } = await fetchBytes(`/is/image/brand/${id}?wid=100&hei=125`);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await sharp(bytes).metadata(), id).toMatchObject({ format: 'jpeg', width: 100, height: 125 });
    }
  });

  it('answers a revalidation with 304, per format', async () => {
    const first = await sandbox.get('/is/image/brand/104597_RED_AVB');
    const etag = first.headers.get('etag') ?? '';
    const again = await sandbox.get('/is/image/brand/104597_RED_AVB', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const png = await sandbox.get('/is/image/brand/104597_RED_AVB?fmt=png', { headers: { 'if-none-match': etag } });
    expect(png.status).toBe(200);
    expect(png.headers.get('etag')).not.toBe(etag);
  });

  describe('videos', () => {
    it('serves a style’s video as a playable MP4 from Scene7’s content path', async () => {
      const { response, bytes } = await fetchBytes('/is/content/brand/103828_AVV');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(boxes(bytes).map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
      expect(String.fromCharCode(...bytes.subarray(8, 12))).toBe('isom');

      // One H.264 track of the catalogue's 4:5 shape, its parameter sets in avcC, its frames in mdat.
      const moov = boxes(bytes)[1] as { start: number; end: number };
      const trak = child(bytes, moov, 'trak');
      const stbl = child(bytes, child(bytes, child(bytes, trak, 'mdia'), 'minf'), 'stbl');
      const stsd = child(bytes, stbl, 'stsd');
      const avc1 = child(bytes, stsd, 'avc1', 16);
      const view = new DataView(bytes.buffer);
      expect([view.getUint16(avc1.start + 32), view.getUint16(avc1.start + 34)]).toEqual([VIDEO_WIDTH, VIDEO_HEIGHT]);
      const avcC = child(bytes, avc1, 'avcC', 8 + 78);
      // Constrained Baseline (profile 66 with constraint_set0 and 1), the profile every decoder plays.
      expect([...bytes.subarray(avcC.start + 8, avcC.start + 12)]).toEqual([1, 66, 0xc0, 10]);
      const stsz = child(bytes, stbl, 'stsz');
      expect(view.getUint32(stsz.start + 16)).toBe(VIDEO_FRAMES);
      const stco = child(bytes, stbl, 'stco');
      const mdat = boxes(bytes)[2] as { start: number; end: number };
      expect(view.getUint32(stco.start + 16)).toBe(mdat.start + 8);
      // The first sample is a length-prefixed IDR slice (NAL type 5).
      expect((bytes[mdat.start + 12] ?? 0) & 0x1f).toBe(5);
    });

    it('draws the video in the colour asked for, the EU_ prefix too', async () => {
      const brown = await fetchBytes('/is/content/brand/103828_AVV');
      const black = await fetchBytes('/is/content/brand/103828_BLK_AVV');
      const eu = await fetchBytes('/is/content/brand/EU_103828_AVV');
      expect(black.response.status).toBe(200);
      expect(black.bytes).not.toEqual(brown.bytes);
      expect(eu.bytes).toEqual(brown.bytes);
    });

    it('answers byte ranges, as Safari needs to play a video', async () => {
      const whole = await fetchBytes('/is/content/brand/103828_AVV');
      const part = await fetchBytes('/is/content/brand/103828_AVV', { range: 'bytes=0-1' });
      expect(part.response.status).toBe(206);
      expect(part.response.headers.get('content-range')).toBe(`bytes 0-1/${whole.bytes.length}`);
      expect([...part.bytes]).toEqual([...whole.bytes.subarray(0, 2)]);
      const beyond = await fetchBytes('/is/content/brand/103828_AVV', { range: `bytes=${whole.bytes.length}-` });
      expect(beyond.response.status).toBe(416);
      expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
      expect(byteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
      expect(byteRange('bytes=0-0,5-6', 100)).toBeUndefined();
    });

    it('has no video for a style without one, nor for a still', async () => {
      for (const id of ['104676_AVV', '103828_BRN_AVB', '999999_AVV', 'logo']) {
        const { response } = await fetchBytes(`/is/content/brand/${id}`);
        expect(response.status, id).toBe(404);
      }
    });
  });
});
