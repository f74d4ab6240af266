import { describe, expect, it } from 'vitest';
import { createTestSandbox } from './harness';

describe('store finder', () => {
  const sandbox = createTestSandbox();

  it('finds stores near a place by name, nearest first, with opening hours', async () => {
    const { body } = await sandbox.get('/stores?query=Detroit&radius=50000');
    expect(body.stores.map((s: { name: string }) => s.name)).toEqual(['detroit-flagship', 'dearborn']);
    expect(body.stores[1].formattedDistance).toMatch(/mi$/);
    expect(body.stores[0].openingHours.weekDayOpeningList).toHaveLength(7);
    expect(body.stores[0].features.repairs).toBe('Repair station');
  });

  it('finds stores around a point within a radius and pages them', async () => {
    const { body } = await sandbox.get('/occ/v2/brand-eu/stores?latitude=52.37&longitude=4.89&radius=100000&pageSize=1&lang=nl');
    expect(body.stores).toHaveLength(1);
    expect(body.stores[0].name).toBe('amsterdam-jordaan');
    expect(body.stores[0].formattedDistance).toMatch(/km$/);
    expect(body.pagination.totalResults).toBe(2);
  });

  it('shows a store by name and answers an unknown one as OCC does', async () => {
    expect((await sandbox.get('/stores/chicago-river-north')).body.displayName).toBe('Chicago River North');
    expect((await sandbox.get('/stores/atlantis')).body.errors[0].type).toBe('UnknownIdentifierError');
  });
});

describe('brand integrations', () => {
  const sandbox = createTestSandbox();

  it('lists the factory map with own plants and partner facilities', async () => {
    const { body } = await sandbox.get('/integrations/factorymap');
    expect(body.factoryMaps.length).toBeGreaterThanOrEqual(5);
    expect(new Set(body.factoryMaps.map((f: { pinType: string }) => f.pinType))).toEqual(new Set(['brand', 'other']));
    expect(body.factoryMaps[0]).toMatchObject({ name: expect.any(String), city: expect.any(String), latitude: expect.any(Number), images: expect.any(Array) });
  });

  it('summarises reviews by style, in the shopper’s language', async () => {
    const en = await sandbox.get('/integrations/turnto/reviews/103828-BRN-L-REG');
    const de = await sandbox.get('/occ/v2/brand-eu/integrations/turnto/reviews/103828?lang=de');
    expect(en.body.productCode).toBe('103828');
    expect(en.body.ratings).toBe(en.body.reviews.length);
    expect(en.body.averageRating).toBeGreaterThan(0);
    expect(en.body.reviews[0]).toMatchObject({ user: { nickName: expect.any(String) }, dateCreatedMillis: expect.any(Number), rating: expect.any(Number) });
    expect(de.body.reviews[0].text).not.toBe(en.body.reviews[0].text);
    expect(de.body.reviews[0].rating).toBe(en.body.reviews[0].rating);
  });
});
