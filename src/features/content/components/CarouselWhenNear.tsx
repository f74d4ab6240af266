'use client';

import { useEffect, useRef, useState } from 'react';
import { onFirstUse, useOnFirstUse } from '@/ui/on-first-use';
import type { CarouselModel } from '../carousel-types';
import styles from './content.module.css';

/** How near the screen a carousel's place comes before its cards and code load. */
export const CAROUSEL_NEAR_MARGIN = '400px 0px';

const carouselCode = onFirstUse(() => import('./CarouselView'));

async function fetchCarousel(source: string): Promise<CarouselModel | null> {
  const response = await fetch(source, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Carousel ${source} answered ${response.status}`);
  return (await response.json()) as CarouselModel;
}

/**
 * A product carousel the server left as a placeholder (`DeferredProductCarousel`): when its place
 * comes near the screen it loads the cards (`source`, the carousel API) and the carousel's code, then
 * draws the same carousel the server would have. A carousel with nothing to show, or one that cannot
 * be loaded, leaves no trace.
 */
export function CarouselWhenNear({ source }: { source: string }) {
  const place = useRef<HTMLDivElement>(null);
  // A browser without IntersectionObserver loads the carousel at once.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const [model, setModel] = useState<CarouselModel | null | undefined>(undefined);
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

  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    fetchCarousel(source).then(
      (loaded) => {
        if (current) setModel(loaded);
      },
      (error: unknown) => {
        console.error('A carousel could not be loaded', error);
        if (current) setModel(null);
      },
    );
    return () => {
      current = false;
    };
  }, [near, source]);

  if (model === null) return null;
  if (model && code) return <code.CarouselView model={model} />;
  return <div ref={place} className={styles.carouselPlace} data-carousel-place="" />;
}
