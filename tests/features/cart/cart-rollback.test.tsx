import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { ACTIVE_CART, browserOccClient, SESSION_USER } from '@/commerce/browser';
import { cartActivity } from '@/features/cart/cart-activity';
import { CartItems } from '@/features/cart/CartItems';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';
import { LINE_MEDIA_ORIGINS } from './cart-fixtures';

/**
 * Optimistic changes on the cart page rolled back when the server refuses them (spec 1 §2.5, §4):
 * the cart page's lines through the commerce proxy to the sandbox (msw), with the sandbox made to
 * refuse one change. The reload that follows a failure is held back, so what shows meanwhile is the
 * rollback itself, not the reloaded cart.
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
const ENTRY = `${SANDBOX_OCC_BASE_URL}/brand-us/users/:userId/carts/:cartId/entries/:entryNumber`;
const CART = `${SANDBOX_OCC_BASE_URL}/brand-us/users/:userId/carts/:cartId`;

function later() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * The sandbox refuses the next change of a line (`patch` quantity, `delete` removal) once `refuse()`
 * is called, and holds every cart load after that until `reload()`.
 */
function refuseNextLineChange(method: 'patch' | 'delete') {
  const answer = later();
  const reloads = later();
  let refused = false;
  sandbox.server.use(
    http[method](ENTRY, async () => {
      await answer.promise;
      refused = true;
      return HttpResponse.json({ errors: [{ type: 'CartEntryError', message: 'The line could not be changed.' }] }, { status: 400 });
    }),
    // Falls through to the sandbox (no answer) until the refusal; after it, waits for `reload()`.
    http.get(CART, async () => {
      if (refused) await reloads.promise;
    }),
  );
  return { refuse: answer.release, reload: reloads.release };
}

async function renderCartOf(...codes: string[]) {
  const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' });
  await occ.createCart(SESSION_USER);
  for (const code of codes) await occ.addCartEntry(SESSION_USER, ACTIVE_CART, { productCode: code, quantity: 1 });
  render(
    <I18nProvider lang="en" resources={pickResources('en', ['cart', 'common', 'messages'])}>
      <StoreProvider site="us" lang="en">
        <QueryProvider>
        <CartItems mediaOrigins={ORIGINS} />
        </QueryProvider>
      </StoreProvider>
    </I18nProvider>,
  );
  await waitFor(() => expect(screen.getAllByTestId('cart-entry')).toHaveLength(codes.length));
}

const line = (code: string) => screen.queryAllByTestId('cart-entry').find((element) => element.dataset.productCode === code);
const codesShown = () => screen.queryAllByTestId('cart-entry').map((element) => element.dataset.productCode);
const removeButtons = () => screen.getAllByRole('button', { name: /^Remove / });

beforeEach(() => {
  cartActivity.reset();
  clearGlobalMessages();
  sandbox.server.use(http.get('*/api/session', () => HttpResponse.json({ signedIn: false, agent: false, emulating: false })));
});

describe('a quantity change the server refuses', () => {
  it('shows the new quantity at once and puts the old one back when it fails', async () => {
    const user = userEvent.setup();
    await renderCartOf(JACKET, BEANIE);
    const server = refuseNextLineChange('patch');
    const quantity = () => within(line(JACKET)!).getByRole('spinbutton', { name: /^Quantity/ });

    await user.click(within(line(JACKET)!).getByRole('button', { name: /^Increase quantity of/ }));
    await waitFor(() => expect(quantity()).toHaveValue('2'));

    server.refuse();
    // Back to 1 while the reload is still held: the rollback, not the reloaded cart.
    await waitFor(() => expect(quantity()).toHaveValue('1'));
    expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error' })]);

    server.reload();
    await waitFor(() => expect(quantity()).toHaveValue('1'));
  });
});

describe('a removal the server refuses', () => {
  it('takes the line away at once, puts it back when it fails, and allows removing again', async () => {
    const user = userEvent.setup();
    await renderCartOf(JACKET, BEANIE);
    const server = refuseNextLineChange('delete');

    await user.click(within(line(JACKET)!).getByRole('button', { name: /^Remove / }));
    await waitFor(() => expect(codesShown()).toEqual([BEANIE]));
    // Removal is disabled from the start of a remove (aria-disabled: focus may rest on it)...
    for (const button of removeButtons()) expect(button).toHaveAttribute('aria-disabled', 'true');

    server.refuse();
    // ...until it fails: the line is back and removal works again before the reload has ended.
    await waitFor(() => expect(codesShown()).toEqual([JACKET, BEANIE]));
    await waitFor(() => {
      for (const button of removeButtons()) expect(button).not.toHaveAttribute('aria-disabled');
    });
    // The refusal's error, and which line came back (spec 1 §4 rollback, said politely).
    expect(useGlobalMessages.getState().messages).toEqual([
      expect.objectContaining({ type: 'error' }),
      expect.objectContaining({ type: 'info', text: expect.stringMatching(/couldn’t be removed and is back in your cart\.$/) }),
    ]);

    server.reload();
    await waitFor(() => expect(codesShown()).toEqual([JACKET, BEANIE]));
    for (const button of removeButtons()) expect(button).not.toHaveAttribute('aria-disabled');
  });
});

describe('quick quantity clicks', () => {
  it('count every click: three increases from 1 end at 4, and the number never goes back on the way', async () => {
    const user = userEvent.setup();
    await renderCartOf(JACKET);
    // Each change takes a while at the backend, so the clicks queue behind one another.
    sandbox.server.use(
      http.patch(ENTRY, async () => {
        await delay(150);
      }),
    );
    const quantity = () => within(line(JACKET)!).getByRole<HTMLInputElement>('spinbutton', { name: /^Quantity/ });
    const increase = () => within(line(JACKET)!).getByRole('button', { name: /^Increase quantity of/ });
    // Every value the field takes, as React writes it: no sampling, so no brief step back is missed.
    const field = quantity();
    const shown: number[] = [Number(field.value)];
    const valueProperty = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(field, 'value', {
      configurable: true,
      get(this: HTMLInputElement) {
        return valueProperty.get!.call(this) as string;
      },
      set(this: HTMLInputElement, next: string) {
        valueProperty.set!.call(this, next);
        shown.push(Number(next));
      },
    });
    try {
      await user.click(increase());
      await user.click(increase());
      await user.click(increase());
      const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' });
      await waitFor(async () => expect((await occ.getCart(SESSION_USER, ACTIVE_CART)).entries[0]?.quantity).toBe(4), { timeout: 5_000 });
      await waitFor(() => expect(quantity()).toHaveValue('4'));
      await delay(300);
    } finally {
      Reflect.deleteProperty(field, 'value');
    }
    // The same field all along (a new one would have taken values unseen).
    expect(quantity()).toBe(field);
    expect(quantity()).toHaveValue('4');
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.at(-1)).toBe(4);
  });
});
