import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersPage } from '@/features/account/OrdersPage';
import { setupSandboxServer } from '../../msw/sandbox';
import { renderIsland } from '../support/render-island';

/**
 * `account/orders` against the sandbox (spec 3 §4 "Order history: Holds open and past lists"): every
 * order shows in one of the two lists whatever SAP status it is in, and the pager keeps keyboard
 * focus at the ends of a list.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/account/orders',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }),
}));

const sandbox = setupSandboxServer();

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const ALEX = { uid: 'alex.carter@example.com', password: 'Workwear#2026' };
const TAYLOR = { uid: 'taylor.brooks@example.com', password: 'Workwear#2026' };

function list(name: 'Open orders' | 'Past orders') {
  return screen.getByRole('region', { name });
}

describe('the open and past order lists (spec 3 §4)', () => {
  it('shows an order in a status between placing and shipping, such as FRAUD_CHECKED, under open orders', async () => {
    // Orders of a real SAP Commerce pass through statuses the seed does not use.
    sandbox.store.mutate((state) => {
      const order = state.orders['00010006'];
      if (order) order.status = 'FRAUD_CHECKED';
    });
    await sandbox.signIn(ALEX.uid, ALEX.password);
    renderIsland(<OrdersPage />);
    const open = list('Open orders');
    const row = (await within(open).findByRole('link', { name: '00010006' })).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Processing')).toBeVisible();
    await waitFor(() => expect(within(list('Past orders')).getAllByRole('link')).toHaveLength(3));
    expect(within(list('Past orders')).queryByRole('link', { name: '00010006' })).not.toBeInTheDocument();
  });
});

describe('the order history pager', () => {
  it('keeps focus on “Next” when it reaches the last page, marked unavailable rather than disabled', async () => {
    const user = userEvent.setup();
    await sandbox.signIn(TAYLOR.uid, TAYLOR.password);
    renderIsland(<OrdersPage />);
    const pages = await screen.findByRole('navigation', { name: 'Pages of open orders' });
    const next = within(pages).getByRole('button', { name: 'Next' });
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(within(pages).getByText('Page 1 of 3')).toBeVisible();

    next.focus();
    await user.keyboard('{Enter}');
    expect(await within(pages).findByText('Page 2 of 3')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await within(pages).findByText('Page 3 of 3')).toBeVisible();
    await waitFor(() => expect(within(list('Open orders')).getByRole('link', { name: '00010032' })).toBeVisible());

    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toBeEnabled();
    expect(document.activeElement).toBe(next);
    // A press on the last page goes nowhere.
    await user.keyboard('{Enter}');
    expect(within(pages).getByText('Page 3 of 3')).toBeVisible();
    expect(document.activeElement).toBe(next);
  });
});
