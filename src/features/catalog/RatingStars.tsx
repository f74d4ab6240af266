import styles from './RatingStars.module.css';

interface RatingStarsProps {
  /** 0..5. */
  rating: number;
  /** What a screen reader hears instead of the stars, already translated ("Rated 4.5 out of 5"). */
  label: string;
  size?: 'sm' | 'md';
}

const MAX_RATING = 5;

/** Five stars filled to the rating; the drawing is hidden from assistive technology, the label is read. */
export function RatingStars({ rating, label, size = 'sm' }: RatingStarsProps) {
  const filled = Math.max(0, Math.min(rating, MAX_RATING)) / MAX_RATING;
  return (
    <span className={`${styles.stars} ${styles[size]}`} role="img" aria-label={label}>
      <span className={styles.track} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.fill} aria-hidden="true" style={{ width: `${filled * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
