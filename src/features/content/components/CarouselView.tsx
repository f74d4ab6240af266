import { RenditionImage } from '@/ui/RenditionImage';
import type { CarouselModel } from '../carousel-types';
import { CarouselScroller } from './CarouselScroller';
import styles from './content.module.css';

/**
 * A titled, horizontally scrolling row of product cards (image, name, price), each linking to its
 * product page. Drawn by the server (`ProductCarousel`) or, for a carousel loaded when it comes
 * near, in the browser (`CarouselWhenNear`): the same markup either way.
 */
export function CarouselView({ model }: { model: CarouselModel }) {
  return (
    <section className={styles.carousel} aria-label={model.title || undefined}>
      {model.title ? <h2 className={styles.sectionTitle}>{model.title}</h2> : null}
      <CarouselScroller previousLabel={model.previousLabel} nextLabel={model.nextLabel}>
        {model.cards.map((card) => (
          <li key={card.code} className={styles.carouselItem}>
            <a className={styles.productCard} href={card.href}>
              <span className={styles.productImageFrame}>
                {card.image ? <RenditionImage rendition={card.image.rendition} src={card.image.src} alt="" className={styles.productImage} /> : null}
              </span>
              <span className={styles.productName}>{card.name}</span>
              {card.price ? <span className={styles.productPrice}>{card.price}</span> : null}
            </a>
          </li>
        ))}
      </CarouselScroller>
    </section>
  );
}
