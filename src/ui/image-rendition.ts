import { optimizedImageProps } from './image-props';
import { RENDITION_SOURCE, type ImageRendition } from './rendition';

export type { ImageRendition };

/**
 * How the image optimizer serves a picture of this size, for islands to draw with `RenditionImage`:
 * next/image's own attributes (srcset over the configured widths, quality, sizes), computed here
 * once for a stand-in source. Server code; the rendition is a plain value to pass to an island.
 */
export function imageRendition(size: RenditionSize): ImageRendition {
  const key = JSON.stringify(size);
  let rendition = renditions.get(key);
  if (!rendition) {
    if (renditions.size >= MAX_RENDITIONS) renditions.clear();
    rendition = renditionOf(size);
    renditions.set(key, rendition);
  }
  return rendition;
}

type RenditionSize = { width: number; height: number; sizes?: string | undefined } | { fill: true; sizes: string };

/**
 * One value per size: pictures of one size share it, and a page that passes it to many pictures
 * sends it once. Sizes are the code's own and the CMS images' intrinsic sizes; the map is emptied
 * should a catalogue ever have more than a few hundred of them.
 */
const renditions = new Map<string, ImageRendition>();
const MAX_RENDITIONS = 500;

function renditionOf(size: RenditionSize): ImageRendition {
  const props = optimizedImageProps({ src: RENDITION_SOURCE, alt: '', ...size });
  return {
    src: props.src,
    srcSet: props.srcSet,
    sizes: props.sizes,
    width: typeof props.width === 'number' ? props.width : undefined,
    height: typeof props.height === 'number' ? props.height : undefined,
    style: props.style,
  };
}
