import { render } from '@testing-library/react';
import { cardRenditions } from '@/features/catalog/card-renditions';
import { PRIORITY_CARD_COUNT } from '@/features/catalog/listing-constants';
import { ProductListing } from '@/features/catalog/ProductListing';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { Language, SiteKey } from '@/site';
import type { setupSandboxServer } from '../../msw/sandbox';
import { firstPage, IMAGE_ORIGINS } from './listing-fixtures';

interface ListingOptions {
  site?: SiteKey;
  lang?: Language;
  serverContext?: { currency: string; country: string };
  priorityCards?: number;
}

/** The men's listing island with the server's first page, as the category page draws it (US English unless told). */
export async function renderMenListing(
  sandbox: ReturnType<typeof setupSandboxServer>,
  { site = 'us', lang = 'en', serverContext = { currency: 'USD', country: 'US' }, priorityCards = PRIORITY_CARD_COUNT }: ListingOptions = {},
) {
  const initialPage = await firstPage(sandbox, ':relevance:allCategories:men');
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['catalog', 'common', 'messages'])}>
      <StoreProvider site={site} lang={lang}>
        <ProductListing
          site={site}
          lang={lang}
          scope={{ kind: 'category', categoryCode: 'men' }}
          initialPage={initialPage}
          serverContext={serverContext}
          imageOrigins={IMAGE_ORIGINS}
          renditions={cardRenditions()}
          priorityCards={priorityCards}
        />
      </StoreProvider>
    </I18nProvider>,
  );
}
