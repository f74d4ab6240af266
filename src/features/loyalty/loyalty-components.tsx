import type { CmsComponentProps, CmsRegistry } from '@/cms/types';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { LoyaltyAccountIsland, LoyaltyHistoryIsland } from './LoyaltyIslands';

/**
 * The loyalty programme's CMS components (spec 3 §2). Both pages are shared and cached, so what is
 * the member's own loads in the browser, with only the texts it shows.
 */

/** The `loyalty-history` page's first content area: the member's points history. */
export function LoyaltyHistoryComponent({ context }: CmsComponentProps) {
  return (
    <I18nProvider lang={context.lang} resources={pickResources(context.lang, ['account'], { account: ['loyaltyHistory', 'retry'] })}>
      <LoyaltyHistoryIsland />
    </I18nProvider>
  );
}

/** The CMS component of the programme's `groundbreakers-account` page: the member's balance. */
export function LoyaltyAccountComponent({ context }: CmsComponentProps) {
  return (
    <I18nProvider lang={context.lang} resources={pickResources(context.lang, ['account'], { account: ['loyalty', 'loadFailed', 'retry'] })}>
      <LoyaltyAccountIsland />
    </I18nProvider>
  );
}

/** Registry entries of the loyalty feature. */
export const loyaltyRegistry = { LoyaltyHistoryComponent, LoyaltyAccountComponent } satisfies CmsRegistry;
