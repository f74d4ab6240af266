import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { DialogHost } from '@/features/dialogs/DialogHost';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { translationsResponse } from '@/i18n/translations-api';
import { preloadDialog } from '@/features/dialogs/DialogHost';
import { showDialogLocation } from '@/features/dialogs/dialog-location';
import { currentLocation, goTo, router } from '../support/history-navigation';

// The dialog library loads with the first dialog; loaded here, dialogs open at their first render.
await preloadDialog();

vi.mock('next/navigation', () => import('../support/history-navigation'));

/** The page under the dialogs, with the given query. */
function at(search: string) {
  goTo(search ? `/c/men?${search}` : '/c/men');
}

function renderHost(search: string, lang: 'en' | 'de' = 'en') {
  at(search);
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['auth'])}>
      <button type="button">Before</button>
      <DialogHost />
    </I18nProvider>,
  );
}


describe('the dialog host', () => {
  it('opens the login dialog from ?dialog=login', () => {
    renderHost('dialog=login&returnUrl=%2Faccount%2Forders');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  });

  it('opens the registration and order-lookup dialogs in the page language', () => {
    const { unmount } = renderHost('dialog=register', 'de');
    expect(screen.getByRole('dialog', { name: 'Konto erstellen' })).toBeVisible();
    unmount();
    renderHost('dialog=order-lookup', 'de');
    expect(screen.getByRole('dialog', { name: 'Bestellung finden' })).toBeVisible();
  });

  it('sizes the order lookup dialog 640 by 554 (spec 1 §2.1)', () => {
    renderHost('dialog=order-lookup');
    const dialog = screen.getByRole('dialog', { name: 'Find your order' });
    const sized = dialog.closest('[style]') as HTMLElement | null;
    expect(sized?.style.getPropertyValue('--dialog-width')).toBe('640px');
    expect(sized?.style.getPropertyValue('--dialog-max-height')).toBe('554px');
  });

  it('gives focus back to the control that opened it once the page it leaves is usable again', async () => {
    // As browsers do: an element inside an inert subtree cannot take focus.
    const focus = HTMLElement.prototype.focus;
    const refuseInert = vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options?: FocusOptions) {
      if (!this.closest('[inert]')) focus.call(this, options);
    });
    const page = (search: string) => {
      at(search);
      return (
        <I18nProvider lang="en" resources={pickResources('en', ['auth'])}>
          <div data-testid="page">
            <button type="button">Sign in</button>
          </div>
          <DialogHost />
        </I18nProvider>
      );
    };
    const { rerender } = render(page(''));
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    rerender(page('dialog=login'));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Sign in' })).toContainElement(document.activeElement as HTMLElement));

    // The dialog leaves with the navigation while the page is still inert, for a moment.
    screen.getByTestId('page').setAttribute('inert', '');
    rerender(page(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    setTimeout(() => screen.getByTestId('page').removeAttribute('inert'), 50);
    await waitFor(() => expect(opener).toHaveFocus());
    refuseInert.mockRestore();
  });

  it('gives focus to the control that replaced its opener: "My account" after signing in with "Sign in"', async () => {
    const page = (search: string, signedIn: boolean) => {
      at(search);
      return (
        <I18nProvider lang="en" resources={pickResources('en', ['auth'])}>
          {signedIn ? (
            <button type="button" data-focus-slot="account">
              My account
            </button>
          ) : (
            <button type="button" data-focus-slot="account">
              Sign in
            </button>
          )}
          <button type="button">Cart</button>
          <DialogHost />
        </I18nProvider>
      );
    };
    const { rerender } = render(page('', false));
    screen.getByRole('button', { name: 'Sign in' }).focus();
    rerender(page('dialog=login', false));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Sign in' })).toContainElement(document.activeElement as HTMLElement));
    // Signed in: the dialog closes and the header's entry is another control.
    rerender(page('', true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'My account' })).toHaveFocus());
  });

  it('opens nothing for an unknown dialog name', () => {
    renderHost('dialog=admin');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape by removing the dialog state and the return path, keeping the rest of the query', async () => {
    const user = userEvent.setup();
    renderHost('sort=price&dialog=login&returnUrl=%2Faccount%2Forders');
    await user.keyboard('{Escape}');
    // Back to the page under the dialog, which the router holds already: no history entry of its own.
    expect(router.replace).toHaveBeenCalledWith('/c/men?sort=price', { scroll: false });
    expect(currentLocation()).toBe('/c/men?sort=price');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes a dialog the page opened over itself by going Back, so Back afterwards leaves the page', async () => {
    const user = userEvent.setup();
    renderHost('sort=price');
    router.replace.mockClear();
    router.back.mockClear();
    act(() => showDialogLocation('/c/men?sort=price&dialog=login', 'push'));
    // Switching to another dialog keeps the entry one the page added.
    act(() => showDialogLocation('/c/men?sort=price&dialog=register', 'replace'));
    await user.click(await screen.findByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(currentLocation()).toBe('/c/men?sort=price'));
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.replace).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderHost('dialog=order-lookup');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(currentLocation()).toBe('/c/men');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('the registration dialog, once typed into (closing by accident would lose the form)', () => {
    function renderRegister() {
      at('dialog=register&returnUrl=%2Faccount%2Foverview');
      render(
        <I18nProvider lang="en" resources={pickResources('en', ['auth'])}>
          <DialogHost
            content={{
              register: (
                <form aria-label="Registration form">
                  <label>
                    First name <input name="firstName" />
                  </label>
                </form>
              ),
            }}
          />
        </I18nProvider>,
      );
      return screen.getByRole('dialog', { name: 'Create an account' });
    }

    it('still closes on Escape while nothing is typed', async () => {
      const user = userEvent.setup();
      renderRegister();
      await user.keyboard('{Escape}');
      expect(currentLocation()).toBe('/c/men');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open on Escape and on a click on the backdrop, keeping what was typed', async () => {
      const user = userEvent.setup();
      const dialog = renderRegister();
      await user.type(screen.getByLabelText('First name'), 'Jo');
      await user.keyboard('{Escape}');
      const overlay = dialog.parentElement?.parentElement as HTMLElement;
      await user.click(overlay);
      expect(currentLocation()).toBe('/c/men?dialog=register&returnUrl=%2Faccount%2Foverview');
      expect(screen.getByLabelText('First name')).toHaveValue('Jo');
    });

    it('closes with its close button', async () => {
      const user = userEvent.setup();
      renderRegister();
      await user.type(screen.getByLabelText('First name'), 'Jo');
      await user.click(screen.getByRole('button', { name: 'Close dialog' }));
      expect(currentLocation()).toBe('/c/men');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('renders the content a feature provides for a dialog', () => {
    at('dialog=login');
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['auth'])}>
        <DialogHost content={{ login: <form aria-label="Sign-in form" /> }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('form', { name: 'Sign-in form' })).toBeInTheDocument();
  });
});

describe('the dialogs’ texts on a page that does not carry them (src/i18n/on-demand.ts)', () => {
  const requests: string[] = [];
  const server = setupServer(
    http.get('*/api/translations/:lang/:namespace', ({ request, params }) => {
      requests.push(new URL(request.url).pathname);
      return translationsResponse(String(params.lang), String(params.namespace));
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    requests.length = 0;
  });

  function renderShellHost(search: string, lang: 'en' | 'nl') {
    at(search);
    return render(
      <I18nProvider lang={lang} resources={pickResources(lang, ['common', 'messages'])}>
        <DialogHost />
      </I18nProvider>,
    );
  }

  it('asks for nothing while no dialog is open', async () => {
    renderShellHost('', 'nl');
    // A request started while mounting is recorded when it reaches the handler, after this wait.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('loads them with the first dialog, in the page language, once', async () => {
    const { unmount } = renderShellHost('dialog=login', 'nl');
    expect(await screen.findByRole('dialog', { name: 'Inloggen' })).toBeVisible();
    expect(requests).toEqual(['/api/translations/nl/auth']);
    unmount();
    renderShellHost('dialog=register', 'nl');
    expect(screen.getByRole('dialog', { name: 'Account aanmaken' })).toBeVisible();
    expect(requests).toHaveLength(1);
  });
});
