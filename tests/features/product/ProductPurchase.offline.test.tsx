import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { ProductPurchase } from '@/features/product/ProductPurchase';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';
import { purchasePropsFor } from './purchase-props';

/** The purchase box when its cart part cannot be loaded (the shopper went offline after the page loaded). */

vi.mock('@/features/product/purchase-cart', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const sandbox = setupSandboxServer();

beforeEach(() => clearGlobalMessages());

it('ends the press with an error message instead of a button left pending', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
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
  await waitFor(() => expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error', key: 'unknownError' })]));
  expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(screen.queryByTestId('added-to-cart')).not.toBeInTheDocument();
  expect(sandbox.session.carts['brand-us']).toBeUndefined();
});
