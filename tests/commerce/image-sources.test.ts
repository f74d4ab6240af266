import { describe, expect, it } from 'vitest';
import { imageRemotePatterns, imagesOnLoopback } from '@/commerce/image-sources';

describe('where the image optimizer may fetch from', () => {
  it('takes images and media from a real backend’s image and media paths only', () => {
    const env = { COMMERCE_API_URL: 'https://api.brand.example' };
    expect(imageRemotePatterns(env)).toEqual([
      { protocol: 'https', hostname: 'api.brand.example', pathname: '/is/image/**' },
      { protocol: 'https', hostname: 'api.brand.example', pathname: '/medias/**' },
    ]);
    expect(imagesOnLoopback(env)).toBe(false);
  });

  it('adds the whole image host when there is one, and keeps the backend’s media', () => {
    const env = { COMMERCE_API_URL: 'https://api.brand.example:9002', IMAGE_BASE_URL: 'https://images.brand.example/' };
    expect(imageRemotePatterns(env)).toEqual([
      { protocol: 'https', hostname: 'images.brand.example', pathname: '/**' },
      { protocol: 'https', hostname: 'api.brand.example', port: '9002', pathname: '/is/image/**' },
      { protocol: 'https', hostname: 'api.brand.example', port: '9002', pathname: '/medias/**' },
    ]);
  });

  it('allows the sandbox on loopback, on its image and media paths only', () => {
    const patterns = imageRemotePatterns({});
    expect(patterns.every((source) => ['localhost', '127.0.0.1'].includes(source.hostname))).toBe(true);
    expect(new Set(patterns.map((source) => source.pathname))).toEqual(new Set(['/is/image/**', '/medias/**']));
    expect(imagesOnLoopback({})).toBe(true);
    expect(imagesOnLoopback({ COMMERCE_API_URL: 'http://127.0.0.1:9002' })).toBe(true);
  });

  it('allows the sandbox on its own port only, so no other local service is reachable', () => {
    expect(new Set(imageRemotePatterns({}).map((source) => source.port))).toEqual(new Set(['4010']));
    expect(new Set(imageRemotePatterns({ SANDBOX_URL: 'http://127.0.0.1:4210' }).map((source) => source.port))).toEqual(new Set(['4210']));
  });

  it('ignores a value that is not an http(s) URL', () => {
    expect(imageRemotePatterns({ COMMERCE_API_URL: 'https://api.brand.example', IMAGE_BASE_URL: 'ftp://files' })).toHaveLength(2);
    expect(imageRemotePatterns({ COMMERCE_API_URL: ' ', IMAGE_BASE_URL: 'not a url' })).toEqual(imageRemotePatterns({}));
  });
});
