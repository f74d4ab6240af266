import { mediaUrl } from '@/cms/media';
import { ALL_VIEWPORTS, optimizedImageProps, type ViewportRange } from '@/ui/image-props';
import { imageRendition } from '@/ui/image-rendition';
import { OptimizedImage } from '@/ui/OptimizedImage';
import { RenditionImage } from '@/ui/RenditionImage';
import type { CmsMedia, ResponsiveFormat } from '../cms-values';

/**
 * CMS and product images through next/image, from the image server (`mediaUrl`). The intrinsic size
 * comes from the image server's `wid`/`hei`, so nothing shifts while an image loads.
 */

/** The size assumed for an image whose URL does not say (no `wid`/`hei`). */
export const FALLBACK_SIZE = { width: 1200, height: 800 };

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
  const width = media.width ?? FALLBACK_SIZE.width;
  const height = media.height ?? FALLBACK_SIZE.height;
  if (priority) {
    // The page's largest picture: announced in the head as well (`OptimizedImage`).
    return <OptimizedImage src={src} alt={alt ?? media.altText} width={width} height={height} sizes={sizes} className={className} priority />;
  }
  // Pictures of one size (a carousel's cards) share their rendition: the page carries it once.
  return <RenditionImage rendition={imageRendition({ width, height, sizes })} src={src} alt={alt ?? media.altText} className={className} />;
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
  const formats = (['widescreen', 'desktop', 'tablet', 'mobile'] as const).filter((format) => media[format]);
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
    return src
      ? optimizedImageProps(
          {
            src,
            alt: alt ?? item.altText,
            width: item.width ?? FALLBACK_SIZE.width,
            height: item.height ?? FALLBACK_SIZE.height,
            sizes,
            // `priority` leaves art-directed images without a fetch priority: ask for it directly.
            ...(priority ? { loading: 'eager', fetchPriority: 'high' } : {}),
          },
          viewportOf(index),
        )
      : undefined;
  };
  const img = propsOf(fallback, formats.length - 1);
  if (!img) return null;
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
