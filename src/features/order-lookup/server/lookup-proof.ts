import { sealData, unsealData } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import { commerceConfig } from '@/commerce/config';
import { SITE_KEYS, secureCookiesFor } from '@/site';

/**
 * Proof that this browser looked an order up with its e-mail (spec 1 §2.1: the guest order view
 * "needs order lookup data, otherwise home"). Kept sealed and httpOnly beside the session, never in
 * the URL or in script-readable storage, so an order is never shown without the e-mail that goes
 * with it. It lasts one hour.
 */

export const ORDER_LOOKUP_COOKIE = 'ws_order_lookup';
const ORDER_LOOKUP_TTL_SECONDS = 60 * 60;

const proofSchema = z.object({
  site: z.enum(SITE_KEYS),
  orderCode: z.string().min(1),
  email: z.string().min(1),
});
export type LookupProof = z.infer<typeof proofSchema>;

function password(): string {
  return commerceConfig().sessionSecret;
}

export async function sealLookupProof(proof: LookupProof): Promise<string> {
  return sealData(proof, { password: password(), ttl: ORDER_LOOKUP_TTL_SECONDS });
}

export async function unsealLookupProof(seal: string | undefined): Promise<LookupProof | undefined> {
  if (!seal) return undefined;
  try {
    const parsed = proofSchema.safeParse(await unsealData(seal, { password: password(), ttl: ORDER_LOOKUP_TTL_SECONDS }));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Server Actions only (they may set cookies). */
export async function rememberLookup(proof: LookupProof): Promise<void> {
  const jar = await cookies();
  const secure = secureCookiesFor(await headers());
  jar.set(ORDER_LOOKUP_COOKIE, await sealLookupProof(proof), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: ORDER_LOOKUP_TTL_SECONDS,
  });
}

/** The proof for this site and order, if the browser holds one. */
export async function lookupProofFor(site: string, orderCode: string): Promise<LookupProof | undefined> {
  const proof = await unsealLookupProof((await cookies()).get(ORDER_LOOKUP_COOKIE)?.value);
  return proof && proof.site === site && proof.orderCode === orderCode ? proof : undefined;
}
