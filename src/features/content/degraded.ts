import { cacheLife } from 'next/cache';
import { globalMessageKeyFor, type GlobalMessageKey } from '@/commerce/errors';

/**
 * A CMS page that cannot be loaded while rendering (backend down, 3 s budget exceeded) degrades to
 * the shell and the global message for the failure (spec 1 §8, §9), never a stack trace.
 *
 * Pages are prerendered and cached, so the degraded page must not be kept for the CMS page's hours:
 * the message passes through a short-lived cache scope, which lowers the page's own revalidation to
 * a minute and lets the next render after that bring the content back. (Stale 30 s and expiry 5 min
 * are the shortest a statically required route accepts.)
 */
const DEGRADED_PAGE_CACHE = { stale: 30, revalidate: 60, expire: 300 } as const;

async function degradedMessageKey(key: GlobalMessageKey): Promise<GlobalMessageKey> {
  'use cache';
  cacheLife(DEGRADED_PAGE_CACHE);
  return key;
}

/** The message key of a failed CMS load, logged once with its cause. */
export function degradedMessageKeyFor(error: unknown, what: string): Promise<GlobalMessageKey> {
  console.error(`CMS content unavailable (${what}); rendering the degraded page`, error);
  return degradedMessageKey(globalMessageKeyFor(error));
}
