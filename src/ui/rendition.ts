import type { CSSProperties } from 'react';

/** The stand-in source renditions are computed for (`image-rendition.ts`); never requested. */
export const RENDITION_SOURCE = '/rendition-source';

/** How the image optimizer serves a picture of one size, for a stand-in source (`RenditionImage`). */
export interface ImageRendition {
  src: string;
  srcSet?: string | undefined;
  sizes?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  /** next/image's inline style (placing a `fill` image in its positioned box). */
  style?: CSSProperties | undefined;
}
