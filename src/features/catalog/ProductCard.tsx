import { memo } from 'react';
import { Price } from '@/ui';
import { RenditionImage } from '@/ui/RenditionImage';
import type { CardRenditions } from './card-renditions';
import { PRODUCT_LINK_ATTRIBUTE } from './listing-constants';
import type { ProductCardModel } from './product-card';
import { RatingStars } from './RatingStars';
import styles from './ProductCard.module.css';

export interface ProductCardLabels {
  rating: (rating: number) => string;
  reviews: (count: number) => string;
  availableIn: string;
  soldOut: string;
  originalPrice: string;
  currentPrice: string;
}

interface ProductCardProps {
  card: ProductCardModel;
  /** BCP 47 tag for prices. */
  locale: string;
  labels: ProductCardLabels;
  /** First row of the grid: the image loads at once with high priority (largest paint). */
  eager?: boolean;
  /** How the pictures are drawn through the image optimizer (`cardRenditions()`, on the server). */
  renditions: CardRenditions;
}
const MAX_SWATCHES = 5;

/**
 * A product in a listing. The name is the one link; the whole card is its hit area (a stretched
 * link), so keyboard and screen-reader users meet one stop per product. Memoized: a filter, a sort
 * or a new page redraws the listing, and the cards already on screen stay as they are.
 */
export const ProductCard = memo(function ProductCard({ card, locale, labels, eager = false, renditions }: ProductCardProps) {
  const shown = card.swatches.slice(0, MAX_SWATCHES);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {card.image ? (
          <RenditionImage
            rendition={renditions.image}
            src={card.image.src}
            alt={card.image.alt}
            className={styles.image}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
          />
        ) : null}
        {card.badges.length > 0 && (
          <ul className={styles.badges}>
            {card.badges.map((badge) => (
              <li key={badge} className={styles.badge}>
                {badge}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={card.href} className={styles.link} {...{ [PRODUCT_LINK_ATTRIBUTE]: '' }}>
            {card.name}
          </a>
        </h3>
        <p className={styles.price}>
          {card.currency && card.priceRange ? (
            <Price min={card.priceRange.min} max={card.priceRange.max} currency={card.currency} locale={locale} />
          ) : card.currency && card.price !== undefined ? (
            <Price
              value={card.price}
              originalValue={card.originalPrice}
              originalLabel={labels.originalPrice}
              currentLabel={labels.currentPrice}
              currency={card.currency}
              locale={locale}
            />
          ) : null}
          {card.outOfStock && <span className={styles.soldOut}>{labels.soldOut}</span>}
        </p>
        {shown.length > 1 && (
          <div className={styles.swatches}>
            <span className="visually-hidden">{labels.availableIn}</span>
            <ul className={styles.swatchList}>
              {shown.map((swatch) => (
                <li key={swatch.code} className={styles.swatch}>
                  {swatch.image ? (
                    <RenditionImage rendition={renditions.swatch} src={swatch.image} alt={swatch.name} className={styles.swatchImage} />
                  ) : (
                    <span className="visually-hidden">{swatch.name}</span>
                  )}
                </li>
              ))}
              {card.swatches.length > shown.length && (
                <li className={styles.more} aria-hidden="true">
                  +{card.swatches.length - shown.length}
                </li>
              )}
            </ul>
          </div>
        )}
        {card.rating !== undefined && card.reviewCount > 0 && (
          <p className={styles.rating}>
            <RatingStars rating={card.rating} label={labels.rating(card.rating)} />
            <span className={styles.reviewCount}>{labels.reviews(card.reviewCount)}</span>
          </p>
        )}
      </div>
    </article>
  );
});
