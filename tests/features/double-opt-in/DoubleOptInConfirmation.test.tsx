import { waitFor } from '@testing-library/react';
import { DoubleOptInConfirmation } from '@/features/double-opt-in/DoubleOptInConfirmation';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { renderIsland } from '../support/render-island';

const navigation = vi.hoisted(() => ({ replace: vi.fn<(href: string) => void>() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: navigation.replace }) }));

/** The router's commit of the page it was sent to: the address changes. */
const arriveAt = (path: string) => window.history.replaceState(null, '', path);
const messages = () => useGlobalMessages.getState().messages;
const action = vi.hoisted(() => vi.fn<(input: unknown) => Promise<{ ok: boolean }>>());
vi.mock('@/features/double-opt-in/actions', () => ({ confirmDoubleOptInAction: action }));

beforeEach(() => {
  navigation.replace.mockReset();
  arriveAt('/DoubleOptIn?email=crew%40example.com');
  action.mockReset();
  clearGlobalMessages();
});

describe('double opt-in (spec 3 §4)', () => {
  it('confirms once, goes home first, then shows doubleOptIn.success once home is on screen', async () => {
    action.mockResolvedValue({ ok: true });
    renderIsland(<DoubleOptInConfirmation email="crew@example.com" />, { site: 'eu', lang: 'fr' });
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/eu/fr'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({ email: 'crew@example.com', site: 'eu', lang: 'fr' });
    // Still on the confirmation page: nothing shows (its 3 s would run out over this page).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages()).toEqual([]);
    arriveAt('/eu/fr');
    await waitFor(() => expect(messages()).toEqual([expect.objectContaining({ type: 'confirmation', text: 'Merci\u00a0! Votre adresse e-mail est confirmée.' })]));
  });

  it('shows doubleOptIn.error at home when the confirmation fails', async () => {
    action.mockResolvedValue({ ok: false });
    renderIsland(<DoubleOptInConfirmation email="crew@example.com" />);
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'));
    arriveAt('/');
    await waitFor(() => expect(messages()).toEqual([expect.objectContaining({ type: 'error', text: 'We could not confirm your email address. Please try the link again later.' })]));
  });

  it('goes home with doubleOptIn.error when the confirmation cannot be sent at all', async () => {
    action.mockRejectedValue(new TypeError('Failed to fetch'));
    renderIsland(<DoubleOptInConfirmation email="crew@example.com" />);
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/'));
    arriveAt('/');
    await waitFor(() => expect(messages()).toEqual([expect.objectContaining({ type: 'error', text: 'We could not confirm your email address. Please try the link again later.' })]));
  });
});
