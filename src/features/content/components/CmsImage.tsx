import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { mediaUrl } from '@/cms/media';
import { ALL_VIEWPORTS, optimizedImageProps, type ViewportRange } from '@/ui/image-props';
import { imageRendition, type ImageRendition } from '@/ui/image-rendition';
import { OptimizedImage } from '@/ui/OptimizedImage';
import { RenditionImage } from '@/ui/RenditionImage';
import { RESPONSIVE_FORMATS, type CmsMedia, type ResponsiveFormat } from '../cms-values';

/**
 * CMS and product images through next/image, from the image server (`mediaUrl`). The intrinsic size
 * comes from the image server's `wid`/`hei`, so nothing shifts while an image loads.
 *
 * SAP's own media (`/medias/...?context=`) say nothing of their size: the media object carries only
 * `code`, `mime`, `altText` and `url`, and the same slot holds a 1400x80 strip and a 350x350 tile.
 * Such an image is drawn without `width`/`height` (next/image's `fill` srcset, without its
 * positioning), so the CSS's `width: 100%; height: auto` gives it its own ratio once it loads. A
 * guessed size would not avoid the shift, only make it wrong: a 3:2 box for a 1400x80 strip holds
 * the page 17 times too tall and then collapses. A fixed-ratio box (`fill` with `object-fit`) would
 * crop or letterbox banners whose text is part of the picture, and no slot or format tells the ratio.
 */

/** The size product cards assume for an image whose URL does not say (no `wid`/`hei`); not for CMS media. */
export const FALLBACK_SIZE = { width: 1200, height: 800 };

/** The intrinsic size of a picture, when its URL tells it. */
function knownSize(media: CmsMedia): { width: number; height: number } | undefined {
  return media.width && media.height ? { width: media.width, height: media.height } : undefined;
}

/**
 * next/image's `fill` attributes without the absolute positioning `fill` means: a plain responsive
 * image (its text colour, next/image's placeholder hint, is all of the inline style it keeps).
 */
function unsized<T extends { style?: CSSProperties | undefined }>(props: T): T {
  const color = props.style?.color;
  return { ...props, width: undefined, height: undefined, style: color === undefined ? {} : { color } };
}

/** One rendition per `sizes` for pictures of unknown size, so a page sends each once (`RenditionImage`). */
const unsizedRenditions = new Map<string, ImageRendition>();
const MAX_UNSIZED_RENDITIONS = 100;

function unsizedRendition(sizes: string): ImageRendition {
  let rendition = unsizedRenditions.get(sizes);
  if (!rendition) {
    if (unsizedRenditions.size >= MAX_UNSIZED_RENDITIONS) unsizedRenditions.clear();
    rendition = unsized(imageRendition({ fill: true, sizes }));
    unsizedRenditions.set(sizes, rendition);
  }
  return rendition;
}

interface CmsImageProps {
  media: CmsMedia;
  /** The `sizes` attribute: how wide the image is shown at each breakpoint. */
  sizes: string;
  /** `''` for images that only repeat the text next to them. */
  alt?: string;
  className?: string;
  priority?: boolean;
}

export function CmsImage({ media, sizes, alt, className, priority }: CmsImageProps) {
  const src = mediaUrl(media.url);
  if (!src) return null;
  const text = alt ?? media.altText;
  const size = knownSize(media);
  if (!size) {
    if (!priority) return <RenditionImage rendition={unsizedRendition(sizes)} src={src} alt={text} className={className} />;
    // As `OptimizedImage` does for a sized one: fetched at once, first, and announced in the head.
    const props = unsized(optimizedImageProps({ src, alt: text, fill: true, sizes, loading: 'eager', fetchPriority: 'high' }));
    preload(props.src, { as: 'image', fetchPriority: 'high', imageSrcSet: props.srcSet, imageSizes: props.sizes });
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
    return <img {...props} alt={text} className={className} />;
  }
  if (priority) {
    // The page's largest picture: announced in the head as well (`OptimizedImage`).
    return <OptimizedImage src={src} alt={text} width={size.width} height={size.height} sizes={sizes} className={className} priority />;
  }
  // Pictures of one size (a carousel's cards) share their rendition: the page carries it once.
  return <RenditionImage rendition={imageRendition({ ...size, sizes })} src={src} alt={text} className={className} />;
}

/** The narrowest viewport each format of responsive media applies from (ui breakpoints: sm 768, md 992). */
const FORMAT_FROM: Readonly<Record<ResponsiveFormat, number>> = {
  widescreen: 1440,
  desktop: 992,
  tablet: 768,
  mobile: 0,
};

interface ResponsiveCmsImageProps {
  media: Partial<Record<ResponsiveFormat, CmsMedia>>;
  sizes: string;
  alt?: string;
  className?: string;
  priority?: boolean;
}

/**
 * Art direction for SAP's responsive banners: one `<source>` per format with its own crop, the
 * narrowest as the `<img>` (next/image's `getImageProps`).
 */
export function ResponsiveCmsImage({ media, sizes, alt, className, priority }: ResponsiveCmsImageProps) {
  const formats = RESPONSIVE_FORMATS.filter((format) => media[format]);
  const fallbackFormat = formats.at(-1);
  const fallback = fallbackFormat ? media[fallbackFormat] : undefined;
  if (!fallback) return null;
  // Each format is drawn from its own width (the `<img>`: from the narrowest) up to the next wider
  // format's: its srcset lists the widths those viewports can ask for.
  const viewportOf = (index: number): ViewportRange => {
    const format = formats[index];
    const wider = formats[index - 1];
    return {
      min: format && index < formats.length - 1 ? Math.max(FORMAT_FROM[format], ALL_VIEWPORTS.min) : ALL_VIEWPORTS.min,
      max: Math.min(wider ? FORMAT_FROM[wider] - 1 : Number.POSITIVE_INFINITY, ALL_VIEWPORTS.max),
    };
  };
  const propsOf = (item: CmsMedia, index: number) => {
    const src = mediaUrl(item.url);
    if (!src) return undefined;
    const size = knownSize(item);
    const props = optimizedImageProps(
      {
        src,
        alt: alt ?? item.altText,
        ...(size ?? { fill: true }),
        sizes,
        // `priority` leaves art-directed images without a fetch priority: ask for it directly.
        ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
      },
      viewportOf(index),
    );
    return size ? props : unsized(props);
  };
  const fallbackProps = propsOf(fallback, formats.length - 1);
  if (!fallbackProps) return null;
  // A `<source>` without `width`/`height` takes the `<img>`'s (HTML's dimension attribute source):
  // the `<img>` states its size only when every source states its own.
  const everySourceSized = formats.slice(0, -1).every((format) => {
    const item = media[format];
    return item !== undefined && knownSize(item) !== undefined;
  });
  const img = everySourceSized ? fallbackProps : unsized(fallbackProps);
  return (
    <picture>
      {formats.slice(0, -1).map((format, index) => {
        const item = media[format];
        const props = item ? propsOf(item, index) : undefined;
        return props ? (
          <source key={format} media={`(min-width: ${FORMAT_FROM[format]}px)`} srcSet={props.srcSet} sizes={sizes} width={props.width} height={props.height} />
        ) : null;
      })}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- next/image's props for art direction, alt included */}
      <img {...img} className={className} />
    </picture>
  );
}
