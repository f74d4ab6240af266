import type { ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { optimizedImageProps } from './image-props';

export type OptimizedImageProps = Omit<
  ImageProps,
  'priority' | 'preload' | 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'onLoadingComplete'
> & {
  /** The page's largest image: fetched at once, with high priority, and announced in the head. */
  priority?: boolean;
};

/**
 * An image through the framework's image optimizer, with the attributes next/image gives it (srcset
 * over the configured widths, modern formats, intrinsic size, lazy loading), drawn as a plain `<img>`.
 * next/image's own component is a client component: every page showing one downloads it, and with it
 * the legacy head manager, to handle load events and placeholders the storefront never uses. This one
 * renders the same element on the server or in an island without any of that.
 */
export function OptimizedImage({ priority = false, loading, fetchPriority, alt, ...props }: OptimizedImageProps) {
  const attributes = optimizedImageProps({
    ...props,
    alt,
    loading: priority ? 'eager' : loading,
    fetchPriority: priority ? 'high' : fetchPriority,
  });
  if (priority) {
    preload(attributes.src, { as: 'image', fetchPriority: 'high', imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
  return <img {...attributes} alt={alt} />;
}
