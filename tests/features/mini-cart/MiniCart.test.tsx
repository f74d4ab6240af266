import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Link from 'next/link';
import type { OccClient } from '@/commerce/client';
import { OccError } from '@/commerce/errors';
import type { Cart } from '@/commerce/schemas';
import { cartActivity, useCartActivity } from '@/features/cart/cart-activity';
import { loadMiniCartPanel, MiniCartHost } from '@/features/mini-cart/MiniCartHost';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { storeContext } from '@/site';
import { cart, entry, LINE_MEDIA_ORIGINS } from '../cart/cart-fixtures';

const navigation = vi.hoisted(() => ({ pathname: '/c/men', search: '', push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ push: navigation.push, replace: navigation.replace }),
}));

const occ = vi.hoisted(() => ({
  context: { siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US', baseUrl: '/api/commerce' },
  getCart: vi.fn(),
  validateCart: vi.fn(),
  removeCartEntry: vi.fn(),
  updateCartEntry: vi.fn(),
}));
vi.mock('@/features/session/StoreProvider', () => ({
  useStore: () => storeContext('us', 'en'),
  useOcc: () => occ as unknown as OccClient,
}));

const ORIGINS = LINE_MEDIA_ORIGINS;
const ACTIVE_KEY = ['cart', 'brand-us', 'active'];

function renderMiniCart(data: Cart | null, shownProductCount = 3) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(ACTIVE_KEY, data);
  occ.getCart.mockResolvedValue(data);
  const tree = () => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider lang="en" resources={pickResources('en', ['minicart', 'cart', 'common', 'messages'])}>
        <div data-testid="cart-entry-host">
          <Link href="/cart">Cart</Link>
          <MiniCartHost shownProductCount={shownProductCount} totalDisplay="SUBTOTAL" mediaOrigins={ORIGINS} />
        </div>
      </I18nProvider>
    </QueryClientProvider>
  );
  const view = render(tree());
  return { ...view, queryClient, rerenderSame: () => view.rerender(tree()) };
}

const host = () => screen.getByTestId('cart-entry-host');
const panel = () => screen.queryByRole('dialog', { name: 'Your cart' });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// The panel's content loads on first use; load it once here so the timing tests see it at once.
beforeAll(async () => {
  await loadMiniCartPanel();
});

beforeEach(() => {
  vi.useFakeTimers();
  cartActivity.reset();
  navigation.pathname = '/c/men';
  navigation.push.mockReset();
  for (const method of [occ.getCart, occ.validateCart, occ.removeCartEntry, occ.updateCartEntry]) method.mockReset();
});
afterEach(() => {
  // Unmounted first: resetting the activity must not update a panel still on screen.
  cleanup();
  cartActivity.reset();
  vi.useRealTimers();
});

function threeLines(): Cart {
  return cart([
    entry({ code: '102207-BLK-M-REG', quantity: 2, totalMsrp: { value: 259.98 }, totalPrice: { value: 219.98 } }),
    entry({ code: '104597-BRN-OS', productSizeSelected: 'OS', productFitSelected: undefined, quantity: 1 }),
    entry({ code: '101234-NVY-L', quantity: 1 }),
    entry({ code: '105555-GRY-XL', quantity: 1 }),
  ]);
}

describe('opening and closing the mini cart (spec 1 §2.4, §4)', () => {
  it('opens the side panel after hovering the cart entry for 500 ms', () => {
    renderMiniCart(threeLines());
    fireEvent.pointerMove(host());
    tick(499);
    expect(panel()).toBeNull();
    tick(1);
    expect(panel()).toBeInTheDocument();
  });

  it('cancels the opening when the pointer leaves before 500 ms', () => {
    renderMiniCart(threeLines());
    fireEvent.pointerMove(host());
    tick(400);
    fireEvent.pointerLeave(host());
    tick(1000);
    expect(panel()).toBeNull();
  });

  it('opens for keyboard users with a button, traps focus, closes on Escape and returns focus', async () => {
    // Keyboard and pointer sequences run on real timers; no spec timing is measured here.
    vi.useRealTimers();
    const user = userEvent.setup();
    renderMiniCart(threeLines());
    const button = screen.getByRole('button', { name: 'Show cart summary' });
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = panel();
    expect(dialog).toBeInTheDocument();
    // Focus moves in as the sheet mounts (react-aria's focus scope, after its effects).
    await waitFor(() => expect(dialog?.contains(document.activeElement)).toBe(true));
    // Backwards past the first control wraps inside the panel, never out to the page.
    for (let i = 0; i < 3; i += 1) await user.tab({ shift: true });
    expect(dialog?.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel()).toBeNull());
    // react-aria gives focus back on the next animation frame.
    await waitFor(() => expect(button).toHaveFocus());
  }, 15_000);

  it('reports the expanded state on its button 50 ms after it settles', async () => {
    renderMiniCart(threeLines());
    const button = screen.getByRole('button', { name: 'Show cart summary', hidden: true });
    // The press takes the panel's code (loaded in `beforeAll`) when its promise settles.
    await act(async () => fireEvent.click(button));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    tick(50);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(host()).toHaveAttribute('data-mini-cart-expanded');
  });

  it('closes with its close button and on the overlay', async () => {
    // Keyboard and pointer sequences run on real timers; no spec timing is measured here.
    vi.useRealTimers();
    const user = userEvent.setup();
    renderMiniCart(threeLines());
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Close cart summary' }));
    await waitFor(() => expect(panel()).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    const overlay = panel()?.closest('[data-testid="mini-cart-panel"]')?.parentElement?.parentElement as HTMLElement;
    fireEvent.pointerDown(overlay);
    fireEvent.pointerUp(overlay);
    fireEvent.click(overlay);
    await waitFor(() => expect(panel()).toBeNull());
  });

  it('closes 200 ms after a completed navigation', () => {
    const view = renderMiniCart(threeLines());
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    navigation.pathname = '/cart';
    view.rerenderSame();
    tick(199);
    expect(panel()).toBeInTheDocument();
    tick(1);
    expect(panel()).toBeNull();
  });

  it('closes, ending the added notice, as the page is left for another document, so Back never brings it open', () => {
    renderMiniCart(threeLines());
    act(() => cartActivity.recordAdded('104597-BRN-OS'));
    expect(panel()).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    tick(0);
    expect(panel()).toBeNull();
    expect(useCartActivity.getState().added).toBeNull();
  });

  it('opens by itself after an item is added, with the added notice', () => {
    renderMiniCart(threeLines());
    act(() => cartActivity.recordAdded('104597-BRN-OS'));
    expect(panel()).toBeInTheDocument();
    expect(screen.getByTestId('mini-cart-added')).toHaveTextContent('Added to your cart.');
    // The line just added comes first, highlighted.
    expect(screen.getAllByTestId('cart-entry')[0]).toHaveAttribute('data-product-code', '104597-BRN-OS');
  });
});

describe('what the mini cart shows (spec 1 §2.4)', () => {
  function openWith(data: Cart | null, shown = 3) {
    const view = renderMiniCart(data, shown);
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    return view;
  }

  it('shows the item count with a plural label and the estimated total', () => {
    openWith(threeLines());
    expect(screen.getByTestId('mini-cart-item-count')).toHaveTextContent('5 items');
    expect(screen.getByText('Estimated total')).toBeInTheDocument();
    expect(screen.getByText('$250.00')).toBeInTheDocument();
  });

  it('uses the singular label for one item', () => {
    openWith(cart([entry()]));
    expect(screen.getByTestId('mini-cart-item-count')).toHaveTextContent(/^1 item$/);
  });

  it('lists up to shownProductCount lines, then a link to view all items', () => {
    openWith(threeLines(), 3);
    expect(screen.getAllByTestId('cart-entry')).toHaveLength(3);
    const viewAll = screen.getByTestId('mini-cart-view-all');
    expect(viewAll).toHaveTextContent('View all 5 items');
    expect(viewAll).toHaveAttribute('href', '/cart');
  });

  it('has no view-all link when every line fits', () => {
    openWith(threeLines(), 4);
    expect(screen.getAllByTestId('cart-entry')).toHaveLength(4);
    expect(screen.queryByTestId('mini-cart-view-all')).toBeNull();
  });

  it('shows each line with style, name, colour, size, fit, quantity, total and its original price', () => {
    openWith(threeLines());
    const [jacket, beanie] = screen.getAllByTestId('cart-entry') as [HTMLElement, HTMLElement];
    expect(within(jacket).getByText('Style 102207')).toBeInTheDocument();
    expect(within(jacket).getByRole('link', { name: /Rain Defender/ })).toHaveAttribute('href', '/product/102207-BLK-M-REG/rain-defender-lightweight-softshell-jacket');
    expect(within(jacket).getByText('Black')).toBeInTheDocument();
    expect(within(jacket).getByText('Size: M')).toBeInTheDocument();
    expect(within(jacket).getByText('Fit: Regular')).toBeInTheDocument();
    expect(within(jacket).getByRole('spinbutton', { name: /Quantity/ })).toHaveValue('2');
    expect(within(jacket).getByTestId('entry-total')).toHaveTextContent('Current price $219.98');
    expect(within(jacket).getByTestId('entry-total').querySelector('s')).toHaveTextContent('$259.98');
    // One size: no size label; no MSRP and full price: no strike-through.
    expect(within(beanie).queryByTestId('entry-size')).toBeNull();
    expect(within(beanie).getByTestId('entry-total').querySelector('s')).toBeNull();
  });

  it('strikes through base price times quantity when a promotion lowered the line', () => {
    openWith(cart([entry({ quantity: 2, basePrice: { value: 24.99 }, totalPrice: { value: 39.98 }, totalMsrp: { value: 0 } })]));
    expect(screen.getByTestId('entry-total').querySelector('s')).toHaveTextContent('$49.98');
  });

  it('shows applied order promotions and the shipping threshold', () => {
    openWith(
      cart([entry()], {
        appliedOrderPromotions: [{ description: 'You saved $20.00 on orders over $200.00.', consumedEntries: [] }],
        freeShippingThresholdMessage: 'You are $25.00 away from free shipping.',
        freeShippingThresholdValue: 75,
        subTotal: { value: 50, currencyIso: 'USD' },
      }),
    );
    expect(screen.getByTestId('applied-promotions')).toHaveTextContent('You saved $20.00 on orders over $200.00.');
    expect(screen.getByTestId('shipping-threshold')).toHaveTextContent('You are $25.00 away from free shipping.');
    expect(screen.getByRole('meter', { name: 'Progress to free shipping' })).toHaveAttribute('aria-valuenow', '50');
  });

  it('shows the stock and restriction warnings of each line', () => {
    const restricted = entry({ code: 'R' });
    restricted.product.shippingRestrictions = { countryRestricted: true };
    const boots = entry({ code: 'B' });
    boots.product.shippingRestrictions = { poBoxRestricted: true };
    openWith(cart([entry({ code: 'O', stockLevel: 0 }), entry({ code: 'L', quantity: 4, stockLevel: 2 }), restricted, boots]), 4);
    const lines = screen.getAllByTestId('cart-entry');
    expect(lines[0]).toHaveTextContent('Out of stock');
    expect(lines[1]).toHaveTextContent('Only 2 in stock.');
    expect(lines[2]).toHaveTextContent('This item can’t be shipped to your country or state.');
    expect(lines[3]).toHaveTextContent('This item can’t be shipped to a P.O. box.');
  });

  it('shows the empty message and a continue-shopping button for an empty cart', async () => {
    // Keyboard and pointer sequences run on real timers; no spec timing is measured here.
    vi.useRealTimers();
    const user = userEvent.setup();
    openWith(null);
    expect(screen.getByTestId('mini-cart-empty')).toHaveTextContent('Your cart is empty.');
    await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(panel()).toBeNull());
  });

  it('shows the quantity-reduced notice while the message exists and clears it after 5 s', () => {
    openWith(threeLines());
    act(() => cartActivity.recordQuantityReduced(['102207-BLK-M-REG']));
    expect(screen.getByTestId('mini-cart-quantity-reduced')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-entry')[0]).toHaveTextContent('We reduced the quantity to what’s in stock.');
    tick(4999);
    expect(screen.getByTestId('mini-cart-quantity-reduced')).toBeInTheDocument();
    tick(1);
    expect(screen.queryByTestId('mini-cart-quantity-reduced')).toBeNull();
  });
});

describe('checkout from the mini cart (spec 1 §2.4, §5)', () => {
  function openWith(data: Cart) {
    const view = renderMiniCart(data);
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    return view;
  }

  it('is disabled while a stock warning exists', () => {
    openWith(cart([entry({ stockLevel: 0 })]));
    expect(screen.getByTestId('mini-cart-stock-warning')).toBeInTheDocument();
    expect(screen.getByTestId('mini-cart-checkout')).toBeDisabled();
  });

  it('goes to /checkout when the cart is valid and nothing is out of stock', async () => {
    const data = cart([entry()]);
    openWith(data);
    occ.validateCart.mockResolvedValue({ valid: true, modifications: [] });
    occ.getCart.mockResolvedValue(data);
    fireEvent.click(screen.getByTestId('mini-cart-checkout'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(occ.validateCart).toHaveBeenCalledWith('session', 'active');
    expect(navigation.push).toHaveBeenCalledWith('/checkout');
  });

  it('stops loading and stays when the validity check fails', async () => {
    const data = cart([entry({ quantity: 5, stockLevel: 40 })]);
    openWith(data);
    let answer: (value: unknown) => void = () => undefined;
    occ.validateCart.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByTestId('mini-cart-checkout'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('mini-cart-checkout')).toHaveAttribute('aria-busy', 'true');
    occ.getCart.mockResolvedValue(cart([entry({ quantity: 3, stockLevel: 3 })]));
    answer({ valid: false, modifications: [{ statusCode: 'lowStock', entry: { product: { code: '102207-BLK-M-REG' } } }] });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(navigation.push).not.toHaveBeenCalled();
    expect(screen.getByTestId('mini-cart-checkout')).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('mini-cart-quantity-reduced')).toBeInTheDocument();
  });

  it('stops when a line is out of stock after the validity check', async () => {
    openWith(cart([entry()]));
    occ.validateCart.mockResolvedValue({ valid: true, modifications: [] });
    occ.getCart.mockResolvedValue(cart([entry({ stockLevel: 0 })]));
    const readsBefore = occ.getCart.mock.calls.length;
    fireEvent.click(screen.getByTestId('mini-cart-checkout'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(navigation.push).not.toHaveBeenCalled();
    // The cart was read again after the check, the loading flag stopped, and the cart as the server has it is shown.
    expect(occ.getCart.mock.calls.length).toBeGreaterThan(readsBefore);
    expect(screen.getByTestId('mini-cart-checkout')).not.toHaveAttribute('aria-busy');
    expect(screen.getByTestId('mini-cart-stock-warning')).toBeInTheDocument();
  });
});

describe('removing a line from the mini cart (spec 1 §4)', () => {
  it('disables removal from the start of a remove until the cart has loaded again', async () => {
    const data = threeLines();
    renderMiniCart(data);
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    let finishRemoval: () => void = () => undefined;
    occ.removeCartEntry.mockReturnValue(new Promise<void>((resolve) => (finishRemoval = resolve)));
    let finishReload: (cart: Cart) => void = () => undefined;
    occ.getCart.mockResolvedValueOnce(data).mockReturnValueOnce(new Promise((resolve) => (finishReload = resolve)));

    const first = screen.getAllByTestId('cart-entry')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: /^Remove /, hidden: true }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Gone at once (optimistic), and every other remove is disabled meanwhile.
    expect(screen.getAllByTestId('cart-entry').map((line) => line.dataset.productCode)).not.toContain('102207-BLK-M-REG');
    for (const button of screen.getAllByRole('button', { name: /^Remove /, hidden: true })) expect(button).toHaveAttribute('aria-disabled', 'true');

    finishRemoval();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(occ.removeCartEntry).toHaveBeenCalledWith('session', 'active', 0);
    for (const button of screen.getAllByRole('button', { name: /^Remove /, hidden: true })) expect(button).toHaveAttribute('aria-disabled', 'true');

    finishReload(cart(data.entries.slice(1)));
    await act(() => vi.advanceTimersByTimeAsync(10));
    for (const button of screen.getAllByRole('button', { name: /^Remove /, hidden: true })) expect(button).not.toHaveAttribute('aria-disabled');
  });
});

describe('focus and announcements when a line leaves the mini cart (spec 1 §2.4 remove link, §4)', () => {
  function named(code: string, name: string) {
    const line = entry({ code });
    line.product.name = name;
    return line;
  }

  /** Opens the panel, puts focus on a line's Remove button and presses it (Enter on a button clicks it). */
  async function removeByKeyboard(name: string) {
    const button = screen.getByRole('button', { name: `Remove ${name}`, hidden: true });
    act(() => button.focus());
    expect(button).toHaveFocus();
    fireEvent.click(button);
    // The optimistic removal, the server's answer, and a frame for the dialog's focus containment.
    await act(() => vi.advanceTimersByTimeAsync(50));
  }

  const lineNotice = () => screen.getByTestId('mini-cart-line-notice');

  /** The server removes the line: the removal reads the cart as it is, the reload after it finds the line gone. */
  function serverRemoves(data: Cart, code: string) {
    occ.getCart.mockResolvedValueOnce(data).mockResolvedValue(cart(data.entries.filter((line) => line.product.code !== code)));
    occ.removeCartEntry.mockResolvedValue(undefined);
  }

  it('moves focus to the next line’s Remove button and says the line was removed', async () => {
    const data = cart([named('1-A', 'Duck Jacket'), named('2-B', 'Knit Beanie'), named('3-C', 'Work Tee')]);
    renderMiniCart(data);
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    serverRemoves(data, '2-B');
    expect(lineNotice()).toHaveAttribute('role', 'status');

    await removeByKeyboard('Knit Beanie');
    expect(screen.queryByRole('button', { name: 'Remove Knit Beanie', hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Work Tee', hidden: true })).toHaveFocus();
    expect(lineNotice()).toHaveTextContent('Knit Beanie removed from your cart.');
  });

  it('moves focus to the line before when the last line shown goes', async () => {
    const data = cart([named('1-A', 'Duck Jacket'), named('2-B', 'Knit Beanie')]);
    renderMiniCart(data);
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    serverRemoves(data, '2-B');

    await removeByKeyboard('Knit Beanie');
    expect(screen.getByRole('button', { name: 'Remove Duck Jacket', hidden: true })).toHaveFocus();
  });

  it('moves focus to the empty message when no line is left', async () => {
    const data = cart([named('1-A', 'Duck Jacket')]);
    renderMiniCart(data);
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    serverRemoves(data, '1-A');

    await removeByKeyboard('Duck Jacket');
    expect(screen.getByText('Your cart is empty.')).toHaveFocus();
    expect(lineNotice()).toHaveTextContent('Duck Jacket removed from your cart.');
  });

  it('says so when the server refuses and the line comes back', async () => {
    const data = cart([named('1-A', 'Duck Jacket'), named('2-B', 'Knit Beanie')]);
    renderMiniCart(data);
    fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
    occ.removeCartEntry.mockRejectedValue(new OccError(400, [{ type: 'CartEntryError', message: 'The line could not be changed.' }]));

    await removeByKeyboard('Duck Jacket');
    expect(screen.getByRole('button', { name: 'Remove Duck Jacket', hidden: true })).toBeInTheDocument();
    expect(lineNotice()).toHaveTextContent('Duck Jacket couldn’t be removed and is back in your cart.');
  });
});
