import type { ImageRendition } from '@/ui/rendition';

/** One card of a product carousel, ready to draw on the server or in the browser. */
export interface CarouselCardModel {
  code: string;
  href: string;
  name: string;
  /** The price as shown ("From $49.99" for a range). */
  price?: string | undefined;
  image?: { src: string; rendition: ImageRendition } | undefined;
}

/** A product carousel with its texts, as `CarouselView` draws it and the carousel API answers it. */
export interface CarouselModel {
  title: string;
  previousLabel: string;
  nextLabel: string;
  cards: CarouselCardModel[];
}

/** Where the browser loads a carousel drawn when it comes near (`DeferredProductCarousel`). */
export const CAROUSEL_API_PATH = '/api/carousel';

/** The same-origin path of one carousel component, for the page's site, language and catalogue country. */
export function carouselPath({ site, lang, country }: { site: string; lang: string; country: string }, uid: string): string {
  return `${CAROUSEL_API_PATH}/${site}/${lang}/${encodeURIComponent(uid)}?${new URLSearchParams({ country })}`;
}
