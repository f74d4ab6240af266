import type { Metadata } from 'next';
import { orderPageMetadata } from '@/features/account/AccountRoutes';
import { GuestOrderPage } from '@/features/order-lookup/GuestOrderPage';

interface PageProps {
  params: Promise<{ site: string; lang: string; orderCode: string; navigationFromLookup: string }>;
}

export function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return orderPageMetadata(params);
}

export default function GuestOrder({ params }: PageProps) {
  return <GuestOrderPage params={params} />;
}
