import Link from 'next/link';
import { cx } from '@/ui';
import type { MenuBanner } from './navigation-tree';
import styles from './MenuBannerView.module.css';

/**
 * The CMS banner of a menu group (spec 1 §3 "Per-node banner"): an image banner with its link, or a
 * paragraph whose HTML already went through the CMS sanitizer on the server. The banner's alt text
 * is shown as its caption, so the picture itself is decorative and the caption names the link.
 */
export function MenuBannerView({ banner, className }: { banner: MenuBanner; className?: string | undefined }) {
  if (banner.kind === 'html') {
    return <div className={cx(styles.paragraph, className)} dangerouslySetInnerHTML={{ __html: banner.html }} />;
  }
  const content = (
    <>
      <span className={styles.frame}>
        {/* The optimizer's attributes come with the tree (`loadNavigationTree`); no image code in the menus. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={banner.image.src}
          srcSet={banner.image.srcSet}
          sizes={banner.image.sizes}
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
      </span>
      {banner.alt ? <span className={styles.caption}>{banner.alt}</span> : null}
    </>
  );
  return (
    <div className={cx(styles.banner, className)}>
      {banner.href ? (
        <Link href={banner.href} className={styles.link}>
          {content}
        </Link>
      ) : (
        content
      )}
    </div>
  );
}
