import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cardRenditions } from '@/features/catalog/card-renditions';
import { INFINITE_SCROLL_ROOT_MARGIN, LISTING_PAGE_SIZE, PRIORITY_CARD_COUNT } from '@/features/catalog/listing-constants';
import { EARLY_LOAD_MARGIN, ListingOnFirstUse } from '@/features/catalog/ListingOnFirstUse';
import { rememberScrollPosition, savedScrollPosition } from '@/features/catalog/scroll-memory';
import { ServerListing } from '@/features/catalog/ServerListing';
import { previousBrowsePage } from '@/features/product/browse-history';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { createTranslate } from '@/i18n/translate';
import { setupSandboxServer } from '../../msw/sandbox';
import { FakeIntersectionObserver, firstPage, IMAGE_ORIGINS, observers, productLinks, recordSearchRequests, scrollToEnd } from './listing-fixtures';

/**
 * The listing island loaded on first use: the server's drawing of the first page until the shopper
 * reaches for the filters or the sort, the end of the list comes near, or the list is not the
 * server's; what was done meanwhile carries over (spec 1 §9 rules stay the island's).
 */

const sandbox = setupSandboxServer();
let searchRequests: URL[] = [];

async function renderListing({ serverCurrency = 'USD' } = {}) {
  const page = await firstPage(sandbox, ':relevance:allCategories:men');
  const resources = pickResources('en', ['catalog', 'common', 'messages']);
  const scope = { kind: 'category', categoryCode: 'men' } as const;
  const renditions = cardRenditions();
  render(
    <I18nProvider lang="en" resources={resources}>
      <StoreProvider site="us" lang="en">
        <ListingOnFirstUse
          site="us"
          lang="en"
          scope={scope}
          initialPage={page}
          serverContext={{ currency: serverCurrency, country: 'US' }}
          imageOrigins={IMAGE_ORIGINS}
          renditions={renditions}
          priorityCards={PRIORITY_CARD_COUNT}
        >
          <ServerListing t={createTranslate('en', 'catalog', resources)} site="us" lang="en" scope={scope} page={page} renditions={renditions} priorityCards={PRIORITY_CARD_COUNT} />
        </ListingOnFirstUse>
      </StoreProvider>
    </I18nProvider>,
  );
}

/** The island watches the end of the list 50 px ahead; the server's drawing only a screen ahead. */
const islandIsHere = () => observers.some((observer) => observer.options?.rootMargin === INFINITE_SCROLL_ROOT_MARGIN);
const brownBox = () => within(screen.getByTestId('facet-sidebar')).getByRole('checkbox', { name: /^Brown/ });

beforeEach(() => {
  window.history.replaceState(null, '', '/c/men');
  sessionStorage.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  searchRequests = recordSearchRequests(sandbox);
});

afterEach(() => {
  sandbox.server.events.removeAllListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the listing on first use', { timeout: 30_000 }, () => {
  it('draws the server’s first page and leaves the island unloaded while nobody uses it', async () => {
    await renderListing();
    expect(productLinks()).toHaveLength(LISTING_PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent(/\d+ products/);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    expect(screen.getByRole('link', { name: /^Outerwear/ })).toHaveAttribute('href', '/c/men-outerwear');
    expect(observers.map((observer) => observer.options?.rootMargin)).toEqual([EARLY_LOAD_MARGIN]);
    fireEvent.pointerOver(productLinks()[0]!);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(islandIsHere()).toBe(false);
    expect(searchRequests).toEqual([]);
  });

  // Spec 1 §2.1: on the product page "A back link appears if the previous page was a search, category or brand page".
  it('notes a product link followed before the island is there, for Back (spec 1 §2.1)', async () => {
    await renderListing();
    vi.stubGlobal('scrollY', 640);
    const link = productLinks()[3]!;
    // jsdom does not navigate; the click is stopped after the listing has seen it.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(savedScrollPosition()).toBe(640);
    expect(previousBrowsePage(new URL(link.getAttribute('href')!, window.location.href).pathname)).toBe('category');
  });

  /** How the browser says this document was loaded (`PerformanceNavigationTiming.type`). */
  function arrivedBy(type: NavigationTimingType) {
    const entry = { type, entryType: 'navigation', name: window.location.href, startTime: 0, duration: 0, toJSON: () => ({ type }) };
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((kind) => (kind === 'navigation' ? [entry] : []));
  }

  it('returns to the noted place only when Back or a reload loads the listing again', async () => {
    rememberScrollPosition(640);
    arrivedBy('back_forward');
    expect(savedScrollPosition()).toBe(640);
    arrivedBy('reload');
    expect(savedScrollPosition()).toBe(640);
    // A link or a typed address starts at the top, though the tab once left this listing for a product.
    arrivedBy('navigate');
    expect(savedScrollPosition()).toBeUndefined();
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderListing();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(islandIsHere()).toBe(false);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('forgets the noted place when the browser brings the listing back whole, at its own place', () => {
    rememberScrollPosition(640);
    arrivedBy('reload');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(savedScrollPosition()).toBe(640);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(savedScrollPosition()).toBeUndefined();
  });

  it('takes over when the end of the list comes within a screen, then loads the next page 50 px ahead', async () => {
    await renderListing();
    scrollToEnd(EARLY_LOAD_MARGIN);
    await waitFor(() => expect(islandIsHere()).toBe(true));
    expect(searchRequests).toEqual([]);
    scrollToEnd(INFINITE_SCROLL_ROOT_MARGIN);
    await waitFor(() => expect(productLinks()).toHaveLength(2 * LISTING_PAGE_SIZE));
    expect(window.location.search).toBe('?pages=2');
  });

  it('applies a filter pressed before the island was there, with focus kept on it', async () => {
    await renderListing();
    const serverBox = brownBox();
    // Focused and pressed in one go, before the island can render.
    act(() => {
      serverBox.focus();
      serverBox.click();
    });
    await waitFor(() => expect(window.location.search).toBe('?facet=colour%3ABrown'));
    await waitFor(() => expect(searchRequests.at(-1)?.searchParams.get('query')).toBe(':relevance:allCategories:men:colour:Brown'));
    expect(brownBox()).not.toBe(serverBox);
    expect(brownBox()).toBeChecked();
    expect(brownBox()).toHaveFocus();
  });

  it('applies a sort chosen before the island was there', async () => {
    await renderListing();
    const serverSort = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(serverSort, { target: { value: 'price-asc' } });
    await waitFor(() => expect(window.location.search).toBe('?sort=price-asc'));
    await waitFor(() => expect(searchRequests.at(-1)?.searchParams.get('query')).toBe(':price-asc:allCategories:men'));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });

  it('takes over at the first pointer over the controls', async () => {
    await renderListing();
    fireEvent.pointerOver(screen.getByRole('combobox', { name: 'Sort by' }));
    await waitFor(() => expect(islandIsHere()).toBe(true));
  });

  it('takes over at once to restore a list whose filters and pages are in the address (Back)', async () => {
    window.history.replaceState(null, '', '/c/men?facet=size:L&pages=2');
    await renderListing();
    await waitFor(() => expect(productLinks().length).toBeGreaterThan(LISTING_PAGE_SIZE));
    // The filtered list's two pages in one request (`ProductListing`).
    expect(searchRequests.map((url) => url.searchParams.get('pageSize'))).toEqual(['24']);
    expect(searchRequests[0]?.searchParams.get('query')).toBe(':relevance:allCategories:men:size:L');
  });

  it('hides the server’s list behind a loading note before it is painted when the address asks for another list', async () => {
    /** Runs the drawing's inline script as the browser does while it parses the page. */
    function runMarkScript() {
      const script = document.querySelector('script')!;
      new Function('document', script.textContent!)({ currentScript: script });
      return script.parentElement!;
    }
    await renderListing();
    expect(runMarkScript()).not.toHaveAttribute('data-restoring');
    for (const search of ['?facet=size:L', '?sort=price-asc', '?pages=3']) {
      window.history.replaceState(null, '', `/c/men${search}`);
      const drawing = runMarkScript();
      expect(drawing, search).toHaveAttribute('data-restoring');
      drawing.removeAttribute('data-restoring');
    }
    // The note the style sheet shows in the list's place then.
    expect(screen.getAllByText('Loading products…').length).toBeGreaterThan(0);
  });

  it('takes over at once when the shopper’s currency is not the one the server priced the page in', async () => {
    await renderListing({ serverCurrency: 'CAD' });
    await waitFor(() => expect(searchRequests).toHaveLength(1));
    // The island asks for its page as it mounts and starts watching the list's end in a later effect.
    await waitFor(() => expect(islandIsHere()).toBe(true));
  });
});
