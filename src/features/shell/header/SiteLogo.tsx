import Link from 'next/link';
import { mediaUrl } from '@/cms/media';
import type { CmsComponentProps } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { pathFor, type Language, type SiteKey } from '@/site';
import { OptimizedImage } from '@/ui/OptimizedImage';
import { Wordmark } from '../Wordmark';
import styles from './SiteLogo.module.css';

/** The logo's box: the CMS image is drawn at 360 x 80, shown at half size (9.5rem wide on small screens). */
const LOGO_WIDTH = 180;
const LOGO_HEIGHT = 40;

function mediaOf(component: CmsComponentProps['component']): { url?: string; altText?: string } | undefined {
  const media = (component as { media?: unknown }).media;
  return media && typeof media === 'object' ? (media as { url?: string; altText?: string }) : undefined;
}

/**
 * Slot SiteLogo (spec 1 §2.2): the CMS banner's image, linking home. The link is named after the
 * home page ("Ironbark Workwear home page"), so the image itself is decorative.
 */
export function SiteLogo({ component, context }: CmsComponentProps) {
  const src = mediaUrl(mediaOf(component)?.url);
  return <LogoLink site={context.site} lang={context.lang} src={src} />;
}

/** The logo link; the brand wordmark stands in when there is no CMS image. */
export function LogoLink({ site, lang, src }: { site: SiteKey; lang: Language; src?: string | undefined }) {
  const { t } = getTranslator(lang, ['shell', 'common']);
  const brand = t('common:brand');
  return (
    <Link href={pathFor({ site, lang }, { name: 'home' })} className={styles.logo} aria-label={t('shell:logo', { brand })}>
      {src ? (
        // Fetched at once, but not with the high priority the page's largest picture needs.
        <OptimizedImage src={src} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} loading="eager" className={styles.image} />
      ) : (
        <Wordmark brand={brand} />
      )}
    </Link>
  );
}
