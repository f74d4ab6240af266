import { createSandboxApp, type SandboxAppOptions } from '@/sandbox/app';
import { createSandboxStore } from '@/sandbox/store';

/** An in-process sandbox for tests: `app.fetch(new Request(...))`, nothing listens on a port. */

export const ORIGIN = 'http://sandbox.test';
export const CLIENT = { id: 'storefront', secret: 'sandbox-secret' };
export const ALEX = { uid: 'alex.carter@example.com', password: 'Workwear#2026' };
export const SAM = { uid: 'sam.rivera@example.com', password: 'Workwear#2026' };
export const AGENT = { uid: 'agent.morgan', password: 'Agent#2026' };

/** Answers are read loosely in tests; each test asserts the shape it relies on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export interface Answer<T = Loose> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function createTestSandbox(options: Partial<SandboxAppOptions> = {}) {
  const store = options.store ?? createSandboxStore();
  const app = createSandboxApp({ ...options, store });

  async function call<T = Loose>(method: string, path: string, init: { token?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string>; body?: string; signal?: AbortSignal } = {}): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body: string | undefined = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form).toString();
    }
    const url = path.startsWith('http') ? path : `${ORIGIN}${path.startsWith('/occ') || path.startsWith('/authorization') || path.startsWith('/is/') || path.startsWith('/sandbox') ? '' : '/occ/v2/brand-us'}${path}`;
    const response = await app.fetch(new Request(url, { method, headers, body, signal: init.signal }));
    const text = response.type === 'error' ? '' : await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  const get = <T = Loose>(path: string, init?: Parameters<typeof call>[2]) => call<T>('GET', path, init);
  const post = <T = Loose>(path: string, init?: Parameters<typeof call>[2]) => call<T>('POST', path, init);

  async function passwordToken(user: { uid: string; password: string } = ALEX): Promise<{ access_token: string; refresh_token: string }> {
    const answer = await post('/authorizationserver/oauth/token', {
      form: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: user.uid, password: user.password },
    });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.text}`);
    return answer.body;
  }

  async function clientToken(): Promise<string> {
    const answer = await post('/authorizationserver/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: CLIENT.secret },
    });
    return answer.body.access_token as string;
  }

  /** A new anonymous cart; returns its guid. */
  async function anonymousCart(site = 'brand-us'): Promise<string> {
    const answer = await post(`/occ/v2/${site}/users/anonymous/carts`);
    if (answer.status !== 201) throw new Error(`cart creation failed: ${answer.text}`);
    return answer.body.guid as string;
  }

  return { app, store, call, get, post, passwordToken, clientToken, anonymousCart };
}

/** A sellable variant in a given stock state, found in the catalogue rather than hard-coded. */
export function variantWith(store: ReturnType<typeof createSandboxStore>, predicate: (stockLevel: number, code: string) => boolean): string {
  for (const variant of store.catalog.variants.values()) if (predicate(variant.stockLevel, variant.code)) return variant.code;
  throw new Error('no variant matches');
}
