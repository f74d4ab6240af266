import { MENU_SLIDE_MS, MOBILE_MENU_MAX_DEPTH } from '@/features/navigation/menu-constants';
import { createDesktopMenuStore } from '@/features/navigation/desktop-menu-store';
import { createMobileMenuStore } from '@/features/navigation/mobile-menu-store';

/** Spec 1 §4 menu states: desktop open item and group; mobile levels none, L1, L2 after a 150 ms slide. */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the mobile menu levels', () => {
  it('slides for 150 ms, then changes the level', () => {
    expect(MENU_SLIDE_MS).toBe(150);
    const store = createMobileMenuStore();
    store.getState().open();
    store.getState().goIn('men');
    expect(store.getState()).toMatchObject({ path: [], sliding: 'in' });
    vi.advanceTimersByTime(149);
    expect(store.getState().path).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ path: ['men'], sliding: null, entered: 'in' });
  });

  it('goes back and resets after the same slide', () => {
    const store = createMobileMenuStore();
    store.getState().open();
    store.getState().goIn('men');
    vi.advanceTimersByTime(MENU_SLIDE_MS);
    store.getState().goIn('men-outerwear');
    vi.advanceTimersByTime(MENU_SLIDE_MS);
    expect(store.getState().path).toEqual(['men', 'men-outerwear']);

    store.getState().goBack();
    expect(store.getState().sliding).toBe('out');
    vi.advanceTimersByTime(MENU_SLIDE_MS);
    expect(store.getState().path).toEqual(['men']);

    store.getState().goToLevel(0);
    vi.advanceTimersByTime(MENU_SLIDE_MS - 1);
    expect(store.getState().path).toEqual(['men']);
    vi.advanceTimersByTime(1);
    expect(store.getState().path).toEqual([]);
  });

  it('is two levels deep at most', () => {
    expect(MOBILE_MENU_MAX_DEPTH).toBe(2);
    const store = createMobileMenuStore();
    store.getState().open();
    for (const id of ['men', 'men-outerwear', 'men-jackets']) {
      store.getState().goIn(id);
      vi.advanceTimersByTime(MENU_SLIDE_MS);
    }
    expect(store.getState().path).toEqual(['men', 'men-outerwear']);
  });

  it('starts at the top when reopened', () => {
    const store = createMobileMenuStore();
    store.getState().open();
    store.getState().goIn('men');
    vi.advanceTimersByTime(MENU_SLIDE_MS);
    store.getState().close();
    store.getState().open();
    expect(store.getState()).toMatchObject({ isOpen: true, path: [], sliding: null });
  });

  it('drops a level change that was still sliding when the menu closed', () => {
    const store = createMobileMenuStore();
    store.getState().open();
    store.getState().goIn('men');
    store.getState().close();
    vi.advanceTimersByTime(MENU_SLIDE_MS);
    expect(store.getState().path).toEqual([]);
  });
});

describe('the desktop flyout state', () => {
  const right = { direction: 'right', shift: 0 } as const;

  it('opens one item at a time and closes its group with it', () => {
    const store = createDesktopMenuStore();
    store.getState().openItemAt('men', right, true);
    store.getState().openGroupOf('men-outerwear');
    store.getState().openItemAt('women', right, true);
    expect(store.getState()).toMatchObject({ openItem: 'women', openGroup: null });
  });

  it('toggles an item, and keeps one that hover opened on a mouse click', () => {
    const store = createDesktopMenuStore();
    store.getState().toggleItem('men', right);
    expect(store.getState().openItem).toBe('men');
    store.getState().toggleItem('men', right);
    expect(store.getState().openItem).toBeNull();
    store.getState().openItemAt('men', right, true);
    expect(store.getState().openedByHover).toBe(true);
    store.getState().openItemAt('men', right, false);
    expect(store.getState()).toMatchObject({ openItem: 'men', openedByHover: false });
  });

  it('closes everything at once', () => {
    const store = createDesktopMenuStore();
    store.getState().openItemAt('men', right, false);
    store.getState().openGroupOf('men-outerwear');
    store.getState().closeAll();
    expect(store.getState()).toMatchObject({ openItem: null, openGroup: null });
  });
});
