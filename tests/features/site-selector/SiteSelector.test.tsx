import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerSiteSelector } from '@/features/site-selector/ServerSiteSelector';
import { SiteSelector } from '@/features/site-selector/SiteSelector';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { Language, SiteKey } from '@/site';

function renderSelector(site: SiteKey, lang: Language) {
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['site'])}>
      <SiteSelector site={site} lang={lang} />
    </I18nProvider>,
  );
}

afterEach(() => {
  document.cookie = 'country=; Max-Age=0; Path=/';
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
});

describe('the selector on first use', () => {
  function renderServerDrawing(site: SiteKey, lang: Language) {
    return render(
      <I18nProvider lang={lang} resources={pickResources(lang, ['site'])}>
        <ServerSiteSelector site={site} lang={lang} />
      </I18nProvider>,
    );
  }

  it('is drawn closed by the server, and opens for a press made before its island was there', async () => {
    renderServerDrawing('us', 'en');
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
    document.cookie = 'country=CA; Path=/';
    renderServerDrawing('us', 'en');
    expect(await screen.findByRole('button', { name: /canada/i })).toBeInTheDocument();
  });
});
