import type { CmsComponent } from '@/commerce/schemas';
import { NAVIGATION_LOAD_TRIES } from '@/features/navigation/menu-constants';
import { loadNavigationEntries } from '@/features/navigation/navigation-entries';

/** Spec 1 §9: "Navigation node loading safeguard: 5 tries". */

const component = (uid: string) => ({ uid, typeCode: 'CMSLinkComponent' }) as CmsComponent;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the navigation node loading safeguard', () => {
  it('is five tries', () => {
    expect(NAVIGATION_LOAD_TRIES).toBe(5);
  });

  it('loads all entries in one call when the answer is complete', async () => {
    const load = vi.fn(async (ids: readonly string[]) => ids.map(component));
    const found = await loadNavigationEntries(['a', 'b', 'a'], load);
    expect([...found.keys()]).toEqual(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again for the entries still missing, until all are there', async () => {
    const answers = [['a'], ['b'], ['c']];
    const load = vi.fn(async (_ids: readonly string[]) => (answers.shift() ?? []).map(component));
    const found = await loadNavigationEntries(['a', 'b', 'c'], load);
    expect([...found.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(load.mock.calls.map(([ids]) => ids)).toEqual([['a', 'b', 'c'], ['b', 'c'], ['c']]);
  });

  it('gives up after five tries and keeps what there is', async () => {
    // Each answer brings one more entry (an incomplete node, one chunk at a time).
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const load = vi.fn(async (missing: readonly string[]) => missing.slice(0, 1).map(component));
    const found = await loadNavigationEntries(ids, load);
    expect([...found.keys()]).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(load).toHaveBeenCalledTimes(NAVIGATION_LOAD_TRIES);
  });

  it('tries again after a failed load, and keeps what a later try brings (a backend that recovers)', async () => {
    const load = vi
      .fn<(ids: readonly string[]) => Promise<CmsComponent[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([])
      .mockImplementation(async (ids) => ids.map(component));
    const found = await loadNavigationEntries(['a', 'b'], load);
    expect([...found.keys()]).toEqual(['a', 'b']);
    expect(load).toHaveBeenCalledTimes(3);
    expect(load.mock.calls.map(([ids]) => ids)).toEqual([['a', 'b'], ['a', 'b'], ['a', 'b']]);
  });

  it('tries five times in all while the backend stays down, then renders without the entries', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn<(ids: readonly string[]) => Promise<CmsComponent[]>>().mockRejectedValue(new Error('down'));
    expect((await loadNavigationEntries(['a'], failing)).size).toBe(0);
    expect(failing).toHaveBeenCalledTimes(NAVIGATION_LOAD_TRIES);
    expect(warn).toHaveBeenLastCalledWith('Navigation entries missing after 5 tries: a');

    const empty = vi.fn(async (_ids: readonly string[]) => [] as CmsComponent[]);
    expect((await loadNavigationEntries(['a'], empty)).size).toBe(0);
    expect(empty).toHaveBeenCalledTimes(NAVIGATION_LOAD_TRIES);
  });

  it('asks for an id that never comes five times, and keeps the others from the first try', async () => {
    const load = vi.fn(async (missing: readonly string[]) => missing.filter((id) => id !== 'never').map(component));
    const found = await loadNavigationEntries(['a', 'never'], load);
    expect([...found.keys()]).toEqual(['a']);
    expect(load.mock.calls.map(([ids]) => ids)).toEqual([['a', 'never'], ['never'], ['never'], ['never'], ['never']]);
  });

  it('ignores components it did not ask for', async () => {
    const load = vi.fn(async () => [component('other')]);
    expect((await loadNavigationEntries(['a'], load)).size).toBe(0);
  });

  it('makes no call for a tree without entries', async () => {
    const load = vi.fn(async (_ids: readonly string[]) => []);
    await loadNavigationEntries([], load);
    expect(load).not.toHaveBeenCalled();
  });
});
