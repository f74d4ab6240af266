import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderPage } from '@/features/account/OrderPage';
import { PersonalDetailsForm } from '@/features/account/profile/ProfileForms';
import { SignedInAsContext } from '@/features/account/signed-in-as';
import { GlobalMessageRegion, clearGlobalMessages } from '@/features/global-messages';
import { setupSandboxServer } from '../../msw/sandbox';
import { SIGNED_IN_HINT_COOKIE } from '@/site';
import { renderIsland } from '../support/render-island';
import { accountActions as actions } from './fake-actions';

/**
 * The personal-details form of the profile (spec 3 §3, §5 "Title is required.") and the cancel and
 * return forms of an order (spec 3 §6, with their success messages), driven as a shopper does. The
 * Server Actions are stubbed (their own tests call them directly); titles and orders come from the
 * sandbox through the commerce proxy.
 */

const navigation = vi.hoisted(() => ({ replace: vi.fn<(href: string) => void>(), refresh: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/account/profile',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), refresh: navigation.refresh }),
}));

vi.mock('@/features/account/actions', async () => (await import('./fake-actions')).accountActions);
const reload = vi.hoisted(() => vi.fn());
vi.mock('@/features/account/reload-page', () => ({ reloadPage: reload }));

const sandbox = setupSandboxServer();

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const ALEX = { uid: 'alex.carter@example.com', password: 'Workwear#2026' };
const location = { site: 'us', lang: 'en' };

beforeEach(() => {
  for (const mock of [...Object.values(actions), navigation.replace]) mock.mockReset();
  clearGlobalMessages();
});

describe('the personal details form', () => {
  const alex = { uid: ALEX.uid, titleCode: 'mr', firstName: 'Alex', lastName: 'Carter' };

  async function renderForm(shownFor?: string) {
    renderIsland(
      <SignedInAsContext value={shownFor}>
        <PersonalDetailsForm user={alex} />
      </SignedInAsContext>,
    );
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(within(title).getByRole('option', { name: 'Mr.' })).toBeInTheDocument());
    await waitFor(() => expect(title).toHaveValue('mr'));
    return title;
  }

  it('asks for a title and both names before anything is sent, focusing the title', async () => {
    const user = userEvent.setup();
    const title = await renderForm();
    await user.selectOptions(title, '');
    await user.clear(screen.getByLabelText(/First name/));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Title is required.')).toBeVisible();
    expect(screen.getByText('Please enter your first name.')).toBeVisible();
    expect(title).toHaveFocus();
    expect(actions.updateProfileAction).not.toHaveBeenCalled();
  });

  it('saves the details and says so', async () => {
    const user = userEvent.setup();
    actions.updateProfileAction.mockResolvedValue({ ok: true });
    const title = await renderForm();
    await user.selectOptions(title, 'dr');
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Alexandra');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your details were saved.');
    expect(actions.updateProfileAction).toHaveBeenCalledWith({
      values: { titleCode: 'dr', firstName: 'Alexandra', lastName: 'Carter' },
      location,
    });
  });

  it('shows the server’s field messages on their fields, and no success', async () => {
    const user = userEvent.setup();
    actions.updateProfileAction.mockResolvedValue({ ok: false, fieldErrors: { lastName: 'auth:validation.tooLong' } });
    await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('This entry is too long.')).toBeVisible();
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends the shopper to sign in again when the session has ended', async () => {
    const user = userEvent.setup();
    actions.updateProfileAction.mockResolvedValue({ ok: false, sessionExpired: true });
    await renderForm();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/?dialog=login&returnUrl=%2Faccount%2Fprofile'));
  });

  it('sends the sign-in it was shown for, and loads the page again when another customer signed in since', async () => {
    const user = userEvent.setup();
    actions.updateProfileAction.mockResolvedValue({ ok: false, sessionExpired: true });
    await renderForm('first-sign-in');
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=second-sign-in; path=/`;
    try {
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(actions.updateProfileAction).toHaveBeenCalledWith(expect.objectContaining({ signedInAs: 'first-sign-in' }));
      expect(navigation.replace).not.toHaveBeenCalled();
    } finally {
      document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
    }
  });
});

describe('cancelling and returning order lines', () => {
  async function openOrder(orderCode: string) {
    await sandbox.signIn(ALEX.uid, ALEX.password);
    renderIsland(
      <>
        <GlobalMessageRegion />
        <OrderPage orderCode={orderCode} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: `Order ${orderCode}` })).toBeVisible();
  }

  const messages = () => screen.getByTestId('global-messages');

  it('cancel: nothing chosen is refused in the form; chosen lines are sent, confirmed, and the form closes', async () => {
    const user = userEvent.setup();
    actions.cancelOrderAction.mockResolvedValue({ ok: true });
    await openOrder('00010006');
    await user.click(screen.getByRole('button', { name: 'Cancel items' }));
    const form = screen.getByRole('form', { name: 'Cancel items' });
    expect(within(form).getByText('Available: 1')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Cancel selected items' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please choose at least one item.');
    expect(actions.cancelOrderAction).not.toHaveBeenCalled();

    await user.selectOptions(within(form).getByRole('combobox', { name: /^Quantity of/ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Cancel selected items' }));
    await waitFor(() => expect(within(messages()).getByRole('status')).toHaveTextContent('Your cancellation has been received.'));
    expect(actions.cancelOrderAction).toHaveBeenCalledWith({ values: { orderCode: '00010006', entries: [{ entryNumber: 0, quantity: 1 }] }, location });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Cancel items' })).not.toBeInTheDocument());
  });

  it('cancel: a refusal from the server is shown in the form, which stays open, and no success is announced', async () => {
    const user = userEvent.setup();
    actions.cancelOrderAction.mockResolvedValueOnce({ ok: false, formError: 'orders:cancel.refused' });
    actions.cancelOrderAction.mockResolvedValueOnce({ ok: false, fieldErrors: { entries: 'orders:request.nothingSelected' } });
    await openOrder('00010006');
    await user.click(screen.getByRole('button', { name: 'Cancel items' }));
    const form = screen.getByRole('form', { name: 'Cancel items' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Quantity of/ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Cancel selected items' }));
    expect(await within(form).findByText('These items can no longer be canceled.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Cancel selected items' }));
    expect(await within(form).findByText('Please choose at least one item.')).toBeVisible();
    expect(within(messages()).getByRole('status')).toBeEmptyDOMElement();
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form', { name: 'Cancel items' })).not.toBeInTheDocument();
  });

  it('cancel: a request that cannot be sent says so and leaves the form ready to send again', async () => {
    const user = userEvent.setup();
    actions.cancelOrderAction.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openOrder('00010006');
    await user.click(screen.getByRole('button', { name: 'Cancel items' }));
    const form = screen.getByRole('form', { name: 'Cancel items' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Quantity of/ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Cancel selected items' }));
    await waitFor(() => expect(within(messages()).getByRole('alert')).toHaveTextContent('The server did not respond, please try again later.'));
    const send = within(form).getByRole('button', { name: 'Cancel selected items' });
    expect(send).not.toHaveAttribute('aria-busy', 'true');
    expect(within(form).getByRole('combobox', { name: /^Quantity of/ })).toHaveValue('1');
  });

  it('return: only delivered lines are offered; the chosen units are sent and the return confirmed', async () => {
    const user = userEvent.setup();
    actions.requestReturnAction.mockResolvedValue({ ok: true, returnCode: 'R0000001' });
    await openOrder('00010001');
    expect(screen.queryByRole('button', { name: 'Cancel items' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return items' });
    const beanie = within(form).getByRole('combobox', { name: 'Quantity of Watch Cuffed Beanie' });
    expect(within(beanie).getAllByRole('option').map((option) => option.textContent)).toEqual(['0', '1', '2']);
    await user.selectOptions(beanie, '2');
    await user.click(within(form).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(within(messages()).getByRole('status')).toHaveTextContent('Your return request has been received.'));
    expect(actions.requestReturnAction).toHaveBeenCalledWith({
      values: { orderCode: '00010001', entries: [{ entryNumber: 0, quantity: 0 }, { entryNumber: 1, quantity: 2 }] },
      location,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Return items' })).not.toBeInTheDocument());
  });

  it('return: an ended session sends the shopper to sign in again', async () => {
    const user = userEvent.setup();
    actions.requestReturnAction.mockResolvedValue({ ok: false, sessionExpired: true });
    await openOrder('00010001');
    await user.click(screen.getByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('form', { name: 'Return items' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Quantity of Detroit Duck Jacket' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/?dialog=login&returnUrl=%2Faccount%2Fprofile'));
  });
});
