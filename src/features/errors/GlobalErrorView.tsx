'use client';

import { I18nProvider } from '@/i18n/client';
import type { Language } from '@/i18n/config';
import { errorViewResources } from './error-texts';
import { PageError } from './PageError';

/** The page error boundary's views, with their texts, where no layout gave them. */
export function GlobalErrorView({ lang, error, retry }: { lang: Language; error: Error & { digest?: string }; retry: () => void }) {
  return (
    <I18nProvider lang={lang} resources={errorViewResources(lang)}>
      <main>
        <PageError error={error} retry={retry} />
      </main>
    </I18nProvider>
  );
}
