import { occLanguage } from '@/site/context';
import type { Language } from '@/site/sites';
import { parseJsonText } from './json';
import { occErrorFromBody } from './error-body';
import { GATEWAY_TIMEOUT, isOccError, networkError, OccError, timeoutError } from './errors';
import type { Answer, AnswerName } from './schemas/answers';

/**
 * The one way a request reaches OCC, on the server and in the browser (ARCHITECTURE §3): context
 * query parameters and headers, a bearer token only when there is one, a hard timeout, retries for
 * cart calls, and every answer either parsed by its schema or thrown as an OccError.
 */

/** Where and how the visitor shops; every request carries it. */
export interface OccContext {
  /** `${COMMERCE_API_URL}${OCC_PREFIX}` on the server, the same-origin proxy `/api/commerce` in the browser. */
  baseUrl: string;
  siteId: string;
  /** Storefront language (`en-gb`); sent to OCC as its isocode (`en_GB`). */
  language: Language;
  currency: string;
  country: string;
  /** Absent in the browser: the proxy attaches the session's token. */
  accessToken?: string | undefined;
  /** Content-preview ticket, forwarded to CMS and product calls (ARCHITECTURE §5). */
  cmsTicketId?: string | undefined;
}

/**
 * How an answer's JSON becomes the named answer's data. The server's reader parses it with the
 * answer's schema (`answer-schemas.ts`); the browser's asks the commerce proxy, through a request
 * header, to do that before the answer reaches it (`browser.ts`), so it needs no schemas itself.
 */
export interface AnswerReader {
  /** Throws an OccError of kind `invalid-response` when the answer breaks the contract. */
  read<N extends AnswerName>(answer: N, value: unknown, path: string): Answer<N>;
  /** Headers that go with a request whose answer is read (the browser's: which answer to check). */
  requestHeaders?(answer: AnswerName): Record<string, string>;
}

export interface OccClientOptions {
  fetch?: typeof fetch;
  /** Per call, including reading the body. Defaults to the server-render budget. */
  timeoutMs?: number;
  /** Retries of a cart call after a network error or a 5xx answer (spec 1 §7: up to 2). */
  cartRetries?: number;
  retryDelayMs?: number;
  /** Adds a cache-busting parameter to product search; defaults to true in the browser (spec 1 §7). */
  bustSearchCache?: boolean;
  /** Components loaded per request (spec 1 §7: "in chunks by a configured limit"). */
  componentsPageSize?: number;
  /** Extra headers for every request. An empty `Authorization` among them is dropped. */
  headers?: Record<string, string>;
  /** Where failures that are deliberately not thrown (component loads) are reported. */
  reportError?: (message: string, error: unknown) => void;
}

/** Spec 1 §9, server rendering: every backend call made while rendering has a 3 s timeout. */
export const DEFAULT_OCC_TIMEOUT_MS = 3000;
/** Spec 1 §7 and spec 3 §9: "Cart access retried up to 2 times". */
const CART_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 150;
export const DEFAULT_COMPONENTS_PAGE_SIZE = 50;
export const CACHE_BUSTING_PARAM = '_cb';

export type QueryValue = string | number | boolean | undefined;
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OccRequest {
  method?: HttpMethod;
  /** Below `/{siteId}/`, or below the OCC prefix when `global`. */
  path: string;
  global?: boolean;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string>;
  /** Retry after network errors and 5xx answers (cart calls only, spec 1 §7). */
  retry?: boolean;
}

export interface OccTransport {
  readonly context: OccContext;
  readonly options: ResolvedOptions;
  /** Sends and reads the JSON answer as the named answer (`schemas/answers.ts`). */
  json<N extends AnswerName>(answer: N, request: OccRequest): Promise<Answer<N>>;
  /** Sends and ignores the answer's body. */
  send(request: OccRequest): Promise<void>;
}

type ResolvedOptions = Required<Omit<OccClientOptions, 'headers'>> & { headers: Record<string, string> };

export function createOccTransport(
  context: OccContext,
  answers: AnswerReader,
  options: OccClientOptions = {},
): OccTransport {
  const resolved: ResolvedOptions = {
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_OCC_TIMEOUT_MS,
    cartRetries: options.cartRetries ?? CART_RETRIES,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    bustSearchCache: options.bustSearchCache ?? typeof window !== 'undefined',
    componentsPageSize: options.componentsPageSize ?? DEFAULT_COMPONENTS_PAGE_SIZE,
    headers: options.headers ?? {},
    reportError: options.reportError ?? ((message, error) => console.warn(message, error)),
  };

  async function answerOf(request: OccRequest, headers: Record<string, string> = resolved.headers): Promise<TimedAnswer> {
    if (DOT_SEGMENT.test(request.path)) throw unknownIdError(request.path);
    const url = occUrl(context, request);
    const init = requestInit(context, headers, request);
    const retries = request.retry ? resolved.cartRetries : 0;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await fetchWithin(resolved.fetch, url, init, resolved.timeoutMs);
        // A gateway's 504 is a timeout further along (the commerce proxy's, for the browser): like our
        // own, not worth a retry, as the time budget is already spent.
        if (answer.status < 500 || answer.status === GATEWAY_TIMEOUT || attempt >= retries) return answer;
      } catch (error) {
        if (!isRetryable(error) || attempt >= retries) throw error;
      }
      await delay(resolved.retryDelayMs * (attempt + 1));
    }
  }

  async function bodyOf(request: OccRequest, headers?: Record<string, string>): Promise<string> {
    const answer = await answerOf(request, headers);
    if (answer.status >= 400) throw occErrorFromBody(answer.status, parseJsonText(answer.body));
    return answer.body;
  }

  return {
    context,
    options: resolved,
    async json(answer, request) {
      const headers = answers.requestHeaders ? { ...resolved.headers, ...answers.requestHeaders(answer) } : undefined;
      const body = await bodyOf(request, headers);
      return answers.read(answer, parseJsonText(body), request.path);
    },
    async send(request) {
      await bodyOf(request);
    },
  };
}

/**
 * A `.` or `..` segment: only an id can be one (`occPaths` encodes every other character), and once
 * the URL is read it climbs to another endpoint (`users/current/addresses/..` is the user itself).
 */
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/** What OCC answers for an id it does not know, given without a call. */
function unknownIdError(path: string): OccError {
  return new OccError(404, [{ type: 'UnknownIdentifierError', message: `No such resource: ${path}` }]);
}

/** A network error is worth a retry; our own timeout is not, as the time budget is already spent. */
function isRetryable(error: unknown): boolean {
  return isOccError(error) && error.kind === 'network';
}

export function occUrl(context: OccContext, request: OccRequest): string {
  const base = context.baseUrl.replace(/\/+$/, '');
  const prefix = request.global ? '' : `${encodeURIComponent(context.siteId)}/`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  params.set('lang', occLanguage(context.language));
  params.set('curr', context.currency);
  return `${base}/${prefix}${request.path}?${params.toString()}`;
}

/** The headers every OCC call carries: what it accepts, the store context and the token, if any. */
export function occHeaders(context: OccContext, accept = 'application/json', extraHeaders: Record<string, string> = {}): Headers {
  const headers = new Headers(extraHeaders);
  headers.set('Accept', accept);
  headers.set('countryIsoCode', context.country);
  headers.set('language', occLanguage(context.language));
  headers.set('currency', context.currency);
  if (context.accessToken) headers.set('Authorization', `Bearer ${context.accessToken}`);
  return dropEmptyAuthorization(headers);
}

function requestInit(context: OccContext, extraHeaders: Record<string, string>, request: OccRequest): RequestInit {
  const headers = occHeaders(context, 'application/json', extraHeaders);
  let body: string | undefined;
  if (request.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(request.form).toString();
  }
  return { method: request.method ?? 'GET', headers, body, credentials: 'include' };
}

/** Spec 1 §7: "An authorization header of 'bearer undefined' is removed" (also an empty or null token). */
function dropEmptyAuthorization(headers: Headers): Headers {
  const authorization = headers.get('Authorization');
  if (authorization !== null && /^\s*(bearer)?\s*(undefined|null)?\s*$/i.test(authorization)) {
    headers.delete('Authorization');
  }
  return headers;
}

export interface TimedAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * Fetches and reads the whole body within `timeoutMs` (a slow body counts as a timeout too).
 * Throws OccError: kind `timeout` when the time ran out, `network` when the backend was unreachable.
 */
export async function fetchWithin(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<TimedAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    const body = await response.text();
    return { status: response.status, headers: response.headers, body };
  } catch (error) {
    throw controller.signal.aborted ? timeoutError(timeoutMs) : networkError(error);
  } finally {
    clearTimeout(timer);
  }
}


function delay(milliseconds: number): Promise<void> {
  return milliseconds > 0 ? new Promise((resolve) => setTimeout(resolve, milliseconds)) : Promise.resolve();
}
