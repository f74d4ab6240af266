import { ORDER_LOOKUP_COOKIE, lookupProofFor, sealLookupProof, unsealLookupProof } from '@/features/order-lookup/server/lookup-proof';

const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));

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

describe('the proof the guest order page asks for', () => {
  beforeEach(async () => {
    jar.clear();
    jar.set(ORDER_LOOKUP_COOKIE, await sealLookupProof({ site: 'us', orderCode: '00010001', email: 'alex.carter@example.com' }));
  });

  it('opens the order that was looked up, on the site it was looked up on', async () => {
    await expect(lookupProofFor('us', '00010001')).resolves.toMatchObject({ email: 'alex.carter@example.com' });
  });

  it('opens no other order, and not the same order number on another site', async () => {
    await expect(lookupProofFor('us', '00010002')).resolves.toBeUndefined();
    await expect(lookupProofFor('uk', '00010001')).resolves.toBeUndefined();
  });

  it('opens nothing without the cookie', async () => {
    jar.clear();
    await expect(lookupProofFor('us', '00010001')).resolves.toBeUndefined();
  });
});
