import { cmsRenderContext } from '@/cms/context';
import { loadCmsPage } from '@/cms/load';
import { composeRegistry } from '@/cms/registry';
import { NotFoundPageView } from '@/features/errors/NotFoundPageView';
import { NotFoundView } from '@/features/errors/NotFoundView';
import { getTranslator } from '@/i18n/server';
import type { RouteSite } from '@/site';
import { CmsPageBody } from './CmsPageBody';
import { degradedMessageKeyFor } from './degraded';
import { notFoundEntries } from './entries';
import { storefrontRegistry } from './registry';

/**
 * The not-found page (spec 3 §2: "An error component and content areas; the answer status is 404"):
 * the CMS `notFound` page's slots, with the built-in view as the fallback when the CMS cannot be
 * reached. A module of its own, apart from the error page (`ErrorPageContent`): every page carries
 * its not-found boundary's client code, and that should not include the error page's.
 */

const NOT_FOUND_LABEL = 'notFound';
const notFoundRegistry = composeRegistry(storefrontRegistry, notFoundEntries);

/**
 * The not-found page; the not-found page-view event comes with it either way (spec 1 §7). When the CMS
 * is down the built-in view shows the global message for the failure (spec 1 §8).
 */
export async function NotFoundContent({ site, lang, country }: RouteSite) {
  const context = cmsRenderContext({ site, lang, country });
  const result = await loadCmsPage(context, { pageType: 'ContentPage', labelOrId: NOT_FOUND_LABEL });
  if (!result.ok) return <NotFoundView location={{ site, lang }} messageKey={await degradedMessageKeyFor(result.error, NOT_FOUND_LABEL)} />;
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
