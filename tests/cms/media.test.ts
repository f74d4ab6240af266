import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from '@/cms/media';

/** Spec 3 §7: product and banner images come from the image server. */

const bases = { apiUrl: 'http://127.0.0.1:4010' };

describe('resolveMediaUrl', () => {
  it('serves image-server paths from the commerce backend when no image host is configured', () => {
    expect(resolveMediaUrl('/is/image/brand/logo?wid=360&hei=80', bases)).toBe('http://127.0.0.1:4010/is/image/brand/logo?wid=360&hei=80');
  });

  it('serves image-server paths from IMAGE_BASE_URL when it is set, other media from the backend', () => {
    const withImageHost = { ...bases, imageBaseUrl: 'https://images.example.com' };
    expect(resolveMediaUrl('/is/image/brand/103828_BRN_AVB?wid=600', withImageHost)).toBe('https://images.example.com/is/image/brand/103828_BRN_AVB?wid=600');
    expect(resolveMediaUrl('/medias/banner.jpg?context=abc', withImageHost)).toBe('http://127.0.0.1:4010/medias/banner.jpg?context=abc');
  });

  it('serves OCC media in SAP’s captured form (`/rest/v2/medias/?context=`) from the backend, never the image host', () => {
    const withImageHost = { apiUrl: 'https://api.brand.example', imageBaseUrl: 'https://images.example.com' };
    expect(resolveMediaUrl('/rest/v2/medias/?context=bWFzdGVy', withImageHost)).toBe('https://api.brand.example/rest/v2/medias/?context=bWFzdGVy');
    expect(resolveMediaUrl('/occ/v2/medias/x.jpg?context=abc', withImageHost)).toBe('https://api.brand.example/occ/v2/medias/x.jpg?context=abc');
  });

  it('keeps absolute http(s) URLs', () => {
    expect(resolveMediaUrl('https://cdn.example.com/x.png', bases)).toBe('https://cdn.example.com/x.png');
  });

  it('refuses other schemes, protocol-relative URLs and empty values', () => {
    expect(resolveMediaUrl('javascript:alert(1)', bases)).toBeUndefined();
    expect(resolveMediaUrl('data:image/png;base64,AAAA', bases)).toBeUndefined();
    expect(resolveMediaUrl('//evil.example/x.png', bases)).toBeUndefined();
    expect(resolveMediaUrl('  ', bases)).toBeUndefined();
    expect(resolveMediaUrl(undefined, bases)).toBeUndefined();
  });
});
