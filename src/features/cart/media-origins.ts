import { imageOrigins } from '@/cms/media';
import { imageRendition } from '@/ui/image-rendition';
import type { MediaOrigins } from './entry-image';

/** Cart line thumbnails: 80 x 100 (the mini cart and the cart page). */
export function lineThumbnailRendition() {
  return imageRendition({ width: 80, height: 100, sizes: '80px' });
}

/** Server only: the media origins client islands resolve product images against (./entry-image.ts). */
export function mediaOriginsForIslands(): MediaOrigins {
  return {
    ...imageOrigins(),
    thumbnail: lineThumbnailRendition(),
  };
}
