import { z } from 'zod';
import { DEFAULT_PROXY_TIMEOUT_MS, normalizeOccPrefix, SANDBOX_API_URL } from './defaults';
import { DEFAULT_COMPONENTS_PAGE_SIZE, DEFAULT_OCC_TIMEOUT_MS } from './transport';

/**
 * Server-only configuration of the commerce backend, read from the environment.
 *
 * - `COMMERCE_API_URL` unset means the embedded sandbox server (ARCHITECTURE §9) on localhost:4010;
 *   only then do the OAuth client and the session secret have built-in defaults.
 * - `OCC_TIMEOUT_MS` is the server-render budget (spec 1 §9: timeout 3 s): how long a render waits for
 *   a backend call (`render-budget.ts`), and the timeout of uncached server calls.
 * - `OCC_PROXY_TIMEOUT_MS` bounds the browser's calls through the commerce proxy. It is longer than the
 *   render budget on purpose: aborting a slow "place order" while the backend still completes it would
 *   leave the shopper with an order they were told failed.
 * - `SESSION_SECRET` seals the session cookie and must be at least 32 characters. A fixed development
 *   secret is used only when it is unset AND (NODE_ENV is not production OR the backend is the
 *   sandbox): a production build against a real backend refuses to start without a real secret.
 *
 * Never import this module from client code: it carries the OAuth client secret.
 */

export { DEFAULT_PROXY_TIMEOUT_MS, SANDBOX_API_URL } from './defaults';
const SANDBOX_CLIENT_ID = 'storefront';
const SANDBOX_CLIENT_SECRET = 'sandbox-secret';
const MIN_SESSION_SECRET_LENGTH = 32;
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-do-not-use-in-production';

export interface CommerceConfig {
  /** Origin of the commerce backend, e.g. `http://localhost:4010`. */
  apiUrl: string;
  /** OCC prefix below the origin, e.g. `/occ/v2`. */
  occPrefix: string;
  /** `${apiUrl}${occPrefix}`: the base URL the OCC client prepends to `/{siteId}/...`. */
  occBaseUrl: string;
  /** True when the storefront talks to the embedded sandbox server. */
  usesSandbox: boolean;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  proxyTimeoutMs: number;
  /** CMS components loaded per request when a page asks for components by id (spec 1 §7 "a configured limit"). */
  cmsComponentsPageSize: number;
  sessionSecret: string;
}

type Environment = Partial<Record<string, string | undefined>>;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalMilliseconds = optionalText.pipe(
  z
    .string()
    .regex(/^[1-9]\d*$/, 'must be a positive whole number of milliseconds')
    .transform(Number)
    .optional(),
);

/**
 * The backend's origin only. SAP documents its "OCC base URL" with the path (`https://host/occ/v2`),
 * which here would be prefixed again (`/occ/v2/occ/v2/...`) and would put the token endpoint below it.
 */
const backendOrigin = z.url().refine((value) => {
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash;
}, 'COMMERCE_API_URL is the backend\'s origin (https://api.example.com), without a path: set the OCC path with OCC_PREFIX (default /occ/v2)');

const environmentSchema = z.object({
  COMMERCE_API_URL: optionalText.pipe(backendOrigin.optional()),
  /** Where the sandbox listens when it is used (set by the run script; default localhost:4010). */
  SANDBOX_URL: optionalText.pipe(z.url().optional()),
  OCC_PREFIX: optionalText,
  OCC_CLIENT_ID: optionalText,
  OCC_CLIENT_SECRET: optionalText,
  OCC_TIMEOUT_MS: optionalMilliseconds,
  OCC_PROXY_TIMEOUT_MS: optionalMilliseconds,
  OCC_CMS_COMPONENTS_PAGE_SIZE: optionalText.pipe(
    z.string().regex(/^[1-9]\d*$/, 'must be a positive whole number').transform(Number).optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z
      .string()
      .min(MIN_SESSION_SECRET_LENGTH, `SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters`)
      .optional(),
  ),
  NODE_ENV: optionalText,
});

export class CommerceConfigError extends Error {
  override readonly name = 'CommerceConfigError';
}

export function readCommerceConfig(environment: Environment = process.env): CommerceConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) throw new CommerceConfigError(z.prettifyError(parsed.error));
  const env = parsed.data;

  const usesSandbox = env.COMMERCE_API_URL === undefined;
  const apiUrl = withoutTrailingSlash(env.COMMERCE_API_URL ?? env.SANDBOX_URL ?? SANDBOX_API_URL);
  const occPrefix = normalizeOccPrefix(env.OCC_PREFIX);

  const clientId = env.OCC_CLIENT_ID ?? (usesSandbox ? SANDBOX_CLIENT_ID : undefined);
  const clientSecret = env.OCC_CLIENT_SECRET ?? (usesSandbox ? SANDBOX_CLIENT_SECRET : undefined);
  if (!clientId || !clientSecret) {
    throw new CommerceConfigError('OCC_CLIENT_ID and OCC_CLIENT_SECRET are required when COMMERCE_API_URL is set');
  }

  const mayUseDevelopmentSecret = env.NODE_ENV !== 'production' || usesSandbox;
  const sessionSecret = env.SESSION_SECRET ?? (mayUseDevelopmentSecret ? DEVELOPMENT_SESSION_SECRET : undefined);
  if (!sessionSecret) {
    throw new CommerceConfigError('SESSION_SECRET (at least 32 characters) is required in production');
  }

  return {
    apiUrl,
    occPrefix,
    occBaseUrl: `${apiUrl}${occPrefix}`,
    usesSandbox,
    clientId,
    clientSecret,
    timeoutMs: env.OCC_TIMEOUT_MS ?? DEFAULT_OCC_TIMEOUT_MS,
    proxyTimeoutMs: env.OCC_PROXY_TIMEOUT_MS ?? DEFAULT_PROXY_TIMEOUT_MS,
    cmsComponentsPageSize: env.OCC_CMS_COMPONENTS_PAGE_SIZE ?? DEFAULT_COMPONENTS_PAGE_SIZE,
    sessionSecret,
  };
}

let processConfig: CommerceConfig | undefined;

/** The configuration of this process, read once (the environment does not change while it runs). */
export function commerceConfig(): CommerceConfig {
  processConfig ??= readCommerceConfig();
  return processConfig;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
