import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlobalMessageRegion } from '@/features/global-messages/GlobalMessageRegion';
import { addGlobalMessage, clearGlobalMessages, type GlobalMessageInput } from '@/features/global-messages/store';
import { I18nProvider } from '@/i18n/client';
import type { Language } from '@/i18n/config';
import { pickResources } from '@/i18n/resources';

function renderRegion(lang: Language = 'en') {
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['messages', 'common'])}>
      <GlobalMessageRegion />
    </I18nProvider>,
  );
}

function show(message: GlobalMessageInput) {
  act(() => {
    addGlobalMessage(message);
  });
}

/**
 * user-event waits on real timers between steps (through Testing Library's async wrapper), so
 * keyboard tests let fake time also follow the clock; the timing tests keep it frozen.
 */
function setupUser() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  clearGlobalMessages();
});

afterEach(() => {
  act(() => clearGlobalMessages());
  vi.useRealTimers();
});

describe('GlobalMessageRegion', () => {
  it('keeps both live regions in the page before any message arrives', () => {
    renderRegion();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces confirmations and info politely, errors and warnings as alerts', () => {
    renderRegion();
    show({ type: 'confirmation', text: 'Added to your cart.' });
    show({ type: 'info', text: 'Prices have changed.' });
    show({ type: 'error', key: 'cartNotFound' });
    show({ type: 'warning', key: 'invalidEntries' });

    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Added to your cart.')).toBeInTheDocument();
    expect(within(status).getByText('Prices have changed.')).toBeInTheDocument();
    expect(within(alert).getByText('Cart not found.')).toBeInTheDocument();
    expect(within(alert).getByText('Products are not available in your region.')).toBeInTheDocument();
  });

  it('hides a confirmation after exactly 3 seconds', () => {
    renderRegion();
    show({ type: 'confirmation', text: 'Saved.' });
    wait(2999);
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it.each([
    ['info', 15000],
    ['error', 15000],
    ['warning', 8000],
  ] as const)('hides an %s message after %i ms', (type, duration) => {
    renderRegion();
    show({ type, key: 'badGateway' });
    wait(duration - 1);
    expect(screen.getByText('A server error occurred. Please try again later.')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText('A server error occurred. Please try again later.')).not.toBeInTheDocument();
  });

  it('lets a keyboard user dismiss a message', async () => {
    const user = setupUser();
    renderRegion();
    show({ type: 'error', key: 'gatewayTimeout' });

    await user.tab();
    const dismiss = screen.getByRole('button', { name: 'Dismiss message' });
    expect(dismiss).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('The server did not respond, please try again later.')).not.toBeInTheDocument();
  });

  it('gives each message its own dismiss button', async () => {
    const user = setupUser();
    renderRegion();
    show({ type: 'error', key: 'badGateway' });
    show({ type: 'error', key: 'gatewayTimeout' });

    const [first] = screen.getAllByRole('button', { name: 'Dismiss message' });
    await user.click(first!);
    expect(screen.queryByText('A server error occurred. Please try again later.')).not.toBeInTheDocument();
    expect(screen.getByText('The server did not respond, please try again later.')).toBeInTheDocument();
  });

  it('shows the message in the page language', () => {
    renderRegion('de');
    show({ type: 'error', key: 'sessionExpired' });
    expect(screen.getByRole('alert')).toHaveTextContent('Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.');
    expect(screen.getByRole('button', { name: 'Meldung schließen' })).toBeInTheDocument();
  });

  it('reads keys from other namespaces with an ns: prefix and fills in parameters', () => {
    renderRegion('fr');
    show({ type: 'info', key: 'common:cart', params: { count: 2 } });
    expect(screen.getByRole('status')).toHaveTextContent('Panier, 2 articles');
  });

  it('falls back to the server text when a key has no translation', () => {
    renderRegion();
    show({ type: 'error', key: 'cart:notYetTranslated', text: 'Sold out in your size.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sold out in your size.');
  });
});
