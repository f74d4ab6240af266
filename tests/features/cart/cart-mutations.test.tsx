import { useQueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { COMMERCE_PROXY_PATH } from '@/commerce/bff/path';
import { cartActivity, useCartActivity } from '@/features/cart/cart-activity';
import { useAddToCart } from '@/features/cart/add-to-cart';
import {
  useApplyVoucher,
  useMoveToWishList,
  useRemoveEntry,
  useRemoveVoucher,
  useUpdateEntryQuantity,
} from '@/features/cart/cart-mutations';
import { cartQueries } from '@/features/cart/cart-queries';
import { useActiveCart } from '@/features/cart/use-active-cart';
import { voucherRefusalOf } from '@/features/cart/voucher-code';
import { WISH_LIST_NAME } from '@/features/cart/wish-list';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider, useOcc } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';
import { variantWith } from '../../sandbox/harness';

/** Cart changes from client islands, through the commerce proxy to the sandbox (msw). */

const navigation = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: navigation.push, replace: navigation.replace }),
}));

const sandbox = setupSandboxServer();
const JACKET = '103828-BRN-L-REG';
const BEANIE = '104597-BRN-OS';
const TEE = '104676-BLK-L-REG';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <I18nProvider lang="en" resources={pickResources('en', ['cart', 'common', 'messages'])}>
      <StoreProvider site="us" lang="en">
        <QueryProvider>
          {children}
        </QueryProvider>
      </StoreProvider>
    </I18nProvider>
  );
}

function useCartTools() {
  return {
    cart: useActiveCart(),
    add: useAddToCart(),
    update: useUpdateEntryQuantity(),
    remove: useRemoveEntry(),
    applyVoucher: useApplyVoucher(),
    removeVoucher: useRemoveVoucher(),
    moveToWishList: useMoveToWishList(),
    occ: useOcc(),
    queryClient: useQueryClient(),
  };
}

async function renderTools() {
  const view = renderHook(useCartTools, { wrapper });
  await waitFor(() => expect(view.result.current.cart.isSuccess).toBe(true));
  return view;
}

/** The proxy's path for adding to a cart of the US site. */
const ENTRIES = `*${COMMERCE_PROXY_PATH}/brand-us/users/:userId/carts/:cartId/entries`;
/** The commerce proxy's answer when OCC did not answer within its 15 s. */
const proxyTimedOut = () =>
  HttpResponse.json({ errors: [{ type: 'TimeoutError', message: 'The commerce backend did not answer within 15000 ms' }] }, { status: 504 });

/** The tools, with one jacket in the cart as the server has it. */
async function renderWithJacket() {
  const view = await renderTools();
  await act(async () => {
    await view.result.current.add.addToCart(JACKET, 1);
  });
  await waitFor(() => expect(view.result.current.cart.data?.totalUnitCount).toBe(1));
  return view;
}

const codesOf = (cart: { entries: { product: { code: string } }[] } | null | undefined) => cart?.entries.map((line) => line.product.code);

beforeEach(() => {
  cartActivity.reset();
  clearGlobalMessages();
  navigation.push.mockReset();
});

describe('adding to the cart (spec 1 §4)', () => {
  it('creates the cart on the first add, through the proxy, and moves the count at once', async () => {
    const { result } = await renderTools();
    expect(result.current.cart.data).toBeNull();
    let added: Promise<unknown> = Promise.resolve();
    act(() => {
      added = result.current.add.addToCart(JACKET, 2);
    });
    await waitFor(() => expect(result.current.cart.data?.totalUnitCount).toBe(2));
    await expect(added).resolves.toMatchObject({ statusCode: 'success', quantityAdded: 2 });
    expect(sandbox.session.carts['brand-us']?.guid).toBeTruthy();
    await waitFor(() => expect(codesOf(result.current.cart.data)).toEqual([JACKET]));
    expect(useCartActivity.getState().added?.productCode).toBe(JACKET);
  });

  it('creates the cart first when the session has none, instead of an add answered "not found" first', async () => {
    const { result } = await renderTools();
    const posts: string[] = [];
    const record = ({ request, response }: { request: Request; response: Response }) => {
      if (request.method === 'POST' && request.url.includes(COMMERCE_PROXY_PATH)) posts.push(`${new URL(request.url).pathname.replace(/^.*\/brand-us\//, '')} ${response.status}`);
    };
    sandbox.server.events.on('response:mocked', record);
    await act(async () => {
      await result.current.add.addToCart(JACKET, 1);
    });
    sandbox.server.events.removeListener('response:mocked', record);
    expect(posts).toEqual(['users/session/carts 201', 'users/session/carts/active/entries 200']);
  });

  it('never adds twice on a double click', async () => {
    const { result } = await renderTools();
    await act(async () => {
      await Promise.all([result.current.add.addToCart(BEANIE, 1), result.current.add.addToCart(BEANIE, 1)]);
    });
    await waitFor(() => expect(result.current.cart.data?.entries[0]?.quantity).toBe(1));
    // One cart made and one add sent: a second of either would also show one beanie in the active cart.
    const posts = (path: RegExp) => sandbox.requestsTo(COMMERCE_PROXY_PATH).filter((request) => request.method === 'POST' && path.test(new URL(request.url).pathname));
    expect(posts(/\/carts$/)).toHaveLength(1);
    expect(posts(/\/entries$/)).toHaveLength(1);
  });

  it('rolls the count back and shows the server’s message when the add fails (spec 1 §8)', async () => {
    const { result } = await renderTools();
    await act(async () => {
      await result.current.add.addToCart(BEANIE, 1);
    });
    await waitFor(() => expect(result.current.cart.data?.totalUnitCount).toBe(1));
    let answer: unknown = 'pending';
    await act(async () => {
      // A style, not a variant: OCC refuses it with its own words.
      answer = await result.current.add.addToCart('103828', 1);
    });
    expect(answer).toBeUndefined();
    await waitFor(() => expect(result.current.cart.data?.totalUnitCount).toBe(1));
    expect(useGlobalMessages.getState().messages).toEqual([
      expect.objectContaining({
        type: 'error',
        text: 'Product [103828] is a base product and cannot be added to the cart. Choose a colour and size.',
      }),
    ]);
  });

  it('adds nothing for a sold-out variant answered 200 noStock: no "added" notice, the stock message, undefined', async () => {
    const soldOut = variantWith(sandbox.store, (level) => level === 0);
    const { result } = await renderTools();
    await act(async () => {
      await result.current.add.addToCart(BEANIE, 1);
    });
    await waitFor(() => expect(result.current.cart.data?.totalUnitCount).toBe(1));
    cartActivity.clearAdded();
    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current.add.addToCart(soldOut, 1);
    });
    expect(answer).toBeUndefined();
    expect(useCartActivity.getState().added).toBeNull();
    expect(useCartActivity.getState().changed).not.toContain(soldOut);
    await waitFor(() => expect(result.current.cart.data?.totalUnitCount).toBe(1));
    expect(useGlobalMessages.getState().messages).toEqual([
      expect.objectContaining({ type: 'error', text: 'This item is out of stock, so it wasn’t added to your cart.' }),
    ]);
  });

  it('adds nothing once the line holds all the stock, which SAP answers noStock: "Only N in stock", from the line the browser knew', async () => {
    const low = variantWith(sandbox.store, (level) => level > 0 && level <= 5);
    const stockLevel = sandbox.store.catalog.variants.get(low)?.stockLevel ?? 0;
    const { result } = await renderTools();
    await act(async () => {
      await result.current.add.addToCart(low, stockLevel);
    });
    cartActivity.reset();
    let answer: unknown = 'pending';
    await act(async () => {
      answer = await result.current.add.addToCart(low, 1);
    });
    expect(answer).toBeUndefined();
    expect(useCartActivity.getState()).toMatchObject({ added: null, reduced: [] });
    await waitFor(() => expect(result.current.cart.data?.totalUnitCount).toBe(stockLevel));
    expect(useGlobalMessages.getState().messages).toEqual([
      expect.objectContaining({ type: 'error', text: `Only ${stockLevel} in stock.` }),
    ]);
  });

  describe('failures that are not the server’s words show their global message (spec 1 §8)', () => {
    const failures = [
      {
        name: 'the proxy’s own timeout',
        answer: proxyTimedOut,
        key: 'gatewayTimeout',
      },
      {
        name: 'an answer that broke the contract',
        answer: () => HttpResponse.json({ errors: [{ type: 'InvalidResponseError', message: 'Unexpected answer from brand-us/users/anonymous/carts/x/entries: code: missing' }] }, { status: 502 }),
        key: 'badGateway',
      },
      { name: 'a network failure', answer: () => HttpResponse.error(), key: 'badGateway' },
      {
        name: 'a server error',
        answer: () => HttpResponse.json({ errors: [{ type: 'ServerError', message: 'java.lang.NullPointerException' }] }, { status: 500 }),
        key: 'internalServerError',
      },
    ];

    it.each(failures)('$name', async ({ answer, key }) => {
      const { result } = await renderTools();
      sandbox.server.use(http.post(ENTRIES, answer));
      await act(async () => {
        await expect(result.current.add.addToCart(JACKET, 1)).resolves.toBeUndefined();
      });
      const messages = useGlobalMessages.getState().messages;
      expect(messages).toEqual([expect.objectContaining({ type: 'error', key })]);
      expect(messages[0]?.text).toBeUndefined();
    });
  });

  describe('an add whose answer was lost, though OCC made it (the proxy’s 504 after 15 s, OCC going on)', () => {
    /** The add reaches OCC through the proxy; its answer is replaced by the proxy's timeout. */
    const addMadeAnswerLost = () =>
      sandbox.server.use(
        http.post(ENTRIES, async ({ request }) => {
          const answer = await sandbox.throughProxy(request);
          return answer.ok ? proxyTimedOut() : answer;
        }),
      );

    it('shows as added, once, when the cart holds it: the first add of a guest with no cart', async () => {
      const { result } = await renderTools();
      addMadeAnswerLost();
      let answer: unknown = 'pending';
      await act(async () => {
        answer = await result.current.add.addToCart(JACKET, 2);
      });
      expect(answer).toMatchObject({ statusCode: 'success', quantityAdded: 2, quantity: 2 });
      expect(useGlobalMessages.getState().messages).toEqual([]);
      expect(useCartActivity.getState().added?.productCode).toBe(JACKET);
      await waitFor(() => expect(result.current.cart.data?.entries).toEqual([expect.objectContaining({ quantity: 2, product: expect.objectContaining({ code: JACKET }) })]));
    });

    it('counts from the line the cart held before: one more jacket is an add of one', async () => {
      const { result } = await renderWithJacket();
      addMadeAnswerLost();
      let answer: unknown = 'pending';
      await act(async () => {
        answer = await result.current.add.addToCart(JACKET, 1);
      });
      expect(answer).toMatchObject({ statusCode: 'success', quantityAdded: 1, quantity: 2 });
      expect(useGlobalMessages.getState().messages).toEqual([]);
      await waitFor(() => expect(result.current.cart.data?.totalUnitCount).toBe(2));
    });

    it('still says the server did not respond when the cart shows the add was not made', async () => {
      const { result } = await renderWithJacket();
      sandbox.server.use(http.post(ENTRIES, proxyTimedOut));
      await act(async () => {
        await expect(result.current.add.addToCart(JACKET, 1)).resolves.toBeUndefined();
      });
      expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'error', key: 'gatewayTimeout' })]);
      await waitFor(() => expect(result.current.cart.data?.totalUnitCount).toBe(1));
    });
  });

  it('records a quantity reduced to the stock level', async () => {
    const low = variantWith(sandbox.store, (level) => level > 0 && level <= 5);
    const { result } = await renderTools();
    await act(async () => {
      await result.current.add.addToCart(low, 50);
    });
    expect(useCartActivity.getState().reduced).toEqual([low]);
  });

  it('starts a fresh cart when the active cart is gone', async () => {
    const { result } = await renderTools();
    await act(async () => {
      await result.current.add.addToCart(JACKET, 1);
    });
    const first = sandbox.session.carts['brand-us'];
    sandbox.store.mutate((state) => {
      for (const [code, cart] of Object.entries(state.carts)) if (cart.guid === first?.guid) delete state.carts[code];
    });
    await act(async () => {
      await result.current.add.addToCart(BEANIE, 1);
    });
    expect(sandbox.session.carts['brand-us']?.guid).not.toBe(first?.guid);
    await waitFor(() => expect(codesOf(result.current.cart.data)).toEqual([BEANIE]));
  });
});

describe('changing and removing lines', () => {
  async function cartOf(...codes: string[]) {
    const view = await renderTools();
    for (const code of codes) {
      await act(async () => {
        await view.result.current.add.addToCart(code, 1);
      });
    }
    await waitFor(() => expect(codesOf(view.result.current.cart.data)).toEqual(codes));
    return view;
  }

  it('changes a quantity', async () => {
    const { result } = await cartOf(JACKET, BEANIE);
    await act(async () => {
      await result.current.update.mutateAsync({ productCode: BEANIE, quantity: 3 });
    });
    await waitFor(() => expect(result.current.cart.data?.entries[1]?.quantity).toBe(3));
  });

  it('removes the line by its number in the cart as the server has it now', async () => {
    const { result } = await cartOf(JACKET, BEANIE, TEE);
    // Another tab removes the jacket: the beanie is now line 0 on the server, not line 1.
    sandbox.store.mutate((state) => {
      const cart = Object.values(state.carts).find((candidate) => candidate.guid === sandbox.session.carts['brand-us']?.guid);
      cart?.entries.shift();
    });
    await act(async () => {
      await result.current.remove.mutateAsync({ productCode: BEANIE });
    });
    await waitFor(() => expect(codesOf(result.current.cart.data)).toEqual([TEE]));
  });

  it('removes a line once however often the remove is pressed', async () => {
    const { result } = await cartOf(JACKET, BEANIE, TEE);
    await act(async () => {
      await Promise.all([
        result.current.remove.mutateAsync({ productCode: JACKET }),
        result.current.remove.mutateAsync({ productCode: JACKET }),
      ]);
    });
    await waitFor(() => expect(codesOf(result.current.cart.data)).toEqual([BEANIE, TEE]));
    expect(useCartActivity.getState().removalLocked).toBe(false);
  });
});

describe('promo codes', () => {
  async function cartWithJacket() {
    const view = await renderTools();
    await act(async () => {
      await view.result.current.add.addToCart(JACKET, 1);
    });
    return view;
  }

  it('applies WORKWEAR10 and removes it again', async () => {
    const { result } = await cartWithJacket();
    await act(async () => {
      await result.current.applyVoucher.mutateAsync('WORKWEAR10');
    });
    await waitFor(() => expect(result.current.cart.data?.appliedVouchers.map((voucher) => voucher.code)).toEqual(['WORKWEAR10']));
    await act(async () => {
      await result.current.removeVoucher.mutateAsync('WORKWEAR10');
    });
    await waitFor(() => expect(result.current.cart.data?.appliedVouchers).toEqual([]));
  });

  it('tells an unknown code, a used-up code and a code already applied apart', async () => {
    const { result } = await cartWithJacket();
    const refusal = (code: string) =>
      result.current.applyVoucher.mutateAsync(code).then(
        () => 'applied',
        (error: unknown) => voucherRefusalOf(error),
      );
    expect(await refusal('NOPE')).toBe('invalidCode');
    expect(await refusal('USEDUP')).toBe('alreadyRedeemed');
    expect(await refusal('FREESHIP')).toBe('applied');
    expect(await refusal('FREESHIP')).toBe('alreadyApplied');
  });
});

describe('the wish list (spec 1 §4)', () => {
  it('moves a line to the existing wish list and out of the cart, keeping the active cart', async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    const { result } = await renderTools();
    await act(async () => {
      await result.current.add.addToCart(JACKET, 2);
      await result.current.add.addToCart(BEANIE, 1);
    });
    const active = sandbox.session.carts['brand-us'];
    await act(async () => {
      await result.current.moveToWishList.mutateAsync({ productCode: JACKET });
    });
    await waitFor(() => expect(codesOf(result.current.cart.data)).toEqual([BEANIE]));
    expect(sandbox.session.carts['brand-us']).toEqual(active);
    const wishList = await result.current.occ.getCart('session', '00019001');
    expect(wishList.name).toBe(WISH_LIST_NAME);
    expect(wishList.entries.find((line) => line.product.code === JACKET)?.quantity).toBe(2);
  });

  it('moves what the cart holds now: a line already moved (in another tab) is not wished for twice', async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    const { result } = await renderTools();
    await act(async () => {
      await result.current.add.addToCart(JACKET, 2);
      await result.current.add.addToCart(BEANIE, 1);
    });
    const wishedJackets = async () => (await result.current.occ.getCart('session', '00019001')).entries.find((line) => line.product.code === JACKET)?.quantity;
    const before = (await wishedJackets()) ?? 0;
    await act(async () => {
      await result.current.moveToWishList.mutateAsync({ productCode: JACKET });
    });
    expect(await wishedJackets()).toBe(before + 2);
    // The same press from a page that still shows the line.
    await act(async () => {
      await result.current.moveToWishList.mutateAsync({ productCode: JACKET });
    });
    expect(await wishedJackets()).toBe(before + 2);
    await waitFor(() => expect(codesOf(result.current.cart.data)).toEqual([BEANIE]));
  });

  it('creates the wish list when the customer has none, without replacing the active cart', async () => {
    await sandbox.signIn('sam.rivera@example.com', 'Workwear#2026');
    const { result } = await renderTools();
    await act(async () => {
      await result.current.add.addToCart(BEANIE, 1);
      await result.current.add.addToCart(JACKET, 1);
    });
    const active = sandbox.session.carts['brand-us'];
    await act(async () => {
      await result.current.moveToWishList.mutateAsync({ productCode: BEANIE });
    });
    expect(sandbox.session.carts['brand-us']).toEqual(active);
    const wishList = await result.current.queryClient.fetchQuery(cartQueries.wishList(result.current.occ));
    expect(wishList).toMatchObject({ name: WISH_LIST_NAME, totalItems: 1 });
    expect(wishList?.saveTime).toBeTruthy();
    await waitFor(() => expect(codesOf(result.current.cart.data)).toEqual([JACKET]));
  });
});

describe('the cart lifecycle in the browser (spec 1 §4)', () => {
  async function withCart() {
    const view = await renderTools();
    await act(async () => {
      await view.result.current.add.addToCart(JACKET, 1);
    });
    await waitFor(() => expect(view.result.current.cart.data?.totalItems).toBe(1));
    return view;
  }

  function sandboxEvent(type: string) {
    const guid = sandbox.session.carts['brand-us']?.guid ?? '';
    return sandbox.app.fetch(
      new Request(`http://localhost:4010/sandbox/carts/${guid}/events`, { method: 'POST', body: JSON.stringify({ type }), headers: { 'content-type': 'application/json' } }),
    );
  }

  it('makes the replacement of an expired cart the active one and loads it', async () => {
    const { result } = await withCart();
    const { replacedBy } = (await (await sandboxEvent('expire')).json()) as { replacedBy: { code: string } };
    await act(() => result.current.cart.refetch());
    await waitFor(() => expect(result.current.cart.data?.code).toBe(replacedBy.code));
    expect(codesOf(result.current.cart.data)).toEqual([JACKET]);
  });

  it('drops a cart ordered elsewhere when an add meets it, says so and goes to /cart', async () => {
    const { result } = await withCart();
    await sandboxEvent('place');
    await act(async () => {
      await expect(result.current.add.addToCart(BEANIE, 1)).resolves.toBeUndefined();
    });
    await waitFor(() => expect(result.current.cart.data).toBeNull());
    expect(navigation.push).toHaveBeenCalledWith('/cart');
    expect(useGlobalMessages.getState().messages).toEqual([
      expect.objectContaining({ type: 'info', text: 'This cart has already been ordered. Your next item starts a new cart.' }),
    ]);
  });

  it('removes a line from the replacement of an expired cart', async () => {
    const { result } = await withCart();
    await act(async () => {
      await result.current.add.addToCart(BEANIE, 1);
    });
    const { replacedBy } = (await (await sandboxEvent('expire')).json()) as { replacedBy: { code: string } };
    await act(async () => {
      await result.current.remove.mutateAsync({ productCode: BEANIE });
    });
    await waitFor(() => expect(result.current.cart.data?.code).toBe(replacedBy.code));
    expect(codesOf(result.current.cart.data)).toEqual([JACKET]);
  });

  it('changes a quantity in the replacement of an expired cart', async () => {
    const { result } = await withCart();
    const { replacedBy } = (await (await sandboxEvent('expire')).json()) as { replacedBy: { code: string } };
    await act(async () => {
      await result.current.update.mutateAsync({ productCode: JACKET, quantity: 3 });
    });
    await waitFor(() => expect(result.current.cart.data?.code).toBe(replacedBy.code));
    expect(result.current.cart.data?.entries[0]?.quantity).toBe(3);
  });

  it('applies and removes a promo code on the replacement of an expired cart', async () => {
    const { result } = await withCart();
    const first = (await (await sandboxEvent('expire')).json()) as { replacedBy: { code: string } };
    await act(async () => {
      await result.current.applyVoucher.mutateAsync('WORKWEAR10');
    });
    await waitFor(() => expect(result.current.cart.data?.code).toBe(first.replacedBy.code));
    expect(result.current.cart.data?.appliedVouchers.map((voucher) => voucher.code)).toEqual(['WORKWEAR10']);

    const second = (await (await sandboxEvent('expire')).json()) as { replacedBy: { code: string } };
    await act(async () => {
      await result.current.removeVoucher.mutateAsync('WORKWEAR10');
    });
    await waitFor(() => expect(result.current.cart.data?.code).toBe(second.replacedBy.code));
    expect(result.current.cart.data?.appliedVouchers).toEqual([]);
  });

  it('drops a cart ordered elsewhere, says so and goes to /cart', async () => {
    const { result } = await withCart();
    await sandboxEvent('place');
    await act(() => result.current.cart.refetch());
    await waitFor(() => expect(result.current.cart.data).toBeNull());
    expect(navigation.push).toHaveBeenCalledTimes(1);
    expect(navigation.push).toHaveBeenCalledWith('/cart');
    expect(useGlobalMessages.getState().messages).toEqual([
      expect.objectContaining({ type: 'info', text: 'This cart has already been ordered. Your next item starts a new cart.' }),
    ]);
  });
});
