import type { Review, ReviewSummary } from '@/commerce/schemas';

/**
 * The review summary (spec 3 §3: averageRating, ratings, reviews) as the page shows it: the average,
 * the count and how many reviews gave each star rating.
 */

const STAR_RATINGS = [5, 4, 3, 2, 1] as const;
/** Reviews shown before "Show all reviews". */
export const REVIEWS_SHOWN_FIRST = 5;
/** Reviews given to search engines in the structured data. */
export const REVIEWS_IN_STRUCTURED_DATA = 5;

export interface RatingBar {
  stars: number;
  count: number;
  /** Share of all reviews, 0..100. */
  percent: number;
}

/**
 * Counts per star rating: the provider's own distribution when it sends one, else counted from the
 * reviews. Ratings are rounded to whole stars.
 */
export function ratingDistribution(summary: ReviewSummary): RatingBar[] {
  const given = (summary as { ratingDistribution?: unknown }).ratingDistribution;
  const counts = new Map<number, number>();
  if (given && typeof given === 'object') {
    for (const [stars, count] of Object.entries(given as Record<string, unknown>)) {
      if (typeof count === 'number') counts.set(Number(stars), count);
    }
  } else {
    for (const review of summary.reviews) {
      const stars = Math.min(5, Math.max(1, Math.round(review.rating)));
      counts.set(stars, (counts.get(stars) ?? 0) + 1);
    }
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return STAR_RATINGS.map((stars) => {
    const count = counts.get(stars) ?? 0;
    return { stars, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 };
  });
}

/** The number of ratings behind the average. */
export function ratingCount(summary: ReviewSummary): number {
  return summary.ratings ?? summary.reviews.length;
}

/** A rating as the page's language writes it, with one decimal: 4.5, or 4,5 in German. */
export function ratingNumber(locale: string, rating: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** The average, from the provider or from the reviews themselves. */
export function averageRating(summary: ReviewSummary): number | undefined {
  if (summary.averageRating !== undefined && ratingCount(summary) > 0) return summary.averageRating;
  if (summary.reviews.length === 0) return undefined;
  return summary.reviews.reduce((sum, review) => sum + review.rating, 0) / summary.reviews.length;
}

/** How a reviewer is named: the nickname, else the first name and the last name's initial. */
export function reviewerName(review: Pick<Review, 'user'>): string | undefined {
  const user = review.user;
  if (!user) return undefined;
  if (user.nickName?.trim()) return user.nickName.trim();
  const first = user.firstName?.trim();
  const initial = user.lastName?.trim().charAt(0);
  if (!first) return undefined;
  return initial ? `${first} ${initial}.` : first;
}

/** Newest first. */
export function newestFirst(reviews: readonly Review[]): Review[] {
  return [...reviews].sort((a, b) => (b.dateCreatedMillis ?? 0) - (a.dateCreatedMillis ?? 0));
}
