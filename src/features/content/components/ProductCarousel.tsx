import { childUids } from '@/cms/load';
import type { CmsComponentData, CmsComponentProps, CmsRenderContext } from '@/cms/types';
import { mediaUrl } from '@/cms/media';
import type { Product } from '@/commerce/schemas';
import { cardImage } from '@/features/catalog/product-card';
import { getTranslator } from '@/i18n/server';
import { pathFor } from '@/site';
import { imageRendition } from '@/ui/image-rendition';
import { carouselPath, type CarouselCardModel, type CarouselModel } from '../carousel-types';
import { componentText, imageDimensions } from '../cms-values';
import { loadCmsProducts } from '../products';
import { CarouselView } from './CarouselView';
import { CarouselWhenNear } from './CarouselWhenNear';
import { FALLBACK_SIZE } from './CmsImage';

/** Card image width at each breakpoint (about five cards on desktop, two on phones). */
const PRODUCT_CARD_SIZES = '(min-width: 992px) 240px, (min-width: 768px) 30vw, 45vw';

function productCodesOf(component: CmsComponentData): string[] {
  return childUids((component as Record<string, unknown>).productCodes);
}

function cardOf(product: Product, context: CmsRenderContext, fromLabel: (price: string) => string): CarouselCardModel {
  const image = cardImage(product);
  const src = image ? mediaUrl(image.url) : undefined;
  const size = image ? imageDimensions(image.url) : {};
  const price = product.price?.formattedValue;
  return {
    code: product.code,
    href: pathFor(context, { name: 'product', code: product.code, productName: product.name }),
    name: product.name ?? product.code,
    price: price && product.price?.priceType === 'FROM' ? fromLabel(price) : price,
    image: src
      ? {
          src,
          rendition: imageRendition({ width: size.width ?? FALLBACK_SIZE.width, height: size.height ?? FALLBACK_SIZE.height, sizes: PRODUCT_CARD_SIZES }),
        }
      : undefined,
  };
}

/** A `ProductCarouselComponent` with its products and texts; undefined when it has no product to show. */
export async function loadCarousel(component: CmsComponentData, context: CmsRenderContext): Promise<CarouselModel | undefined> {
  const codes = productCodesOf(component);
  if (codes.length === 0) return undefined;
  const products = await loadCmsProducts(context, codes);
  if (products.length === 0) return undefined;
  const { t } = getTranslator(context.lang, ['content']);
  return {
    title: componentText(component, 'title'),
    previousLabel: t('carousel.previous'),
    nextLabel: t('carousel.next'),
    cards: products.map((product) => cardOf(product, context, (value) => t('carousel.from', { price: value }))),
  };
}

/**
 * `ProductCarouselComponent`: a titled, horizontally scrolling row of product cards (image, name,
 * price) from `productCodes`, with scroll buttons; each card links to the product page.
 */
export async function ProductCarousel({ component, context }: CmsComponentProps) {
  const model = await loadCarousel(component, context);
  return model ? <CarouselView model={model} /> : null;
}

/**
 * The same carousel, loaded by the browser when it comes near the screen: the page carries a
 * placeholder instead of the cards. For content a page carries without showing it: the not-found
 * page's content is part of every page's data (it is what a page shows should it turn out missing),
 * and with its carousel drawn there every page would carry eight product cards no one sees.
 * In content preview the carousel is drawn at once, from the previewed data.
 */
export function DeferredProductCarousel(props: CmsComponentProps) {
  const { component, context } = props;
  if (context.preview) return <ProductCarousel {...props} />;
  if (productCodesOf(component).length === 0) return null;
  return <CarouselWhenNear source={carouselPath({ site: context.site, lang: context.lang, country: context.catalog.country }, component.uid)} />;
}
