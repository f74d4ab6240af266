import { vi } from 'vitest';
import { readSession, writeSession } from '@/commerce/session/cookie';
import { anonymousSession, type CommerceSession } from '@/commerce/session';

/**
 * What Next gives a Server Action about its request, faked for tests that call the actions directly:
 * the request headers and a cookie jar. Everything else (the session seal, OCC, OAuth) is real and
 * reaches the msw sandbox. Use with
 *
 *   vi.mock('next/headers', async () => (await import('./fake-next-request')).nextHeadersModule);
 */

const SAME_ORIGIN_HEADERS = {
  host: 'localhost:3000',
  origin: 'http://localhost:3000',
  'sec-fetch-site': 'same-origin',
} as const;

export const CROSS_SITE_HEADERS = {
  host: 'localhost:3000',
  origin: 'https://attacker.example',
  'sec-fetch-site': 'cross-site',
} as const;

interface FakeCookie {
  name: string;
  value: string;
}

export const fakeRequest = {
  headers: new Headers(SAME_ORIGIN_HEADERS),
  cookies: new Map<string, string>(),
};

const jar = {
  get: (name: string): FakeCookie | undefined => {
    const value = fakeRequest.cookies.get(name);
    return value === undefined ? undefined : { name, value };
  },
  set: (name: string, value: string) => {
    fakeRequest.cookies.set(name, value);
  },
  delete: (name: string) => {
    fakeRequest.cookies.delete(name);
  },
  has: (name: string) => fakeRequest.cookies.has(name),
};

export const nextHeadersModule = {
  headers: vi.fn(async () => fakeRequest.headers),
  cookies: vi.fn(async () => jar),
};

let lastAddress = 0;

/**
 * A fresh request from a page of the shop: same-origin headers, a new client address (so the
 * process-wide attempt counters of one test do not refuse the next), no cookies.
 */
export function startRequest(extraHeaders: Record<string, string> = {}): void {
  lastAddress += 1;
  fakeRequest.headers = new Headers({
    ...SAME_ORIGIN_HEADERS,
    'x-forwarded-for': `198.51.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`,
    ...extraHeaders,
  });
  fakeRequest.cookies = new Map();
}

/** The session the action left in the cookie jar. */
export function sessionInJar(): Promise<CommerceSession> {
  return readSession(jar);
}

/** Puts a session into the cookie jar, as the browser would send it. */
export async function sendSession(session: CommerceSession = anonymousSession()): Promise<void> {
  await writeSession(jar, session, { secure: false });
}
