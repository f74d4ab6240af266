import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '@/features/shell/header/SearchBox';
import { SearchedText } from '@/features/shell/header/SearchedText';
import { searchQueryOf } from '@/site';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type { Language, SiteKey } from '@/site';

/** Slot SearchBox: a search leads to the search route `c/{query}` (spec 1 §2.1). */

const router = vi.hoisted(() => ({ push: vi.fn<(href: string) => void>() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: router.push, replace: vi.fn(), prefetch: vi.fn() }) }));

function renderSearch(site: SiteKey = 'us', lang: Language = 'en') {
  render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['common'])}>
      <SearchBox site={site} lang={lang} />
    </I18nProvider>,
  );
}

beforeEach(() => router.push.mockReset());

describe('the header search box', () => {
  it('is a labelled search landmark with a submit button', () => {
    renderSearch();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('leads to /c/{query}, trimmed and encoded', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  duck jacket  {Enter}');
    expect(router.push).toHaveBeenCalledWith('/c/duck%20jacket');
  });

  it('keeps the site prefix on EMEA sites', async () => {
    const user = userEvent.setup();
    renderSearch('eu', 'de');
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'Jacke');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(router.push).toHaveBeenCalledWith('/eu/de/c/Jacke');
  });

  it('is a plain GET form to search?q= before its script runs, on the page’s site', () => {
    renderSearch('eu', 'de');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/eu/de/search');
    expect(form.getAttribute('method') ?? 'get').toMatch(/^get$/i);
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toHaveAttribute('name', 'q');
  });

  it('does nothing for an empty or blank query', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '   {Enter}');
    expect(router.push).not.toHaveBeenCalled();
    expect(searchQueryOf('  ')).toBeUndefined();
    expect(searchQueryOf(null)).toBeUndefined();
  });

  describe('on a search results page', () => {
    /** The header's box and a page below it that can be a results page or another page. */
    function Shell({ initial }: { initial?: string }) {
      const [text, setText] = useState(initial);
      return (
        <I18nProvider lang="en" resources={pickResources('en', ['common'])}>
          <SearchBox site="us" lang="en" />
          {text === undefined ? null : <SearchedText key={text} text={text} />}
          <button type="button" onClick={() => setText('hi-vis vest')}>
            results for hi-vis vest
          </button>
          <button type="button" onClick={() => setText(undefined)}>
            another page
          </button>
        </I18nProvider>
      );
    }

    it('shows what was searched, ready to change, and takes it back on leaving', async () => {
      const user = userEvent.setup();
      render(<Shell initial="duck jacket" />);
      const box = screen.getByRole('searchbox', { name: 'Search' });
      expect(box).toHaveValue('duck jacket');

      await user.click(screen.getByRole('button', { name: 'results for hi-vis vest' }));
      expect(box).toHaveValue('hi-vis vest');
      await user.click(screen.getByRole('button', { name: 'another page' }));
      expect(box).toHaveValue('');

      await user.clear(box);
      await user.type(box, 'a new search {Enter}');
      expect(router.push).toHaveBeenCalledWith('/c/a%20new%20search');
    });

    it('never overwrites what the shopper is typing, nor clears their own text', async () => {
      const user = userEvent.setup();
      render(<Shell />);
      const box = screen.getByRole('searchbox', { name: 'Search' });
      await user.type(box, 'overalls');
      await user.click(screen.getByRole('button', { name: 'another page' }));
      expect(box).toHaveValue('overalls');

      // A results page arriving while the shopper types (a click does not take the focus here).
      box.focus();
      fireEvent.click(screen.getByRole('button', { name: 'results for hi-vis vest' }));
      expect(box).toHaveFocus();
      expect(box).toHaveValue('overalls');
    });

    it('keeps a searched text the shopper changed when they leave the page', async () => {
      const user = userEvent.setup();
      render(<Shell initial="duck jacket" />);
      const box = screen.getByRole('searchbox', { name: 'Search' });
      await user.type(box, ' brown');
      await user.click(screen.getByRole('button', { name: 'another page' }));
      expect(box).toHaveValue('duck jacket brown');
    });
  });
});
