import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AddressBookPage } from '@/features/account/AddressBookPage';
import { OverviewPage } from '@/features/account/OverviewPage';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';
import { renderIsland } from '../support/render-island';

/**
 * An account page whose data cannot be loaded says so and offers to try again, instead of waiting in
 * its skeleton for good; a part of the overview that failed says so instead of claiming "none".
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/account/address',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

const sandbox = setupSandboxServer();
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const ADDRESSES = `${SANDBOX_OCC_BASE_URL}/brand-us/users/:userId/addresses`;
const serverError = () => HttpResponse.json({ errors: [{ type: 'ServerError', message: 'Down for a moment' }] }, { status: 503 });

beforeEach(async () => {
  await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
});

it('shows a failed address book load with a way to try again, which then lists the addresses', async () => {
  const user = userEvent.setup();
  sandbox.server.use(http.get(ADDRESSES, serverError, { once: true }));
  renderIsland(<AddressBookPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('says on the overview that the addresses could not be loaded, instead of "no address"', async () => {
  sandbox.server.use(http.get(ADDRESSES, serverError));
  renderIsland(<OverviewPage />);
  const tile = (await screen.findByRole('heading', { name: 'Default address' })).closest('li');
  await waitFor(() => expect(tile).toHaveTextContent('This could not be loaded.'));
  expect(tile).not.toHaveTextContent('No address');
});
