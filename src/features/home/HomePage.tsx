import type { Metadata } from 'next';
import { cmsRenderContext } from '@/cms/context';
import { loadHomePage } from '@/cms/load';
import { brandSuffixedTitle } from '@/cms/metadata';
import { CmsPageBody } from '@/features/content/CmsPageBody';
import { CmsUnavailable } from '@/features/content/CmsUnavailable';
import { degradedMessageKeyFor } from '@/features/content/degraded';
import { cmsPageMetadataFor } from '@/features/content/page-metadata';
import { getTranslator } from '@/i18n/server';
import { pathFor, type Language, type SiteKey } from '@/site';
import styles from './HomePage.module.css';

interface HomeParams {
  site: SiteKey;
  lang: Language;
  /** The country the route is fixed to (Canada, whose prices differ). */
  country?: string | undefined;
}

/**
 * Home page metadata from the CMS `homepage`; the alternate-URL lookup gets a blank page id (spec 1 §7).
 * The home page shares its segment with the site layout, whose title template applies only below it,
 * so the brand suffix (spec 3 §9) is added here.
 */
export async function homeMetadata({ site, lang, country }: HomeParams): Promise<Metadata> {
  const context = cmsRenderContext({ site, lang, country });
  const result = await loadHomePage(context);
  const { t } = getTranslator(lang, ['home', 'common']);
  const metadata: Metadata = result.ok
    ? await cmsPageMetadataFor(context, result.page, { pageType: 'ContentPage', home: true }, pathFor({ site, lang }, { name: 'home' }))
    : { title: t('title') };
  return { ...metadata, title: brandedTitle(metadata.title, t('common:brand')) };
}

/**
 * The home page's own brand suffix (the layout's template does not apply to a page of its segment):
 * `Title` -> `{ absolute: 'Title | Brand' }` by the template's rule (`brandSuffixedTitle`: a title that
 * already ends with the brand keeps it once); an absolute title stays, no title is the brand.
 */
export function brandedTitle(title: Metadata['title'], brand: string): Metadata['title'] {
  if (typeof title !== 'string') return title ?? { absolute: brand };
  const suffixed = brandSuffixedTitle(title, brand);
  return typeof suffixed === 'string' ? { absolute: `${suffixed} | ${brand}` } : suffixed;
}

/** The home page: the CMS `homepage` slots (hero, department tiles, carousels, story, closing banner). */
export async function HomePage({ site, lang, country }: HomeParams) {
  const context = cmsRenderContext({ site, lang, country });
  const result = await loadHomePage(context);
  if (result.ok) return <CmsPageBody page={result.page} context={context} hiddenHeading={result.page.title} />;
  const messageKey = await degradedMessageKeyFor(result.error, 'homepage');
  const { t } = getTranslator(lang, ['home']);
  // The brand's own opening stays when the CMS is down, with the message for the failure below it.
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading}>
          {t('heading')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </section>
      <CmsUnavailable lang={lang} messageKey={messageKey} headingLevel={2} />
    </>
  );
}
