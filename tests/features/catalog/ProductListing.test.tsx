import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { INFINITE_SCROLL_ROOT_MARGIN, LISTING_PAGE_SIZE, PRIORITY_CARD_COUNT } from '@/features/catalog/listing-constants';
import type * as RatingStarsModule from '@/features/catalog/RatingStars';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';
import { renderMenListing } from './render-listing';
import { FakeIntersectionObserver, observers, productLinks, recordSearchRequests, scrollToEnd } from './listing-fixtures';

/** The listing island against the sandbox through the commerce proxy (msw). */

/** Counts how often a card's rating is drawn, i.e. how often a card with reviews is drawn. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/catalog/RatingStars', async (importOriginal) => {
  const original = await importOriginal<typeof RatingStarsModule>();
  return {
    ...original,
    RatingStars: (props: Parameters<typeof original.RatingStars>[0]) => {
      cardRenders.count += 1;
      return original.RatingStars(props);
    },
  };
});

const sandbox = setupSandboxServer();

let searchRequests: URL[] = [];

/** The browser's searches find nothing (a size no product has), whatever the shopper chose. */
function answerEverySearchWithNoProducts() {
  sandbox.server.use(
    http.get('*/api/commerce/brand-us/products/search', async ({ request }) => {
      const url = new URL(request.url);
      url.searchParams.set('query', ':relevance:allCategories:men:size:NOPE');
      return sandbox.app.fetch(new Request(url.toString().replace(/^.*\/api\/commerce/, 'http://localhost:4010/occ/v2')));
    }),
  );
}

async function renderListing({ priorityCards = PRIORITY_CARD_COUNT } = {}) {
  await renderMenListing(sandbox, { priorityCards });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/c/men');
  cardRenders.count = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  searchRequests = recordSearchRequests(sandbox);
});

afterEach(() => {
  clearGlobalMessages();
  sandbox.server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

describe('the product listing (spec 1 §9)', { timeout: 30_000 }, () => {
  it('shows the server’s first page of 12 without asking again', async () => {
    await renderListing();
    expect(productLinks()).toHaveLength(LISTING_PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent(/\d+ products/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchRequests).toEqual([]);
  });

  it('keeps the outline whole: the results are a region under a level-2 heading, the cards level 3', async () => {
    await renderListing();
    const results = screen.getByRole('region', { name: 'Products' });
    expect(within(results).getByRole('heading', { level: 2, name: 'Products' })).toBeInTheDocument();
    expect(within(results).getAllByRole('heading', { level: 3 })).toHaveLength(LISTING_PAGE_SIZE);
  });

  it('loads the first row’s pictures at once, first, when the grid opens the page, and none below a banner', async () => {
    /** Each card's own picture (its first image), in grid order. */
    const cardPictures = () => screen.getAllByRole('article').map((card) => card.querySelector('img'));
    await renderListing();
    const pictures = cardPictures();
    expect(pictures).toHaveLength(LISTING_PAGE_SIZE);
    pictures.forEach((picture, index) => {
      const first = index < PRIORITY_CARD_COUNT;
      expect(picture).toHaveAttribute('loading', first ? 'eager' : 'lazy');
      expect(picture).toHaveAttribute('fetchpriority', first ? 'high' : 'auto');
    });

    document.body.innerHTML = '';
    await renderListing({ priorityCards: 0 });
    for (const picture of cardPictures()) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('fetchpriority', 'auto');
    }
  });

  it('shows a page that failed to load as the global message for its status, once', async () => {
    await renderListing();
    sandbox.server.use(
      http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/products/search`, () =>
        HttpResponse.json({ errors: [{ type: 'ServerError', message: 'down' }] }, { status: 503 }),
      ),
    );
    scrollToEnd();
    await waitFor(() =>
      expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error', key: 'unknownError' })]),
    );
    expect(productLinks()).toHaveLength(LISTING_PAGE_SIZE);
  });

  it('loads the next page when the end of the list comes within 50 px, and counts pages in the URL', async () => {
    await renderListing();
    expect(observers[0]?.options?.rootMargin).toBe(INFINITE_SCROLL_ROOT_MARGIN);
    expect(INFINITE_SCROLL_ROOT_MARGIN).toBe('0px 0px 50px 0px');
    scrollToEnd();
    await waitFor(() => expect(productLinks()).toHaveLength(2 * LISTING_PAGE_SIZE));
    expect(window.location.search).toBe('?pages=2');
    // The browser's search carries a cache-busting parameter (spec 1 §7).
    expect(searchRequests[0]?.searchParams.get('currentPage')).toBe('1');
    expect(searchRequests[0]?.searchParams.has('_cb')).toBe(true);
    expect(screen.queryByRole('button', { name: /show more/i })).not.toBeInTheDocument();
  });

  it('filters by a facet value, keeps it in the URL, and clears all', async () => {
    const user = userEvent.setup();
    await renderListing();
    const before = screen.getByRole('status').textContent;
    const sidebar = screen.getByTestId('facet-sidebar');
    await user.click(within(sidebar).getByRole('checkbox', { name: /^Brown/ }));
    expect(window.location.search).toBe('?facet=colour%3ABrown');
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(before));
    expect(searchRequests.at(-1)?.searchParams.get('query')).toBe(':relevance:allCategories:men:colour:Brown');
    expect(within(sidebar).getByRole('checkbox', { name: /^Brown/ })).toBeChecked();

    await user.click(screen.getAllByRole('button', { name: 'Clear all' })[0]!);
    expect(window.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(before));
  });

  it('tells, inside the filter dialog, how many products a choice finds (the page behind it is inert)', async () => {
    const user = userEvent.setup();
    await renderListing();
    await user.click(screen.getByRole('button', { name: 'Filter & sort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refine results' }, { timeout: 10_000 });
    const count = within(dialog).getByRole('status');
    const before = count.textContent;
    expect(before).toMatch(/^\d+ products$/);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Brown/ }));
    await waitFor(() => expect(count.textContent).toMatch(/^\d+ products?$/));
    await waitFor(() => expect(count.textContent).not.toBe(before));
  });

  it('moves focus on to the dialog’s results button when its "Clear all" removes itself', async () => {
    const user = userEvent.setup();
    await renderListing();
    await user.click(screen.getByRole('button', { name: 'Filter & sort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refine results' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Brown/ }));
    const clearAll = await within(dialog).findByRole('button', { name: 'Clear all' });
    clearAll.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: /^Show/ })).toHaveFocus();
  });

  it('leaves the panel beside the grid as it was while the filter dialog holds the panel, and brings it up to date after', async () => {
    const user = userEvent.setup();
    await renderListing();
    // The page behind the dialog is hidden from assistive technology meanwhile.
    const sidebarBrown = () => within(screen.getByTestId('facet-sidebar')).getByRole('checkbox', { name: /^Brown/, hidden: true });
    await user.click(screen.getByRole('button', { name: 'Filter & sort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refine results' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Brown/ }));
    await waitFor(() => expect(window.location.search).toContain('Brown'));
    expect(within(dialog).getByRole('checkbox', { name: /^Brown/ })).toBeChecked();
    expect(sidebarBrown()).not.toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sidebarBrown()).toBeChecked();
  });

  it('does not draw the cards already on screen again when a filter redraws the listing', async () => {
    const user = userEvent.setup();
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get('*/api/commerce/brand-us/products/search', async ({ request }) => {
        await held;
        return sandbox.app.fetch(new Request(request.url.replace(/^.*\/api\/commerce/, 'http://localhost:4010/occ/v2')));
      }),
    );
    await renderListing();
    expect(cardRenders.count).toBeGreaterThan(0);
    cardRenders.count = 0;
    const brown = within(screen.getByTestId('facet-sidebar')).getByRole('checkbox', { name: /^Brown/ });
    await user.click(brown);
    // The tick redraws the listing (the box is ticked, the grid dims); the cards on screen are not drawn again.
    await waitFor(() => expect(brown).toBeChecked());
    await waitFor(() => expect(document.querySelector('ul[data-dimmed]')).not.toBeNull());
    expect(cardRenders.count).toBe(0);
    // The filtered list's cards are drawn when they come.
    answer();
    await waitFor(() => expect(cardRenders.count).toBeGreaterThan(0));
  });

  it('says so, and tries again, when the list a filter asks for cannot be loaded', async () => {
    const user = userEvent.setup();
    await renderListing();
    let failing = true;
    sandbox.server.use(
      http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/products/search`, async () => {
        if (!failing) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ errors: [{ type: 'ServerError', message: 'down' }] }, { status: 503 });
      }),
    );
    await user.click(within(screen.getByTestId('facet-sidebar')).getByRole('checkbox', { name: /^Brown/ }));
    // While it loads the count is not the old list's.
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    // None of the old list's cards stand in for the new one.
    expect(productLinks()).toHaveLength(0);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(productLinks().length).toBeGreaterThan(0));
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ products?$/);
  });

  it('does not carry the pages of a list the shopper left while its next page loaded', async () => {
    const user = userEvent.setup();
    await renderListing();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandbox.server.use(
      http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/products/search`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('currentPage') === '1') await released;
        return undefined;
      }),
    );
    scrollToEnd();
    await waitFor(() => expect(searchRequests.some((url) => url.searchParams.get('currentPage') === '1')).toBe(true));
    await user.click(within(screen.getByTestId('facet-sidebar')).getByRole('checkbox', { name: /^Brown/ }));
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ products?$/));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.search).toBe('?facet=colour%3ABrown');
  });

  it('names a chosen value the facets no longer list by the search breadcrumbs', async () => {
    window.history.replaceState(null, '', '/c/men?facet=category:men-jackets');
    await renderListing();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(await within(chips).findByRole('button', { name: /^Jackets/ })).toBeInTheDocument();
  });

  it('keeps focus at the list when a chip is removed', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/c/men?facet=colour:Brown&facet=size:L');
    await renderListing();
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    const [first, second] = within(chips).getAllByRole('button');
    await user.click(first!);
    expect(second).toHaveFocus();
    await user.click(second!);
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus();
  });

  it('keeps a facet open when its last chosen value is unticked', async () => {
    const user = userEvent.setup();
    await renderListing();
    const sidebar = screen.getByTestId('facet-sidebar');
    const facets = sidebar.querySelectorAll('details');
    const late = facets[facets.length - 1]!;
    late.open = true;
    const box = within(late as HTMLElement).getAllByRole('checkbox')[0]!;
    await user.click(box);
    await user.click(box);
    expect(late).toHaveAttribute('open');
  });

  it('sorts, starting the list again', async () => {
    const user = userEvent.setup();
    await renderListing();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(window.location.search).toBe('?sort=price-asc');
    await waitFor(() => expect(searchRequests.at(-1)?.searchParams.get('query')).toBe(':price-asc:allCategories:men'));
  });

  it('restores the filters and the pages loaded when the shopper comes back, the pages in one request', async () => {
    window.history.replaceState(null, '', '/c/men?facet=size:L&pages=2');
    await renderListing();
    await waitFor(() => expect(productLinks().length).toBeGreaterThan(LISTING_PAGE_SIZE));
    // Both pages at once, not one after the other.
    expect(searchRequests.map((url) => [url.searchParams.get('currentPage'), url.searchParams.get('pageSize')])).toEqual([['0', '24']]);
    expect(searchRequests[0]?.searchParams.get('query')).toBe(':relevance:allCategories:men:size:L');
  });

  it('restores a plain list of several pages with one request, then goes on page by page', async () => {
    window.history.replaceState(null, '', '/c/men?pages=3');
    await renderListing();
    await waitFor(() => expect(productLinks()).toHaveLength(3 * LISTING_PAGE_SIZE));
    expect(searchRequests.map((url) => [url.searchParams.get('currentPage'), url.searchParams.get('pageSize')])).toEqual([['0', '36']]);

    scrollToEnd();
    // Men's 39 products: the fourth page has the last three.
    await waitFor(() => expect(productLinks()).toHaveLength(39));
    expect(searchRequests.at(-1)?.searchParams.get('currentPage')).toBe('3');
    expect(searchRequests.at(-1)?.searchParams.get('pageSize')).toBe('12');
    expect(window.location.search).toBe('?pages=4');
  });

  it('restores the pages one by one from a backend that refuses so many at once', async () => {
    // A page size over the backend's cap is refused with a validation error (400).
    sandbox.server.use(
      http.get('*/api/commerce/brand-us/products/search', ({ request }) => {
        if (Number(new URL(request.url).searchParams.get('pageSize')) <= LISTING_PAGE_SIZE) return undefined;
        return HttpResponse.json({ errors: [{ type: 'ValidationError', message: 'pageSize too large' }] }, { status: 400 });
      }),
    );
    window.history.replaceState(null, '', '/c/men?pages=3');
    await renderListing();
    await waitFor(() => expect(productLinks()).toHaveLength(3 * LISTING_PAGE_SIZE));
    expect(searchRequests.map((url) => [url.searchParams.get('currentPage'), url.searchParams.get('pageSize')])).toEqual([
      ['0', '36'],
      ['0', '12'],
      ['1', '12'],
      ['2', '12'],
    ]);
    expect(useGlobalMessages.getState().messages).toEqual([]);
  });

  it('links sub-categories on a category page', async () => {
    await renderListing();
    expect(screen.getByRole('link', { name: /^Outerwear/ })).toHaveAttribute('href', '/c/men-outerwear');
  });

  it('says so when no product matches the filters', async () => {
    answerEverySearchWithNoProducts();
    window.history.replaceState(null, '', '/c/men?facet=size:NOPE');
    await renderListing();
    expect(await screen.findByText(/No products match these filters/)).toBeInTheDocument();
  });

  it('says a category has no products yet when no filter is chosen', async () => {
    answerEverySearchWithNoProducts();
    window.history.replaceState(null, '', '/c/men?sort=price-asc');
    await renderListing();
    expect(await screen.findByText('There are no products in this category yet.')).toBeInTheDocument();
  });
});
