import type { Metadata } from 'next';
import { cmsRenderContext } from '@/cms/context';
import { loadContentPage } from '@/cms/load';
import { pathFor, safeDecode, type Language, type SiteKey } from '@/site';
import { CmsPageBody } from './CmsPageBody';
import { CmsUnavailable } from './CmsUnavailable';
import { degradedMessageKeyFor } from './degraded';
import { cmsPageMetadataFor } from './page-metadata';

/**
 * A content page by its CMS label (spec 1 §2.1 "Many paths render a CMS-driven page by a page
 * label"): `contact-us`, `store-finder/find`, `factory-map`, ... An unknown label is a 404.
 */

export interface ContentPageParams {
  site: SiteKey;
  lang: Language;
  /** The path after the site prefix, e.g. `store-finder/find`. */
  label: string;
  /** The country the route is fixed to (Canada, whose prices differ). */
  country?: string | undefined;
}

/** URL segments -> CMS label; `undefined` for a segment that is not valid percent-encoding. */
export function labelFromSegments(segments: readonly string[]): string | undefined {
  const decoded = segments.map(safeDecode);
  return decoded.includes(undefined) ? undefined : decoded.join('/');
}

export async function contentPageMetadata({ site, lang, label, country }: ContentPageParams): Promise<Metadata> {
  const context = cmsRenderContext({ site, lang, country });
  const result = await loadContentPage(context, label);
  if (!result.ok) return {};
  const pageId = result.page.label?.replace(/^\/+/, '') ?? label;
  return cmsPageMetadataFor(context, result.page, { pageType: 'ContentPage', pageId }, pathFor({ site, lang }, { name: 'content', label: pageId }));
}

export async function ContentPage({ site, lang, label, country }: ContentPageParams) {
  const context = cmsRenderContext({ site, lang, country });
  const result = await loadContentPage(context, label);
  if (!result.ok) return <CmsUnavailable lang={lang} messageKey={await degradedMessageKeyFor(result.error, `page ${label}`)} />;
  return <CmsPageBody page={result.page} context={context} />;
}
