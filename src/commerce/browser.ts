import { COMMERCE_PROXY_PATH } from './bff/path';
import { createOccClient, type OccClient } from './client';
import type { OccClientOptions, OccContext } from './transport';

export type BrowserOccContext = Omit<OccContext, 'baseUrl' | 'accessToken'>;

/**
 * The OCC client for client islands: every call goes to the same-origin commerce proxy, which attaches
 * the session's token; the browser never holds one (ARCHITECTURE §4).
 */
export function browserOccClient(context: BrowserOccContext, options?: OccClientOptions): OccClient {
  return createOccClient({ ...context, baseUrl: COMMERCE_PROXY_PATH }, options);
}

export { ACTIVE_CART, SESSION_USER } from './endpoints';
