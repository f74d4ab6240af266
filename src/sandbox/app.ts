import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { SandboxContext, SandboxEnv, SandboxServices } from './occ/context';
import { resolveOccContext } from './occ/context';
import { OccError, unknownResource } from './occ/errors';
import { authenticate, respond } from './occ/http';
import { registerCartEventRoutes } from './routes/cart-events';
import { registerAccountServiceRoutes } from './routes/account-services';
import { registerCartRoutes } from './routes/carts';
import { registerCheckoutRoutes } from './routes/checkout';
import { registerCatalogRoutes } from './routes/catalog';
import { registerCmsRoutes } from './routes/cms';
import { registerImageRoutes } from './routes/images';
import { registerNewsletterRoutes } from './routes/newsletter';
import { createSlowPaths } from './routes/slow-paths';
import { registerStoreAndIntegrationRoutes } from './routes/integrations';
import { oauthRoutes, type OAuthClient } from './routes/oauth';
import { baseSitesDto, registerSiteRoutes } from './routes/site';
import { registerUserRoutes } from './routes/users';
import { createPrng } from './seed/prng';
import type { SandboxStore } from './store';

/**
 * The sandbox commerce server: the OCC v2 subset the storefront uses, answered in SAP Commerce's
 * shapes, with its OAuth server and image server. `app.fetch(request)` works in-process (tests, msw);
 * `main.ts` serves it over HTTP.
 */

export interface SandboxAppOptions {
  store: SandboxStore;
  /** Fixed delay added to every OCC and OAuth call. */
  latencyMs?: number;
  /** Share (0..1) of OCC and OAuth calls answered with a 500. */
  errorRate?: number;
  now?: () => Date;
  /** OAuth clients; defaults to the storefront's sandbox client. */
  clients?: readonly OAuthClient[];
  tokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** Seed of the random error injection, so a run can be repeated. */
  faultSeed?: number | string;
}

export const DEFAULT_CLIENT: OAuthClient = { id: 'storefront', secret: 'sandbox-secret' };
export const MAX_BODY_BYTES = 1024 * 1024;
export const FAULT_HEADER = 'x-sandbox-fault';
/** A `timeout` fault holds the request longer than any client waits. */
const TIMEOUT_FAULT_MS = 65_000;
const DEFAULT_TOKEN_TTL_SECONDS = 43_199;
const DEFAULT_REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const GATEWAY_PAGES: Record<number, string> = {
  502: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
  503: '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center></body></html>',
  504: '<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center></body></html>',
};

function serverError(c: SandboxContext, message = 'An internal server error occurred'): Response {
  return c.json({ errors: [{ type: 'InternalServerError', message }] }, 500);
}

/** Drops the connection without an answer: the socket on a real server, a network error in-process. */
function dropConnection(c: SandboxContext): Response {
  const socket = c.env?.incoming?.socket;
  if (socket) {
    socket.destroy();
    return new Response(null, { status: 500 });
  }
  return Response.error();
}

export function createSandboxApp(options: SandboxAppOptions) {
  const services: SandboxServices = {
    store: options.store,
    now: options.now ?? (() => new Date()),
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TTL_SECONDS,
  };
  const faults = createPrng(options.faultSeed ?? 'sandbox-faults');
  const slowPaths = createSlowPaths();
  const clients = options.clients ?? [DEFAULT_CLIENT];

  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) => {
    c.set('services', services);
    c.set('auth', {});
    await next();
  });

  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ errors: [{ type: 'PayloadTooLargeError', message: `Request body exceeds the limit of ${MAX_BODY_BYTES} bytes` }] }, 413),
    }),
  );

  // Fault injection for OCC and OAuth calls (latency, random 500s, and the per-request fault header).
  const injectFaults = async (c: SandboxContext, next: () => Promise<void>) => {
    const signal = c.req.raw.signal;
    if (options.latencyMs && options.latencyMs > 0) await sleep(options.latencyMs, signal);
    const slowPathLatency = slowPaths.latencyFor(c.req.path);
    if (slowPathLatency > 0) await sleep(slowPathLatency, signal);
    const header = c.req.header(FAULT_HEADER);
    for (const fault of (header ?? '').split(',').map((f) => f.trim().toLowerCase()).filter(Boolean)) {
      const latency = /^latency=(\d+)$/.exec(fault);
      if (latency) {
        await sleep(Number(latency[1]), signal);
        continue;
      }
      if (fault === 'timeout') {
        await sleep(TIMEOUT_FAULT_MS, signal);
        return c.json({ errors: [{ type: 'GatewayTimeoutError', message: 'The request timed out' }] }, 504);
      }
      if (fault === 'network') return dropConnection(c);
      if (fault === '500') return serverError(c, 'Injected fault');
      const status = Number(fault);
      if (status === 502 || status === 503 || status === 504) return c.html(GATEWAY_PAGES[status] as string, status);
    }
    if (options.errorRate && options.errorRate > 0 && faults.next() < options.errorRate) return serverError(c, 'Injected random fault');
    await next();
  };
  app.use('/occ/*', injectFaults);
  app.use('/authorizationserver/*', injectFaults);

  app.route('/authorizationserver/oauth', oauthRoutes(clients));

  app.get('/occ/v2/basesites', (c) => {
    authenticate(c);
    return respond(c, baseSitesDto());
  });

  const occ = new Hono<SandboxEnv>();
  occ.use('*', async (c, next) => {
    c.set('occ', resolveOccContext(c, c.req.param('baseSiteId') ?? ''));
    authenticate(c);
    await next();
  });
  registerSiteRoutes(occ);
  registerCatalogRoutes(occ);
  registerCmsRoutes(occ);
  registerCartRoutes(occ);
  registerCheckoutRoutes(occ);
  registerUserRoutes(occ);
  registerAccountServiceRoutes(occ);
  registerStoreAndIntegrationRoutes(occ);
  registerNewsletterRoutes(occ);
  occ.all('*', (c) => {
    throw unknownResource(new URL(c.req.url).pathname);
  });
  app.route('/occ/v2/:baseSiteId', occ);

  registerImageRoutes(app);

  app.get('/sandbox/health', (c) => c.json({ status: 'ok' }));
  slowPaths.register(app);
  registerCartEventRoutes(app, services.store, services.now);
  /** Restores the seed in the running sandbox (`npm run sandbox:reset` while it runs), data file and all. */
  app.post('/sandbox/reset', (c) => {
    services.store.reset();
    return c.json({ status: 'reset' });
  });
  /** Messages the shop "sent" (password reset links), newest first; a development aid. */
  app.get('/sandbox/outbox', (c) => c.json({ messages: [...services.store.state.outbox].reverse() }));

  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/occ/')) return c.json(unknownResource(path).body(), 404);
    return c.text('Not Found', 404);
  });

  app.onError((error, c) => {
    if (error instanceof OccError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.body(), error.status as 400);
    }
    console.error('[sandbox] unexpected error', error);
    return serverError(c);
  });

  return app;
}
