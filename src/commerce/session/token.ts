import { INVALID_TOKEN_ERROR_TYPE, OccError, isInvalidTokenError, isOccError } from '../errors';
import type { OAuthToken } from '../schemas';
import { signedOutSession, type CommerceSession, type SessionToken } from './session';

/**
 * Keeping the session's access token usable (ARCHITECTURE §4): refresh it when it has expired; when
 * OCC still refuses it (401 InvalidTokenError), refresh once and retry; when that fails too, the
 * session becomes anonymous and the caller learns that the session expired (spec 1 §8, sessionExpired).
 */

/** Tokens are renewed this long before they run out, so a call never leaves with a token about to die. */
const TOKEN_EXPIRY_MARGIN_MS = 30_000;

export interface TokenDeps {
  refresh(refreshToken: string): Promise<OAuthToken>;
  now?: () => number;
}

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface FreshTokenResult<T> {
  outcome: CallOutcome<T>;
  /** The session to keep: the same object when nothing changed, else refreshed or signed out. */
  session: CommerceSession;
  /** The customer was signed out because the token could not be renewed. */
  sessionExpired: boolean;
}

export function sessionTokenFrom(token: OAuthToken, now: number): SessionToken {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: now + token.expires_in * 1000,
  };
}

function isTokenExpired(token: SessionToken, now: number): boolean {
  return token.expiresAt - TOKEN_EXPIRY_MARGIN_MS <= now;
}

/** The answer OCC gives a refused token; what the browser receives once a session has expired. */
function sessionExpiredError(): OccError {
  return new OccError(401, [{ type: INVALID_TOKEN_ERROR_TYPE, message: 'The session has expired' }]);
}

/**
 * Runs `call` with the session's access token (none for an anonymous session), renewing it as needed.
 * A call is refused when it throws an InvalidTokenError or when `isRefused` says so of its result.
 */
export async function withFreshToken<T>(
  session: CommerceSession,
  call: (accessToken: string | undefined) => Promise<T>,
  deps: TokenDeps,
  isRefused: (result: T) => boolean | Promise<boolean> = () => false,
): Promise<FreshTokenResult<T>> {
  const now = deps.now ?? Date.now;
  const expire = (): FreshTokenResult<T> => ({
    outcome: { ok: false, error: sessionExpiredError() },
    session: signedOutSession(session),
    sessionExpired: true,
  });
  const keep = (outcome: CallOutcome<T>, kept: CommerceSession): FreshTokenResult<T> => ({
    outcome,
    session: kept,
    sessionExpired: false,
  });

  let current = session;
  let renewedAlready = false;
  if (current.token && isTokenExpired(current.token, now())) {
    const renewal = await renewToken(current, deps, now);
    if (renewal.kind === 'refused') return expire();
    if (renewal.kind === 'unavailable') return keep({ ok: false, error: renewal.error }, session);
    current = renewal.session;
    renewedAlready = true;
  }

  const first = await attempt(call, current.token?.accessToken, isRefused);
  if (!first.refused || !current.token) return keep(first.outcome, current);
  if (renewedAlready) return expire();

  const renewal = await renewToken(current, deps, now);
  if (renewal.kind === 'refused') return expire();
  if (renewal.kind === 'unavailable') return keep(first.outcome, current);
  const second = await attempt(call, renewal.session.token?.accessToken, isRefused);
  return second.refused ? expire() : keep(second.outcome, renewal.session);
}

interface Attempt<T> {
  outcome: CallOutcome<T>;
  /** OCC refused the access token. */
  refused: boolean;
}

async function attempt<T>(
  call: (accessToken: string | undefined) => Promise<T>,
  accessToken: string | undefined,
  isRefused: (result: T) => boolean | Promise<boolean>,
): Promise<Attempt<T>> {
  try {
    const value = await call(accessToken);
    return { outcome: { ok: true, value }, refused: await isRefused(value) };
  } catch (error) {
    return { outcome: { ok: false, error }, refused: isInvalidTokenError(error) };
  }
}

type Renewal =
  | { kind: 'renewed'; session: CommerceSession }
  /** No refresh token, or the authorization server refused it: the session is over. */
  | { kind: 'refused' }
  /** The authorization server could not be asked (down, slow): keep the session and report the failure. */
  | { kind: 'unavailable'; error: unknown };

async function renewToken(session: CommerceSession, deps: TokenDeps, now: () => number): Promise<Renewal> {
  const refreshToken = session.token?.refreshToken;
  if (!refreshToken) return { kind: 'refused' };
  try {
    const token = sessionTokenFrom(await deps.refresh(refreshToken), now());
    // Some servers rotate refresh tokens, others keep the old one valid and send none.
    const renewed = { ...session, token: { ...token, refreshToken: token.refreshToken ?? refreshToken } };
    return { kind: 'renewed', session: renewed };
  } catch (error) {
    return isRefusal(error) ? { kind: 'refused' } : { kind: 'unavailable', error };
  }
}

function isRefusal(error: unknown): boolean {
  return isOccError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;
}

/** The session with a usable client-credentials token for guest calls that need a trusted client. */
export async function withGuestToken(
  session: CommerceSession,
  requestClientToken: () => Promise<OAuthToken>,
  now: () => number = Date.now,
): Promise<CommerceSession> {
  if (session.guestToken && !isTokenExpired(session.guestToken, now())) return session;
  const token = sessionTokenFrom(await requestClientToken(), now());
  return { ...session, guestToken: { accessToken: token.accessToken, expiresAt: token.expiresAt } };
}
