import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { alternateUrlsTag, categoryTag, cmsComponentTag, cmsPageTag, productTag, SEARCH_TAG } from '@/commerce/cache-tags';
import { readBody, TOO_LARGE } from '@/site/request-body';

/**
 * The backend's change events (ARCHITECTURE §2): `POST /api/revalidate` with
 * `{type: 'product' | 'category' | 'cms', codes: [...]}` and the shared secret in a header marks the
 * cached data of exactly those entities stale, so one merchandiser's change refreshes only the pages
 * that show it (for a product: its pages and the listing and search pages). Server only.
 */

export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
/** Bigger bodies are refused before parsing: a change event names codes, not catalogues. */
export const MAX_REVALIDATION_BODY_BYTES = 64 * 1024;
const MAX_CODES_PER_EVENT = 500;

export const revalidationEventSchema = z.object({
  type: z.enum(['product', 'category', 'cms']),
  codes: z.array(z.string().trim().min(1).max(200)).min(1).max(MAX_CODES_PER_EVENT),
});
export type RevalidationEvent = z.infer<typeof revalidationEventSchema>;

/**
 * Whether the header carries the shared secret. Both sides are hashed first so the comparison runs
 * on equal-length buffers in constant time, whatever was sent; no secret configured accepts nothing.
 */
export function isRevalidateSecret(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || given === null || given === undefined || given === '') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The cache tags (from `@/commerce/cache-tags`) an event marks stale. */
export function tagsForEvent({ type, codes }: RevalidationEvent): string[] {
  const unique = [...new Set(codes)];
  switch (type) {
    case 'product':
      // Listings and search results show the product's name, price, rating and stock too, and a change
      // can move it into a listing or search it was not in (a new name, category or colour), which no
      // per-product tag on a listing could know. So the search tag goes with it: listings are rebuilt
      // on their next request while visitors keep the stale page ('max'), as for every tag here.
      // Its hreflang links carry its name in each language too.
      return [...unique.flatMap((code) => [productTag(code), alternateUrlsTag('ProductPage', code)]), SEARCH_TAG];
    case 'category':
      // A category's name shows in its own listing, and in the breadcrumbs and facets of the listings
      // and product pages below it (their entries carry its tag, or the search tag), and in its
      // hreflang links.
      return [...unique.flatMap((code) => [categoryTag(code), alternateUrlsTag('CategoryPage', code)]), SEARCH_TAG];
    case 'cms':
      // A CMS code is a page uid or a component uid; both tags are cheap to mark.
      return unique.flatMap((code) => [cmsPageTag(code), cmsComponentTag(code)]);
  }
}

export interface RevalidationOptions {
  /** `REVALIDATE_SECRET`. */
  secret: string | undefined;
  revalidate: (tag: string) => void;
}

function problem(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export async function handleRevalidation(request: Request, { secret, revalidate }: RevalidationOptions): Promise<Response> {
  if (!secret) console.error('REVALIDATE_SECRET is not set: change events from the backend are refused.');
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER), secret)) {
    return problem(401, 'Unauthorized');
  }
  const text = await readBody(request, MAX_REVALIDATION_BODY_BYTES);
  if (text === TOO_LARGE) return problem(413, 'Payload too large');
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    return problem(400, 'The body must be JSON: {"type": "product" | "category" | "cms", "codes": [...]}');
  }
  const event = revalidationEventSchema.safeParse(body);
  if (!event.success) return problem(400, z.prettifyError(event.error));
  const tags = tagsForEvent(event.data);
  for (const tag of tags) revalidate(tag);
  return Response.json({ revalidated: tags }, { headers: { 'Cache-Control': 'no-store' } });
}
