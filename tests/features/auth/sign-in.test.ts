import { CURRENT_USER } from '@/commerce/client';
import { serverOccClient } from '@/commerce/server';
import { anonymousSession, type CommerceSession } from '@/commerce/session';
import { registerAndSignIn, signIn, type AuthDeps } from '@/features/auth/server/sign-in';
import { storeContext } from '@/site';
import { SANDBOX_CONFIG, setupSandboxServer } from '../../msw/sandbox';

const sandbox = setupSandboxServer();
const store = storeContext('us', 'en');
const deps: AuthDeps = {
  oauth: { config: SANDBOX_CONFIG },
  occ: (context, accessToken) =>
    serverOccClient({ siteId: context.siteId, language: context.language, currency: context.currency, country: context.country, accessToken }),
  log: () => undefined,
};
const ALEX = { email: 'alex.carter@example.com', password: 'Workwear#2026' };

async function anonymousCartWith(productCode: string): Promise<CommerceSession> {
  const occ = deps.occ(store, undefined);
  const cart = await occ.createCart('anonymous');
  await occ.addCartEntry('anonymous', cart.guid ?? '', { productCode, quantity: 1 });
  return { ...anonymousSession(), carts: { [store.siteId]: { guid: cart.guid } } };
}

describe('signing in (spec 1 §2.1)', () => {
  it('refuses a wrong password as bad credentials', async () => {
    expect(await signIn(anonymousSession(), store, { ...ALEX, password: 'nope' }, deps)).toEqual({ ok: false, reason: 'badCredentials' });
  });

  it('refuses while a support agent is signed in (spec 3 §4)', async () => {
    const agentSession: CommerceSession = { ...anonymousSession(), agent: { uid: 'agent.morgan' } };
    expect(await signIn(agentSession, store, ALEX, deps)).toEqual({ ok: false, reason: 'agentSessionActive' });
  });

  it('merges the anonymous cart into the customer’s cart, which becomes the active cart', async () => {
    const session = await anonymousCartWith('103828-BRN-L-REG');
    const outcome = await signIn(session, store, ALEX, deps);
    if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.reason}`);
    expect(outcome.session.user).toBe(CURRENT_USER);
    const active = outcome.session.carts[store.siteId];
    expect(active?.code).toBeTruthy();
    const occ = deps.occ(store, outcome.session.token?.accessToken);
    const cart = await occ.getCart(CURRENT_USER, active?.code ?? '');
    expect(cart.entries.map((entry) => entry.product.code)).toContain('103828-BRN-L-REG');
    // The saved wish list is never taken for the shopping cart.
    expect(cart.name).not.toBe('wishlist');
  });

  it('adds the anonymous lines to a cart the customer already has (toMergeCartGuid)', async () => {
    const first = await signIn(await anonymousCartWith('103828-BRN-L-REG'), store, ALEX, deps);
    if (!first.ok) throw new Error('first sign-in failed');
    const second = await signIn(await anonymousCartWith('104597-BRN-OS'), store, ALEX, deps);
    if (!second.ok) throw new Error('second sign-in failed');
    expect(second.session.carts[store.siteId]?.code).toBe(first.session.carts[store.siteId]?.code);
    const occ = deps.occ(store, second.session.token?.accessToken);
    const cart = await occ.getCart(CURRENT_USER, second.session.carts[store.siteId]?.code ?? '');
    expect(cart.entries.map((entry) => entry.product.code).sort()).toEqual(['103828-BRN-L-REG', '104597-BRN-OS']);
  });
});

describe('signing in with guest carts on two sites', () => {
  it('merges the other site’s guest cart there too: nothing is left behind out of reach', async () => {
    const uk = storeContext('uk', 'en-gb');
    const ukOcc = deps.occ(uk, undefined);
    const ukGuest = await ukOcc.createCart('anonymous');
    await ukOcc.addCartEntry('anonymous', ukGuest.guid ?? '', { productCode: '104597-BRN-OS', quantity: 1 });
    const usGuest = await anonymousCartWith('103828-BRN-L-REG');
    const session: CommerceSession = { ...usGuest, carts: { ...usGuest.carts, [uk.siteId]: { guid: ukGuest.guid } } };

    const outcome = await signIn(session, store, ALEX, deps);
    if (!outcome.ok) throw new Error(`sign-in failed: ${outcome.reason}`);
    const ukCart = outcome.session.carts[uk.siteId];
    expect(ukCart?.code).toBeTruthy();
    const lines = await deps.occ(uk, outcome.session.token?.accessToken).getCart(CURRENT_USER, ukCart?.code ?? '');
    expect(lines.entries.map((entry) => entry.product.code)).toContain('104597-BRN-OS');
    expect(lines.totalPrice?.currencyIso).toBe('GBP');
    expect(outcome.session.carts[store.siteId]?.code).toBeTruthy();
  });
});

describe('signing in over another customer’s sign-in', () => {
  it('merges nothing of theirs: only a guest’s cart is merged', async () => {
    const first = await signIn(await anonymousCartWith('103828-BRN-L-REG'), store, ALEX, deps);
    if (!first.ok) throw new Error('first sign-in failed');
    const log = vi.fn();
    const second = await signIn(first.session, store, { email: 'sam.rivera@example.com', password: 'Workwear#2026' }, { ...deps, log });
    if (!second.ok) throw new Error('second sign-in failed');
    expect(log).not.toHaveBeenCalled();
    expect(sandbox.requestsTo('oldCartId')).toHaveLength(1);
  });
});

describe('registering (spec 3 §5)', () => {
  const registration = {
    titleCode: 'ms',
    firstName: 'Jordan',
    lastName: 'Miles',
    email: 'Jordan.Miles@example.com',
    password: 'Sturdy#B0ots9',
    passwordConfirm: 'Sturdy#B0ots9',
    marketingConsent: true,
  };

  it('creates the account, subscribes the newsletter on consent and signs the customer in', async () => {
    const { outcome } = await registerAndSignIn(anonymousSession(), store, registration, deps);
    expect(outcome.ok).toBe(true);
    expect(sandbox.store.state.users['jordan.miles@example.com']?.firstName).toBe('Jordan');
    expect(Object.keys(sandbox.store.state.newsletterSubscriptions ?? {})).toContain('brand-us:jordan.miles@example.com');
  });

  it('answers duplicateEmail for an address that already has an account', async () => {
    const { outcome } = await registerAndSignIn(anonymousSession(), store, { ...registration, email: ALEX.email }, deps);
    expect(outcome).toEqual({ ok: false, reason: 'duplicateEmail' });
  });
});
