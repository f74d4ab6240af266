'use client';

import { useEffect, useRef, useState } from 'react';
import { onFirstUse, useOnFirstUse } from '@/ui/on-first-use';
import styles from './CarouselWhenNear.module.css';

/** How near the screen a carousel's place comes before its cards and code load. */
export const CAROUSEL_NEAR_MARGIN = '400px 0px';

const carouselCode = onFirstUse(() => import('./CarouselFromSource'));

/**
 * A product carousel the server left as a placeholder (`DeferredProductCarousel`): when its place
 * comes near the screen, the code that loads its cards (`source`, the carousel API) and draws them
 * comes. Until then the page holds only this observer.
 */
export function CarouselWhenNear({ source }: { source: string }) {
  const place = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver loads the carousel at once.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const code = useOnFirstUse(carouselCode, near);

  useEffect(() => {
    const element = place.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: CAROUSEL_NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return code ? <code.CarouselFromSource source={source} /> : <div ref={place} className={styles.place} data-carousel-place="" />;
}
