import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressBookPage } from '@/features/account/AddressBookPage';
import { OrderPage } from '@/features/account/OrderPage';
import { WalletPage } from '@/features/account/WalletPage';
import { clearGlobalMessages } from '@/features/global-messages';
import { setupSandboxServer } from '../../msw/sandbox';
import { renderIsland } from '../support/render-island';
import { accountActions as actions } from './fake-actions';

/**
 * Keyboard focus in the account pages: a form that opens in place of its button takes focus on its
 * heading, and closing it (cancel or save) gives focus back to the button that opened it, never to
 * the page's body. The Server Actions are stubbed; addresses and orders come from the sandbox.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/account/address',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }),
}));

vi.mock('@/features/account/actions', async () => (await import('./fake-actions')).accountActions);

const sandbox = setupSandboxServer();

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const ALEX = { uid: 'alex.carter@example.com', password: 'Workwear#2026' };

beforeEach(() => {
  for (const mock of Object.values(actions)) mock.mockReset();
  clearGlobalMessages();
});

async function openAddressBook() {
  await sandbox.signIn(ALEX.uid, ALEX.password);
  renderIsland(<AddressBookPage />);
  return screen.findByRole('list', { name: 'Saved addresses' });
}

describe('the address book keeps keyboard focus', () => {
  it('moves focus to the new-address form’s heading, and back to “Add an address” on cancel', async () => {
    const user = userEvent.setup();
    await openAddressBook();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New address' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an address' })));
  });

  it('moves focus to the edit form’s heading, and back to that address’s “Edit” once saved', async () => {
    const user = userEvent.setup();
    actions.saveAddressAction.mockResolvedValue({ ok: true });
    const list = await openAddressBook();
    const work = within(list).getByRole('listitem', { name: /233 S Wacker Dr/ });
    await user.click(within(work).getByRole('button', { name: /Edit/ }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit address' }));
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('US'));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit address' })).not.toBeInTheDocument());
    const edit = within(within(list).getByRole('listitem', { name: /233 S Wacker Dr/ })).getByRole('button', { name: /Edit/ });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('makes an address the default through its Server Action, and focuses its card once “Make default” is gone', async () => {
    // The action as the server runs it (tested in server-actions.test.ts): the flag alone.
    actions.makeDefaultAddressAction.mockImplementation(async ({ values }: { values: { addressId: string } }) => {
      sandbox.store.mutate((state) => {
        for (const address of state.users[ALEX.uid]?.addresses ?? []) address.defaultAddress = address.id === values.addressId;
      });
      return { ok: true };
    });
    const user = userEvent.setup();
    const list = await openAddressBook();
    const work = within(list).getByRole('listitem', { name: /233 S Wacker Dr/ });
    await user.click(within(work).getByRole('button', { name: /Make default/ }));
    await waitFor(() => expect(within(work).getByText('Default')).toBeVisible());
    expect(document.activeElement).toBe(work);
    const workId = sandbox.store.state.users[ALEX.uid]?.addresses.find((address) => address.line1 === '233 S Wacker Dr')?.id;
    expect(actions.makeDefaultAddressAction).toHaveBeenCalledWith(expect.objectContaining({ values: { addressId: workId } }));
  });
});

describe('the order page keeps keyboard focus', () => {
  async function openOrder(orderCode: string) {
    await sandbox.signIn(ALEX.uid, ALEX.password);
    renderIsland(<OrderPage orderCode={orderCode} />);
    expect(await screen.findByRole('heading', { name: `Order ${orderCode}` })).toBeVisible();
  }

  it('“Cancel items”: the form’s heading takes focus, and closing gives it back to the button', async () => {
    const user = userEvent.setup();
    await openOrder('00010006');
    await user.click(screen.getByRole('button', { name: 'Cancel items' }));
    const form = screen.getByRole('form', { name: 'Cancel items' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Cancel items' }));
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel items' })));
  });

  it('“Return items”: after a sent request focus returns to the button while the order still takes returns', async () => {
    const user = userEvent.setup();
    actions.requestReturnAction.mockResolvedValue({ ok: true, returnCode: 'R0000001' });
    await openOrder('00010001');
    await user.click(screen.getByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return items' });
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Return items' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Quantity of Watch Cuffed Beanie' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Return items' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Return items' })));
  });

  it('after a request the order no longer allows, focus goes to the order’s heading', async () => {
    const user = userEvent.setup();
    // The cancellation goes through: OCC then offers nothing more to cancel.
    actions.cancelOrderAction.mockImplementation(async () => {
      sandbox.store.mutate((state) => {
        const order = state.orders['00010006'];
        if (order) order.status = 'CANCELLED';
      });
      return { ok: true };
    });
    await openOrder('00010006');
    await user.click(screen.getByRole('button', { name: 'Cancel items' }));
    const form = screen.getByRole('form', { name: 'Cancel items' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Quantity of/ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Cancel selected items' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Cancel items' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cancel items' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Order 00010006' })));
  });
});

describe('the wallet keeps keyboard focus (spec 3 §3 payment info)', () => {
  async function openWallet() {
    await sandbox.signIn(ALEX.uid, ALEX.password);
    renderIsland(<WalletPage />);
    return screen.findByRole('list', { name: 'Payment methods' });
  }

  it('moves focus to the new default card once its “Make default” is gone', async () => {
    const user = userEvent.setup();
    const cards = await openWallet();
    const mastercard = within(cards).getByRole('listitem', { name: /•••• 4444/ });
    const makeDefault = within(mastercard).getByRole('button', { name: /Make default/ });
    makeDefault.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(mastercard).getByText('Default')).toBeVisible());
    await waitFor(() => expect(document.activeElement).toBe(mastercard));
  });

  it('moves focus to the page’s heading when the card whose “Delete” had it is gone', async () => {
    const user = userEvent.setup();
    const cards = await openWallet();
    within(within(cards).getByRole('listitem', { name: /•••• 4444/ })).getByRole('button', { name: /Delete/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(cards).queryByRole('listitem', { name: /•••• 4444/ })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Payment methods' })));
  });
});
