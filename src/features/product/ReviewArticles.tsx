import type { Review } from '@/commerce/schemas';
import { RatingStars } from '@/features/catalog/RatingStars';
import { getTranslator } from '@/i18n/server';
import { languageTag, type Language, type SiteKey } from '@/site';
import { reviewerName } from './reviews';
import styles from './ProductReviews.module.css';

/**
 * Reviews as the product page shows them: rating, title, text, reviewer and date, in the page
 * language. Rendered on the server, for the page (the first few) and for "Show all reviews" (the rest).
 */
export function reviewArticles(reviews: readonly Review[], { site, lang }: { site: SiteKey; lang: Language }) {
  const { t } = getTranslator(lang, ['product']);
  const locale = languageTag(site, lang);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const ratings = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return reviews.map((review, index) => (
    <article key={review.id ?? `${review.dateCreatedMillis ?? ''}-${index}`} className={styles.review}>
      <header className={styles.reviewHeader}>
        <RatingStars rating={review.rating} label={t('rating.label', { rating: ratings.format(review.rating) })} />
        {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
      </header>
      {review.text && <p className={styles.reviewText}>{review.text}</p>}
      <p className={styles.reviewMeta}>
        {reviewerName(review) ?? t('reviews.anonymous')}
        {review.dateCreatedMillis !== undefined && (
          <>
            {' · '}
            <time dateTime={new Date(review.dateCreatedMillis).toISOString()}>{dates.format(new Date(review.dateCreatedMillis))}</time>
          </>
        )}
      </p>
    </article>
  ));
}
