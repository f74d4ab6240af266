import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import type { Namespace } from '@/i18n/config';
import { pickResources } from '@/i18n/resources';
import type { Language, SiteKey } from '@/site';

/** Renders a client island as a page does: translations of its namespaces and the store context. */
export function renderIsland(
  ui: ReactNode,
  { site = 'us', lang = 'en', namespaces = ['auth', 'account', 'orders', 'common', 'messages'] }: { site?: SiteKey; lang?: Language; namespaces?: Namespace[] } = {},
) {
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, namespaces)}>
      <StoreProvider site={site} lang={lang}>
        <QueryProvider>
          {ui}
        </QueryProvider>
      </StoreProvider>
    </I18nProvider>,
  );
}
