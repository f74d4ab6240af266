import { act, render, screen, within } from '@testing-library/react';
import Link from 'next/link';
import { MENU_COLUMN_WIDTH, MENU_SLIDE_MS } from '@/features/navigation/menu-constants';
import { MobileMenu } from '@/features/navigation/MobileMenu';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { fakeTimersWithUser, realTimers } from '../shell/fake-timers';
import { MENU } from './menu-fixture';

// The drawer is loaded on first use; loaded once here, the menu's own import resolves at once.
await import('@/features/navigation/MobileMenuDrawer');

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

function renderMenu(lang: 'en' | 'de' = 'en') {
  const ui = () => (
    <I18nProvider lang={lang} resources={pickResources(lang, ['navigation', 'common'])}>
      <MobileMenu menu={MENU}>
        <Link href="/store-finder/find">Store Finder</Link>
      </MobileMenu>
    </I18nProvider>
  );
  const view = render(ui());
  return { ...view, rerenderMenu: () => view.rerender(ui()) };
}

let user: ReturnType<typeof fakeTimersWithUser>;
beforeEach(() => {
  user = fakeTimersWithUser();
  navigation.pathname = '/';
});
afterEach(() => realTimers());

const slide = () => act(() => vi.advanceTimersByTime(MENU_SLIDE_MS));
const dialog = () => screen.getByRole('dialog', { name: 'Shop by category' });
const level = () => within(dialog()).getByTestId('mobile-menu-level');
const breadcrumb = () => within(dialog()).queryByRole('navigation', { name: 'Menu levels' });

/** Opens the menu; the drawer is loaded on first use, so this waits for the dialog. */
async function openMenu() {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await screen.findByRole('dialog', { name: /./ });
}

describe('the mobile category menu (spec 1 §2.3, §4)', () => {
  it('opens a modal drill-down from the hamburger button, 320 px wide, with the top level', async () => {
    renderMenu();
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveAttribute('aria-haspopup', 'dialog');
    await openMenu();
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(MENU_COLUMN_WIDTH).toBe(320);
    expect((dialog().closest('[style]') as HTMLElement).style.getPropertyValue('--menu-column-width')).toBe('320px');
    expect(within(level()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Men', 'Women', 'Kids']);
    expect(within(level()).getByRole('link', { name: 'Store Finder' })).toBeInTheDocument();
    expect(breadcrumb()).toBeNull();
  });

  it('changes the level after the 150 ms slide, with a breadcrumb, a back step and "Shop All {title}"', async () => {
    expect(MENU_SLIDE_MS).toBe(150);
    renderMenu();
    await openMenu();
    await user.click(within(level()).getByRole('button', { name: 'Men' }));
    act(() => vi.advanceTimersByTime(MENU_SLIDE_MS - 1));
    expect(within(level()).queryByRole('button', { name: 'Outerwear' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));

    expect(within(dialog()).getByRole('heading', { name: 'Men' })).toHaveFocus();
    expect(within(level()).getByRole('link', { name: 'Shop All Men' })).toHaveAttribute('href', '/c/men');
    expect(within(breadcrumb() as HTMLElement).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(breadcrumb() as HTMLElement).getByText('Men')).toHaveAttribute('aria-current', 'location');

    await user.click(within(level()).getByRole('button', { name: 'Outerwear' }));
    slide();
    const crumbs = within(breadcrumb() as HTMLElement).getAllByRole('listitem').map((crumb) => crumb.textContent);
    expect(crumbs).toEqual(['Menu', 'Men', 'Outerwear']);
    expect(within(level()).getByRole('link', { name: 'Shop All Outerwear' })).toHaveAttribute('href', '/c/men-outerwear');

    await user.click(within(level()).getByRole('button', { name: 'Back to Men' }));
    slide();
    expect(within(dialog()).getByRole('heading', { name: 'Men' })).toBeInTheDocument();
    await user.click(within(breadcrumb() as HTMLElement).getByRole('button', { name: 'Menu' }));
    slide();
    expect(within(dialog()).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
  });

  it('says of each button that it shows the entry’s categories, keeping the entry’s name', async () => {
    renderMenu();
    await openMenu();
    for (const name of ['Men', 'Women', 'Kids']) {
      expect(within(level()).getByRole('button', { name })).toHaveAccessibleDescription('Shows its categories');
    }
    await user.click(within(level()).getByRole('button', { name: 'Men' }));
    slide();
    expect(within(level()).getByRole('button', { name: 'Outerwear' })).toHaveAccessibleDescription('Shows its categories');
    expect(within(level()).getByRole('button', { name: 'Back to Menu' })).not.toHaveAccessibleDescription();
  });

  it('marks the link to the page being shown as the current page', async () => {
    navigation.pathname = '/c/men-jackets';
    renderMenu();
    await openMenu();
    await user.click(within(level()).getByRole('button', { name: 'Men' }));
    slide();
    await user.click(within(level()).getByRole('button', { name: 'Outerwear' }));
    slide();
    const current = within(level()).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/c/men-jackets']);
  });

  it('is two levels deep: the third level is links, never another drill-down', async () => {
    renderMenu();
    await openMenu();
    await user.click(within(level()).getByRole('button', { name: 'Men' }));
    slide();
    // A group without children is a link already at the second level.
    expect(within(level()).getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('href', '/c/men-gift-cards');
    await user.click(within(level()).getByRole('button', { name: 'Outerwear' }));
    slide();
    expect(within(level()).queryAllByRole('button', { name: /Jackets|Vests/ })).toEqual([]);
    expect(within(level()).getByRole('link', { name: 'Jackets' })).toHaveAttribute('href', '/c/men-jackets');
  });

  it('starts at the top again when reopened', async () => {
    renderMenu();
    await openMenu();
    await user.click(within(level()).getByRole('button', { name: 'Men' }));
    slide();
    await user.click(within(dialog()).getByRole('button', { name: 'Close menu' }));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
    await openMenu();
    expect(within(dialog()).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(within(level()).getByRole('button', { name: 'Men' })).toBeInTheDocument();
  });

  it('closes as the page is left for another document, so Back never brings it open over an inert page', async () => {
    renderMenu();
    await openMenu();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the hamburger button', async () => {
    renderMenu();
    await openMenu();
    await user.keyboard('{Escape}');
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes when a link is followed and after a route change', async () => {
    const { rerenderMenu } = renderMenu();
    await openMenu();
    await user.click(within(level()).getByRole('button', { name: 'Kids' }));
    slide();
    await user.click(within(level()).getByRole('link', { name: 'Shop All Kids' }));
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByRole('dialog')).toBeNull();

    await openMenu();
    navigation.pathname = '/c/kids';
    rerenderMenu();
    act(() => vi.runOnlyPendingTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the page language', async () => {
    renderMenu('de');
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    const menu = await screen.findByRole('dialog', { name: 'Nach Kategorie einkaufen' });
    await user.click(within(menu).getByRole('button', { name: 'Men' }));
    slide();
    expect(screen.getByRole('link', { name: 'Men: alles ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück: Menü' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Outerwear' })).toHaveAccessibleDescription('Zeigt die Unterkategorien');
  });
});
