import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { siteParams, type SiteParams } from '@/features/shell/site-params';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { pathFor } from '@/site';
import { DoubleOptInConfirmation } from './DoubleOptInConfirmation';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `DoubleOptIn?email=`: needs the e-mail (spec 3 §2), otherwise home. */
export function DoubleOptInPage({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  return (
    <Suspense fallback={null}>
      <Confirmation params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function Confirmation({ params, searchParams }: { params: SiteParams; searchParams: SearchParams }) {
  const { site, lang } = await siteParams(params);
  const email = (await searchParams).email;
  if (typeof email !== 'string' || email.trim() === '') redirect(pathFor({ site, lang }, { name: 'home' }));
  return (
    // The confirmation's texts: the shell gives its islands no `auth` texts (they load with the dialogs).
    <I18nProvider lang={lang} resources={pickResources(lang, ['auth'])}>
      <DoubleOptInConfirmation email={email} />
    </I18nProvider>
  );
}
