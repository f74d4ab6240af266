import { imageRendition, type ImageRendition } from '@/ui/image-rendition';

/** Grid breakpoints of the listing (two columns, three from sm, four from 1280 px). */
const CARD_IMAGE_SIZES = '(width >= 1280px) 20vw, (width >= 768px) 30vw, 48vw';

/** How a listing card's pictures are drawn through the image optimizer (see `RenditionImage`). */
export interface CardRenditions {
  image: ImageRendition;
  swatch: ImageRendition;
}

/** Server code: the listing island receives these with its props. */
export function cardRenditions(): CardRenditions {
  return { image: imageRendition({ fill: true, sizes: CARD_IMAGE_SIZES }), swatch: imageRendition({ width: 20, height: 20 }) };
}
