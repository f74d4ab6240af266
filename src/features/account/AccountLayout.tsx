import { Suspense, type ReactNode } from 'react';
import { CmsSlot } from '@/cms/CmsSlot';
import { cmsRenderContext } from '@/cms/context';
import { loadCmsPage } from '@/cms/load';
import type { CmsRegistry } from '@/cms/types';
import { QueryProvider } from '@/features/session/QueryProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { Language, SiteKey } from '@/site';
import { AccountGate } from './AccountGate';
import { AccountNavigation } from './AccountNavigation';
import { AccountSkeleton } from './AccountSkeleton';
import styles from './account.module.css';

/** Namespaces the account area's islands read. */
const ACCOUNT_NAMESPACES = ['account', 'orders', 'auth', 'common', 'messages'] as const;

/**
 * The account page (spec 3 §2): the left slot of the CMS `account` page, and the right slot, which
 * shows only to a signed-in customer. Client-rendered (ARCHITECTURE §2): the server renders this
 * frame and a skeleton; the customer's data loads in the browser.
 */
export async function AccountLayout({ site, lang, children }: { site: SiteKey; lang: Language; children: ReactNode }) {
  return (
    <I18nProvider lang={lang} resources={pickResources(lang, [...ACCOUNT_NAMESPACES])}>
      <QueryProvider>
        <div className={styles.layout}>
          <div>{await leftSlot(site, lang)}</div>
          <div className={styles.content}>
            {/* The gate reads the URL (for the return path), known only per request. */}
            <Suspense fallback={<AccountSkeleton />}>
              <AccountGate>{children}</AccountGate>
            </Suspense>
          </div>
        </div>
      </QueryProvider>
    </I18nProvider>
  );
}

/** The CMS left slot; the navigation alone when the page cannot be loaded, so the area still works. */
async function leftSlot(site: SiteKey, lang: Language): Promise<ReactNode> {
  const context = cmsRenderContext({ site, lang });
  const fallback = <AccountNavigation site={site} lang={lang} />;
  try {
    const result = await loadCmsPage(context, { pageType: 'ContentPage', labelOrId: 'account' });
    const slot = result.ok ? result.page.slots.LeftContentSlot : undefined;
    if (!slot || slot.components.length === 0) return fallback;
    return <CmsSlot slot={slot} registry={accountCmsEntries} context={context} />;
  } catch (error) {
    console.error('The account page could not be loaded from the CMS', error);
    return fallback;
  }
}

/** CMS renderers of the account page (typeCode or flexType), for the storefront's registry too. */
export const accountCmsEntries: CmsRegistry = {
  AccountNavigationComponent: ({ context }) => <AccountNavigation site={context.site} lang={context.lang} />,
};
