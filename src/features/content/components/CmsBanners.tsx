import type { ReactNode } from 'react';
import type { CmsComponentProps } from '@/cms/types';
import { cmsHref, opensInNewTab } from '@/features/navigation/cms-link';
import { getTranslator } from '@/i18n/server';
import { newTabAttributes } from '@/ui/linkTarget';
import { componentText, flagOf, mediaOf, responsiveMediaOf } from '../cms-values';
import { CmsImage, ResponsiveCmsImage } from './CmsImage';
import { cmsRichText } from './CmsParagraph';
import styles from './content.module.css';

/** The first body slot of a page: its banner image is the largest thing above the fold. */
const FIRST_SECTION = 'Section1';

/** A listing page's banner slot, above the product grid: on a phone its tile is the largest paint. */
const CATEGORY_BANNER = 'CategoryBanner';

/** Banners (spec 1 §1: "banners ... filled from a content management system"). */

interface BannerLinkProps {
  component: CmsComponentProps['component'];
  context: CmsComponentProps['context'];
  href: string;
  className: string | undefined;
  children: ReactNode;
}

/**
 * A banner's link: in a new tab when the CMS says so (its `target`, or `external`, as text or a
 * boolean), and then saying so to a screen reader, as the CMS's link lists do.
 */
function BannerLink({ component, context, href, className, children }: BannerLinkProps) {
  const record = component as Record<string, unknown>;
  const newTab = opensInNewTab(record.target) || flagOf(record.external);
  if (!newTab) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  const { t } = getTranslator(context.lang, ['navigation']);
  return (
    <a className={className} href={href} {...newTabAttributes(undefined)}>
      {children}
      <span className="visually-hidden"> ({t('opensInNewTab')})</span>
    </a>
  );
}

/** `SimpleBannerComponent`: one image, optionally a link (logos, payment marks, menu banners). */
export function SimpleBanner({ component, context }: CmsComponentProps) {
  const media = mediaOf((component as Record<string, unknown>).media);
  if (!media) return null;
  const href = cmsHref(context, componentText(component, 'urlLink'));
  const image = <CmsImage media={media} sizes={`${media.width ?? 400}px`} className={styles.simpleBannerImage} />;
  if (!href) return <div className={styles.simpleBanner}>{image}</div>;
  return (
    <BannerLink component={component} context={context} href={href} className={styles.simpleBanner}>
      {image}
    </BannerLink>
  );
}

/** `SimpleResponsiveBannerComponent`: a tile or category banner with art-directed media and a headline. */
export function ResponsiveBanner({ component, context, position }: CmsComponentProps) {
  const media = responsiveMediaOf((component as Record<string, unknown>).media);
  const headline = componentText(component, 'headline');
  const content = componentText(component, 'content');
  const href = cmsHref(context, componentText(component, 'urlLink'));
  const body = (
    <>
      <ResponsiveCmsImage
        media={media}
        alt={headline ? '' : undefined}
        sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
        className={styles.tileImage}
        priority={position === CATEGORY_BANNER}
      />
      {headline || content ? (
        <span className={styles.tileText}>
          {headline ? <span className={styles.tileHeadline}>{headline}</span> : null}
          {content ? <span className={styles.tileContent}>{content}</span> : null}
        </span>
      ) : null}
    </>
  );
  return href ? (
    <BannerLink component={component} context={context} href={href} className={styles.tile}>
      {body}
    </BannerLink>
  ) : (
    <div className={styles.tile}>{body}</div>
  );
}

/** `BannerComponent`: headline, text, call to action and a large image (the home hero, feature bands). */
export function TextBanner({ component, context, position }: CmsComponentProps) {
  const media = responsiveMediaOf((component as Record<string, unknown>).media);
  const headline = componentText(component, 'headline');
  const contentHtml = cmsRichText(context, componentText(component, 'content'));
  const href = cmsHref(context, componentText(component, 'urlLink'));
  const cta = componentText(component, 'linkName') || headline;
  return (
    <section className={styles.banner} aria-label={headline || undefined}>
      {/* Three fifths of the page beside its text from the md breakpoint (`.banner`), the full width below. */}
      <ResponsiveCmsImage media={media} alt="" sizes="(width >= 992px) 60vw, 100vw" className={styles.bannerImage} priority={position === FIRST_SECTION} />
      <div className={`${styles.bannerText} surface-inverse`}>
        {headline ? <h2 className={styles.bannerHeadline}>{headline}</h2> : null}
        {contentHtml ? <div className={styles.bannerContent} dangerouslySetInnerHTML={{ __html: contentHtml }} /> : null}
        {href && cta ? (
          <BannerLink component={component} context={context} href={href} className={styles.bannerAction}>
            {cta}
          </BannerLink>
        ) : null}
      </div>
    </section>
  );
}
