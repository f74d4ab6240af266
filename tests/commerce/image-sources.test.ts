import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchRemotePattern } from 'next/dist/shared/lib/match-remote-pattern';
import { describe, expect, it } from 'vitest';
import { imageRemotePatterns, imagesOnLoopback } from '@/commerce/image-sources';

/** Media paths as SAP's own payloads give them (occ-contract samples): below the OCC prefix. */
const SAP_MEDIA_PATHS = ['/rest/v2/medias/**', '/occ/v2/medias/**'];
const BACKEND_PATHS = ['/is/image/**', '/medias/**', ...SAP_MEDIA_PATHS];

describe('where the image optimizer may fetch from', () => {
  it('takes images and media from a real backend’s image and media paths only', () => {
    const env = { COMMERCE_API_URL: 'https://api.brand.example' };
    expect(imageRemotePatterns(env)).toEqual(BACKEND_PATHS.map((pathname) => ({ protocol: 'https', hostname: 'api.brand.example', pathname })));
    expect(imagesOnLoopback(env)).toBe(false);
  });

  it('adds the whole image host when there is one, and keeps the backend’s media', () => {
    const env = { COMMERCE_API_URL: 'https://api.brand.example:9002', IMAGE_BASE_URL: 'https://images.brand.example/' };
    expect(imageRemotePatterns(env)).toEqual([
      { protocol: 'https', hostname: 'images.brand.example', pathname: '/**' },
      ...BACKEND_PATHS.map((pathname) => ({ protocol: 'https', hostname: 'api.brand.example', port: '9002', pathname })),
    ]);
  });

  it('allows the sandbox on loopback, on its image and media paths only', () => {
    const patterns = imageRemotePatterns({});
    expect(patterns.every((source) => ['localhost', '127.0.0.1'].includes(source.hostname))).toBe(true);
    expect(new Set(patterns.map((source) => source.pathname))).toEqual(new Set(BACKEND_PATHS));
    expect(imagesOnLoopback({})).toBe(true);
    expect(imagesOnLoopback({ COMMERCE_API_URL: 'http://127.0.0.1:9002' })).toBe(true);
  });

  it('allows the sandbox on its own port only, so no other local service is reachable', () => {
    expect(new Set(imageRemotePatterns({}).map((source) => source.port))).toEqual(new Set(['4010']));
    expect(new Set(imageRemotePatterns({ SANDBOX_URL: 'http://127.0.0.1:4210' }).map((source) => source.port))).toEqual(new Set(['4210']));
  });

  it('allows media below a configured OCC prefix too', () => {
    const patterns = imageRemotePatterns({ COMMERCE_API_URL: 'https://api.brand.example', OCC_PREFIX: 'custom/v2/' });
    const allowed = (url: string) => patterns.some((source) => matchRemotePattern(source, new URL(url)));
    expect(allowed('https://api.brand.example/custom/v2/medias/?context=abc')).toBe(true);
    expect(allowed('https://api.brand.example/custom/v2/brand-us/users/current')).toBe(false);
    expect(imageRemotePatterns({ OCC_PREFIX: '/rest/v2' })).toEqual(imageRemotePatterns({}));
  });

  it('ignores a value that is not an http(s) URL', () => {
    expect(imageRemotePatterns({ COMMERCE_API_URL: 'https://api.brand.example', IMAGE_BASE_URL: 'ftp://files' })).toHaveLength(BACKEND_PATHS.length);
    expect(imageRemotePatterns({ COMMERCE_API_URL: ' ', IMAGE_BASE_URL: 'not a url' })).toEqual(imageRemotePatterns({}));
  });

  it('lets the optimizer fetch SAP’s captured media form from the backend, and nothing else below the OCC prefix', () => {
    const file = fileURLToPath(new URL('../fixtures/occ/product-3595723.electronics-2018.json', import.meta.url));
    const { images } = JSON.parse(readFileSync(file, 'utf8')) as { images: { url: string }[] };
    const patterns = imageRemotePatterns({ COMMERCE_API_URL: 'https://api.brand.example', IMAGE_BASE_URL: 'https://images.brand.example' });
    const allowed = (url: string) => patterns.some((source) => matchRemotePattern(source, new URL(url)));
    expect(images.length).toBeGreaterThan(0);
    for (const { url } of images) expect(allowed(`https://api.brand.example${url}`), url).toBe(true);
    expect(allowed('https://api.brand.example/occ/v2/medias/x.jpg?context=abc')).toBe(true);
    expect(allowed('https://api.brand.example/rest/v2/brand-us/users/current')).toBe(false);
    expect(allowed('https://api.brand.example/occ/v2/brand-us/carts')).toBe(false);
  });
});
