import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { Language } from '@/site';
import { WishListCount } from './WishListCount';

/**
 * The header's wish-list count for signed-in shoppers, ready for the shell to mount (a Server
 * Component that gives the island its translations; the count itself loads in the browser).
 */
export function WishListHeaderLink({ lang }: { lang: Language }) {
  return (
    <I18nProvider lang={lang} resources={pickResources(lang, ['cart'])}>
      <WishListCount />
    </I18nProvider>
  );
}
