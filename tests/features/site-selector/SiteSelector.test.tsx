import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { ServerSiteSelector } from '@/features/site-selector/ServerSiteSelector';
import { SiteSelector } from '@/features/site-selector/SiteSelector';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { Language, SiteKey } from '@/site';

const navigation = vi.hoisted(() => ({ pathname: '/en/' }));

vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
}));

function renderSelector(site: SiteKey, lang: Language, around: (selector: ReactNode) => ReactNode = (selector) => selector) {
  const ui = () => (
    <I18nProvider lang={lang} resources={pickResources(lang, ['site'])}>
      {around(<SiteSelector site={site} lang={lang} />)}
    </I18nProvider>
  );
  const view = render(ui());
  return { ...view, rerenderPage: () => view.rerender(ui()) };
}

/** Opens the island's panel; returns the toggle button. */
async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: /change country or language/i });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

afterEach(() => {
  document.cookie = 'country=; Max-Age=0; Path=/';
  navigation.pathname = '/en/';
});

describe('the country and language selector', () => {
  it('is a disclosure: the button controls the panel and announces its state', async () => {
    const user = userEvent.setup();
    renderSelector('us', 'en');
    const toggle = screen.getByRole('button', { name: /change country or language/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Country/region' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Country/region' })).toBeVisible();
  });

  it('shows the stored country of the site', () => {
    document.cookie = 'country=CA; Path=/';
    renderSelector('us', 'en');
    expect(screen.getByRole('button', { name: /canada/i })).toBeInTheDocument();
  });

  it('offers only the languages of the site the chosen country belongs to', async () => {
    const user = userEvent.setup();
    renderSelector('us', 'en');
    await user.click(screen.getByRole('button', { name: /change country or language/i }));
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language.querySelectorAll('option')).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country/region' }), 'DE');
    const offered = [...language.querySelectorAll('option')].map((option) => option.getAttribute('value'));
    expect(offered).toEqual(['en', 'de', 'es', 'fr', 'it', 'nl']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country/region' }), 'GB');
    expect([...language.querySelectorAll('option')].map((option) => option.getAttribute('value'))).toEqual(['en-gb']);
  });

  it('names the countries in the page’s language without building the names again at each change', async () => {
    const user = userEvent.setup();
    renderSelector('eu', 'fr');
    await user.click(screen.getByRole('button', { name: /changer de pays ou de langue/i }));
    const country = screen.getByRole('combobox', { name: 'Pays/région' });
    expect(within(country).getByRole('option', { name: 'Allemagne' })).toBeInTheDocument();
    const built = vi.spyOn(Intl, 'DisplayNames');
    await user.selectOptions(country, 'DE');
    await user.selectOptions(country, 'NL');
    expect(built).not.toHaveBeenCalled();
    expect(within(country).getByRole('option', { name: 'Pays-Bas' })).toBeInTheDocument();
  });

  it('posts a plain form to the site-preference handler', async () => {
    const user = userEvent.setup();
    renderSelector('eu', 'de');
    await user.click(screen.getByRole('button', { name: /land oder sprache/i }));
    const form = screen.getByRole('combobox', { name: /land/i }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/site-preference');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderSelector('uk', 'en-gb');
    const toggle = screen.getByRole('button', { name: /change country or language/i });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when the page changes', async () => {
    const user = userEvent.setup();
    navigation.pathname = '/en/c/jackets';
    const { rerenderPage } = renderSelector('us', 'en');
    const toggle = await openPanel(user);
    navigation.pathname = '/en/c/shirts';
    rerenderPage();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Country/region' })).not.toBeInTheDocument();
  });

  it('stays open while the page stays the same', async () => {
    const user = userEvent.setup();
    const { rerenderPage } = renderSelector('us', 'en');
    const toggle = await openPanel(user);
    rerenderPage();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a press outside it, not on one inside its panel', async () => {
    const user = userEvent.setup();
    renderSelector('us', 'en', (selector) => (
      <>
        {selector}
        <button type="button">Elsewhere</button>
      </>
    ));
    const toggle = await openPanel(user);
    await user.click(screen.getByRole('combobox', { name: 'Country/region' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Not an Escape: focus stays where the shopper pressed.
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes when Tab leaves it, so it does not cover the header controls focused next; Tab within it keeps it open', async () => {
    const user = userEvent.setup();
    renderSelector('us', 'en', (selector) => (
      <>
        {selector}
        <button type="button">Sign in</button>
      </>
    ));
    const toggle = await openPanel(user);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Country/region' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /update/i })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('inside the mobile drawer, Escape closes only its panel; the next one closes the drawer', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    // As the mobile menu's drawer holds it: a dismissable react-aria modal.
    renderSelector('us', 'en', (selector) => (
      <ModalOverlay isOpen onOpenChange={onOpenChange} isDismissable>
        <Modal>
          <Dialog aria-label="Menu">{selector}</Dialog>
        </Modal>
      </ModalOverlay>
    ));
    const toggle = await openPanel(user);
    await user.click(screen.getByRole('combobox', { name: 'Country/region' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('leaves an Escape pressed outside it alone (the desktop menu keeps its focus)', async () => {
    const user = userEvent.setup();
    renderSelector('us', 'en', (selector) => (
      <>
        {selector}
        <nav aria-label="Categories">
          <button type="button">Workwear</button>
        </nav>
      </>
    ));
    const toggle = await openPanel(user);
    const menuItem = screen.getByRole('button', { name: 'Workwear' });
    // Keyboard focus moves on without a press (no pointerdown outside).
    act(() => menuItem.focus());
    await user.keyboard('{Escape}');
    expect(menuItem).toHaveFocus();
    expect(toggle).not.toHaveFocus();
  });

  it('marks an Escape it handled, so document listeners (the desktop menu) leave it alone', async () => {
    const user = userEvent.setup();
    // Capture phase: sees every Escape before the selector does; read it once dispatch is over.
    const captured: KeyboardEvent[] = [];
    const onCapture = (event: KeyboardEvent) => {
      if (event.key === 'Escape') captured.push(event);
    };
    // Bubbling phase: where a document listener such as the desktop menu's sits.
    const bubbled: KeyboardEvent[] = [];
    const onBubble = (event: KeyboardEvent) => {
      if (event.key === 'Escape') bubbled.push(event);
    };
    document.addEventListener('keydown', onCapture, true);
    document.addEventListener('keydown', onBubble);
    try {
      renderSelector('us', 'en');
      const toggle = await openPanel(user);
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(captured).toHaveLength(1);
      expect(captured[0]?.defaultPrevented).toBe(true);
      expect(bubbled).toEqual([]);
    } finally {
      document.removeEventListener('keydown', onCapture, true);
      document.removeEventListener('keydown', onBubble);
    }
  });
});

describe('the selector on first use', () => {
  function renderServerDrawing(site: SiteKey, lang: Language, country: string) {
    return render(
      <I18nProvider lang={lang} resources={pickResources(lang, ['site'])}>
        <ServerSiteSelector site={site} lang={lang} country={country} />
      </I18nProvider>,
    );
  }

  it('is drawn closed by the server, and opens for a press made before its island was there', async () => {
    renderServerDrawing('us', 'en', 'US');
    const serverToggle = screen.getByRole('button', { name: /change country or language.*united states/i });
    expect(serverToggle).toHaveAttribute('aria-expanded', 'false');
    // Focused and pressed in one go, before the island can render.
    act(() => {
      serverToggle.focus();
      serverToggle.click();
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country/region' })).toBeVisible());
    const toggle = screen.getByRole('button', { name: /change country or language/i });
    expect(toggle).not.toBe(serverToggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
  });

  it('names a stored country other than the site’s default at once', async () => {
    document.cookie = 'country=DE; Path=/';
    renderServerDrawing('eu', 'de', 'AT');
    expect(await screen.findByRole('button', { name: /deutschland/i })).toBeInTheDocument();
  });

  /** The toggle as the page's HTML carries it, before any script has run. */
  function serverHtmlToggle(site: SiteKey, lang: Language, country: string) {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <I18nProvider lang={lang} resources={pickResources(lang, ['site'])}>
        <ServerSiteSelector site={site} lang={lang} country={country} />
      </I18nProvider>,
    );
    return within(host).getByTestId('site-selector-toggle');
  }

  it('names the page’s country in the server’s HTML: Canada on Canadian pages', () => {
    const toggle = serverHtmlToggle('us', 'en', 'CA');
    expect(toggle).toHaveTextContent(/canada/i);
    expect(toggle).not.toHaveTextContent(/united states/i);
  });

  it('names the site’s own country in the server’s HTML on the other pages', () => {
    expect(serverHtmlToggle('us', 'en', 'US')).toHaveTextContent(/united states/i);
    expect(serverHtmlToggle('uk', 'en-gb', 'GB')).toHaveTextContent(/united kingdom/i);
  });

  it('needs no island at once on a Canadian page for a shopper stored as Canadian', async () => {
    document.cookie = 'country=CA; Path=/';
    const { container } = renderServerDrawing('us', 'en', 'CA');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByTestId('site-selector-toggle')).toHaveAccessibleName(/change country or language.*canada/i);
    // The server's drawing already says Canada and stays until the shopper reaches for it: its
    // panel is empty, where the island's holds the form.
    expect(container.querySelector('form')).toBeNull();
  });

  it('keeps Canada named once the island takes over on a Canadian page', async () => {
    document.cookie = 'country=CA; Path=/';
    renderServerDrawing('us', 'en', 'CA');
    const serverToggle = screen.getByRole('button', { name: /canada/i });
    act(() => {
      serverToggle.focus();
      serverToggle.click();
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country/region' })).toHaveValue('CA'));
    expect(screen.getByRole('button', { name: /change country or language/i })).toHaveAccessibleName(/canada/i);
  });
});
