import type { Metadata } from 'next';
import { AccountOrderPage, orderPageMetadata } from '@/features/account/AccountRoutes';

interface PageProps {
  params: Promise<{ site: string; lang: string; orderCode: string }>;
}

export function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return orderPageMetadata(params);
}

export default function AccountOrder({ params }: PageProps) {
  return <AccountOrderPage params={params} />;
}
