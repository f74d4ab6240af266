'use client';

import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/client';
import type { Language, SiteKey } from '@/site';
import { Button } from '@/ui';
import { renderRemainingReviews } from './review-actions';
import styles from './ProductReviews.module.css';

interface ReviewListPagingProps {
  site: SiteKey;
  lang: Language;
  styleCode: string;
  /** How many reviews the style has. */
  total: number;
  /** The first reviews, rendered on the server with the page. */
  children: ReactNode;
}

/**
 * The first reviews, then all of them on request: the rest are rendered on the server when asked for
 * (the page does not carry them); focus moves to the first newly shown review.
 */
export function ReviewListPaging({ site, lang, styleCode, total, children }: ReviewListPagingProps) {
  const { t } = useTranslation('product');
  const first = Children.toArray(children);
  const [rest, setRest] = useState<ReactNode[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const firstNew = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (rest) firstNew.current?.focus();
  }, [rest]);

  async function showAll() {
    setStatus('loading');
    try {
      const loaded = await renderRemainingReviews({ site, lang, styleCode });
      if (!loaded) throw new Error(`Reviews of ${styleCode} could not be loaded`);
      setRest(loaded);
      setStatus('idle');
    } catch (error) {
      console.warn(error);
      setStatus('failed');
    }
  }

  const shown = rest ? [...first, ...rest] : first;
  return (
    <div className={styles.list}>
      <ul className={styles.items}>
        {shown.map((review, index) => (
          <li
            key={index}
            className={styles.item}
            tabIndex={rest && index === first.length ? -1 : undefined}
            ref={index === first.length ? firstNew : undefined}
          >
            {review}
          </li>
        ))}
      </ul>
      {!rest && total > first.length && (
        <>
          <Button variant="secondary" isPending={status === 'loading'} pendingLabel={t('reviews.loading')} onPress={() => void showAll()}>
            {t('reviews.showAll', { count: total })}
          </Button>
          <p role="status" className={styles.loadFailed}>
            {status === 'failed' ? t('reviews.loadFailed') : null}
          </p>
        </>
      )}
    </div>
  );
}
