import { act, render, screen, within } from '@testing-library/react';
import { DesktopMenu } from '@/features/navigation/DesktopMenu';
import { L2_OPEN_DELAY_MS } from '@/features/navigation/menu-constants';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { fakeTimersWithUser, realTimers } from '../shell/fake-timers';
import { MENU } from './menu-fixture';

const navigation = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

function renderMenu() {
  const ui = () => (
    <I18nProvider lang="en" resources={pickResources('en', ['navigation', 'common'])}>
      <button type="button">Outside</button>
      <DesktopMenu menu={MENU} />
    </I18nProvider>
  );
  const view = render(ui());
  return { ...view, rerenderMenu: () => view.rerender(ui()) };
}

const item = (name: string) => screen.getByRole('button', { name, expanded: undefined });
const flyout = (id: string) => screen.getByTestId(`menu-flyout-${id}`);
const panel = (id: string) => screen.getByTestId(`menu-panel-${id}`);

/** Places the L1 items on screen, as a browser would lay them out. */
function placeItems(lefts: Record<string, number>, viewportWidth = 1440) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: viewportWidth });
  for (const [name, left] of Object.entries(lefts)) {
    const li = item(name).closest('li') as HTMLElement;
    li.getBoundingClientRect = () => ({ left, right: left + 100, top: 0, bottom: 48, width: 100, height: 48, x: left, y: 0, toJSON: () => ({}) });
  }
}

let user: ReturnType<typeof fakeTimersWithUser>;
beforeEach(() => {
  user = fakeTimersWithUser();
  navigation.pathname = '/';
  navigation.search = '';
});
afterEach(() => realTimers());

function setup() {
  return user;
}

describe('the desktop category menu (spec 1 §2.3, §4)', () => {
  it('is a navigation landmark of disclosure buttons that control their flyouts', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(nav).toHaveClass('nav-category', 'nav-flyout');
    const men = within(nav).getByRole('button', { name: 'Men' });
    expect(men).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(men.getAttribute('aria-controls') ?? '')).toBe(flyout('men'));
    expect(flyout('men')).not.toBeVisible();
    // Every link is in the HTML, for crawlers, even while hidden.
    expect(within(flyout('men')).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'))).toContain('/c/men-jackets');
  });

  it('opens an L1 item at once on hover and closes it when the pointer leaves', async () => {
    const user = setup();
    renderMenu();
    await user.hover(item('Men'));
    expect(item('Men')).toHaveAttribute('aria-expanded', 'true');
    expect(flyout('men')).toBeVisible();
    expect(within(flyout('men')).getByRole('link', { name: 'Shop All Men' })).toHaveAttribute('href', '/c/men');
    await user.unhover(item('Men'));
    await user.hover(screen.getByRole('button', { name: 'Outside' }));
    expect(item('Men')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an L2 group 150 ms after the pointer rests on it, with its panel title, links and banner', async () => {
    expect(L2_OPEN_DELAY_MS).toBe(150);
    const user = setup();
    renderMenu();
    await user.hover(item('Men'));
    const outerwear = within(flyout('men')).getByRole('button', { name: 'Outerwear' });
    await user.hover(outerwear);
    act(() => vi.advanceTimersByTime(L2_OPEN_DELAY_MS - 1));
    expect(outerwear).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(outerwear).toHaveAttribute('aria-expanded', 'true');
    const shown = panel('men-outerwear');
    expect(shown).toBeVisible();
    expect(within(shown).getByRole('link', { name: 'Outerwear' })).toHaveAttribute('href', '/c/men-outerwear');
    expect(within(shown).getByRole('link', { name: 'Jackets' })).toHaveAttribute('href', '/c/men-jackets');
    expect(within(shown).getByRole('link', { name: 'Detroit Duck Jacket' })).toBeVisible();
  });

  it('marks the link to the page being shown as the current page, and no other', async () => {
    navigation.pathname = '/c/men-outerwear';
    const user = setup();
    renderMenu();
    await user.hover(item('Men'));
    const outerwear = within(flyout('men')).getByRole('button', { name: 'Outerwear' });
    await user.hover(outerwear);
    act(() => vi.advanceTimersByTime(L2_OPEN_DELAY_MS));
    const links = within(flyout('men')).getAllByRole('link');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.getAttribute('href'))).toEqual(['/c/men-outerwear']);
  });

  it('does not open an L2 group the pointer only passes over', async () => {
    const user = setup();
    renderMenu();
    await user.hover(item('Men'));
    const tops = within(flyout('men')).getByRole('button', { name: 'Tops' });
    const outerwear = within(flyout('men')).getByRole('button', { name: 'Outerwear' });
    await user.hover(tops);
    act(() => vi.advanceTimersByTime(100));
    await user.hover(outerwear);
    act(() => vi.advanceTimersByTime(L2_OPEN_DELAY_MS));
    expect(tops).toHaveAttribute('aria-expanded', 'false');
    expect(outerwear).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles with Space and Enter', async () => {
    const user = setup();
    renderMenu();
    item('Men').focus();
    await user.keyboard(' ');
    expect(item('Men')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(item('Men')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(item('Men')).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves between L1 items with the arrow keys, Home and End', async () => {
    const user = setup();
    renderMenu();
    item('Men').focus();
    await user.keyboard('{ArrowRight}');
    expect(item('Women')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Kids')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Men')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Kids')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Men')).toHaveFocus();
  });

  /** From Men's button into its flyout with ArrowDown, then down to the Outerwear group's button. */
  async function downToOuterwear(user: ReturnType<typeof setup>) {
    renderMenu();
    placeItems({ Men: 40, Women: 140, Kids: 240 });
    item('Men').focus();
    await user.keyboard('{ArrowDown}');
    act(() => vi.runOnlyPendingTimers());
    expect(item('Men')).toHaveAttribute('aria-expanded', 'true');
    expect(within(flyout('men')).getByRole('link', { name: 'Shop All Men' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const outerwear = within(flyout('men')).getByRole('button', { name: 'Outerwear' });
    expect(outerwear).toHaveFocus();
    return outerwear;
  }

  it('goes into the flyout with ArrowDown, opens a panel with ArrowRight, and Escape steps back out', async () => {
    const user = setup();
    const outerwear = await downToOuterwear(user);
    await user.keyboard('{ArrowRight}');
    act(() => vi.runOnlyPendingTimers());
    expect(outerwear).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel('men-outerwear')).getByRole('link', { name: 'Outerwear' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(outerwear).toHaveAttribute('aria-expanded', 'false');
    expect(outerwear).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(item('Men')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Men')).toHaveFocus();
  });

  it('takes an open group’s panel right after its button when tabbing, both ways', async () => {
    const user = setup();
    const outerwear = await downToOuterwear(user);
    await user.keyboard('{Enter}');
    expect(outerwear).toHaveAttribute('aria-expanded', 'true');
    const links = within(panel('men-outerwear')).getAllByRole('link');

    await user.tab();
    expect(links[0]).toHaveFocus();
    links.at(-1)?.focus();
    await user.tab();
    const next = within(flyout('men')).getAllByRole('button').find((button) => button.compareDocumentPosition(outerwear) & Node.DOCUMENT_POSITION_PRECEDING);
    expect(next).toBeDefined();
    expect(next).toHaveFocus();

    await user.tab({ shift: true });
    expect(links.at(-1)).toHaveFocus();
    links[0]?.focus();
    await user.tab({ shift: true });
    expect(outerwear).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the L1 button', async () => {
    const user = setup();
    renderMenu();
    item('Women').focus();
    await user.keyboard('{Enter}');
    expect(flyout('women')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(flyout('women')).not.toBeVisible();
    expect(item('Women')).toHaveFocus();
  });

  it('opens a group at once on click or Space, and a leaf group is a plain link', async () => {
    const user = setup();
    renderMenu();
    await user.click(item('Men'));
    const tops = within(flyout('men')).getByRole('button', { name: 'Tops' });
    await user.click(tops);
    expect(tops).toHaveAttribute('aria-expanded', 'true');
    expect(within(flyout('men')).getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('href', '/c/men-gift-cards');
  });

  it('closes when clicking outside the menu', async () => {
    const user = setup();
    renderMenu();
    await user.click(item('Men'));
    expect(flyout('men')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(flyout('men')).not.toBeVisible();
  });

  it('closes everything after a route change', async () => {
    const user = setup();
    const { rerenderMenu } = renderMenu();
    await user.click(item('Men'));
    expect(flyout('men')).toBeVisible();
    navigation.pathname = '/c/men-jackets';
    rerenderMenu();
    expect(flyout('men')).not.toBeVisible();
  });

  it('opens leftward with flipped arrows when a full panel would overflow the screen', async () => {
    const user = setup();
    renderMenu();
    placeItems({ Men: 40, Women: 140, Kids: 900 }, 1440);
    await user.click(item('Kids'));
    expect(flyout('kids')).toHaveAttribute('data-direction', 'left');
    await user.click(item('Men'));
    expect(flyout('men')).toHaveAttribute('data-direction', 'right');

    // Leftward, the arrow key towards the panel is ArrowLeft.
    await user.click(item('Kids'));
    const tops = within(flyout('kids')).getByRole('button', { name: 'Tops' });
    tops.focus();
    await user.keyboard('{ArrowLeft}');
    act(() => vi.runOnlyPendingTimers());
    expect(tops).toHaveAttribute('aria-expanded', 'true');
  });
});
