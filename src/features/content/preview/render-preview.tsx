'use server';

import type { ReactNode } from 'react';
import { z } from 'zod';
import { cmsRenderContext } from '@/cms/context';
import { isCmsPageMissing, loadCmsPage } from '@/cms/load';
import { globalMessageKeyFor, type GlobalMessageKey } from '@/commerce/errors';
import { isValidSiteLanguage, type Language, type SiteKey } from '@/site';
import { composeRegistry } from '@/cms/registry';
import { standaloneAccountCmsEntries } from '@/features/account/AccountLayout';
import { CART_PAGE_LABEL, CartContentPreview } from '@/features/cart/CartPage';
import { CmsPageBody } from '../CmsPageBody';
import { storefrontRegistry } from '../registry';
import { validPreviewLabel, validPreviewTicket } from './smartedit';

/** Content pages' components, and the account page's navigation, which its route renders from its own registry. */
const previewRegistry = composeRegistry(storefrontRegistry, standaloneAccountCmsEntries);

/** `/cart`, `cart` and `Cart` name the same page. */
function normalizeLabel(label: string): string {
  return label.replace(/^\/+|\/+$/g, '').toLowerCase();
}

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
    content:
      label && normalizeLabel(label) === CART_PAGE_LABEL ? (
        <CartContentPreview page={page} context={context} />
      ) : (
        <CmsPageBody page={page} context={context} registry={previewRegistry} hiddenHeading={label ? undefined : page.title} />
      ),
  };
}
