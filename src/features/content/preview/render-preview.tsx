'use server';

import type { ReactNode } from 'react';
import { z } from 'zod';
import { cmsRenderContext } from '@/cms/context';
import { isCmsPageMissing, loadCmsPage } from '@/cms/load';
import { globalMessageKeyFor, type GlobalMessageKey } from '@/commerce/errors';
import { isValidSiteLanguage, type Language, type SiteKey } from '@/site';
import { CmsPageBody } from '../CmsPageBody';
import { validPreviewLabel, validPreviewTicket } from './smartedit';

export type PreviewResult =
  | { ok: true; title: string; bodyClasses: string[]; content: ReactNode }
  | { ok: false; reason: 'invalid' | 'notFound' | 'unavailable'; messageKey?: GlobalMessageKey };

const previewRequest = z.object({
  site: z.string(),
  lang: z.string(),
  cmsTicketId: z.string(),
  label: z.string().optional(),
});

/**
 * Renders the previewed page for the content preview island (ARCHITECTURE §5): the CMS page named by
 * the ticket (or the label), loaded with the ticket on every CMS and product call and never cached,
 * its slots and components carrying SmartEdit's contract attributes. Runs on each call from the
 * browser, so the preview page itself stays a client-rendered shell.
 */
export async function renderContentPreview(input: unknown): Promise<PreviewResult> {
  const parsed = previewRequest.safeParse(input);
  if (!parsed.success || !isValidSiteLanguage(parsed.data.site, parsed.data.lang)) return { ok: false, reason: 'invalid' };
  const cmsTicketId = validPreviewTicket(parsed.data.cmsTicketId);
  const label = parsed.data.label === undefined ? undefined : validPreviewLabel(parsed.data.label);
  if (!cmsTicketId || (parsed.data.label !== undefined && !label)) return { ok: false, reason: 'invalid' };

  const site = parsed.data.site as SiteKey;
  const lang = parsed.data.lang as Language;
  const context = cmsRenderContext({ site, lang, cmsTicketId });
  const result = await loadCmsPage(context, label ? { pageType: 'ContentPage', labelOrId: label } : 'home');
  if (!result.ok) {
    if (isCmsPageMissing(result.error)) return { ok: false, reason: 'notFound' };
    console.error('Content preview could not be loaded', result.error);
    return { ok: false, reason: 'unavailable', messageKey: globalMessageKeyFor(result.error) };
  }
  const { page } = result;
  return {
    ok: true,
    title: page.title,
    bodyClasses: (page.smartEdit?.classes ?? '').split(/\s+/).filter(Boolean),
    content: <CmsPageBody page={page} context={context} hiddenHeading={label ? undefined : page.title} />,
  };
}
