'use server';

import type { ReactNode } from 'react';
import { z } from 'zod';
import { cmsRenderContext } from '@/cms/context';
import { contentPageByLabel, isCmsPageMissing, loadCmsPage } from '@/cms/load';
import { globalMessageKeyFor, type GlobalMessageKey } from '@/commerce/errors';
import { siteLanguageOf } from '@/site';
import { isSameOriginAction } from '@/features/auth/server/request';
import { composeRegistry } from '@/cms/registry';
import type { CmsComponentProps, CmsPageModel } from '@/cms/types';
import { accountCmsEntries } from '@/features/account/AccountLayout';
import { cartEntries } from '@/features/cart/cart-page-entries';
import { CART_PAGE_LABEL } from '@/features/cart/CartPage';
import { getTranslator } from '@/i18n/server';
import { CmsPageBody } from '../CmsPageBody';
import { storefrontRegistry } from '../registry';
import styles from './ContentPreview.module.css';
import { validPreviewLabel, validPreviewTicket } from './smartedit';

/**
 * The cart's and the account's own components show each shopper's data, which a preview has none of:
 * a labelled placeholder stands where each sits, so editors see the page's layout and can select it.
 */
function ShopperPlaceholder({ component, context }: CmsComponentProps) {
  const { t } = getTranslator(context.lang, ['content']);
  return <div className={styles.shopperPlaceholder}>{t('preview.shopperComponent', { name: component.name || component.typeCode })}</div>;
}

const previewRegistry = composeRegistry(
  storefrontRegistry,
  Object.fromEntries([...Object.keys(cartEntries), ...Object.keys(accountCmsEntries)].map((type) => [type, ShopperPlaceholder])),
);

/**
 * The page's level-one heading where the shop draws it around the content rather than in it: home's
 * and the cart's are the page title (`HomePage`, `CartPage`); other pages have theirs in the content.
 */
function previewHeading(page: CmsPageModel, label: string | undefined): string | undefined {
  return !label || label === CART_PAGE_LABEL ? page.title : undefined;
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
  // As every Server Action: only the storefront's own pages (here the preview page in the editor's frame).
  if (!(await isSameOriginAction())) return { ok: false, reason: 'invalid' };
  const parsed = previewRequest.safeParse(input);
  const location = parsed.success ? siteLanguageOf(parsed.data.site, parsed.data.lang) : undefined;
  if (!parsed.success || !location) return { ok: false, reason: 'invalid' };
  const cmsTicketId = validPreviewTicket(parsed.data.cmsTicketId);
  const label = parsed.data.label === undefined ? undefined : validPreviewLabel(parsed.data.label);
  if (!cmsTicketId || (parsed.data.label !== undefined && !label)) return { ok: false, reason: 'invalid' };

  const { site, lang } = location;
  const context = cmsRenderContext({ site, lang, cmsTicketId });
  const result = await loadCmsPage(context, label ? contentPageByLabel(label) : 'home');
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
    content: <CmsPageBody page={page} context={context} registry={previewRegistry} hiddenHeading={previewHeading(page, label)} />,
  };
}
