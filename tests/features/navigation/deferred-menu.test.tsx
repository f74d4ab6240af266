import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopMenu } from '@/features/navigation/DesktopMenu';
import { MobileMenu } from '@/features/navigation/MobileMenu';
import { isCompleteTree, menuBar } from '@/features/navigation/navigation-tree';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { MENU } from './menu-fixture';
// The drawer loads on first use; compiled ahead, its first use takes no test time.
import '@/features/navigation/MobileMenuDrawer';

/**
 * The menus of a page carry only the bar (`menuBar`); the flyouts and drill-down levels load from the
 * tree's route when the menu is used. These tests give the menus the bar and a source, and answer the
 * source with the whole fixture tree, or fail it.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

const BAR = menuBar(MENU);
let source = 0;
/** A fresh path per test: the menus share one loaded tree per path for the page's life. */
const nextSource = () => `/api/navigation/us/en/CategoryNavigationComponent?country=US&test=${++source}`;

function answerTree(status = 200) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    status === 200 ? Response.json(MENU) : Response.json({ error: 'down' }, { status }),
  );
}

function renderWith(ui: React.ReactNode) {
  return render(
    <I18nProvider lang="en" resources={pickResources('en', ['navigation', 'common'])}>
      {ui}
    </I18nProvider>,
  );
}

/**
 * The browser's idle callbacks, run when a test says so: the tree's preload at idle time is one
 * test's subject; in the others the tree loads only when the menu is used.
 */
let idleCallbacks: IdleRequestCallback[] = [];
const runIdleCallbacks = () =>
  act(async () => {
    for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });

beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idleCallbacks = idleCallbacks.filter((_, index) => index !== handle - 1);
  });
});
afterEach(() => {
  // Unmounted while the stand-ins are there: the menu cancels its idle callback as it goes.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the menu bar a page carries', () => {
  it('keeps the top level and marks the items whose groups load later', () => {
    expect(isCompleteTree(MENU)).toBe(true);
    expect(isCompleteTree(BAR)).toBe(false);
    expect(BAR.items.map((item) => item.id)).toEqual(MENU.items.map((item) => item.id));
    for (const item of BAR.items) {
      expect(item.children).toEqual([]);
      expect(item.banner).toBeUndefined();
    }
    expect(BAR.items.filter((item) => item.deferred).length).toBe(MENU.items.filter((item) => item.children.length > 0).length);
    // The bar is a small part of the tree: this is what every page no longer repeats.
    expect(JSON.stringify(BAR).length).toBeLessThan(JSON.stringify(MENU).length / 2);
  });
});

describe('the desktop menu with its flyouts loaded on demand', () => {
  it('renders the bar with empty flyouts, then loads the tree when the pointer reaches the menu', async () => {
    const fetch = answerTree();
    const path = nextSource();
    const user = userEvent.setup();
    renderWith(<DesktopMenu menu={BAR} source={path} />);
    const men = screen.getByRole('button', { name: 'Men' });
    const flyout = document.getElementById(men.getAttribute('aria-controls') ?? '');
    expect(flyout).toBeEmptyDOMElement();

    await user.hover(men);
    expect(fetch).toHaveBeenCalledWith(path, expect.anything());
    expect(men).toHaveAttribute('aria-expanded', 'true');
    const outerwear = await within(flyout as HTMLElement).findByRole('button', { name: 'Outerwear' });
    expect(outerwear).toBeVisible();
    expect(within(flyout as HTMLElement).getByRole('link', { name: 'Shop All Men' })).toHaveAttribute('href', '/c/men');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('opens from the keyboard with ArrowDown and focuses the flyout\'s first link, though its content renders only then', async () => {
    answerTree();
    const user = userEvent.setup();
    renderWith(<DesktopMenu menu={BAR} source={nextSource()} />);
    const men = screen.getByRole('button', { name: 'Men' });
    act(() => men.focus());
    await user.keyboard('{ArrowDown}');
    expect(men).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Shop All Men' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('button', { name: 'Outerwear' })).toBeInTheDocument();
  });

  it('says so in the flyout when the tree cannot be loaded, and asks again on the next use', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = answerTree(503);
    const path = nextSource();
    const user = userEvent.setup();
    renderWith(
      <>
        <button type="button">Outside</button>
        <DesktopMenu menu={BAR} source={path} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Men' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The categories could not be loaded. Please try again.');

    fetch.mockImplementation(async () => Response.json(MENU));
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await user.click(screen.getByRole('button', { name: 'Men' }));
    expect(await screen.findByRole('button', { name: 'Outerwear' })).toBeVisible();
    expect(fetch.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('the tree loaded ahead, once the page is idle', () => {
  it('asks for it when the browser is next idle, and a menu opened then needs nothing more', async () => {
    const fetch = answerTree();
    const path = nextSource();
    const user = userEvent.setup();
    renderWith(<DesktopMenu menu={BAR} source={path} />);
    expect(fetch).not.toHaveBeenCalled();

    await runIdleCallbacks();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(path, expect.anything());
    await user.hover(screen.getByRole('button', { name: 'Men' }));
    expect(await screen.findByRole('button', { name: 'Outerwear' })).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for it after a second where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const fetch = answerTree();
    const path = nextSource();
    renderWith(<DesktopMenu menu={BAR} source={path} />);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledWith(path, expect.anything());
  });

  it('asks for nothing once the menu has gone', async () => {
    const fetch = answerTree();
    const { unmount } = renderWith(<DesktopMenu menu={BAR} source={nextSource()} />);
    unmount();
    await runIdleCallbacks();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the mobile menu with its levels loaded on demand', () => {
  it('loads the tree when the menu button is pressed and shows the top level', async () => {
    const fetch = answerTree();
    const path = nextSource();
    const user = userEvent.setup();
    renderWith(<MobileMenu menu={BAR} source={path} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    // The drawer itself loads on first use too.
    const dialog = await screen.findByRole('dialog', { name: 'Shop by category' });
    expect(await within(dialog).findByRole('button', { name: 'Men' })).toBeVisible();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offers the departments as links while the tree loads, and again after it failed, with a way to ask again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderWith(<MobileMenu menu={BAR} source={nextSource()} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shop by category' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading');
    expect(within(dialog).getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/c/men');

    answer(Response.json({ error: 'down' }, { status: 503 }));
    expect(await within(dialog).findByText('The categories could not be loaded. Please try again.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Men' })).toHaveAttribute('href', '/c/men');

    fetch.mockImplementation(async () => Response.json(MENU));
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Men' })).toBeVisible();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});
