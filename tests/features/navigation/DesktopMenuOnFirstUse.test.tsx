import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DesktopMenuBar } from '@/features/navigation/DesktopMenuBar';
import { DesktopMenuOnFirstUse } from '@/features/navigation/DesktopMenuOnFirstUse';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type * as OnFirstUseModule from '@/ui/on-first-use';
import { holdCode } from '../../ui/held-code';
import { MENU } from './menu-fixture';

/**
 * The desktop category menu's code loads on first use (spec 1 §2.3, §4 stay true meanwhile): the
 * server's bar is on screen until then, and what the shopper does with it carries over to the menu.
 */

/**
 * The menu's module, counted when it is first imported; `arrival` stands for the network: the code a
 * part loads on first use arrives once a test lets it (in every test, though the module is imported
 * once), so what happens meanwhile happens to the server's bar.
 */
const menuCode = vi.hoisted(() => ({ loads: 0, arrival: Promise.resolve(), arrive: () => {} }));
vi.mock('@/features/navigation/DesktopMenu', async (importOriginal) => {
  menuCode.loads += 1;
  return importOriginal();
});
vi.mock('@/ui/on-first-use', async (importOriginal) =>
  (await import('../../ui/held-code')).holdingOnFirstUse(await importOriginal<typeof OnFirstUseModule>(), menuCode),
);
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

function renderBar() {
  holdCode(menuCode);
  return render(
    <I18nProvider lang="en" resources={pickResources('en', ['navigation', 'common'])}>
      <button type="button">Outside</button>
      <DesktopMenuOnFirstUse menu={MENU}>
        <DesktopMenuBar menu={MENU} lang="en" />
      </DesktopMenuOnFirstUse>
    </I18nProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Shop by category' });
const item = (name: string) => within(nav()).getByRole('button', { name });
/** What the shopper does with the bar while the menu's code is on its way. */
async function meanwhile(use: () => void) {
  await act(async () => use());
}

/**
 * Lets the menu's code arrive; the menu has replaced the bar once its openers control their flyouts.
 * The code may arrive after the act scope (a slow import), so the menu's effects are flushed too:
 * its items subscribe to the menu's store in an effect, and what the takeover did to the store
 * (open an item) is drawn once they have.
 */
async function menuArrives() {
  await act(async () => menuCode.arrive());
  await waitFor(() => expect(item('Men')).toHaveAttribute('aria-controls'));
  await act(async () => {});
}

describe('the desktop menu before its first use', () => {
  it("is the server's bar: the same landmark and collapsed openers, and no menu code loaded", async () => {
    renderBar();
    expect(nav()).toHaveClass('nav-category', 'nav-flyout');
    expect(within(nav()).getAllByRole('button').map((button) => button.textContent)).toEqual(['Men', 'Women', 'Kids']);
    expect(item('Men')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Men')).not.toHaveAttribute('aria-controls');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(menuCode.loads).toBe(0);
  });

  it('links every department for crawlers, hidden from shoppers until the flyout shows it', () => {
    const { container } = renderBar();
    const hidden = [...container.querySelectorAll<HTMLAnchorElement>('nav a[hidden]')];
    expect(hidden.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop all Men', '/c/men'],
      ['Shop all Women', '/c/women'],
      ['Shop all Kids', '/c/kids'],
    ]);
    // Not in the accessibility tree: the bar still reads as its three openers.
    expect(within(nav()).queryAllByRole('link')).toEqual([]);
  });
});

describe('the first use of the desktop menu', () => {
  it('loads the menu for a pointer over the bar, and opens the item under the mouse as hovering does', async () => {
    renderBar();
    await meanwhile(() => fireEvent.pointerOver(item('Men').closest('li') as HTMLElement, { pointerType: 'mouse' }));
    // Still the bar while the code is on its way.
    expect(item('Men')).not.toHaveAttribute('aria-controls');
    await menuArrives();
    expect(menuCode.loads).toBe(1);
    expect(item('Men')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('menu-flyout-men')).toBeVisible();
    // Opened by hover: the pointer leaving closes it (spec 1 §4).
    fireEvent.pointerLeave(item('Men').closest('li') as HTMLElement, { pointerType: 'mouse' });
    expect(item('Men')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens nothing for a pointer that left again before the menu came', async () => {
    renderBar();
    await meanwhile(() => {
      const kids = item('Kids').closest('li') as HTMLElement;
      fireEvent.pointerOver(kids, { pointerType: 'mouse' });
      fireEvent.pointerLeave(kids, { pointerType: 'mouse' });
    });
    await menuArrives();
    expect(within(nav()).queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('opens the item pressed on the bar (a tap, a click, Enter or Space)', async () => {
    renderBar();
    await meanwhile(() => fireEvent.click(item('Women')));
    await menuArrives();
    expect(item('Women')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('menu-flyout-women')).toBeVisible();
  });

  it('leaves an item pressed twice on the bar closed', async () => {
    renderBar();
    await meanwhile(() => {
      fireEvent.click(item('Kids'));
      fireEvent.click(item('Kids'));
    });
    await menuArrives();
    expect(item('Kids')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps keyboard focus on the item, and the arrows pressed meanwhile move through the menu', async () => {
    renderBar();
    const handled: boolean[] = [];
    await meanwhile(() => {
      item('Men').focus();
      handled.push(!fireEvent.keyDown(item('Men'), { key: 'ArrowRight' }), !fireEvent.keyDown(item('Men'), { key: 'ArrowRight' }));
    });
    // Kept for the menu, not left to the browser (which would scroll the page with them).
    expect(handled).toEqual([true, true]);
    await menuArrives();
    expect(item('Kids')).toHaveFocus();
    fireEvent.keyDown(item('Kids'), { key: 'ArrowDown' });
    expect(item('Kids')).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves focus alone when it moved away before the menu came', async () => {
    renderBar();
    await meanwhile(() => {
      item('Men').focus();
      screen.getByRole('button', { name: 'Outside' }).focus();
    });
    await menuArrives();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });
});
