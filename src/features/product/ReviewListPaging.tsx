'use client';

import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/client';
import { Button } from '@/ui';
import styles from './ProductReviews.module.css';

interface ReviewListPagingProps {
  /** The reviews, rendered on the server; the island only decides how many show. */
  children: ReactNode;
  shownFirst: number;
}

/** The first reviews, then all of them on request; focus moves to the first newly shown review. */
export function ReviewListPaging({ children, shownFirst }: ReviewListPagingProps) {
  const { t } = useTranslation('product');
  const reviews = Children.toArray(children);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? reviews : reviews.slice(0, shownFirst);
  const firstNew = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (showAll) firstNew.current?.focus();
  }, [showAll]);
  return (
    <div className={styles.list}>
      <ul className={styles.items}>
        {shown.map((review, index) => (
          <li
            key={index}
            className={styles.item}
            tabIndex={showAll && index === shownFirst ? -1 : undefined}
            ref={index === shownFirst ? firstNew : undefined}
          >
            {review}
          </li>
        ))}
      </ul>
      {!showAll && reviews.length > shownFirst && (
        <Button variant="secondary" onPress={() => setShowAll(true)}>
          {t('reviews.showAll', { count: reviews.length })}
        </Button>
      )}
    </div>
  );
}
