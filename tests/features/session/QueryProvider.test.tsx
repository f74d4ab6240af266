import { QueryClient, QueryClientProvider, onlineManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/features/session/QueryProvider';
import { useSignedInHint } from '@/features/session/session-hint';
import { StoreProvider } from '@/features/session/StoreProvider';
import { SIGNED_IN_HINT_COOKIE } from '@/site';

/** Islands that mount their own QueryProvider still share the page's one client (ARCHITECTURE §6). */

function Probe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return null;
}

function page(children: ReactNode, site: 'us' | 'uk' = 'us') {
  return (
    <StoreProvider site={site} lang={site === 'us' ? 'en' : 'en-gb'}>
      {children}
    </StoreProvider>
  );
}

describe('QueryProvider', () => {
  it('gives islands of one page the same client, so a change in one shows in the others', () => {
    const seen: QueryClient[] = [];
    render(
      page(
        <>
          <QueryProvider>
            <Probe onClient={(client) => seen.push(client)} />
          </QueryProvider>
          <QueryProvider>
            <Probe onClient={(client) => seen.push(client)} />
          </QueryProvider>
        </>,
      ),
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it('gives another page (another store provider) its own client', () => {
    const seen: QueryClient[] = [];
    const probe = (
      <QueryProvider>
        <Probe onClient={(client) => seen.push(client)} />
      </QueryProvider>
    );
    render(
      <>
        {page(probe, 'us')}
        {page(probe, 'uk')}
      </>,
    );
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('adds nothing inside another query provider', () => {
    const outer = new QueryClient();
    let inner: QueryClient | undefined;
    render(
      <QueryClientProvider client={outer}>
        <QueryProvider>
          <Probe onClient={(client) => (inner = client)} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(inner).toBe(outer);
  });
});

describe('a page brought back from the back-forward cache (Back after signing out)', () => {
  /** A customer signed in with one item in the cart; the cart's next load waits for `answerAgain`. */
  function signedInWithOneItem() {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=a-sign-in; path=/`;
    let answer: (count: number) => void = () => undefined;
    const loadCart = vi
      .fn<() => Promise<number>>()
      .mockResolvedValueOnce(1)
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    return { loadCart, answerAgain: (count: number) => answer(count) };
  }

  afterEach(() => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
  });

  it('reads the session hint again, drops at once what the customer who left saw, and loads it again', async () => {
    const { loadCart, answerAgain } = signedInWithOneItem();
    // The header's account link (by the hint alone) and its cart count (loaded).
    function AccountLink() {
      return <p>{useSignedInHint() ? 'My account' : 'Sign in'}</p>;
    }
    function CartCount() {
      return <p>cart {useQuery({ queryKey: ['cart'], queryFn: loadCart }).data}</p>;
    }
    render(
      page(
        <QueryProvider>
          <AccountLink />
          <CartCount />
        </QueryProvider>,
      ),
    );
    expect(await screen.findByText('cart 1')).toBeInTheDocument();
    expect(screen.getByText('My account')).toBeInTheDocument();

    // Left for another page, signed out there; a page shown again without the cache changes nothing.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(screen.getByText('My account')).toBeInTheDocument();
    expect(loadCart).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByText('Sign in')).toBeInTheDocument();
    // The signed-out customer's cart is gone before the guest's is known.
    await waitFor(() => expect(screen.getByText('cart')).toBeInTheDocument());
    act(() => answerAgain(0));
    expect(await screen.findByText('cart 0')).toBeInTheDocument();
  });

  it('keeps showing what the same customer saw while it loads again', async () => {
    const { loadCart, answerAgain } = signedInWithOneItem();
    function CartCount() {
      return <p>cart {useQuery({ queryKey: ['cart'], queryFn: loadCart }).data}</p>;
    }
    render(
      page(
        <QueryProvider>
          <CartCount />
        </QueryProvider>,
        'uk',
      ),
    );
    expect(await screen.findByText('cart 1')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(loadCart).toHaveBeenCalledTimes(2));
    expect(screen.getByText('cart 1')).toBeInTheDocument();
    act(() => answerAgain(2));
    expect(await screen.findByText('cart 2')).toBeInTheDocument();
  });
});

describe('offline (the browser says it has no network)', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
  });

  it('tries a change and a load at once and reports their failure, rather than waiting busy for the network', async () => {
    onlineManager.setOnline(false);
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    function AddButton() {
      const add = useMutation({ mutationFn: offline });
      const cart = useQuery({ queryKey: ['cart'], queryFn: offline });
      return (
        <>
          <button type="button" onClick={() => add.mutate()}>
            {add.isPending ? 'Adding' : add.isError ? 'Add failed' : 'Add'}
          </button>
          <p>{cart.isError ? 'Cart failed' : 'Cart loading'}</p>
        </>
      );
    }
    render(
      page(
        <QueryProvider>
          <AddButton />
        </QueryProvider>,
      ),
    );
    act(() => screen.getByRole('button').click());
    expect(await screen.findByRole('button', { name: 'Add failed' })).toBeInTheDocument();
    expect(await screen.findByText('Cart failed')).toBeInTheDocument();
  });
});
