import { sealLookupProof, unsealLookupProof } from '@/features/order-lookup/server/lookup-proof';

describe('the order lookup proof (spec 1 §2.1: the guest order view needs lookup data)', () => {
  it('keeps the site, order and e-mail sealed', async () => {
    const seal = await sealLookupProof({ site: 'us', orderCode: '00010001', email: 'alex.carter@example.com' });
    expect(seal).not.toContain('alex.carter');
    await expect(unsealLookupProof(seal)).resolves.toEqual({ site: 'us', orderCode: '00010001', email: 'alex.carter@example.com' });
  });

  it('trusts nothing it did not seal', async () => {
    await expect(unsealLookupProof(undefined)).resolves.toBeUndefined();
    await expect(unsealLookupProof('Fe26.2**forged')).resolves.toBeUndefined();
    const seal = await sealLookupProof({ site: 'us', orderCode: '00010001', email: 'alex.carter@example.com' });
    await expect(unsealLookupProof(`${seal.slice(0, -2)}xx`)).resolves.toBeUndefined();
  });
});
