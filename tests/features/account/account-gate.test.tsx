import { act, configure, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { AccountGate } from '@/features/account/AccountGate';
import { useSignedInAs } from '@/features/account/signed-in-as';
import { SIGNED_IN_HINT_COOKIE } from '@/site';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { useSignedInHint } from '@/features/session/session-hint';
import { setupSandboxServer } from '../../msw/sandbox';
import { renderIsland } from '../support/render-island';

/**
 * The account page's right slot shows only to a signed-in customer (spec 3 §2 "Account page"); a
 * session that ended meanwhile says so and opens the login dialog at home, returning here (spec 1 §8).
 */

const navigation = vi.hoisted(() => ({ replace: vi.fn<(href: string) => void>() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/orders',
  useSearchParams: () => new URLSearchParams('page=2'),
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), refresh: vi.fn() }),
}));

const reload = vi.hoisted(() => vi.fn());
vi.mock('@/features/account/reload-page', () => ({ reloadPage: reload }));

const sandbox = setupSandboxServer();
configure({ asyncUtilTimeout: 5_000 });

function answerSession(summary: { signedIn: boolean } | 'down') {
  sandbox.server.use(
    http.get('*/api/session', () =>
      summary === 'down' ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json({ ...summary, agent: false, emulating: false }),
    ),
  );
}

beforeEach(() => {
  navigation.replace.mockReset();
  reload.mockReset();
  clearGlobalMessages();
});

afterEach(() => setSignInHint(undefined));

/** The readable hint the server writes beside the session: the sign-in's id, gone once signed out. */
function setSignInHint(id: string | undefined) {
  document.cookie = id ? `${SIGNED_IN_HINT_COOKIE}=${id}; path=/` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
}

function ShownFor() {
  return <p>shown for {useSignedInAs()}</p>;
}

/** The shopper comes back to this tab. */
function returnToTab() {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

it('shows the page to a signed-in customer', async () => {
  answerSession({ signedIn: true });
  renderIsland(<AccountGate>the orders</AccountGate>);
  expect(await screen.findByText('the orders')).toBeInTheDocument();
  expect(navigation.replace).not.toHaveBeenCalled();
});

it('says the session expired and opens the login dialog at home, returning to this page', async () => {
  answerSession({ signedIn: false });
  renderIsland(<AccountGate>the orders</AccountGate>);
  await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/?dialog=login&returnUrl=%2Faccount%2Forders%3Fpage%3D2'));
  expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error', key: 'sessionExpired' })]);
  expect(screen.queryByText('the orders')).toBeNull();
});

it('offers to try again when it cannot learn who is there', async () => {
  answerSession('down');
  renderIsland(<AccountGate>the orders</AccountGate>);
  expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(navigation.replace).not.toHaveBeenCalled();
});

describe('a tab left open while the session changed in another one', () => {
  it('passes its forms the sign-in the page was shown for, and loads again as the customer who signed in since', async () => {
    answerSession({ signedIn: true });
    setSignInHint('first-sign-in');
    renderIsland(
      <AccountGate>
        <ShownFor />
      </AccountGate>,
    );
    expect(await screen.findByText('shown for first-sign-in')).toBeInTheDocument();
    returnToTab();
    expect(reload).not.toHaveBeenCalled();

    setSignInHint('second-sign-in');
    returnToTab();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('says the session expired when nobody is signed in any more, and the header forgets the customer', async () => {
    answerSession({ signedIn: true });
    setSignInHint('first-sign-in');
    // The header's cart count: the customer's, then (loaded again) a guest's.
    const loadCart = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValue(0);
    function Header() {
      const cart = useQuery({ queryKey: ['cart', 'probe'], queryFn: loadCart, staleTime: Number.POSITIVE_INFINITY });
      return (
        <p>
          {useSignedInHint() ? 'My account' : 'Sign in'}, cart {cart.data}
        </p>
      );
    }
    renderIsland(
      <>
        <Header />
        <AccountGate>
          <ShownFor />
        </AccountGate>
      </>,
    );
    expect(await screen.findByText('shown for first-sign-in')).toBeInTheDocument();
    expect(await screen.findByText('My account, cart 1')).toBeInTheDocument();

    setSignInHint(undefined);
    returnToTab();
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/?dialog=login&returnUrl=%2Faccount%2Forders%3Fpage%3D2'));
    expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error', key: 'sessionExpired' })]);
    expect(reload).not.toHaveBeenCalled();
    expect(await screen.findByText('Sign in, cart 0')).toBeInTheDocument();
  });
});
