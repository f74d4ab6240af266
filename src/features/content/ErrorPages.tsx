import type { Metadata } from 'next';
import { cmsRenderContext } from '@/cms/context';
import { loadCmsPage } from '@/cms/load';
import { composeRegistry } from '@/cms/registry';
import { ErrorView } from '@/features/errors/ErrorView';
import { NotFoundPageView } from '@/features/errors/NotFoundPageView';
import { NotFoundView } from '@/features/errors/NotFoundView';
import { getTranslator } from '@/i18n/server';
import type { RouteSite } from '@/site';
import { CmsPageBody } from './CmsPageBody';
import { degradedMessageKeyFor } from './degraded';
import { notFoundEntries, pageErrorEntries } from './entries';
import { storefrontRegistry } from './registry';

/**
 * The not-found and error pages (spec 3 §2: "An error component and content areas; the answer status
 * is 404"): the CMS `notFound` / `pageError` pages' slots, with the built-in views as the fallback when
 * the CMS cannot be reached.
 */

const NOT_FOUND_LABEL = 'notFound';
const notFoundRegistry = composeRegistry(storefrontRegistry, notFoundEntries);
const PAGE_ERROR_LABEL = 'pageError';

/**
 * The not-found page; the not-found page-view event comes with it either way (spec 1 §7). When the CMS
 * is down the built-in view shows the global message for the failure (spec 1 §8).
 */
export async function NotFoundContent({ site, lang, country }: RouteSite) {
  const context = cmsRenderContext({ site, lang, country });
  const result = await loadCmsPage(context, { pageType: 'ContentPage', labelOrId: NOT_FOUND_LABEL });
  if (!result.ok) return <NotFoundView messageKey={await degradedMessageKeyFor(result.error, NOT_FOUND_LABEL)} />;
  const { t } = getTranslator(lang, ['common']);
  return (
    <>
      {/* A page that answers 404 gives the framework no metadata of its own: the title comes from here. */}
      <title>{`${result.page.title.trim() || t('notFound.title')}${t('pageTitleSuffix', { brand: t('brand') })}`}</title>
      <NotFoundPageView />
      <CmsPageBody page={result.page} context={context} registry={notFoundRegistry} />
    </>
  );
}

const errorRegistry = composeRegistry(storefrontRegistry, pageErrorEntries);

export async function ErrorPageContent({ site, lang, country }: RouteSite) {
  const context = cmsRenderContext({ site, lang, country });
  const result = await loadCmsPage(context, { pageType: 'ContentPage', labelOrId: PAGE_ERROR_LABEL });
  if (!result.ok) return <ErrorView messageKey={await degradedMessageKeyFor(result.error, PAGE_ERROR_LABEL)} />;
  return <CmsPageBody page={result.page} context={context} registry={errorRegistry} />;
}

export async function errorPageMetadata({ site, lang, country }: RouteSite): Promise<Metadata> {
  const result = await loadCmsPage(cmsRenderContext({ site, lang, country }), { pageType: 'ContentPage', labelOrId: PAGE_ERROR_LABEL });
  return { ...(result.ok && result.page.title ? { title: result.page.title } : {}), robots: { index: false, follow: false } };
}
