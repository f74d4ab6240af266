import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ProductPurchase } from '@/features/product/ProductPurchase';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';
import { purchasePropsFor } from './purchase-props';

/**
 * The purchase box asks for a first add's parts (the cart part, then the mini cart that opens on
 * success, spec 1 §2.4) on the shopper's first sign of wanting to add, before the press.
 */

const preload = vi.hoisted(() => vi.fn());
vi.mock('@/features/product/first-add-parts', () => ({ preloadFirstAddParts: preload }));
vi.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

setupSandboxServer();

async function renderPurchase() {
  const { props } = await purchasePropsFor('103828-BRN-L-REG');
  render(
    <I18nProvider lang="de" resources={pickResources('de', ['product', 'cart', 'common', 'messages'])}>
      <StoreProvider site="eu" lang="de">
        <ProductPurchase {...props} site="eu" lang="de" />
      </StoreProvider>
    </I18nProvider>,
  );
  return screen.getByTestId('add-to-cart');
}

beforeEach(() => preload.mockClear());

it.each([
  ['a pointer over the button', (button: HTMLElement) => fireEvent.pointerEnter(button)],
  ['focus on the button', (button: HTMLElement) => fireEvent.focus(button)],
])('asks for them on %s, in the page’s language, with the cart part', async (_sign, signal) => {
  const button = await renderPurchase();
  expect(preload).not.toHaveBeenCalled();
  await act(async () => signal(button));
  await waitFor(() => expect(preload).toHaveBeenCalledWith('de', expect.any(Function)));
  // The cart part it is given is the purchase's own: asking for it loads the module the add uses.
  const loadCartPart = preload.mock.calls[0]?.[1] as () => Promise<{ PurchaseCartBridge: unknown }>;
  const cartPart = await act(() => loadCartPart());
  expect(cartPart).toHaveProperty('PurchaseCartBridge');
});
