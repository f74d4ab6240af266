import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { requestClientToken } from '@/commerce/auth/oauth';
import { commerceConfig } from '@/commerce/config';
import { hasOccError } from '@/commerce/errors';
import type { Order } from '@/commerce/schemas';
import { OrderDetails } from '@/features/account/orders/OrderDetails';
import { OrderSkeleton } from '@/features/account/orders/OrderSkeleton';
import { occFor, requestStore } from '@/features/auth/server/request';
import { siteParams, type SiteParams } from '@/features/shell/site-params';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { decodeSegment, pathFor, type Language, type SiteKey } from '@/site';
import { lookupProofFor } from './server/lookup-proof';
import styles from './GuestOrderPage.module.css';

type GuestOrderParams = Promise<{ site: string; lang: string; orderCode: string; navigationFromLookup: string }>;

/**
 * `guest/order/{orderCode}/{navigationFromLookup}` (spec 1 §2.1): the order a guest looked up. It
 * needs the lookup's proof (the sealed cookie the lookup set for this order), otherwise the guest
 * goes home; the order itself is read again from OCC with the e-mail of the proof. Personal, so it
 * renders per request behind Suspense and is never cached.
 */
export function GuestOrderPage({ params }: { params: GuestOrderParams }) {
  return (
    <div className={styles.page}>
      <Suspense fallback={<OrderSkeleton />}>
        <GuestOrder params={params} />
      </Suspense>
    </div>
  );
}

async function GuestOrder({ params }: { params: GuestOrderParams }) {
  // Per request only: nothing of a guest's order is part of a prerendered shell.
  await connection();
  const { orderCode } = await params;
  const { site, lang } = await siteParams(params as SiteParams);
  const order = await lookedUpOrder(site, lang, decodeSegment(orderCode));
  if (!order) redirect(pathFor({ site, lang }, { name: 'home' }));
  return (
    <I18nProvider lang={lang} resources={pickResources(lang, ['orders'])}>
      <OrderDetails order={order} />
    </I18nProvider>
  );
}

async function lookedUpOrder(site: SiteKey, lang: Language, orderCode: string): Promise<Order | undefined> {
  const proof = await lookupProofFor(site, orderCode);
  if (!proof) return undefined;
  try {
    const token = await requestClientToken({ config: commerceConfig() });
    return await occFor(await requestStore(site, lang), token.access_token).lookupOrder({ orderCode, email: proof.email });
  } catch (error) {
    if (hasOccError(error, 'UnknownIdentifierError')) return undefined;
    throw error;
  }
}
