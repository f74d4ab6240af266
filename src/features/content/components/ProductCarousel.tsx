import { childUids } from '@/cms/load';
import type { CmsComponentProps, CmsRenderContext } from '@/cms/types';
import type { Image, Product } from '@/commerce/schemas';
import { getTranslator } from '@/i18n/server';
import { pathFor } from '@/site';
import { componentText, imageDimensions } from '../cms-values';
import { loadCmsProducts } from '../products';
import { CarouselScroller } from './CarouselScroller';
import { CmsImage } from './CmsImage';
import styles from './content.module.css';

/** Card image width at each breakpoint (about five cards on desktop, two on phones). */
export const PRODUCT_CARD_SIZES = '(min-width: 992px) 240px, (min-width: 768px) 30vw, 45vw';

/** The listing image of a product: its primary `product` format, else any primary, else the first. */
export function cardImage(product: Product): Image | undefined {
  const images = product.images ?? [];
  return (
    images.find((image) => image.imageType === 'PRIMARY' && image.format === 'product') ??
    images.find((image) => image.imageType === 'PRIMARY') ??
    images[0]
  );
}

function ProductCard({ product, context, fromLabel }: { product: Product; context: CmsRenderContext; fromLabel: (price: string) => string }) {
  const image = cardImage(product);
  const name = product.name ?? product.code;
  const price = product.price?.formattedValue;
  const href = pathFor(context, { name: 'product', code: product.code, productName: product.name });
  return (
    <a className={styles.productCard} href={href}>
      <span className={styles.productImageFrame}>
        {image ? (
          <CmsImage
            media={{ url: image.url, altText: '', ...imageDimensions(image.url) }}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            className={styles.productImage}
          />
        ) : null}
      </span>
      <span className={styles.productName}>{name}</span>
      {price ? <span className={styles.productPrice}>{product.price?.priceType === 'FROM' ? fromLabel(price) : price}</span> : null}
    </a>
  );
}

/**
 * `ProductCarouselComponent`: a titled, horizontally scrolling row of product cards (image, name,
 * price) from `productCodes`, with scroll buttons; each card links to the product page.
 */
export async function ProductCarousel({ component, context }: CmsComponentProps) {
  const codes = childUids((component as Record<string, unknown>).productCodes);
  if (codes.length === 0) return null;
  const products = await loadCmsProducts(context, codes);
  if (products.length === 0) return null;
  const { t } = getTranslator(context.lang, ['content']);
  const title = componentText(component, 'title');
  return (
    <section className={styles.carousel} aria-label={title || undefined}>
      {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
      <CarouselScroller previousLabel={t('carousel.previous')} nextLabel={t('carousel.next')}>
        {products.map((product) => (
          <li key={product.code} className={styles.carouselItem}>
            <ProductCard product={product} context={context} fromLabel={(price) => t('carousel.from', { price })} />
          </li>
        ))}
      </CarouselScroller>
    </section>
  );
}
