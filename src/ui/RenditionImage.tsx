'use client';

import { RENDITION_SOURCE, type ImageRendition } from './rendition';

export type { ImageRendition };

/**
 * An image server's picture drawn through the image optimizer from a rendition the server computed
 * (`imageRendition` in `image-rendition.ts`): the optimizer's `src` and `srcset` for a stand-in
 * source, in which the island puts the picture's own URL. Islands that choose their pictures in the
 * browser (a colour's gallery, cart lines, swatches) so draw them exactly as next/image would,
 * without the image code. A client component, so a Server Component drawing many pictures of one
 * rendition (a carousel's cards) sends the page the rendition once and each picture's URL, not every
 * picture's whole srcset twice (in the HTML and in the page's data).
 */

/** The rendition's URL(s) for `source`: the loader's encoded stand-in first, then a raw one. */
function withSource(value: string, source: string): string {
  return value
    .replaceAll(encodeURIComponent(RENDITION_SOURCE), encodeURIComponent(source))
    .replaceAll(RENDITION_SOURCE, source);
}

export interface RenditionImageProps {
  rendition: ImageRendition;
  src: string;
  alt: string;
  className?: string | undefined;
  loading?: 'lazy' | 'eager' | undefined;
  fetchPriority?: 'high' | 'low' | 'auto' | undefined;
}

export function RenditionImage({ rendition, src, alt, className, loading = 'lazy', fetchPriority }: RenditionImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimizer's attributes, computed on the server
    <img
      src={withSource(rendition.src, src)}
      srcSet={rendition.srcSet === undefined ? undefined : withSource(rendition.srcSet, src)}
      sizes={rendition.sizes}
      width={rendition.width}
      height={rendition.height}
      alt={alt}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      style={rendition.style}
    />
  );
}
