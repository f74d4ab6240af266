import { requestClientToken, requestCustomerToken, type OAuthDeps } from '@/commerce/auth/oauth';
import type { OccClient } from '@/commerce/client';
import { ANONYMOUS_USER, CURRENT_USER } from '@/commerce/client';
import { hasOccError, isOccError } from '@/commerce/errors';
import type { Cart } from '@/commerce/schemas';
import {
  sessionTokenFrom,
  signedInSession,
  withActiveCart,
  withGuestToken,
  type CommerceSession,
} from '@/commerce/session';
import { SITES, siteKeyOf, storeContext, type StoreContext } from '@/site';
import { normalizeEmail } from '../email-rules';
import type { RegistrationInput } from '../schemas';

/**
 * Signing in and registering on the server (ARCHITECTURE §4): the password grant happens here, never
 * in the browser; the anonymous cart of each site is merged into the customer's cart there (spec 1
 * §7, OCC `POST users/current/carts?oldCartId=&toMergeCartGuid=`) and becomes the session's active
 * cart. Pure of Next: the caller reads and writes the session, so this runs in tests against the sandbox.
 */

export interface AuthDeps {
  oauth: OAuthDeps;
  /** An OCC client for the store context acting with `accessToken`. */
  occ(store: StoreContext, accessToken: string | undefined): OccClient;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

export type SignInOutcome =
  | { ok: true; session: CommerceSession }
  | { ok: false; reason: 'badCredentials' | 'agentSessionActive' }
  | { ok: false; reason: 'unavailable'; error: unknown };

/** OAuth's answer to a wrong e-mail or password (`invalid_grant`, "Bad credentials"). */
function isBadCredentials(error: unknown): boolean {
  return isOccError(error) && error.status < 500 && hasOccError(error, 'invalid_grant');
}

export async function signIn(
  session: CommerceSession,
  store: StoreContext,
  credentials: { email: string; password: string },
  deps: AuthDeps,
): Promise<SignInOutcome> {
  // Spec 3 §4: a user cannot log in while an agent session is active.
  if (session.agent) return { ok: false, reason: 'agentSessionActive' };
  const now = deps.now ?? Date.now;
  let token;
  try {
    token = await requestCustomerToken(deps.oauth, { username: normalizeEmail(credentials.email), password: credentials.password });
  } catch (error) {
    if (isBadCredentials(error)) return { ok: false, reason: 'badCredentials' };
    return { ok: false, reason: 'unavailable', error };
  }
  const guestCarts = session.user === ANONYMOUS_USER ? session.carts : {};
  const signedIn = signedInSession(session, sessionTokenFrom(token, now()));
  const cart = await customerCartAfterMerge(deps.occ(store, token.access_token), guestCarts[store.siteId]?.guid, deps);
  let merged = withActiveCart(signedIn, store.siteId, cart ? { code: cart.code, guid: cart.guid } : undefined);
  // One session serves the shop's three sites: a guest cart left on another one is merged there too,
  // in that site's default language, rather than left behind where nobody can reach it.
  const elsewhere = Object.entries(guestCarts).flatMap(([siteId, guest]) => {
    const site = siteKeyOf(siteId);
    return site && siteId !== store.siteId && guest.guid ? [{ siteId, site, guid: guest.guid }] : [];
  });
  const mergedElsewhere = await Promise.all(
    elsewhere.map(async ({ siteId, site, guid }) => {
      const there = storeContext(site, SITES[site].defaultLanguage, store.country);
      return { siteId, cart: await customerCartAfterMerge(deps.occ(there, token.access_token), guid, deps) };
    }),
  );
  for (const { siteId, cart: siteCart } of mergedElsewhere) {
    merged = withActiveCart(merged, siteId, siteCart ? { code: siteCart.code, guid: siteCart.guid } : undefined);
  }
  return { ok: true, session: merged };
}

/**
 * The customer's cart once the anonymous one is merged: OCC takes the anonymous cart over
 * (`oldCartId`) and, when the customer already has a cart, adds its lines to it (`toMergeCartGuid`).
 * A failed merge never fails the sign-in: the customer keeps their own cart and the failure is logged.
 */
async function customerCartAfterMerge(
  occ: OccClient,
  anonymousCartGuid: string | undefined,
  deps: Pick<AuthDeps, 'log'>,
): Promise<Pick<Cart, 'code' | 'guid'> | undefined> {
  const log = deps.log ?? ((message, error) => console.warn(message, error));
  let customerCart: Cart | undefined;
  try {
    // Saved carts (the wish list) are not the cart the customer shops with.
    customerCart = (await occ.getCarts(CURRENT_USER)).carts.find((cart) => !cart.saveTime);
  } catch (error) {
    log('Loading the customer cart after sign-in failed', error);
  }
  if (!anonymousCartGuid) return customerCart;
  try {
    return await occ.createCart(CURRENT_USER, { oldCartId: anonymousCartGuid, toMergeCartGuid: customerCart?.guid });
  } catch (error) {
    log('Merging the anonymous cart on sign-in failed', error);
    return customerCart;
  }
}

export type RegistrationOutcome = SignInOutcome | { ok: false; reason: 'duplicateEmail' };

/** Where a newsletter sign-up from the registration form comes from. */
const REGISTRATION_NEWSLETTER_SOURCE = 'registration';

/**
 * Creates the account as the storefront's trusted client, subscribes the address to the newsletter
 * when the shopper agreed to marketing, then signs the new customer in (with the cart merge).
 */
export async function registerAndSignIn(
  session: CommerceSession,
  store: StoreContext,
  input: RegistrationInput,
  deps: AuthDeps,
): Promise<{ outcome: RegistrationOutcome; session: CommerceSession }> {
  if (session.agent) return { outcome: { ok: false, reason: 'agentSessionActive' }, session };
  const now = deps.now ?? Date.now;
  let current = session;
  try {
    current = await withGuestToken(session, () => requestClientToken(deps.oauth), now);
    const occ = deps.occ(store, current.guestToken?.accessToken);
    await occ.registerUser({
      uid: normalizeEmail(input.email),
      firstName: input.firstName,
      lastName: input.lastName,
      password: input.password,
      titleCode: input.titleCode,
    });
    if (input.marketingConsent) {
      await occ.subscribeToNewsletter(normalizeEmail(input.email), REGISTRATION_NEWSLETTER_SOURCE).catch((error: unknown) => {
        (deps.log ?? console.warn)('Newsletter sign-up on registration failed', error);
      });
    }
  } catch (error) {
    if (hasOccError(error, 'DuplicateUidError')) return { outcome: { ok: false, reason: 'duplicateEmail' }, session: current };
    return { outcome: { ok: false, reason: 'unavailable', error }, session: current };
  }
  const outcome = await signIn(current, store, { email: input.email, password: input.password }, deps);
  return { outcome, session: outcome.ok ? outcome.session : current };
}
