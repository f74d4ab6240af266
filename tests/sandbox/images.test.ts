import { describe, expect, it } from 'vitest';
import { createTestSandbox } from './harness';

describe('image server', () => {
  const sandbox = createTestSandbox();

  it('draws a product view as SVG in the colour asked for, cached for a year', async () => {
    const { status, headers, text } = await sandbox.get('/is/image/brand/103828_BRN_AVB?wid=600&hei=750');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(text).toMatch(/^<svg [^>]*width="600" height="750"/);
    expect(text).toContain('#9a6a35');
    const black = await sandbox.get('/is/image/brand/103828_BLK_AVB');
    expect(black.text).toContain('#262626');
  });

  it('draws each view differently and accepts the EMEA EU_ prefix', async () => {
    const views = await Promise.all(['AVB', 'PS', 'AIL', 'AIR', 'AVV', 'SW'].map((view) => sandbox.get(`/is/image/brand/103828_BRN_${view}`)));
    expect(views.every((v) => v.status === 200)).toBe(true);
    expect(new Set(views.map((v) => v.text)).size).toBe(6);
    expect(views[4]?.text).toContain('M 470 568 L 470 682 L 566 625 Z');
    const eu = await sandbox.get('/is/image/brand/EU_103828_BRN_AVB');
    expect(eu.text).toBe(views[0]?.text);
  });

  it('serves the logo, payment marks, badges, banners, stores and factories', async () => {
    for (const id of ['logo', 'payment_visa', 'payment_klarna', 'badge_fr', 'hero_insulated', 'tile_women', 'store_berlin-mitte', 'factory_dearborn_1']) {
      const { status, text } = await sandbox.get(`/is/image/brand/${id}`);
      expect(status, id).toBe(200);
      expect(text, id).toMatch(/^<svg /);
    }
  });

  it('answers an unknown asset or colour with a placeholder and 404', async () => {
    for (const id of ['999999_BRN_AVB', '103828_WHT_AVB', 'nonsense']) {
      const { status, headers } = await sandbox.get(`/is/image/brand/${id}`);
      expect(status, id).toBe(404);
      expect(headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('answers a revalidation with 304', async () => {
    const first = await sandbox.get('/is/image/brand/104597_RED_AVB');
    const again = await sandbox.get('/is/image/brand/104597_RED_AVB', { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });
});
