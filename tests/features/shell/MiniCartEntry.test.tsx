import { act, render, screen, waitFor } from '@testing-library/react';
import { use } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { browserOccClient } from '@/commerce/browser';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { sessionHintChanged } from '@/features/session/session-hint';
import { StoreProvider } from '@/features/session/StoreProvider';
import { cartItemCount } from '@/features/cart/cart-item-count';
import { MiniCartEntry } from '@/features/shell/header/MiniCartEntry';
// Loaded on demand in the page; compiled ahead here so a busy machine does not time the test out.
import '@/features/shell/header/personal-state';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';

/** Header slot 7 (spec 1 §2.2, §2.4): the cart icon with the item count, against the sandbox. */

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: navigation.push, replace: vi.fn(), prefetch: vi.fn() }),
}));

const sandbox = setupSandboxServer();

// Listeners a test adds to see the requests go with it.
afterEach(() => sandbox.server.events.removeAllListeners());

const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' }, { retryDelayMs: 0 });

function renderEntry(site: 'us' | 'uk' = 'us', lang: 'en' | 'en-gb' = 'en') {
  return render(
    <I18nProvider lang={lang} resources={pickResources(lang, ['common'])}>
      <StoreProvider site={site} lang={lang}>
        <MiniCartEntry site={site} lang={lang}>
          <span data-testid="panel-place" />
        </MiniCartEntry>
      </StoreProvider>
    </I18nProvider>,
  );
}

async function inStockVariant(): Promise<string> {
  const search = await occ.searchProducts({ query: 'jacket' });
  const product = await occ.getProduct(search.products[0]?.code ?? '', 'variants');
  return product.variantOptions.find((option) => (option.stock?.stockLevel ?? 0) > 2)?.code ?? '';
}

describe('the mini cart entry', () => {
  it('leads to the cart page and says "Cart" until the cart is known', async () => {
    sandbox.session = { ...sandbox.session, carts: { 'brand-us': { guid: 'not-loaded-yet', code: '0' } } };
    renderEntry();
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    // Then known: the sandbox has no such cart.
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  });

  it('shows 0 items without asking when the session holds no cart (no ws_cart hint)', async () => {
    const calls: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => calls.push(request.url));
    renderEntry();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('mini-cart-count')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
  });

  it('shows 0 items when the session may hold a cart but the backend has none (404 from the proxy)', async () => {
    sandbox.session = { ...sandbox.session, carts: { 'brand-us': { guid: 'gone', code: '0' } } };
    renderEntry();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument());
    expect(screen.queryByTestId('mini-cart-count')).toBeNull();
  });

  it('counts the units in the active cart, with singular and plural names', async () => {
    const code = await inStockVariant();
    const cart = await occ.createCart('anonymous');
    await occ.addCartEntry('anonymous', cart.guid ?? '', { productCode: code, quantity: 2 });
    const { unmount } = renderEntry();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument());
    expect(screen.getByTestId('mini-cart-count')).toHaveTextContent('2');
    unmount();

    await occ.updateCartEntry('anonymous', cart.guid ?? '', 0, 1);
    renderEntry();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument());
    expect(sandbox.session.carts['brand-us']?.guid).toBe(cart.guid);
  });

  it('counts the cart an add to cart has just made, once told the session hint changed', async () => {
    renderEntry();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    const code = await inStockVariant();
    const cart = await occ.createCart('anonymous');
    await occ.addCartEntry('anonymous', cart.guid ?? '', { productCode: code, quantity: 3 });
    act(() => sessionHintChanged());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument());
  });

  it('handles a cart ordered elsewhere when the count meets it: removes it, says so and goes to /cart (spec 1 §4)', async () => {
    clearGlobalMessages();
    navigation.push.mockReset();
    const cart = await occ.createCart('session');
    await occ.addCartEntry('session', 'active', { productCode: await inStockVariant(), quantity: 2 });
    await sandbox.app.fetch(
      new Request(`http://localhost:4010/sandbox/carts/${cart.guid ?? ''}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'place' }),
      }),
    );

    // The header has no cart texts of its own: the message's text loads when it is needed.
    renderEntry();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/cart'));
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await waitFor(() =>
      expect(useGlobalMessages.getState().messages).toEqual([
        expect.objectContaining({ type: 'info', text: 'This cart has already been ordered. Your next item starts a new cart.' }),
      ]),
    );
    // The proxy has forgotten the cart: the next island to ask would never hear of it again.
    expect(sandbox.session.carts['brand-us']).toBeUndefined();
  });

  it('keeps a place for the mini cart panel beside the link', () => {
    sandbox.session = { ...sandbox.session, carts: { 'brand-uk': { guid: 'not-loaded-yet', code: '0' } } };
    renderEntry('uk', 'en-gb');
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/uk/en-gb/cart');
    expect(screen.getByTestId('mini-cart')).toContainElement(screen.getByTestId('panel-place'));
  });
});

describe('the item count', () => {
  it('is the units of the cart, else its lines, never negative', () => {
    expect(cartItemCount({ totalUnitCount: 3, totalItems: 2 })).toBe(3);
    expect(cartItemCount({ totalItems: 2 })).toBe(2);
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount({ totalUnitCount: -1 })).toBe(0);
  });
});

describe('the entry as the server streams it', () => {
  /** The panel reads its content on the server; here it arrives after the page's first bytes. */
  function LatePanel({ ready }: { ready: Promise<string> }) {
    return <span data-testid="panel-place">{use(ready)}</span>;
  }

  it('sends the cart link once, in the first bytes, however late the panel is', async () => {
    let release: (text: string) => void = () => undefined;
    const ready = new Promise<string>((resolve) => {
      release = resolve;
    });
    const stream = await renderToReadableStream(
      <I18nProvider lang="en" resources={pickResources('en', ['common'])}>
        <StoreProvider site="us" lang="en">
          <MiniCartEntry site="us" lang="en">
            <LatePanel ready={ready} />
          </MiniCartEntry>
        </StoreProvider>
      </I18nProvider>,
    );
    const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    expect(first.value).toContain('data-testid="mini-cart-link"');
    expect(first.value).not.toContain('panel-place');

    release('panel');
    let html = first.value ?? '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += chunk.value;
    expect(html).toContain('panel-place');
    expect(html.match(/data-testid="mini-cart-link"/g)).toHaveLength(1);
  });
});
