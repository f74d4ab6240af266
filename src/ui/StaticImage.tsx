import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's markup (optimised `srcset`, sizes, lazy loading, intrinsic size) without its client
 * component: for the images nothing on the page interacts with (banners, logos, cards), so a page
 * made of them ships no image code. A `priority` image is preloaded from the document's head, as
 * next/image does.
 */
export function StaticImage({ priority, ...props }: ImageProps) {
  const { props: image } = getImageProps({ ...props, priority });
  if (priority && image.src) {
    preload(image.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(image.srcSet ? { imageSrcSet: image.srcSet } : {}),
      ...(image.sizes ? { imageSizes: image.sizes } : {}),
    });
  }
  // The element next/image would render, with the props it computes.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...image} alt={image.alt} />;
}
