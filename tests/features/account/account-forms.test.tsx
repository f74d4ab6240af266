import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressBookPage } from '@/features/account/AddressBookPage';
import { AddressForm } from '@/features/account/addresses/AddressForm';
import { OrderPage } from '@/features/account/OrderPage';
import { ChangeEmailForm, ChangePasswordForm } from '@/features/account/profile/ProfileForms';
import { WalletPage } from '@/features/account/WalletPage';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { http, HttpResponse } from 'msw';
import { setupSandboxServer } from '../../msw/sandbox';
import { renderIsland } from '../support/render-island';
import { accountActions as actions } from './fake-actions';

const navigation = vi.hoisted(() => ({ replace: vi.fn<(href: string) => void>(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/profile',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), refresh: navigation.refresh }),
}));

vi.mock('@/features/account/actions', async () => (await import('./fake-actions')).accountActions);

// Countries, regions, cards and orders come from the sandbox through the commerce proxy.
const sandbox = setupSandboxServer();

// Whole forms typed key by key take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// Answers come from the in-process sandbox; allow for a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  for (const mock of [...Object.values(actions), navigation.replace]) mock.mockReset();
  clearGlobalMessages();
});

const ALEX = 'alex.carter@example.com';

/** The required fields of a Detroit address, typed as a shopper does. */
async function typeDetroitAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Alex');
  await user.type(screen.getByLabelText(/Last name/), 'Carter');
  await user.type(screen.getByLabelText(/Street address/), '500 Griswold St');
  await user.type(screen.getByLabelText(/Town or city/), 'Detroit');
  await user.type(screen.getByLabelText(/Postal code/), '48226');
}

describe('the address form', () => {
  it('offers OCC’s countries and the regions of the chosen one, and checks the phone for it', async () => {
    const user = userEvent.setup();
    actions.saveAddressAction.mockResolvedValue({ ok: true });
    const done = vi.fn();
    renderIsland(<AddressForm onDone={done} onCancel={() => undefined} />);
    const country = screen.getByLabelText(/^Country/);
    await waitFor(() => expect(within(country).getByRole('option', { name: 'United States' })).toBeInTheDocument());
    expect(country).toHaveValue('US');
    const region = await screen.findByLabelText(/State or province/);
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Michigan' })).toBeInTheDocument());

    await typeDetroitAddress(user);
    await user.type(screen.getByLabelText(/Phone number/), '12');
    await user.type(screen.getByLabelText(/Email address/), 'alex@');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please choose a state or province.')).toBeVisible();
    expect(screen.getByText('This is not a valid phone number for the chosen country.')).toBeVisible();
    expect(screen.getByLabelText(/Email address/)).toHaveAccessibleDescription(/This is not a valid email format\./);
    expect(region).toHaveFocus();

    await user.selectOptions(region, 'US-MI');
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '313 555 0199');
    await user.type(screen.getByLabelText(/Email address/), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(actions.saveAddressAction).toHaveBeenCalledWith({
      values: {
        addressId: undefined,
        address: expect.objectContaining({ countryIso: 'US', regionIso: 'US-MI', phone: '313 555 0199', email: 'alex@example.com' }),
      },
      location: { site: 'us', lang: 'en' },
    });
  });

  it('shows the server’s refusal of the title under the title, and focuses it', async () => {
    const user = userEvent.setup();
    actions.saveAddressAction.mockResolvedValue({ ok: false, fieldErrors: { titleCode: 'account:address.validation.rejected' } });
    renderIsland(<AddressForm onDone={() => undefined} onCancel={() => undefined} />);
    const region = await screen.findByLabelText(/State or province/);
    await waitFor(() => expect(within(region).getByRole('option', { name: 'Michigan' })).toBeInTheDocument());
    await typeDetroitAddress(user);
    await user.selectOptions(region, 'US-MI');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Please check this entry.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the profile forms', () => {
  it('change e-mail: the addresses must match and the password is required', async () => {
    const user = userEvent.setup();
    renderIsland(<ChangeEmailForm currentEmail="alex.carter@example.com" />);
    await user.type(screen.getByLabelText(/^New email address/), 'alex.new@example.com');
    await user.type(screen.getByLabelText(/Confirm new email address/), 'alex.old@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText('The email addresses do not match.')).toBeVisible();
    expect(screen.getByText('Please enter a password.')).toBeVisible();
    expect(actions.changeEmailAction).not.toHaveBeenCalled();
  });

  it('change e-mail: success signs in again with the new address', async () => {
    const user = userEvent.setup();
    actions.changeEmailAction.mockResolvedValue({ ok: true });
    renderIsland(<ChangeEmailForm currentEmail="alex.carter@example.com" />);
    await user.type(screen.getByLabelText(/^New email address/), 'alex.new@example.com');
    await user.type(screen.getByLabelText(/Confirm new email address/), 'Alex.New@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Workwear#2026');
    await user.click(screen.getByRole('button', { name: 'Change email address' }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/?dialog=login&returnUrl=%2Faccount%2Fprofile'));
  });

  it('change password: old required, the change rules, both new ones equal, then a success message', async () => {
    const user = userEvent.setup();
    renderIsland(<ChangePasswordForm />);
    await user.type(screen.getByLabelText(/^New password/), 'abc');
    await user.type(screen.getByLabelText(/Confirm password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter a password.')).toBeVisible();
    expect(screen.getByText('The password does not meet all the rules listed.')).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(screen.getByLabelText(/Current password/)).toHaveFocus();
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('A lowercase letter')).not.toBeInTheDocument();

    actions.changePasswordAction.mockResolvedValueOnce({ ok: false, fieldErrors: { oldPassword: 'account:profile.wrongPassword' } });
    await user.type(screen.getByLabelText(/Current password/), 'Nope#1');
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Ab#123');
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'Ab#123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is not correct.')).toBeVisible();

    actions.changePasswordAction.mockResolvedValueOnce({ ok: true });
    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'Workwear#2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been updated.');
  });
});

describe('account pages against the sandbox', () => {
  it('wallet: type, masked number, MM/YY expiry, and the expired card marked', async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    renderIsland(<WalletPage />);
    const cards = await screen.findByRole('list', { name: 'Payment methods' });
    const amex = within(cards).getByRole('listitem', { name: /•••• 0005/ });
    expect(within(amex).getByText('Expired 03/24')).toBeVisible();
    const visa = within(cards).getByRole('listitem', { name: /•••• 1111/ });
    expect(within(visa).getByText('Default')).toBeVisible();
    expect(within(visa).getByText('Expires 08/29')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\d{12}/);
  });

  it('wallet: a card that is no longer the customer’s (404) says so, and the list shows what is left', async () => {
    const user = userEvent.setup();
    await sandbox.signIn(ALEX, 'Workwear#2026');
    renderIsland(<WalletPage />);
    const cards = await screen.findByRole('list', { name: 'Payment methods' });
    const mastercard = within(cards).getByRole('listitem', { name: /•••• 4444/ });
    // Deleted in another tab: the id this page holds now answers 404 UnknownIdentifierError.
    sandbox.store.mutate((state) => {
      const alex = state.users[ALEX];
      if (alex) alex.payments = alex.payments.filter((card) => card.last4 !== '4444');
    });
    await user.click(within(mastercard).getByRole('button', { name: /Delete/ }));
    await waitFor(() =>
      expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error', text: 'This card no longer exists.' })]),
    );
    await waitFor(() => expect(within(cards).queryByRole('listitem', { name: /•••• 4444/ })).not.toBeInTheDocument());
  });

  it('addresses: an address that is no longer the customer’s (404) says so instead of a generic error', async () => {
    const user = userEvent.setup();
    await sandbox.signIn(ALEX, 'Workwear#2026');
    renderIsland(<AddressBookPage />);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const poBox = within(list).getByRole('listitem', { name: /PO Box 2219/ });
    sandbox.store.mutate((state) => {
      const alex = state.users[ALEX];
      if (alex) alex.addresses = alex.addresses.filter((address) => address.line1 !== 'PO Box 2219');
    });
    // What the action answers for it (server-actions.test.ts).
    actions.makeDefaultAddressAction.mockResolvedValue({ ok: false, formError: 'account:address.notFound' });
    await user.click(within(poBox).getByRole('button', { name: /Make default/ }));
    await waitFor(() =>
      expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error', text: 'This address no longer exists.' })]),
    );
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: /PO Box 2219/ })).not.toBeInTheDocument());
  });

  it("order: another customer's order shows as not found, never its data", async () => {
    await sandbox.signIn('sam.rivera@example.com', 'Workwear#2026');
    renderIsland(<OrderPage orderCode="00010001" />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    expect(screen.queryByText('1Z999AA10123456784')).not.toBeInTheDocument();
  });

  it('order: OCC’s 400 for an unknown order id shows as not found; another 400 is a failure, not a missing order', async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    const answer = (type: string) =>
      sandbox.server.use(http.get('*/users/:userId/orders/:code', () => HttpResponse.json({ errors: [{ type, message: 'x' }] }, { status: 400 }), { once: true }));
    answer('UnknownIdentifierError');
    const { unmount } = renderIsland(<OrderPage orderCode="00019999" />);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeVisible();
    unmount();
    answer('ValidationError');
    renderIsland(<OrderPage orderCode="00019998" />);
    await waitFor(() => expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error' })]));
    expect(screen.queryByRole('heading', { name: 'Order not found' })).not.toBeInTheDocument();
  });

  it('order: the owner sees shipments with tracking and status labels', async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    renderIsland(<OrderPage orderCode="00010005" />);
    expect(await screen.findByRole('heading', { name: 'Order 00010005' })).toBeVisible();
    expect(screen.getByText('In transit')).toBeVisible();
    expect(screen.getByText('Ready for shipping')).toBeVisible();
    expect(screen.getByRole('link', { name: /1Z999AA10123456826/ })).toHaveAttribute('target', '_blank');
  });
});
