import { imageRendition, type ImageRendition } from '@/ui/image-rendition';

/** The product page's pictures: the sizes asked of the image server and how islands draw them. */

/** Renditions requested from the image server (4:5, the catalogue's shots). */
export const MAIN_IMAGE_SIZE = { width: 1000, height: 1250 };
export const THUMBNAIL_SIZE = { width: 160, height: 200 };
export const VIEWER_IMAGE_SIZE = { width: 2000, height: 2500 };
/** How wide the main image is shown: beside the summary from the desktop breakpoint, else full width. */
const MAIN_IMAGE_SIZES = '(width >= 992px) 55vw, 100vw';

/** How the gallery's pictures are drawn through the image optimizer (see `RenditionImage`). */
export interface GalleryRenditions {
  main: ImageRendition;
  thumbnail: ImageRendition;
  badge: ImageRendition;
}

/** Server code: the gallery island receives these with its props. */
export function galleryRenditions(): GalleryRenditions {
  return {
    main: imageRendition({ fill: true, sizes: MAIN_IMAGE_SIZES }),
    thumbnail: imageRendition({ width: 80, height: 100 }),
    badge: imageRendition({ width: 56, height: 56 }),
  };
}

/** Server code: the colour swatches of the purchase box (40 x 40). */
export function swatchRendition(): ImageRendition {
  return imageRendition({ width: 40, height: 40 });
}
