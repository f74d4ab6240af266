import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ACTIVE_CART, browserOccClient, SESSION_USER } from '@/commerce/browser';
import { cartActivity } from '@/features/cart/cart-activity';
import { CartItems } from '@/features/cart/CartItems';
import { CartPageFrame } from '@/features/cart/CartPageFrame';
import { CartTotals } from '@/features/cart/CartTotals';
import { clearGlobalMessages, GlobalMessageRegion } from '@/features/global-messages';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { COMMERCE_PROXY_PATH } from '@/commerce/bff/path';
import { setupSandboxServer } from '../../msw/sandbox';
import { LINE_MEDIA_ORIGINS } from './cart-fixtures';

/**
 * A line leaving the cart page by keyboard (spec 1 §2.5 lines, §4 remove and move to the wish list):
 * focus goes to the next line's Remove button, else the previous line's, else the empty view's
 * heading, never to the page; and the polite global message region says which line went. Through
 * the commerce proxy to the sandbox (msw).
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

const sandbox = setupSandboxServer();
const JACKET = '103828-BRN-L-REG';
const BEANIE = '104597-BRN-OS';
const ORIGINS = LINE_MEDIA_ORIGINS;

function signedInAs(signedIn: boolean) {
  sandbox.server.use(http.get('*/api/session', () => HttpResponse.json({ signedIn, agent: false, emulating: false })));
}

async function renderCartPageOf(...codes: string[]) {
  const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' });
  await occ.createCart(SESSION_USER);
  for (const code of codes) await occ.addCartEntry(SESSION_USER, ACTIVE_CART, { productCode: code, quantity: 1 });
  render(
    <I18nProvider lang="en" resources={pickResources('en', ['cart', 'common', 'messages'])}>
      <StoreProvider site="us" lang="en">
        <QueryProvider>
          <CartPageFrame title="Your cart">
            <CartItems mediaOrigins={ORIGINS} />
            <CartTotals />
          </CartPageFrame>
          <GlobalMessageRegion />
        </QueryProvider>
      </StoreProvider>
    </I18nProvider>,
  );
  await waitFor(() => expect(screen.getAllByTestId('cart-entry')).toHaveLength(codes.length));
}

const line = (code: string) => screen.getAllByTestId('cart-entry').find((element) => element.dataset.productCode === code)!;
const nameOf = (code: string) => line(code).getAttribute('aria-label') ?? '';
const removeButtonOf = (code: string) => within(line(code)).getByRole('button', { name: /^Remove / });
const politeRegion = () => screen.getByRole('status', { name: 'Notifications' });

/** Tabs to a button and presses Enter, as a keyboard user does. */
async function pressByKeyboard(button: HTMLElement) {
  const user = userEvent.setup();
  while (document.activeElement !== button) await user.tab();
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  cartActivity.reset();
  clearGlobalMessages();
  signedInAs(false);
});

describe('removing a line from the cart page by keyboard', () => {
  it('moves focus to the next line’s Remove button and says the line was removed', async () => {
    await renderCartPageOf(JACKET, BEANIE);
    const jacket = nameOf(JACKET);
    const nextRemove = removeButtonOf(BEANIE);

    await pressByKeyboard(removeButtonOf(JACKET));
    await waitFor(() => expect(screen.getAllByTestId('cart-entry')).toHaveLength(1));
    expect(nextRemove).toHaveFocus();
    await waitFor(() => expect(politeRegion()).toHaveTextContent(`${jacket} removed from your cart.`));
    // Still there after the reload, and still locked only until it ends.
    await waitFor(() => expect(nextRemove).not.toHaveAttribute('aria-disabled'));
    expect(nextRemove).toHaveFocus();
  });

  it('moves focus to the previous line’s Remove button when the last line goes', async () => {
    await renderCartPageOf(JACKET, BEANIE);
    const previousRemove = removeButtonOf(JACKET);

    await pressByKeyboard(removeButtonOf(BEANIE));
    await waitFor(() => expect(screen.getAllByTestId('cart-entry')).toHaveLength(1));
    expect(previousRemove).toHaveFocus();
  });

  it('moves focus to the empty view’s heading when no line is left', async () => {
    await renderCartPageOf(BEANIE);
    const beanie = nameOf(BEANIE);

    await pressByKeyboard(removeButtonOf(BEANIE));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' });
    expect(heading).toHaveFocus();
    await waitFor(() => expect(politeRegion()).toHaveTextContent(`${beanie} removed from your cart.`));
  });
});

describe('changing a line’s quantity by keyboard', () => {
  it('says the quantity the line now has, the focus staying on the button', async () => {
    await renderCartPageOf(JACKET);
    const jacket = nameOf(JACKET);
    const increase = screen.getByRole('button', { name: `Increase quantity of ${jacket}` });
    await pressByKeyboard(increase);
    await waitFor(() => expect(politeRegion()).toHaveTextContent(`${jacket}: quantity changed to 2.`));
    expect(increase).toHaveFocus();
  });
});

describe('quick quantity changes', () => {
  it('say only the quantity the line ends with, and the totals show they wait for the server meanwhile', async () => {
    await renderCartPageOf(JACKET);
    const jacket = nameOf(JACKET);
    const totals = () => screen.getByTestId('cart-totals').querySelector('dl')!;
    expect(totals()).not.toHaveAttribute('aria-busy');
    // The server answers the changes only when the test lets it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandbox.server.use(
      http.patch(`*${COMMERCE_PROXY_PATH}/brand-us/users/:userId/carts/:cartId/entries/:entryNumber`, async ({ request }) => {
        await held;
        return sandbox.throughProxy(request);
      }),
    );
    const increase = screen.getByRole('button', { name: `Increase quantity of ${jacket}` });
    const user = userEvent.setup();
    await user.click(increase);
    await user.click(increase);
    await user.click(increase);
    expect(totals()).toHaveAttribute('aria-busy', 'true');
    expect(totals()).toHaveAttribute('data-pending');
    release();
    await waitFor(() => expect(politeRegion()).toHaveTextContent(`${jacket}: quantity changed to 4.`));
    expect(politeRegion()).not.toHaveTextContent('quantity changed to 2');
    expect(politeRegion()).not.toHaveTextContent('quantity changed to 3');
    await waitFor(() => expect(totals()).not.toHaveAttribute('aria-busy'));
  });
});

describe('moving a line to the wish list by keyboard', () => {
  it('moves focus to the next line’s Remove button and says the line moved', async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    signedInAs(true);
    await renderCartPageOf(JACKET, BEANIE);
    const jacket = nameOf(JACKET);
    const nextRemove = removeButtonOf(BEANIE);

    await pressByKeyboard(within(line(JACKET)).getByRole('button', { name: /^Move to wish list/ }));
    await waitFor(() => expect(screen.getAllByTestId('cart-entry')).toHaveLength(1));
    expect(nextRemove).toHaveFocus();
    await waitFor(() => expect(politeRegion()).toHaveTextContent(`${jacket} moved to your wish list.`));
  });
});
