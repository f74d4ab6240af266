import type { Metadata } from 'next';
import { GuestOrderPage } from '@/features/order-lookup/GuestOrderPage';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function GuestOrder({
  params,
}: {
  params: Promise<{ site: string; lang: string; orderCode: string; navigationFromLookup: string }>;
}) {
  return <GuestOrderPage params={params} />;
}
