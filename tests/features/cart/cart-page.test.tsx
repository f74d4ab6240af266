import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { OccError } from '@/commerce/errors';
import type { OccClient } from '@/commerce/client';
import type { Cart } from '@/commerce/schemas';
import { CartItems } from '@/features/cart/CartItems';
import { CartPageFrame, isCartEmpty } from '@/features/cart/CartPageFrame';
import { CartTotals, hasFreeShipping, shippingCharge } from '@/features/cart/CartTotals';
import { VoucherForm } from '@/features/cart/VoucherForm';
import { DialogHost, preloadDialog } from '@/features/dialogs/DialogHost';
import { GlobalMessageRegion, clearGlobalMessages } from '@/features/global-messages';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { storeContext } from '@/site';
import { currentLocation, goTo, router } from '../support/history-navigation';
import { cart, entry, LINE_MEDIA_ORIGINS } from './cart-fixtures';

// The dialog library loads with the first dialog; loaded here, dialogs open at their first render.
await preloadDialog();

vi.mock('next/navigation', () => import('../support/history-navigation'));

const occ = vi.hoisted(() => ({
  context: { siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US', baseUrl: '/api/commerce' },
  getCart: vi.fn(),
  addVoucher: vi.fn(),
  removeVoucher: vi.fn(),
}));
const store = vi.hoisted(() => ({ site: 'us' as 'us' | 'uk' }));
vi.mock('@/features/session/StoreProvider', () => ({
  useStore: () => storeContext(store.site, store.site === 'uk' ? 'en-gb' : 'en'),
  useOcc: () => occ as unknown as OccClient,
}));

const ORIGINS = LINE_MEDIA_ORIGINS;

function renderWith(data: Cart | null | undefined, children: ReactNode, session = { signedIn: false, agent: false, emulating: false }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (data !== undefined) queryClient.setQueryData(['cart', 'brand-us', 'active'], data);
  queryClient.setQueryData(['session', 'summary'], session);
  occ.getCart.mockResolvedValue(data);
  const tree = (content: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider lang="en" resources={pickResources('en', ['cart', 'common', 'messages'])}>
        {content}
      </I18nProvider>
    </QueryClientProvider>
  );
  const view = render(tree(children));
  return { ...view, queryClient };
}

beforeEach(() => {
  clearGlobalMessages();
  goTo('/cart');
  router.push.mockClear();
  router.replace.mockClear();
  occ.getCart.mockReset();
  occ.addVoucher.mockReset();
  occ.removeVoucher.mockReset();
  store.site = 'us';
});

describe('the cart page and an empty cart (spec 1 §2.1, §2.5)', () => {
  it('counts a cart without totalItems, or with 0, as empty', () => {
    expect(isCartEmpty(null)).toBe(true);
    expect(isCartEmpty({ totalItems: 0 })).toBe(true);
    expect(isCartEmpty({})).toBe(true);
    expect(isCartEmpty({ totalItems: 2 })).toBe(false);
  });

  it('sends a shopper who arrives with no cart home', async () => {
    renderWith(null, <CartPageFrame title="Your cart">content</CartPageFrame>);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('sends a shopper who arrives with an empty cart home (EMEA keeps its prefix)', async () => {
    store.site = 'uk';
    renderWith(cart([]), <CartPageFrame title="Your cart">content</CartPageFrame>);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/uk/en-gb'));
  });

  it('shows the empty-cart view, without leaving, when the cart is emptied on the page', async () => {
    const { queryClient } = renderWith(cart([entry()]), <CartPageFrame title="Your cart">the lines</CartPageFrame>);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText('the lines')).toBeInTheDocument();
    act(() => queryClient.setQueryData(['cart', 'brand-us', 'active'], cart([])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('sends the shopper home when Back brings the page again and the cart is empty by then (a sign-out elsewhere)', async () => {
    const { queryClient } = renderWith(cart([entry()]), <CartPageFrame title="Your cart">the lines</CartPageFrame>);
    expect(screen.getByText('the lines')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      queryClient.setQueryData(['cart', 'brand-us', 'active'], null);
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });

  it('shows the price-changed info message for 15 s when a price row was updated (spec 1 §2.5, §8, §9)', () => {
    vi.useFakeTimers();
    try {
      renderWith(cart([entry()], { priceRowUpdated: true }), <><GlobalMessageRegion /><CartPageFrame title="Your cart">lines</CartPageFrame></>);
      const status = screen.getByRole('status', { name: 'Notifications' });
      expect(status).toHaveTextContent('The price of an item in your cart has changed since you added it.');
      expect(within(status).getAllByText(/price of an item/)).toHaveLength(1);
      act(() => vi.advanceTimersByTime(14_999));
      expect(status).toHaveTextContent('The price of an item in your cart has changed');
      act(() => vi.advanceTimersByTime(1));
      expect(status).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no price-changed info otherwise', () => {
    renderWith(cart([entry()], { priceRowUpdated: false }), <><GlobalMessageRegion /><CartPageFrame title="Your cart">lines</CartPageFrame></>);
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  });
});

describe('the cart page lines', () => {
  it('shows each line with its warnings, and a move to the wish list', () => {
    const restricted = entry({ code: 'R' });
    restricted.product.shippingRestrictions = { stateRestricted: true };
    renderWith(cart([entry({ code: 'O', stockLevel: 0 }), restricted]), <CartItems mediaOrigins={ORIGINS} />);
    expect(screen.getByRole('heading', { name: '2 items' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('cart-entry') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Out of stock');
    expect(second).toHaveTextContent('This item can’t be shipped to your country or state.');
    expect(within(first).getByRole('button', { name: /^Move to wish list/ })).toBeEnabled();
  });

  it('counts units in its heading, as the header badge and the mini cart do', () => {
    renderWith(cart([entry({ quantity: 4 }), entry({ code: 'B' })]), <CartItems mediaOrigins={ORIGINS} />);
    expect(screen.getByRole('heading', { name: '5 items' })).toBeInTheDocument();
  });

  it('asks an anonymous shopper to sign in before moving a line to the wish list', async () => {
    renderWith(
      cart([entry()]),
      <>
        <CartItems mediaOrigins={ORIGINS} />
        <I18nProvider lang="en" resources={pickResources('en', ['auth'])}>
          <DialogHost content={{ login: <form aria-label="Sign-in form" /> }} />
        </I18nProvider>
      </>,
    );
    const historyLength = window.history.length;
    await userEvent.setup().click(screen.getByRole('button', { name: /^Move to wish list/ }));
    // The login dialog opens over the cart, on a history entry of its own (Back closes it), without
    // asking for the cart page again.
    expect(currentLocation()).toBe('/cart?dialog=login');
    expect(window.history.length).toBe(historyLength + 1);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toContainElement(screen.getByRole('form', { name: 'Sign-in form' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('cart-entry')).toHaveLength(1);
  });
});

describe('the order summary totals', () => {
  it('shows subtotal, savings, shipping, tax and the estimated total, rows that add up', () => {
    // OCC's subTotal (80) already leaves out the order's $15 promotion; totalDiscounts adds the $5
    // taken off the lines. The summary lists the lines' $95, less the $15, as $80.
    renderWith(
      cart([entry({ quantity: 2 })], {
        subTotal: { value: 80, currencyIso: 'USD' },
        totalDiscounts: { value: 20, currencyIso: 'USD' },
        productDiscounts: { value: 5, currencyIso: 'USD' },
        totalPriceWithTax: { value: 80, currencyIso: 'USD' },
        freeShippingThresholdValue: 75,
      }),
      <CartTotals />,
    );
    const totals = screen.getByTestId('cart-totals');
    expect(totals).toHaveTextContent('Subtotal$95.00');
    expect(totals).toHaveTextContent('Savings-$15.00');
    expect(totals).toHaveTextContent('ShippingFREE');
    expect(totals).toHaveTextContent('TaxCalculated at checkout');
    expect(screen.getByTestId('cart-estimated-total')).toHaveTextContent('$80.00');
  });

  it('earns free shipping from the threshold or a free-shipping code', () => {
    const below = cart([entry()], { subTotal: { value: 50 }, freeShippingThresholdValue: 75 });
    expect(hasFreeShipping(below)).toBe(false);
    expect(hasFreeShipping({ ...below, appliedVouchers: [{ code: 'FREESHIP', freeShipping: true }] })).toBe(true);
  });

  it('shows a chosen delivery mode that costs nothing as FREE, one that costs something at its price (spec 2 §9)', () => {
    const mode = (value: number) => ({ deliveryMode: { code: 'ground' }, deliveryCost: { value, currencyIso: 'USD', formattedValue: `$${value}` } });
    expect(shippingCharge(cart([entry()], mode(0)))).toBe('free');
    expect(shippingCharge(cart([entry()], mode(9.95)))).toMatchObject({ value: 9.95 });
    expect(shippingCharge(cart([entry()], { subTotal: { value: 50 }, freeShippingThresholdValue: 75 }))).toBeUndefined();
    renderWith(cart([entry()], mode(0)), <CartTotals />);
    expect(screen.getByTestId('cart-totals')).toHaveTextContent(/ShippingFREE(?!\$)/);
  });

  it('disables checkout while a line is out of stock', () => {
    renderWith(cart([entry({ stockLevel: 0 })]), <CartTotals />);
    expect(screen.getByTestId('cart-stock-warning')).toBeInTheDocument();
    expect(screen.getByTestId('cart-checkout')).toBeDisabled();
  });
});

describe('promo codes on the cart page', () => {
  async function submit(code: string) {
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Enter a promo code' });
    await user.clear(field);
    if (code) await user.click(field);
    if (code) await user.paste(code);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    return field;
  }

  it('refuses a 500-character code and a code with markup without asking the server', async () => {
    renderWith(cart([entry()]), <VoucherForm />);
    const field = await submit('A'.repeat(500));
    expect(field).toHaveAccessibleDescription('Code is not valid.');
    // Focus stays on Apply: the refusal is said as it comes.
    expect(screen.getByText('Code is not valid.').closest('[aria-live="polite"]')).not.toBeNull();
    await submit('<img src=x onerror=alert(1)>');
    expect(field).toHaveAccessibleDescription('Code is not valid.');
    expect(occ.addVoucher).not.toHaveBeenCalled();
  });

  it('asks for a code when the field is empty', async () => {
    renderWith(cart([entry()]), <VoucherForm />);
    const field = await submit('');
    expect(field).toHaveAccessibleDescription('Enter a promo code first.');
    expect(occ.addVoucher).not.toHaveBeenCalled();
  });

  it('applies a code and says so', async () => {
    renderWith(cart([entry()]), <VoucherForm />);
    occ.addVoucher.mockResolvedValue(undefined);
    await submit(' WORKWEAR10 ');
    expect(occ.addVoucher).toHaveBeenCalledWith('session', 'active', 'WORKWEAR10');
    expect(await screen.findByText('Promo code WORKWEAR10 applied.')).toBeInTheDocument();
  });

  it.each([
    ['coupon.invalid.code.provided', 'Code is not valid.'],
    ['coupon.already.redeemed', 'This promo code has already been used.'],
    ['coupon.already.exists.cart', 'This promo code is already applied to your cart.'],
  ])('shows the refusal %s as "%s"', async (message, text) => {
    renderWith(cart([entry()]), <VoucherForm />);
    occ.addVoucher.mockRejectedValue(new OccError(400, [{ type: 'VoucherOperationError', message }]));
    const field = await submit('SOMECODE');
    await waitFor(() => expect(field).toHaveAccessibleDescription(text));
  });

  it('lists applied codes with a way to remove each', async () => {
    renderWith(cart([entry()], { appliedVouchers: [{ code: 'WORKWEAR10', voucherCode: 'WORKWEAR10', name: '10% off' }] }), <VoucherForm />);
    occ.removeVoucher.mockResolvedValue(undefined);
    occ.getCart.mockResolvedValue(cart([entry()]));
    expect(screen.getByTestId('applied-voucher')).toHaveTextContent('WORKWEAR10 · 10% off');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove promo code WORKWEAR10' }));
    await waitFor(() => expect(occ.removeVoucher).toHaveBeenCalledWith('session', 'active', 'WORKWEAR10'));
    await waitFor(() => expect(screen.queryByTestId('applied-voucher')).toBeNull());
  });

  it('keeps keyboard focus when a code is removed: on the next code’s Remove, then on the field, and says so', async () => {
    const ten = { code: 'WORKWEAR10', voucherCode: 'WORKWEAR10', name: '10% off' };
    const ship = { code: 'FREESHIP', voucherCode: 'FREESHIP', name: 'Free shipping' };
    renderWith(cart([entry()], { appliedVouchers: [ten, ship] }), <VoucherForm />);
    occ.removeVoucher.mockResolvedValue(undefined);
    occ.getCart.mockResolvedValue(cart([entry()], { appliedVouchers: [ship] }));
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Remove promo code WORKWEAR10' }).focus();
    await user.keyboard('{Enter}');
    const next = screen.getByRole('button', { name: 'Remove promo code FREESHIP' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(await screen.findByRole('status')).toHaveTextContent('Promo code WORKWEAR10 removed.');

    occ.getCart.mockResolvedValue(cart([entry()]));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('applied-voucher')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Enter a promo code' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Promo code FREESHIP removed.'));
    expect(occ.removeVoucher).toHaveBeenCalledTimes(2);
  });
});
