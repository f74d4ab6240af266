import { useEffect, useState } from 'react';
import type { CarouselModel } from '../carousel-types';
import { CarouselView } from './CarouselView';
import styles from './CarouselWhenNear.module.css';

async function fetchCarousel(source: string): Promise<CarouselModel | null> {
  const response = await fetch(source, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Carousel ${source} answered ${response.status}`);
  return (await response.json()) as CarouselModel;
}

/**
 * A carousel's cards from the carousel API (`source`), drawn as the server would have drawn them;
 * the code `CarouselWhenNear` loads when the carousel's place comes near. A carousel with nothing
 * to show, or one that cannot be loaded, leaves no trace.
 */
export function CarouselFromSource({ source }: { source: string }) {
  const [model, setModel] = useState<CarouselModel | null | undefined>(undefined);

  useEffect(() => {
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
  }, [source]);

  if (model === null) return null;
  return model ? <CarouselView model={model} /> : <div className={styles.place} data-carousel-place="" />;
}
