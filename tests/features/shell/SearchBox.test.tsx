import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
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

  it('moves focus from the field to its search button on a search: a phone’s keyboard closes, and focus stays in the header', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jacket{Enter}');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('takes no more text than a search sends (100 characters), so nothing typed is dropped unseen', async () => {
    const user = userEvent.setup();
    renderSearch();
    const field = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(field, `${'a'.repeat(99)}bcd`);
    expect(field).toHaveValue(`${'a'.repeat(99)}b`);
    await user.type(field, '{Enter}');
    expect(router.push).toHaveBeenCalledWith(`/c/${'a'.repeat(99)}b`);
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

  it('shows the search was taken while the results are on their way', async () => {
    // As the router does: the new page is a transition that waits for its data.
    let arrive: () => void = () => undefined;
    const results = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    function Results({ href }: { href: string }) {
      use(results);
      return <p>results at {href}</p>;
    }
    let navigate: (href: string) => void = () => undefined;
    function Page() {
      const [href, setHref] = useState<string>();
      navigate = setHref;
      return href ? <Results href={href} /> : <p>home</p>;
    }
    router.push.mockImplementation((href) => navigate(href));
    const user = userEvent.setup();
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['common'])}>
        <SearchBox site="us" lang="en" />
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).not.toHaveAttribute('data-pending');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'duck');
    await act(async () => {
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(button).toHaveAttribute('data-pending');
    expect(screen.getByText('home')).toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByText('results at /c/duck')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-pending');
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
