'use client';

import { DEFERRED_LOADING_MARGIN_PX } from '@/features/catalog/listing-constants';
import { IslandOnFirstUse } from '@/ui/IslandOnFirstUse';
import { onFirstUse } from '@/ui/on-first-use';
import styles from './CarouselWhenNear.module.css';

/**
 * How near the screen a carousel's place comes before its cards and code load: the storefront's one
 * deferred loading margin (spec 1 §9, spec 3 §9: 50 px), shared with the listing's infinite scroll.
 */
export const CAROUSEL_NEAR_MARGIN = `${DEFERRED_LOADING_MARGIN_PX}px 0px`;

const PLACE = 'data-carousel-place';
const carouselCode = onFirstUse(() => import('./CarouselFromSource'));

/**
 * A product carousel the server left as a placeholder (`DeferredProductCarousel`): when its place
 * comes near the screen, the code that loads its cards (`source`, the carousel API) and draws them
 * comes. Until then the page holds only the place.
 */
export function CarouselWhenNear({ source }: { source: string }) {
  return (
    <IslandOnFirstUse
      code={carouselCode}
      island={(code) => <code.CarouselFromSource source={source} />}
      near={{ selector: `[${PLACE}]`, rootMargin: CAROUSEL_NEAR_MARGIN }}
    >
      <div className={styles.place} {...{ [PLACE]: '' }} />
    </IslandOnFirstUse>
  );
}
