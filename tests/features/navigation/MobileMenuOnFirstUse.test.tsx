import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Link from 'next/link';
import { MobileMenuOnFirstUse } from '@/features/navigation/MobileMenuOnFirstUse';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import type * as OnFirstUseModule from '@/ui/on-first-use';
import { holdCode } from '../../ui/held-code';
import { MENU } from './menu-fixture';

/**
 * The mobile category menu's code loads when its button is first reached for (Performance issue:
 * JavaScript per page), and the menu behaves as spec 1 §2.3 and §4 say from the first tap on.
 */

// The drawer is loaded on first use; loaded once here, the menu's own import resolves at once.
await import('@/features/navigation/MobileMenuDrawer');

/** The menu's module, counted when first imported; `arrive` lets the code "arrive from the network". */
const menuCode = vi.hoisted(() => ({ loads: 0, arrival: Promise.resolve(), arrive: () => {} }));
vi.mock('@/features/navigation/MobileMenu', async (importOriginal) => {
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

function renderButton(source?: string) {
  holdCode(menuCode);
  return render(
    <I18nProvider lang="en" resources={pickResources('en', ['navigation', 'common'])}>
      <MobileMenuOnFirstUse menu={MENU} source={source} label="Menu">
        <Link href="/store-finder/find">Store Finder</Link>
      </MobileMenuOnFirstUse>
    </I18nProvider>,
  );
}

const hamburger = () => screen.getByRole('button', { name: 'Menu' });

describe('the mobile category menu, loaded on first use', () => {
  it('draws the closed hamburger button without the menu code', async () => {
    const before = menuCode.loads;
    renderButton();
    expect(hamburger()).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger()).toHaveAttribute('aria-haspopup', 'dialog');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(menuCode.loads).toBe(before);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the drill-down on the first tap, made while the code is still on its way', async () => {
    renderButton();
    fireEvent.pointerDown(hamburger());
    fireEvent.click(hamburger());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => menuCode.arrive());
    const dialog = await screen.findByRole('dialog', { name: 'Shop by category' });
    expect(within(dialog).getByRole('link', { name: 'Store Finder' })).toBeInTheDocument();
    // The menu's own button took the server-drawn one's place (the open modal hides it from the tree).
    expect(screen.getAllByTestId('mobile-menu-button')).toHaveLength(1);
    expect(screen.getByTestId('mobile-menu-button')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps keyboard focus on the button while the code comes, and the menu opens from it', async () => {
    renderButton();
    act(() => hamburger().focus());
    act(() => menuCode.arrive());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus());
    fireEvent.click(hamburger());
    expect(await screen.findByRole('dialog', { name: 'Shop by category' })).toBeInTheDocument();
  });

  it('asks for the levels behind the top one together with the code, not once it has arrived', async () => {
    const source = '/api/navigation/us/en/CategoryNavigationComponent?country=US';
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(MENU));
    try {
      renderButton(source);
      expect(fetch).not.toHaveBeenCalled();
      act(() => hamburger().focus());
      // The code is still on its way.
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(fetch).toHaveBeenCalledWith(source, expect.objectContaining({ credentials: 'same-origin' })));
      act(() => menuCode.arrive());
      fireEvent.click(hamburger());
      expect(await screen.findByRole('dialog', { name: 'Shop by category' })).toBeInTheDocument();
      // One request for the tree: the menu takes the one its first use started.
      expect(fetch.mock.calls.filter(([url]) => url === source)).toHaveLength(1);
    } finally {
      fetch.mockRestore();
    }
  });
});
