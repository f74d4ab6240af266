import { act, renderHook, waitFor } from '@testing-library/react';
import type { ListingPageModel } from '@/features/catalog/listing-model';
import { useListingPages, type UseListingPagesOptions } from '@/features/catalog/use-listing-pages';

/** The listing's pages without a query library: what the grid shows while it loads, fails and comes back. */

function page(currentPage: number, totalPages = 3): ListingPageModel {
  return { cards: [], facets: [], sorts: [], currentPage, totalPages, totalResults: totalPages * 12 };
}

/** The first `count` pages, as one request brings them. */
async function firstPages(count: number): Promise<ListingPageModel[]> {
  return Array.from({ length: count }, (_, index) => page(index));
}

function setup(options: Partial<UseListingPagesOptions> & Pick<UseListingPagesOptions, 'load'>) {
  const scope = {};
  const defaults = { scope, listingKey: 'men', staleMs: 60_000, loadFirstPages: firstPages };
  return renderHook((props: Partial<UseListingPagesOptions>) => useListingPages({ ...defaults, ...options, ...props }), {
    initialProps: {},
  });
}

describe('useListingPages', () => {
  it('never asks again for the server’s pages, and adds the next page after the last', async () => {
    const load = vi.fn(async (index: number) => page(index));
    const { result } = setup({ load, initialPages: [page(0)] });
    expect(result.current.pages.map((p) => p.currentPage)).toEqual([0]);
    expect(result.current.hasNextPage).toBe(true);
    let outcome;
    await act(async () => {
      outcome = await result.current.fetchNextPage();
    });
    expect(outcome).toEqual({ pageCount: 2, isError: false });
    expect(result.current.pages.map((p) => p.currentPage)).toEqual([0, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(1);
  });

  it('keeps the list on screen (as a placeholder) while another listing loads, then shows it', async () => {
    let resolve: (value: ListingPageModel) => void = () => undefined;
    const load = vi.fn(() => new Promise<ListingPageModel>((done) => (resolve = done)));
    const { result, rerender } = setup({ load, initialPages: [page(0, 5)] });
    rerender({ listingKey: 'men:size:L', initialPages: undefined });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.pages[0]?.totalPages).toBe(5);
    await act(async () => resolve(page(0, 2)));
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.pages[0]?.totalPages).toBe(2);
  });

  it('shows a listing loaded a moment ago again without asking, and asks again once it is stale', async () => {
    const load = vi.fn(async () => page(0, 2));
    const { result, rerender } = setup({ load, initialPages: [page(0, 5)] });
    rerender({ listingKey: 'men:size:L', initialPages: undefined });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    rerender({ listingKey: 'men', initialPages: [page(0, 5)] });
    rerender({ listingKey: 'men:size:L', initialPages: undefined });
    expect(result.current.isPlaceholderData).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);

    rerender({ listingKey: 'men:size:L', initialPages: undefined, staleMs: 0 });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('reports a failed page, keeps what is shown, and loads it on the next try', async () => {
    const load = vi.fn(async (index: number) => {
      if (load.mock.calls.length === 1) throw new Error('backend down');
      return page(index);
    });
    const { result } = setup({ load, initialPages: [page(0)] });
    let outcome;
    await act(async () => {
      outcome = await result.current.fetchNextPage();
    });
    expect(outcome).toEqual({ pageCount: 1, isError: true });
    expect(result.current.error?.message).toBe('backend down');
    expect(result.current.pages).toHaveLength(1);
    await act(async () => {
      outcome = await result.current.fetchNextPage();
    });
    expect(outcome).toEqual({ pageCount: 2, isError: false });
    expect(result.current.error).toBeNull();
  });

  it('loads the first pages again in one request, in place of those shown, and goes on from the last', async () => {
    const load = vi.fn(async (index: number) => page(index, 5));
    const loadFirstPages = vi.fn(async (count: number) => Array.from({ length: count }, (_, index) => page(index, 5)));
    const { result } = setup({ load, loadFirstPages, initialPages: [page(0, 5)] });
    let outcome;
    await act(async () => {
      outcome = await result.current.fetchFirstPages(3);
    });
    expect(outcome).toEqual({ pageCount: 3, isError: false });
    expect(loadFirstPages).toHaveBeenCalledExactlyOnceWith(3);
    expect(result.current.pages.map((p) => p.currentPage)).toEqual([0, 1, 2]);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    expect(load).toHaveBeenCalledExactlyOnceWith(3);
    expect(result.current.pages.map((p) => p.currentPage)).toEqual([0, 1, 2, 3]);
  });

  it('asks for several pages with the first load when told to, and only once while they load', async () => {
    const load = vi.fn(async (index: number) => page(index, 5));
    const loadFirstPages = vi.fn(async (count: number) => Array.from({ length: count }, (_, index) => page(index, 5)));
    const { result, rerender } = setup({ load, loadFirstPages, firstLoadPages: 3 });
    rerender({ firstLoadPages: 4 });
    await waitFor(() => expect(result.current.pages.map((p) => p.currentPage)).toEqual([0, 1, 2]));
    expect(loadFirstPages).toHaveBeenCalledExactlyOnceWith(3);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the pages shown when the first pages fail to load again', async () => {
    const loadFirstPages = vi.fn(async () => {
      throw new Error('backend down');
    });
    const { result } = setup({ load: vi.fn(), loadFirstPages, initialPages: [page(0)] });
    let outcome;
    await act(async () => {
      outcome = await result.current.fetchFirstPages(3);
    });
    expect(outcome).toEqual({ pageCount: 1, isError: true });
    expect(result.current.error?.message).toBe('backend down');
    expect(result.current.pages).toHaveLength(1);
  });

  it('tries a failed first page again on refetch', async () => {
    const load = vi.fn(async (index: number) => {
      if (load.mock.calls.length === 1) throw new Error('timeout');
      return page(index);
    });
    const { result } = setup({ load });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.error?.message).toBe('timeout'));
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.pages).toHaveLength(1));
    expect(result.current.error).toBeNull();
    expect(result.current.isLoading).toBe(false);
  });
});
