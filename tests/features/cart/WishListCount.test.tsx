import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import type { OccClient } from '@/commerce/client';
import type { Cart } from '@/commerce/schemas';
import { WishListCount } from '@/features/cart/WishListCount';
// Loaded on demand in the page; compiled ahead here so a busy machine does not time the test out.
import '@/features/cart/SignedInWishList';
import { WishListHeaderLink } from '@/features/cart/WishListHeaderLink';
import { wishListCount } from '@/features/cart/wish-list';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { storeContext } from '@/site';
import { cart, entry } from './cart-fixtures';
import { setSessionHint, setSignedInHint } from '../support/session-hint';

const occ = vi.hoisted(() => ({ context: { siteId: 'brand-us' }, getCarts: vi.fn() }));
vi.mock('@/features/session/StoreProvider', () => ({
  useStore: () => storeContext('us', 'en'),
  useOcc: () => occ as unknown as OccClient,
}));

/**
 * The count with the hints of `signedIn` and the session's answer (`sessionSaysSignedIn`, the same
 * unless a sign-in no longer holds); the wish list as loaded, or not loaded yet (`undefined`).
 */
function renderCount(signedIn: boolean, wishList: Cart | null | undefined, sessionSaysSignedIn = signedIn) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(['session', 'summary'], { signedIn: sessionSaysSignedIn, agent: false, emulating: false });
  if (wishList !== undefined) queryClient.setQueryData(['cart', 'brand-us', 'wishList'], wishList);
  setSessionHint(signedIn);
  setSignedInHint(signedIn);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider lang="en" resources={pickResources('en', ['cart'])}>
        <WishListCount />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the header wish-list count', () => {
  it('shows signed-in shoppers how many items their wish list holds, linking to it', async () => {
    renderCount(true, cart([entry({ quantity: 2 }), entry({ code: 'B' })], { name: 'wishlist', saveTime: '2025-12-14T10:03:00+0000' }));
    const link = await screen.findByRole('link', { name: 'Wish list, 3 items' });
    expect(link).toHaveAttribute('href', '/account/wishlist');
    expect(screen.getByTestId('wish-list-count')).toHaveTextContent('3');
  });

  it('counts no wish list yet as 0', async () => {
    renderCount(true, null);
    expect(await screen.findByRole('link', { name: 'Wish list, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('wish-list-count')).toBeNull();
  });

  it('shows nothing, and never asks for saved carts, when the sign-in the hint names no longer holds', async () => {
    occ.getCarts.mockReset().mockResolvedValue({ carts: [] });
    renderCount(true, undefined, false);
    // Long enough for the link's part to load and its query to run, had it been enabled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('link')).toBeNull();
    expect(occ.getCarts).not.toHaveBeenCalled();
  });

  it('loads nothing for a guest with a cart, who has the session hint but not the signed-in one', async () => {
    const asked = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ signedIn: false, agent: false, emulating: false }));
    setSessionHint(true);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider lang="en" resources={pickResources('en', ['cart'])}>
          <WishListCount />
        </I18nProvider>
      </QueryClientProvider>,
    );
    // Long enough for the link's part to load and ask who is signed in, had it been loaded.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('counts units, also without a unit total', () => {
    expect(wishListCount({ entries: [entry({ quantity: 2 }), entry({ quantity: 1 })] })).toBe(3);
  });

  it('sits in its own Suspense boundary with no fallback, so a prerendered header never reads the clock', () => {
    // cacheComponents: the query reads Date.now while rendering, allowed during prerender only inside Suspense.
    const link = WishListHeaderLink({ lang: 'en' }) as ReactElement<{ fallback: unknown }>;
    expect(link.type).toBe(Suspense);
    expect(link.props.fallback).toBeNull();
  });
});
