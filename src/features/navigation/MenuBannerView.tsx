import Link from 'next/link';
import { cx } from '@/ui';
import type { MenuBanner } from './navigation-tree';
import styles from './MenuBannerView.module.css';

/**
 * The CMS banner of a menu group (spec 1 §3 "Per-node banner"): an image banner with its link, or a
 * paragraph whose HTML already went through the CMS sanitizer on the server. The banner's alt text
 * is shown as its caption, so the picture itself is decorative and the caption names the link.
 * Without alt text the picture takes `label` (the menu group's title) as its alt, so the link still
 * has a name; with neither, the banner is drawn without its link, since a link without a name is
 * announced as a bare URL or not at all.
 */
export function MenuBannerView({
  banner,
  label,
  className,
}: {
  banner: MenuBanner;
  /** The banner's name when the CMS gives no alt text: the title of the menu group it belongs to. */
  label?: string | undefined;
  className?: string | undefined;
}) {
  if (banner.kind === 'html') {
    return <div className={cx(styles.paragraph, className)} dangerouslySetInnerHTML={{ __html: banner.html }} />;
  }
  const caption = banner.alt.trim();
  const imageName = caption ? '' : (label?.trim() ?? '');
  const content = (
    <>
      <span className={styles.frame}>
        {/* The optimizer's attributes come with the tree (`loadNavigationTree`); no image code in the menus. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={banner.image.src}
          srcSet={banner.image.srcSet}
          sizes={banner.image.sizes}
          alt={imageName}
          loading="lazy"
          decoding="async"
          className={styles.image}
        />
      </span>
      {caption ? <span className={styles.caption}>{caption}</span> : null}
    </>
  );
  return (
    <div className={cx(styles.banner, className)}>
      {banner.href && (caption || imageName) ? (
        <Link href={banner.href} className={styles.link}>
          {content}
        </Link>
      ) : (
        content
      )}
    </div>
  );
}
