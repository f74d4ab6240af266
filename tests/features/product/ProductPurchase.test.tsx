import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import type { Product } from '@/commerce/schemas';
import { cartQueries } from '@/features/cart/cart-queries';
import { cartActivity } from '@/features/cart/cart-activity';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { ProductPurchase } from '@/features/product/ProductPurchase';
import { MiniCartEntry } from '@/features/shell/header/MiniCartEntry';
// Loaded on demand in the page; compiled ahead here so a busy machine does not time the test out.
import '@/features/shell/header/personal-state';
import { useSelectedColourStore } from '@/features/product/selection-store';
import { initialSelection, priceRangeOf } from '@/features/product/variant-selection';
import { formatPrice, formatPriceRange } from '@/ui';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider, useOcc } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';
import { purchasePropsFor } from './purchase-props';
import { sandboxProduct } from './sandbox-product';

/** The purchase island against the sandbox through the commerce proxy (msw): variant choice and add to cart. */

vi.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const sandbox = setupSandboxServer();
const ENTRIES = '*/api/commerce/brand-us/users/session/carts/active/entries';

function CartCount() {
  const cart = useQuery(cartQueries.active(useOcc()));
  return <output data-testid="count">{cart.isSuccess ? (cart.data?.totalUnitCount ?? 0) : '…'}</output>;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider lang="en" resources={pickResources('en', ['product', 'cart', 'common', 'messages'])}>
      <StoreProvider site="us" lang="en">
        <QueryProvider>
        {children}
        <CartCount />
        </QueryProvider>
      </StoreProvider>
    </I18nProvider>
  );
}

async function renderPurchase(code: string) {
  const { product, model, props } = await purchasePropsFor(code);
  render(
    <Providers>
      <ProductPurchase {...props} />
    </Providers>,
  );
  await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
  return { product, model };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  clearGlobalMessages();
  cartActivity.reset();
  useSelectedColourStore.setState({ baseCode: undefined, colour: undefined });
});

describe('choosing a variant (spec 3 §3)', { timeout: 30_000 }, () => {
  it('asks for the size before adding a style, and moves focus to it', async () => {
    const user = userEvent.setup();
    await renderPurchase('103828');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please make a choice: Size');
    expect(within(screen.getByTestId('size-picker')).getAllByRole('radio')[0]).toHaveFocus();
    expect(sandbox.session.carts['brand-us']).toBeUndefined();
  });

  it('keeps a colour in the URL and the gallery store, and names the variant once the size is chosen', async () => {
    const user = userEvent.setup();
    await renderPurchase('103828');
    await user.click(screen.getByRole('radio', { name: /Moss/ }));
    expect(window.location.pathname).toBe('/product/103828/detroit-duck-jacket');
    expect(window.location.search).toBe('?colour=MOS');
    expect(useSelectedColourStore.getState()).toEqual({ baseCode: '103828', colour: 'MOS' });
    expect(screen.getByRole('group', { name: /Color.*Moss/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Tall' }));
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    expect(window.location.pathname).toBe('/product/103828-MOS-XL-TLL/detroit-duck-jacket');
    expect(window.location.search).toBe('');
  });

  it('takes over a colour and size tapped before the page’s script ran, so the add agrees with the radios', async () => {
    const user = userEvent.setup();
    const { props } = await purchasePropsFor('103828');
    const page = (
      <Providers>
        <ProductPurchase {...props} />
      </Providers>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // The server's page, before its script runs: the browser checks what is tapped.
    container.querySelector<HTMLInputElement>('input[type="radio"][value="MOS"]')!.click();
    container.querySelector<HTMLInputElement>('input[type="radio"][value="L"]')!.click();
    const root = await act(async () => hydrateRoot(container, page));
    try {
      await waitFor(() => expect(window.location.pathname).toBe('/product/103828-MOS-L-REG/detroit-duck-jacket'));
      expect(screen.getByRole('radio', { name: /Moss/ })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
      const guid = sandbox.session.carts['brand-us']?.guid;
      const cart = Object.values(sandbox.store.state.carts).find((candidate) => candidate.guid === guid);
      expect(cart?.entries.map((entry) => [entry.productCode, entry.quantity])).toEqual([['103828-MOS-L-REG', 1]]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('starts a variant page with its colour, fit and size chosen', async () => {
    await renderPurchase('103828-BLK-L-TLL');
    expect(screen.getByRole('radio', { name: /Black/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tall' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
  });

  it('shows no size choice for a one-size product', async () => {
    await renderPurchase('104597');
    expect(screen.queryByTestId('size-picker')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Size/ })).not.toBeInTheDocument();
  });

  it('offers a fully sold-out style as sold out before any size is chosen, not as a size to choose', async () => {
    const user = userEvent.setup();
    const { product, model } = await renderPurchase('104390');
    expect(product.stock?.stockLevelStatus).toBe('outOfStock');
    expect(model.variants.every((variant) => variant.stockStatus === 'outOfStock')).toBe(true);
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Sold out');
    const button = screen.getByRole('button', { name: 'Sold out' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('shows the style’s stock status before a size is chosen', async () => {
    const { product } = await renderPurchase('106603');
    expect(product.stock?.stockLevelStatus).toBe('inStock');
    expect(screen.getByTestId('stock-status')).toHaveTextContent('In stock');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('offers a sold-out style only as sold out', async () => {
    const { model } = await renderPurchase(variantCode(await sandboxProduct('104390'), () => true));
    expect(model.variants.every((variant) => variant.stockStatus === 'outOfStock')).toBe(true);
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Sold out');
  });
});

function variantCode(product: Product, pick: (stockLevel: number) => boolean): string {
  const option = product.variantOptions.find((candidate) => pick(candidate.stock?.stockLevel ?? 0));
  if (!option) throw new Error(`no variant of ${product.code} matches`);
  return option.code;
}

describe('adding to the cart (spec 1 §8)', { timeout: 30_000 }, () => {
  it('creates the cart on the first add, moves the header count at once, then shows the shipping threshold', async () => {
    const user = userEvent.setup();
    await renderPurchase('103828-BRN-L-REG');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Detroit Duck Jacket' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    expect(await screen.findByTestId('added-to-cart')).toHaveTextContent('Added to your cart');
    expect(sandbox.session.carts['brand-us']?.guid).toBeTruthy();
    expect(await screen.findByTestId('free-shipping-threshold')).not.toBeEmptyDOMElement();
  });

  it('moves the header’s count at once on the first add of a session that holds no cart yet', async () => {
    const user = userEvent.setup();
    const { props } = await purchasePropsFor('103828-BRN-L-REG');
    render(
      <Providers>
        <MiniCartEntry site="us" lang="en" />
        <ProductPurchase {...props} />
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandbox.server.use(
      http.post(ENTRIES, async ({ request }) => {
        await held;
        return sandbox.throughProxy(request);
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // The server has not answered the add: the header counts it already.
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.queryByTestId('added-to-cart')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByTestId('added-to-cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('adds once for a double click', async () => {
    const user = userEvent.setup();
    await renderPurchase('103828-BRN-L-REG');
    await user.dblClick(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByTestId('added-to-cart');
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
  });

  it('rolls the count back and shows the server’s first message when the add fails', async () => {
    const user = userEvent.setup();
    await renderPurchase('103828-BRN-L-REG');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandbox.server.use(
      http.post(ENTRIES, async () => {
        await held;
        return HttpResponse.json(
          { errors: [{ type: 'CartEntryError', reason: 'unavailable', message: 'This product is not available right now.' }] },
          { status: 400 },
        );
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
    await waitFor(() =>
      expect(useGlobalMessages.getState().messages).toEqual([
        expect.objectContaining({ type: 'error', text: 'This product is not available right now.' }),
      ]),
    );
    expect(screen.queryByTestId('added-to-cart')).not.toBeInTheDocument();
  });

  it('only logs a 403', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPurchase('103828-BRN-L-REG');
    sandbox.server.use(
      http.post(ENTRIES, () => HttpResponse.json({ errors: [{ type: 'ForbiddenError', message: 'Access is denied' }] }, { status: 403 })),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(useGlobalMessages.getState().messages).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'));
  });

  it('keeps the quantity within the stock level and says why', async () => {
    const user = userEvent.setup();
    const lowStock = variantCode(await sandboxProduct('103828'), (level) => level > 1 && level <= 5);
    const { product } = await renderPurchase(lowStock);
    const stock = product.stock?.stockLevel ?? 0;
    expect(screen.getByTestId('stock-status')).toHaveTextContent(`Only ${stock} left`);
    const input = screen.getByTestId('quantity-input');
    await user.clear(input);
    await user.type(input, `${stock + 3}{Enter}`);
    expect(input).toHaveValue(String(stock));
    expect(screen.getByText(`Only ${stock} in stock.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Increase quantity/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent(String(stock)));
  });
});

describe('the offer (spec 3 §3 Product: price, priceRange, msrp, shippingRestrictions)', { timeout: 30_000 }, () => {
  it('shows the price range of the chosen colour and fit until a size is chosen, then the size’s price', async () => {
    const user = userEvent.setup();
    const { model, product } = await renderPurchase('103828');
    const { colour, fit } = initialSelection(model, product);
    const shown = model.variants.filter((variant) => variant.colour === colour && variant.fit === fit);
    const prices = shown.map((variant) => variant.price ?? 0);
    const [min, max] = [Math.min(...prices), Math.max(...prices)];
    expect(min).toBeLessThan(max);
    const offer = within(screen.getByTestId('product-purchase'));
    expect(offer.getByText(formatPriceRange(min, max, 'USD', 'en-US'))).toBeInTheDocument();

    const xxl = shown.find((variant) => variant.size === 'XXL');
    await user.click(screen.getByRole('radio', { name: 'XXL' }));
    expect(offer.queryByText(formatPriceRange(min, max, 'USD', 'en-US'))).not.toBeInTheDocument();
    expect(offer.getByText(formatPrice(xxl?.price ?? 0, 'USD', 'en-US'))).toBeInTheDocument();
  });

  it('shows the prices the server wrote as they are, and writes a price the server did not', async () => {
    const user = userEvent.setup();
    const { product, model, props } = await purchasePropsFor('103828');
    const selection = initialSelection(model, product);
    const range = priceRangeOf(model, selection);
    const xxl = model.variants.find((variant) => variant.colour === selection.colour && variant.fit === selection.fit && variant.size === 'XXL');
    // Texts no formatter would write: shown only if taken as they are.
    const written = { currency: 'USD', texts: { [`${range?.min}–${range?.max}`]: 'RANGE AS WRITTEN' } };
    render(
      <Providers>
        <ProductPurchase {...props} writtenPrices={written} />
      </Providers>,
    );
    const offer = within(screen.getByTestId('product-purchase'));
    expect(offer.getByText('RANGE AS WRITTEN')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'XXL' }));
    expect(offer.getByText(formatPrice(xxl?.price ?? 0, 'USD', 'en-US'))).toBeInTheDocument();
  });

  it('strikes the MSRP through beside a variant’s price, each amount named', async () => {
    const sale = await sandboxProduct('102207');
    const variant = sale.variantOptions[0]?.code ?? '';
    const { product } = await renderPurchase(variant);
    const msrp = product.msrp?.value ?? 0;
    expect(msrp).toBeGreaterThan(product.price?.value ?? Number.POSITIVE_INFINITY);
    const purchase = screen.getByTestId('product-purchase');
    expect(purchase.querySelector('s')).toHaveTextContent(formatPrice(msrp, 'USD', 'en-US'));
    expect(within(purchase).getByText('Original price', { exact: false })).toHaveClass('visually-hidden');
    expect(within(purchase).getByText('Current price', { exact: false }).parentElement).toHaveTextContent(formatPrice(product.price?.value ?? 0, 'USD', 'en-US'));
  });

  it('strikes the style’s MSRP through beside its one price before a size is chosen, as its card does', async () => {
    const { product } = await renderPurchase('106603');
    const msrp = product.msrp?.value ?? 0;
    const price = product.price?.value ?? 0;
    expect(msrp).toBeGreaterThan(price);
    const purchase = screen.getByTestId('product-purchase');
    expect(purchase.querySelector('s')).toHaveTextContent(formatPrice(msrp, 'USD', 'en-US'));
    expect(within(purchase).getByText('Current price', { exact: false }).parentElement).toHaveTextContent(formatPrice(price, 'USD', 'en-US'));
  });

  it('strikes nothing through beside a price range (no one price to compare)', async () => {
    const { product, model } = await renderPurchase('102207');
    expect(product.msrp?.value).toBeGreaterThan(0);
    const range = priceRangeOf(model, initialSelection(model, product));
    expect(range && range.min < range.max).toBe(true);
    expect(within(screen.getByTestId('product-purchase')).getByText(formatPriceRange(range?.min ?? 0, range?.max ?? 0, 'USD', 'en-US'))).toBeInTheDocument();
    expect(screen.getByTestId('product-purchase').querySelector('s')).toBeNull();
  });

  it('shows no strike-through for a product without an MSRP', async () => {
    await renderPurchase('103828-BRN-L-REG');
    expect(screen.getByTestId('product-purchase').querySelector('s')).toBeNull();
  });

  it('says when a product cannot be shipped to a P.O. box', async () => {
    await renderPurchase(variantCode(await sandboxProduct('106603'), (level) => level > 0));
    expect(within(screen.getByTestId('shipping-restrictions')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'This product can’t be shipped to a P.O. box.',
    ]);
  });

  it('says when a product cannot be shipped to some states', async () => {
    await renderPurchase('102286');
    expect(screen.getByTestId('shipping-restrictions')).toHaveTextContent('This product can’t be shipped to some states or provinces.');
  });

  it('shows no notice for a product that ships everywhere', async () => {
    await renderPurchase('103828-BRN-L-REG');
    expect(screen.queryByTestId('shipping-restrictions')).not.toBeInTheDocument();
  });
});

describe('another country than the server’s (spec 1 §7)', { timeout: 30_000 }, () => {
  afterEach(() => {
    document.cookie = 'country=; max-age=0; path=/';
  });

  it('reads the price in the shopper’s currency in the browser, for each variant chosen', async () => {
    document.cookie = 'country=CA; path=/';
    const user = userEvent.setup();
    const priceIn = async (code: string, currency: string) => {
      const response = await sandbox.app.fetch(new Request(`${SANDBOX_OCC_BASE_URL}/brand-us/products/${code}?fields=FULL&curr=${currency}`));
      return ((await response.json()) as Product).price?.value ?? 0;
    };
    const cadPrice = (code: string) => priceIn(code, 'CAD');
    await renderPurchase('103828-BRN-L-REG');
    const purchase = screen.getByTestId('product-purchase');
    const cad = await cadPrice('103828-BRN-L-REG');
    const usd = await priceIn('103828-BRN-L-REG', 'USD');
    expect(cad).not.toBe(usd);
    // Written as Canada writes its dollars ("$190.99"), the amount the backend gives in CAD.
    const first = formatPrice(cad, 'CAD', 'en-US');
    await waitFor(() => expect(purchase).toHaveTextContent(first));
    expect(purchase).not.toHaveTextContent(formatPrice(usd, 'USD', 'en-US'));
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    const second = formatPrice(await cadPrice('103828-BRN-XL-REG'), 'CAD', 'en-US');
    await waitFor(() => expect(purchase).toHaveTextContent(second));
  });
});

describe('the cart part of the purchase box', { timeout: 30_000 }, () => {
  it('works on a page with no query library mounted: it brings its own when the shopper wants to add', async () => {
    const user = userEvent.setup();
    const { props } = await purchasePropsFor('103828-BRN-L-REG');
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['product', 'cart', 'common', 'messages'])}>
        <StoreProvider site="us" lang="en">
          <ProductPurchase {...props} />
        </StoreProvider>
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByTestId('added-to-cart')).toHaveTextContent('Added to your cart');
    expect(await screen.findByTestId('free-shipping-threshold')).not.toBeEmptyDOMElement();
    expect(sandbox.session.carts['brand-us']?.guid).toBeTruthy();
  });
});
