import type { Metadata } from 'next';
import { Suspense, type ReactNode } from 'react';
import { loadHomePage } from '@/cms/load';
import { commerceConfig } from '@/commerce/config';
import { cmsRenderContext } from '@/cms/context';
import { chatConfigFrom } from '@/features/chat/chat-config';
import { DEFAULT_CHAT_BUTTON_SELECTOR } from '@/features/chat/chat-constants';
import { GlobalMessageRegion } from '@/features/global-messages';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { getTranslator } from '@/i18n/server';
import { openGraphSite } from '@/features/seo/open-graph';
import type { Language, RouteSite, SiteKey } from '@/site';
import { AccountEntryPoints } from './AccountEntryPoints';
import { currentYear } from './current-year';
import { ShellDialogs } from './ShellDialogs';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import { trustBadgeScriptsForSite, trustBadgeScriptsFrom } from './trust-badge/trust-badge-config';
import { LazyChatButton, LazyTrustBadge } from './LazyThirdParty';
import styles from './SiteShell.module.css';

/**
 * Namespaces the shell's client islands read: messages, the selector (site), the menu (navigation),
 * the header (common) and the newsletter. The `shell` texts (landmark and logo labels) are the
 * server's only. The dialogs' `auth` texts load with the first dialog (`src/i18n/on-demand.ts`).
 */
export const SHELL_ISLAND_NAMESPACES = ['common', 'messages', 'site', 'navigation', 'newsletter'] as const;

interface SiteShellProps {
  site: SiteKey;
  lang: Language;
  /** The country the route is fixed to (Canada); otherwise the site's own country renders the shell. */
  country?: string | undefined;
  children: ReactNode;
}

export async function shellMetadata(route: RouteSite): Promise<Metadata> {
  const { t } = getTranslator(route.lang, ['common']);
  const brand = t('common:brand');
  return {
    title: { default: brand, template: `%s | ${brand}` },
    applicationName: brand,
    openGraph: openGraphSite(route, brand),
  };
}

/**
 * The page frame every storefront page shares: header and footer from the CMS shared slots, the main
 * landmark, and the shell's islands (messages, dialogs, chat, trust badge, account entry points).
 *
 * Everything here is cacheable: the CMS content is loaded with the site, language and (route) country
 * as arguments, never from cookies; who the visitor is (cart count, sign-in state, their country's
 * trust badge) is read in the browser. Chat and trust badge scripts come from the environment
 * (`CHAT_SCRIPT_URL`, `TRUST_BADGE_SCRIPTS`) as it is when the pages are rendered.
 */
export async function SiteShell({ site, lang, country, children }: SiteShellProps) {
  const { t } = getTranslator(lang, ['common']);
  const context = cmsRenderContext({ site, lang, country });
  const [home, year] = await Promise.all([loadHomePage(context), currentYear()]);
  if (!home.ok) console.warn(`Shell content could not be loaded for ${context.catalog.siteId}/${lang}`, home.error);
  const page = home.ok ? home.page : undefined;
  const chat = chatConfigFrom(process.env, DEFAULT_CHAT_BUTTON_SELECTOR);
  const trustBadges = trustBadgeScriptsForSite(site, trustBadgeScriptsFrom(process.env.TRUST_BADGE_SCRIPTS));

  return (
    <I18nProvider lang={lang} resources={pickResources(lang, [...SHELL_ISLAND_NAMESPACES])}>
      <StoreProvider site={site} lang={lang} proxyTimeoutMs={commerceConfig().proxyTimeoutMs}>
        <a className={styles.skipLink} href="#main-content">
          {t('common:skipToContent')}
        </a>
        <SiteHeader page={page} context={context} />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter page={page} context={context} year={year} />
        <GlobalMessageRegion />
        <Suspense fallback={null}>
          <ShellDialogs />
        </Suspense>
        <AccountEntryPoints site={site} lang={lang} />
        {chat ? <LazyChatButton {...chat} /> : null}
        {Object.keys(trustBadges).length > 0 ? <LazyTrustBadge scripts={trustBadges} /> : null}
      </StoreProvider>
    </I18nProvider>
  );
}
