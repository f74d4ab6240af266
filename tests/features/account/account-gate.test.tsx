import { configure, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AccountGate } from '@/features/account/AccountGate';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
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
  clearGlobalMessages();
});

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
