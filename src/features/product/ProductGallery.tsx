'use client';

import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { currentSearch, serverSearch, subscribeToLocation } from '@/features/catalog/location-store';
import { useTranslation } from '@/i18n/client';
import { cx } from '@/ui';
import { RenditionImage } from '@/ui/RenditionImage';
import { MAIN_IMAGE_SIZE, THUMBNAIL_SIZE, VIEWER_IMAGE_SIZE, type GalleryRenditions } from './product-images';
import type { GalleryImage, GalleryViewerProps } from './gallery-types';
import { assetUrl, galleryForColour, mainImagePath, videoUrl, type MediaAsset } from './media-set';
import { colourFromSearch, useSelectedColour } from './selection-store';
import styles from './ProductGallery.module.css';

// The viewer's code loads only when a shopper opens it; a failed load leaves the static images.
const GalleryViewer = lazy<ComponentType<GalleryViewerProps>>(() =>
  import('./GalleryViewer').catch((error: unknown) => ({ default: viewerUnavailable(error) })),
);

function viewerUnavailable(error: unknown): ComponentType<GalleryViewerProps> {
  return function ViewerUnavailable({ onFailure }: GalleryViewerProps) {
    useEffect(() => onFailure(error), [onFailure]);
    return null;
  };
}


export type { GalleryImage };

export interface ProductGalleryProps {
  baseCode: string;
  productName: string;
  /** The whole media set of the style (every colour); filtered here for the colour on show. */
  assets: readonly MediaAsset[];
  colourCodes: readonly string[];
  colourNames: Readonly<Record<string, string>>;
  initialColour?: string | undefined;
  emea: boolean;
  /** The image server's asset root, `{origin}/is/image/`. */
  imageServer: string;
  /** The product's OCC images, for a product without a media set. */
  fallbackImages: readonly GalleryImage[];
  badges: readonly { name: string; image?: string | undefined }[];
  /** How the pictures are drawn through the image optimizer (`galleryRenditions()`, on the server). */
  renditions: GalleryRenditions;
}

function imagesOf(props: ProductGalleryProps, colour: string | undefined, altOf: (index: number, kind: MediaAsset['kind']) => string): GalleryImage[] {
  const gallery = galleryForColour(props.assets, colour, props.colourCodes);
  if (gallery.length === 0) return [...props.fallbackImages];
  const mainIndex = gallery.findIndex((asset) => asset.kind === 'image');
  return gallery.map((asset, index) => {
    // "The EMEA site prefixes the main image name with EU_" (spec 3 §9).
    const path = index === mainIndex ? mainImagePath(asset, props.emea) : asset.path;
    return {
      main: assetUrl(props.imageServer, path, MAIN_IMAGE_SIZE),
      thumbnail: assetUrl(props.imageServer, asset.path, THUMBNAIL_SIZE),
      large: assetUrl(props.imageServer, path, VIEWER_IMAGE_SIZE),
      alt: altOf(index, asset.kind),
      kind: asset.kind,
      ...(asset.kind === 'video' ? { video: videoUrl(props.imageServer, asset.path) } : {}),
    };
  });
}

/**
 * The product gallery (spec 3 §2): it starts with static images (main image and thumbnails of the
 * selected colour plus the generic views); choosing a thumbnail or the main image switches to the
 * interactive viewer, loaded only then and invisible until it has initialised, after which the static
 * images are hidden. A colour change rebuilds the set. Viewer failures are logged as warnings and the
 * static images stay.
 */
export function ProductGallery(props: ProductGalleryProps) {
  const { t } = useTranslation('product');
  const picked = useSelectedColour(props.baseCode);
  const search = useSyncExternalStore(subscribeToLocation, currentSearch, serverSearch);
  // Deferred: the picker shows the new colour at once, and the new pictures follow in a render that
  // does not hold up the press.
  const colour = useDeferredValue(picked ?? colourFromSearch(search, props.colourCodes) ?? props.initialColour);
  const colourName = colour ? props.colourNames[colour] : undefined;
  const name = colourName ? `${props.productName}, ${colourName}` : props.productName;
  const images = imagesOf(props, colour, (index, kind) =>
    kind === 'video' ? t('gallery.videoAlt', { name }) : t('gallery.imageAlt', { name, number: index + 1 }),
  );
  // Keyed by colour: a new colour starts a new gallery (static images first, viewer reset).
  return (
    <Gallery
      key={colour ?? 'default'}
      images={images}
      badges={props.badges}
      productName={props.productName}
      renditions={props.renditions}
    />
  );
}

function Gallery({
  images,
  badges,
  productName,
  renditions,
}: {
  images: GalleryImage[];
  badges: ProductGalleryProps['badges'];
  productName: string;
  renditions: GalleryRenditions;
}) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState<'off' | 'loading' | 'ready' | 'failed'>('off');
  const current = images[index] ?? images[0];

  const onReady = useCallback(() => setViewer('ready'), []);
  const onFailure = useCallback((error: unknown) => {
    console.warn('The image viewer could not start; the static images stay.', error);
    setViewer('failed');
  }, []);

  const open = (at: number) => {
    setIndex(at);
    if (viewer === 'off') setViewer('loading');
  };

  if (!current) {
    return <div className={styles.gallery} data-testid="product-gallery" />;
  }

  return (
    <div className={styles.gallery} data-testid="product-gallery" data-viewer={viewer}>
      <div className={styles.stage}>
        {viewer !== 'ready' && (
          <button
            type="button"
            className={styles.mainButton}
            onClick={() => open(index)}
            aria-label={t('gallery.openViewer', { name: current.alt })}
            data-testid="gallery-main"
          >
            <RenditionImage
              rendition={renditions.main}
              src={current.main}
              alt={current.alt}
              className={styles.mainImage}
              loading="eager"
              fetchPriority="high"
            />
            {current.kind === 'video' && <span className={styles.play} aria-hidden="true" />}
          </button>
        )}
        {viewer !== 'off' && viewer !== 'failed' && (
          <Suspense fallback={null}>
            <GalleryViewer
              images={images}
              index={index}
              onIndexChange={setIndex}
              visible={viewer === 'ready'}
              onReady={onReady}
              onFailure={onFailure}
              productName={productName}
            />
          </Suspense>
        )}
        {badges.length > 0 && (
          <ul className={styles.badges}>
            {badges.map((badge) => (
              <li key={badge.name} className={styles.badge}>
                {badge.image ? (
                  <RenditionImage rendition={renditions.badge} src={badge.image} alt={badge.name} className={styles.badgeImage} />
                ) : (
                  <span className={styles.badgeText}>{badge.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label={t('gallery.thumbnails')}>
          {/* Keyed by place too: two pictures may share a thumbnail (a backend listing one twice). */}
          {images.map((image, at) => (
            <li key={`${at}:${image.thumbnail}`}>
              <button
                type="button"
                className={cx(styles.thumbnail, at === index && styles.current)}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => open(at)}
                data-testid="gallery-thumbnail"
              >
                <RenditionImage rendition={renditions.thumbnail} src={image.thumbnail} alt={image.alt} className={styles.thumbnailImage} />
                {image.kind === 'video' && <span className={styles.playSmall} aria-hidden="true" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
