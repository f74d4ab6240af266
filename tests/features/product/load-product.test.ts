import { canonicalProductPath, isCanonicalPath, styleCodeFromVariantCode } from '@/features/product/load-product';

describe('product URLs (spec 1 §2.1)', () => {
  it('have one canonical shape per region', () => {
    const product = { code: '103828-BRN-L-REG', name: 'Detroit Duck Jacket®' };
    expect(canonicalProductPath('us', 'en', product)).toBe('/product/103828-BRN-L-REG/detroit-duck-jacket');
    expect(canonicalProductPath('eu', 'fr', product)).toBe('/eu/fr/p/detroit-duck-jacket/103828-BRN-L-REG');
  });

  it('compare decoded, so an encoded request of the canonical path is canonical', () => {
    expect(isCanonicalPath('/eu/fr/p/veste%20duck/1', '/eu/fr/p/veste duck/1')).toBe(true);
    expect(isCanonicalPath('/p/103828', '/product/103828/detroit-duck-jacket')).toBe(false);
  });

  it('find the style of a variant code by its style number', () => {
    expect(styleCodeFromVariantCode('103828-BRN-XXXL-REG')).toBe('103828');
    expect(styleCodeFromVariantCode('103828')).toBeUndefined();
    expect(styleCodeFromVariantCode('-BRN')).toBeUndefined();
  });
});
