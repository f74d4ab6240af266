import { childUids, loadCmsComponentsInOrder } from '@/cms/load';
import type { CmsComponentProps } from '@/cms/types';
import { componentText, mediaOf } from '../cms-values';
import { CmsImage } from './CmsImage';
import styles from './content.module.css';

/** `ImageListComponent`: a titled row of images from its banner children (e.g. payment marks). */
export async function CmsImageList({ component, context }: CmsComponentProps) {
  const banners = await loadCmsComponentsInOrder(context, childUids((component as Record<string, unknown>).banners));
  const images = banners
    .map((banner) => ({ uid: banner.uid, media: mediaOf((banner as Record<string, unknown>).media) }))
    .filter((item): item is { uid: string; media: NonNullable<ReturnType<typeof mediaOf>> } => Boolean(item.media));
  if (images.length === 0) return null;
  const title = componentText(component, 'title');
  return (
    <div className={styles.imageList}>
      {title ? <h2 className={styles.imageListTitle}>{title}</h2> : null}
      <ul className={styles.imageListItems} aria-label={title || undefined}>
        {images.map(({ uid, media }) => (
          <li key={uid}>
            <CmsImage media={media} sizes={`${media.width ?? 76}px`} className={styles.imageListImage} />
          </li>
        ))}
      </ul>
    </div>
  );
}
