import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { siteParams, type SiteParams } from '@/features/shell/site-params';
import { getTranslator } from '@/i18n/server';
import { ACCOUNT_PAGES, decodeSegment, type AccountPage } from '@/site';
import { AccountLayout } from './AccountLayout';
import { AccountPageView } from './AccountPageView';
import { AccountSkeleton } from './AccountSkeleton';
import { OrderPage } from './OrderPage';

/** Entry points of `app/[site]/[lang]/account/...`: thin routes call these. */

function isAccountPage(value: string): value is AccountPage {
  return (ACCOUNT_PAGES as readonly string[]).includes(value);
}

export function accountPageParams(): { page: AccountPage }[] {
  return ACCOUNT_PAGES.map((page) => ({ page }));
}

export async function AccountFrame({ params, children }: { params: SiteParams; children: ReactNode }) {
  const { site, lang } = await siteParams(params);
  return (
    <AccountLayout site={site} lang={lang}>
      {children}
    </AccountLayout>
  );
}

export async function AccountSectionPage({ params }: { params: Promise<{ site: string; lang: string; page: string }> }) {
  const { page } = await params;
  if (!isAccountPage(page)) notFound();
  return <AccountPageView page={page} />;
}

export async function accountPageMetadata(params: Promise<{ site: string; lang: string; page: string }>): Promise<Metadata> {
  const { page } = await params;
  const { lang } = await siteParams(params);
  const { t } = getTranslator(lang, ['account']);
  return {
    title: isAccountPage(page) ? t(`nav.${page}`) : t('nav.title'),
    robots: { index: false, follow: false },
  };
}

/** An order page's title names the order ("Order 00010001"); order pages are never indexed. */
export async function orderPageMetadata(params: Promise<{ site: string; lang: string; orderCode: string }>): Promise<Metadata> {
  const { lang } = await siteParams(params);
  const { orderCode } = await params;
  const { t } = getTranslator(lang, ['orders']);
  return { title: t('detail.title', { code: decodeSegment(orderCode) }), robots: { index: false, follow: false } };
}

/** `account/order/{orderCode}`: the code is only known per request, so it is read behind Suspense. */
export function AccountOrderPage({ params }: { params: Promise<{ orderCode: string }> }) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      {params.then(({ orderCode }) => (
        <OrderPage orderCode={decodeSegment(orderCode)} />
      ))}
    </Suspense>
  );
}
