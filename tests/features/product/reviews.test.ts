import { averageRating, newestFirst, ratingCount, ratingDistribution, reviewerName } from '@/features/product/reviews';

const review = (rating: number, dateCreatedMillis = 0) => ({ rating, dateCreatedMillis });

describe('the review summary (spec 3 §3)', () => {
  it('uses the provider’s distribution, five stars first', () => {
    const summary = { averageRating: 4, ratings: 11, reviews: [], ratingDistribution: { 1: 2, 2: 0, 3: 0, 4: 3, 5: 6 } };
    expect(ratingDistribution(summary)).toEqual([
      { stars: 5, count: 6, percent: 55 },
      { stars: 4, count: 3, percent: 27 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 2, percent: 18 },
    ]);
  });

  it('counts the reviews when the provider sends no distribution', () => {
    const summary = { reviews: [review(5), review(4.6), review(1)] };
    expect(ratingDistribution(summary).map((bar) => bar.count)).toEqual([2, 0, 0, 0, 1]);
    expect(ratingCount(summary)).toBe(3);
    expect(averageRating(summary)).toBeCloseTo(3.53, 2);
  });

  it('has no average without ratings', () => {
    expect(averageRating({ averageRating: 0, ratings: 0, reviews: [] })).toBeUndefined();
  });

  it('names reviewers by nickname, else first name and initial', () => {
    expect(reviewerName({ user: { nickName: 'MartaBuilds', firstName: 'Marta', lastName: 'Hollis' } })).toBe('MartaBuilds');
    expect(reviewerName({ user: { firstName: 'Marta', lastName: 'Hollis' } })).toBe('Marta H.');
    expect(reviewerName({})).toBeUndefined();
  });

  it('lists the newest first', () => {
    expect(newestFirst([review(5, 1), review(3, 3), review(4, 2)]).map((r) => r.rating)).toEqual([3, 4, 5]);
  });
});
