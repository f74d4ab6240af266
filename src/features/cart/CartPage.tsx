import type { Metadata } from 'next';
import { CmsSlot } from '@/cms/CmsSlot';
import { cmsRenderContext } from '@/cms/context';
import { contentPageByLabel, loadCmsPage } from '@/cms/load';
import { brandSuffixedTitle } from '@/cms/metadata';
import { composeRegistry } from '@/cms/registry';
import type { CmsPageModel, CmsRegistry, CmsRenderContext } from '@/cms/types';
import { storefrontRegistry } from '@/features/content/registry';
import { QueryProvider } from '@/features/session/QueryProvider';
import { I18nProvider } from '@/i18n/client';
import type { Namespace } from '@/i18n/config';
import { pickResources } from '@/i18n/resources';
import { getTranslator } from '@/i18n/server';
import { isEmeaSite, type Language, type SiteKey } from '@/site';
import { cartEntries, OrderSummary } from './cart-page-entries';
import { CartItems } from './CartItems';
import { CartPageFrame } from './CartPageFrame';
import { CartTotals } from './CartTotals';
import { mediaOriginsForIslands } from './media-origins';
import { VoucherForm } from './VoucherForm';
import styles from './CartPage.module.css';

/** The CMS page of the cart route (sandbox: `cartPage`, label `/cart`). */
export const CART_PAGE_LABEL = 'cart';
/** Namespaces the cart page's islands read. */
const CART_PAGE_NAMESPACES: readonly Namespace[] = ['cart', 'common', 'messages'];

export interface CartPageParams {
  site: SiteKey;
  lang: Language;
  /** The country a route is fixed to (Canada), for the content's prices and texts. */
  country?: string;
}

const CART_PAGE_REF = contentPageByLabel(CART_PAGE_LABEL);

export async function cartPageMetadata({ site, lang, country }: CartPageParams): Promise<Metadata> {
  const { t } = getTranslator(lang, ['cart', 'common']);
  const result = await loadCmsPage(cmsRenderContext({ site, lang, country }), CART_PAGE_REF);
  const title = (result.ok && result.page.title.trim()) || t('page.title');
  return { title: brandSuffixedTitle(title, t('common:brand')), robots: { index: false, follow: true } };
}

/**
 * The cart page (spec 1 §2.5): CMS slots CartSection1 to CartSection5 around the cart's islands.
 * Left column: the rotating-messages carousel (not on EMEA) and section 2 (the lines); right column:
 * section 3 (the order summary); then sections 4 and 5. Cacheable: no cart data is read here.
 */
export async function CartPage({ site, lang, country }: CartPageParams) {
  const { t } = getTranslator(lang, ['cart']);
  const context = cmsRenderContext({ site, lang, country });
  const result = await loadCmsPage(context, CART_PAGE_REF);
  const page: CmsPageModel | undefined = result.ok ? result.page : undefined;
  const registry = composeRegistry(storefrontRegistry, cartEntries);
  const emea = isEmeaSite(site);
  // Spec 1 §2.5: no rotating-messages carousel on the EMEA cart page, whatever the content says.
  const section1Registry: CmsRegistry = emea ? withoutType(registry, 'RotatingMessagesComponent') : registry;
  const summaryRegistry = composeRegistry(registry, { AccordionComponent: OrderSummary });

  return (
    <I18nProvider lang={lang} resources={pickResources(lang, CART_PAGE_NAMESPACES)}>
      <QueryProvider>
        <CartPageFrame title={page?.title || t('page.title')}>
          {page ? (
            <CmsCartLayout
              page={page}
              context={context}
              registry={registry}
              section1Registry={section1Registry}
              summaryRegistry={summaryRegistry}
              summaryLabel={t('summary.heading')}
            />
          ) : (
            // Without its content the cart still works: lines on the left, totals and codes on the right.
            <div className={styles.layout}>
              <div className={styles.main}>
                <CartItems mediaOrigins={mediaOriginsForIslands()} />
              </div>
              <aside className={styles.aside} aria-label={t('summary.heading')}>
                <section className={styles.summary}>
                  <CartTotals />
                  <VoucherForm />
                </section>
              </aside>
            </div>
          )}
        </CartPageFrame>
      </QueryProvider>
    </I18nProvider>
  );
}

interface CmsCartLayoutProps {
  page: CmsPageModel;
  context: CmsRenderContext;
  registry: CmsRegistry;
  section1Registry: CmsRegistry;
  summaryRegistry: CmsRegistry;
  summaryLabel: string;
}

function CmsCartLayout({ page, context, registry, section1Registry, summaryRegistry, summaryLabel }: CmsCartLayoutProps) {
  const slots = page.slots;
  return (
    <>
      <div className={styles.layout}>
        <div className={styles.main}>
          <CmsSlot slot={slots.CartSection1} registry={section1Registry} context={context} className={styles.section} />
          <CmsSlot slot={slots.CartSection2} registry={registry} context={context} className={styles.section} />
        </div>
        <aside className={styles.aside} aria-label={summaryLabel}>
          <CmsSlot slot={slots.CartSection3} registry={summaryRegistry} context={context} className={styles.section} />
        </aside>
      </div>
      <CmsSlot slot={slots.CartSection4} registry={registry} context={context} className={styles.section} />
      <CmsSlot slot={slots.CartSection5} registry={registry} context={context} className={styles.section} />
    </>
  );
}

function withoutType(registry: CmsRegistry, type: string): CmsRegistry {
  return Object.fromEntries(Object.entries(registry).filter(([key]) => key !== type));
}
