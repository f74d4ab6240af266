import { getImageProps } from 'next/image';
import { RENDITION_SOURCE, type ImageRendition } from './RenditionImage';

export type { ImageRendition };

/**
 * How the image optimizer serves a picture of this size, for islands to draw with `RenditionImage`:
 * next/image's own attributes (srcset over the configured widths, quality, sizes), computed here
 * once for a stand-in source. Server code; the rendition is a plain value to pass to an island.
 */
export function imageRendition(size: { width: number; height: number; sizes?: string } | { fill: true; sizes: string }): ImageRendition {
  const { props } = getImageProps({ src: RENDITION_SOURCE, alt: '', ...size });
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    width: typeof props.width === 'number' ? props.width : undefined,
    height: typeof props.height === 'number' ? props.height : undefined,
    style: props.style,
  };
}
