import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { OccError } from '@/commerce/errors';
import { isCustomerSession } from '@/commerce/session';
import { useAddToCart } from '@/features/cart/add-to-cart';
import { useActiveCart } from '@/features/cart/use-active-cart';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { SAME_ENDING_MS, sessionEndedOn } from '@/features/session/session-ended';
import { readSignedInHint } from '@/features/session/session-hint';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';

/**
 * Spec 1 §8 sessionExpired outside the account area: a customer whose sign-in ended elsewhere (a
 * password changed, signed out in another browser) is told wherever the page first finds out, here
 * by the header's cart or an add to cart, and the page goes on as a guest's.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/c/men',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const sandbox = setupSandboxServer();
const JACKET = '103828-BRN-L-REG';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nProvider lang="en" resources={pickResources('en', ['cart', 'common', 'messages'])}>
      <StoreProvider site="us" lang="en">
        <QueryProvider>{children}</QueryProvider>
      </StoreProvider>
    </I18nProvider>
  );
}

/** Ends every sign-in at the backend, as a password change does: access and refresh tokens alike. */
function endSignInsElsewhere() {
  sandbox.store.mutate((state) => {
    for (const token of Object.keys(state.accessTokens)) if (state.accessTokens[token]?.uid) delete state.accessTokens[token];
    for (const token of Object.keys(state.refreshTokens)) delete state.refreshTokens[token];
  });
}

function sessionExpiredMessages() {
  return useGlobalMessages.getState().messages.filter((message) => message.key === 'sessionExpired');
}

let minute = 0;
beforeEach(() => {
  // Each test an hour apart: one ending is said once however many answers bring it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2026, 10, 1, 10, (minute += 60))));
  clearGlobalMessages();
});
afterEach(() => vi.useRealTimers());

it('says so once when the header’s cart finds the sign-in ended, and shows the guest’s (no) cart', async () => {
  await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
  const { result } = renderHook(() => ({ cart: useActiveCart(), add: useAddToCart() }), { wrapper });
  await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
  await act(async () => {
    await result.current.add.addToCart(JACKET, 1);
  });
  await waitFor(() => expect(result.current.cart.data?.entries).toHaveLength(1));

  endSignInsElsewhere();
  await act(() => result.current.cart.refetch());

  await waitFor(() => expect(sessionExpiredMessages()).toHaveLength(1));
  expect(isCustomerSession(sandbox.session)).toBe(false);
  expect(readSignedInHint()).toBe(false);
  // Loaded again as a guest's, who has no cart yet.
  await waitFor(() => expect(result.current.cart.data).toBeNull());
  expect(result.current.cart.isError).toBe(false);
});

it('says so when an add to cart finds it, and the next add goes into a guest cart', async () => {
  await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
  const { result } = renderHook(() => ({ cart: useActiveCart(), add: useAddToCart() }), { wrapper });
  await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));

  endSignInsElsewhere();
  await act(async () => {
    await result.current.add.addToCart(JACKET, 1).catch(() => undefined);
  });
  await waitFor(() => expect(sessionExpiredMessages()).toHaveLength(1));
  expect(isCustomerSession(sandbox.session)).toBe(false);

  await act(async () => {
    await result.current.add.addToCart(JACKET, 1);
  });
  await waitFor(() => expect(result.current.cart.data?.entries.map((line) => line.product.code)).toEqual([JACKET]));
  expect(sessionExpiredMessages()).toHaveLength(1);
});

describe('sessionEndedOn', () => {
  const ended = new OccError(401, [{ type: 'InvalidTokenError', message: 'Invalid access token' }]);

  it('forgets the customer once for the answers of one ending, and again for a later ending', () => {
    const client = new QueryClient();
    const reset = vi.spyOn(client, 'resetQueries');
    sessionEndedOn(client, ended);
    vi.setSystemTime(Date.now() + SAME_ENDING_MS - 1);
    sessionEndedOn(client, ended);
    expect(reset).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    sessionEndedOn(client, ended);
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('leaves every other failure to the call that made it', () => {
    const client = new QueryClient();
    const reset = vi.spyOn(client, 'resetQueries');
    sessionEndedOn(client, new OccError(401, [{ type: 'AccessDeniedError', message: 'no' }]));
    sessionEndedOn(client, new OccError(500, []));
    expect(reset).not.toHaveBeenCalled();
    expect(sessionExpiredMessages()).toHaveLength(0);
  });
});
