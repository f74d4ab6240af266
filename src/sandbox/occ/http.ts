import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { UserRecord } from '../state';
import type { SandboxContext } from './context';
import { accessDenied, invalidToken, malformedBody, occError, unauthorized, validation } from './errors';
import { applyFields, parseFields, type LevelKeys } from './fields';

/** Request and response helpers shared by the OCC routes. */

export type Body = Record<string, unknown>;

/** Reads a JSON or form-encoded body; an empty body is `{}`; malformed JSON is a ValidationError. */
export async function readBody(c: SandboxContext): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (!text.trim()) return {};
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('expected a JSON object');
      return parsed as Body;
    } catch (error) {
      throw malformedBody(error instanceof Error ? error.message : String(error));
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** A parameter from the query string or the (form or JSON) body. */
export function param(c: SandboxContext, body: Body, name: string): string | undefined {
  const fromQuery = c.req.query(name);
  if (fromQuery !== undefined) return fromQuery;
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

export function intParam(c: SandboxContext, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw validation(name, `Invalid value '${raw}' for parameter ${name}`);
  const value = Number(raw);
  if (value < min || value > max) throw validation(name, `Invalid value '${raw}' for parameter ${name}`);
  return value;
}

export function stringField(body: Body, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Sends an answer trimmed to the `fields` parameter. */
export function respond(c: SandboxContext, body: unknown, status: ContentfulStatusCode = 200, levelKeys?: LevelKeys): Response {
  const spec = parseFields(c.req.query('fields'));
  return c.json(applyFields(body, spec, levelKeys) as object, status);
}

/** Reads the bearer token, if any. An invalid or expired token is a 401, even on public endpoints. */
export function authenticate(c: SandboxContext): void {
  const header = c.req.header('authorization');
  if (!header) {
    c.set('auth', {});
    return;
  }
  const match = /^bearer\s+(.*)$/i.exec(header.trim());
  if (!match) {
    c.set('auth', {});
    return;
  }
  const token = (match[1] ?? '').trim();
  const services = c.get('services');
  const record = services.store.state.accessTokens[token];
  if (!record) throw invalidToken(token);
  if (record.expiresAt <= services.now().getTime()) throw invalidToken(token, true);
  const user = record.uid ? services.store.state.users[record.uid] : undefined;
  if (record.uid && !user) throw invalidToken(token);
  c.set('auth', { token, clientId: record.clientId, user });
}

/**
 * Calls OCC secures for trusted clients (ROLE_CLIENT): a guest makes them with the storefront's client
 * token, never with no token at all (registration, a guest cart's e-mail, placing a guest order,
 * deleting a guest cart).
 */
export function requireToken(c: SandboxContext): void {
  if (!c.get('auth').token) throw unauthorized();
}

/**
 * The user a `users/{userId}/...` path addresses, for a signed-in caller: `current` is the token's user;
 * an explicit uid must be the caller's own, unless the caller is a support agent acting for a customer.
 */
export function requireUser(c: SandboxContext, userId: string): UserRecord {
  const auth = c.get('auth');
  if (!auth.token) throw unauthorized();
  if (!auth.user) throw accessDenied();
  if (userId === 'current') {
    if (auth.user.type === 'agent') throw accessDenied();
    return auth.user;
  }
  const wanted = userId.toLowerCase();
  if (auth.user.uid === wanted && auth.user.type === 'customer') return auth.user;
  if (auth.user.type === 'agent') {
    const customer = c.get('services').store.state.users[wanted];
    if (customer && customer.type === 'customer') return customer;
    throw occError(400, { type: 'UnknownIdentifierError', message: `Cannot find user with propertyValue '${userId}'` });
  }
  throw accessDenied();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
