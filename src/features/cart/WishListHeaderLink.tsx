import { Suspense } from 'react';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { Language } from '@/site';
import { WishListCount } from './WishListCount';

/** The cart texts the link reads (the rest of the namespace is the cart page's). */
export const WISH_LIST_LINK_TEXTS = { cart: ['wishList'] } as const;

/**
 * The header's wish-list count for signed-in shoppers, mounted by the shell next to the account entry
 * (a Server Component that gives the island its translations; the count itself loads in the browser).
 *
 * Like the account entry and the cart count, the island sits in its own Suspense boundary: its query
 * reads the clock while it renders, which a prerendered (cacheComponents) page may only do inside
 * one. Nothing shows until the browser knows who is there, and anonymous visitors never see it.
 */

export function WishListHeaderLink({ lang }: { lang: Language }) {
  return (
    <Suspense fallback={null}>
      <I18nProvider lang={lang} resources={pickResources(lang, ['cart'], WISH_LIST_LINK_TEXTS)}>
        <WishListCount />
      </I18nProvider>
    </Suspense>
  );
}
