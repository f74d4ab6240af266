import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { siteParams, type SiteParams } from '@/features/shell/site-params';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { getTranslator } from '@/i18n/server';
import { pathFor } from '@/site';
import { ResetPasswordForm } from './forms/ResetPasswordForm';
import styles from './ResetPasswordPage.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The reset page's title (it is never indexed). */
export async function resetPasswordMetadata(params: SiteParams): Promise<Metadata> {
  const { lang } = await siteParams(params);
  const { t } = getTranslator(lang, ['auth']);
  return { title: t('resetPassword.title'), robots: { index: false, follow: false } };
}

/**
 * `login/pw/change?apiKey=&pwrt=` (spec 1 §2.1): the proxy has already sent links without both values
 * home and signed a signed-in customer out; the token is read per request behind Suspense.
 */
export async function ResetPasswordPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { lang } = await siteParams(params);
  const { t } = getTranslator(lang, ['auth']);
  return (
    <section className={styles.page} aria-labelledby="reset-password-title">
      <h1 id="reset-password-title" className={styles.title}>
        {t('resetPassword.title')}
      </h1>
      <Suspense fallback={null}>
        <ResetForm params={params} searchParams={searchParams} />
      </Suspense>
    </section>
  );
}

async function ResetForm({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { site, lang } = await siteParams(params);
  const { apiKey, pwrt } = await searchParams;
  if (typeof apiKey !== 'string' || !apiKey || typeof pwrt !== 'string' || !pwrt) redirect(pathFor({ site, lang }, { name: 'home' }));
  return (
    // The form's texts: the shell gives its islands no `auth` texts (they load with the dialogs).
    <I18nProvider lang={lang} resources={pickResources(lang, ['auth'])}>
      <ResetPasswordForm token={pwrt} />
    </I18nProvider>
  );
}
