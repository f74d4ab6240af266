import type { Metadata } from 'next';
import { cmsRenderContext } from '@/cms/context';
import { loadCmsPage } from '@/cms/load';
import { composeRegistry } from '@/cms/registry';
import { ErrorView } from '@/features/errors/ErrorView';
import type { RouteSite } from '@/site';
import { CmsPageBody } from './CmsPageBody';
import { degradedMessageKeyFor } from './degraded';
import { pageErrorEntries } from './entries';
import { storefrontRegistry } from './registry';

/**
 * The error page (spec 3 §2): the CMS `pageError` page's slots, with the built-in view as the
 * fallback when the CMS cannot be reached (and then the global message for the failure, spec 1 §8).
 */

const PAGE_ERROR_LABEL = 'pageError';
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
