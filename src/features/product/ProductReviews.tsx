import { RatingStars } from '@/features/catalog/RatingStars';
import { getTranslator } from '@/i18n/server';
import { languageTag, type RouteSite } from '@/site';
import { loadReviews } from './load-product';
import { reviewArticles } from './ReviewArticles';
import { ReviewListPaging } from './ReviewListPaging';
import { averageRating, newestFirst, ratingCount, ratingDistribution, ratingNumber, REVIEWS_SHOWN_FIRST } from './reviews';
import styles from './ProductReviews.module.css';

interface ProductReviewsProps {
  route: RouteSite;
  /** The style number (manufacturerAID): the review provider's key (spec 3 §4). */
  styleCode: string;
}

export const REVIEWS_SECTION_ID = 'reviews';

/**
 * Reviews from the review provider (spec 3 §3, §7): the summary (average, count and a bar per star
 * rating) and the reviews, newest first; the first few are in the page, the rest load behind "Show
 * all reviews". Rendered on the server below the fold, inside the page's Suspense boundary and
 * translation provider.
 */
export async function ProductReviews({ route, styleCode }: ProductReviewsProps) {
  const { site, lang } = route;
  const { t } = getTranslator(lang, ['product']);
  const summary = await loadReviews(route, styleCode);
  const locale = languageTag(site, lang);
  const count = summary ? ratingCount(summary) : 0;
  const average = summary ? averageRating(summary) : undefined;

  return (
    <section id={REVIEWS_SECTION_ID} className={styles.reviews} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.heading}>
        {t('reviews.heading')}
      </h2>
      {!summary || count === 0 || average === undefined ? (
        <p className={styles.none}>{t('reviews.none')}</p>
      ) : (
        <div className={styles.layout}>
          <div className={styles.summary} data-testid="review-summary">
            <p className={styles.average}>
              <span className={styles.averageValue}>{ratingNumber(locale, average)}</span>
              <RatingStars rating={average} label={t('rating.label', { rating: ratingNumber(locale, average) })} size="md" />
            </p>
            <p className={styles.count}>{t('reviews.count', { count })}</p>
            <table className={styles.distribution}>
              <caption className="visually-hidden">{t('reviews.distribution')}</caption>
              <tbody>
                {ratingDistribution(summary).map((bar) => (
                  <tr key={bar.stars}>
                    <th scope="row" className={styles.stars}>
                      {t('reviews.stars', { count: bar.stars })}
                    </th>
                    <td className={styles.barCell}>
                      <span className={styles.bar} aria-hidden="true">
                        <span className={styles.barFill} style={{ width: `${bar.percent}%` }} />
                      </span>
                    </td>
                    <td className={styles.barCount}>{bar.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ReviewListPaging site={site} lang={lang} styleCode={styleCode} total={summary.reviews.length}>
            {reviewArticles(newestFirst(summary.reviews).slice(0, REVIEWS_SHOWN_FIRST), route)}
          </ReviewListPaging>
        </div>
      )}
    </section>
  );
}

/** What shows while the reviews load. */
export function ProductReviewsFallback({ label }: { label: string }) {
  return (
    <section className={styles.reviews} aria-busy="true" aria-label={label}>
      <div className={styles.placeholder} />
    </section>
  );
}
