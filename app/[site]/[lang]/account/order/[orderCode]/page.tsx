import type { Metadata } from 'next';
import { AccountOrderPage } from '@/features/account/AccountRoutes';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AccountOrder({ params }: { params: Promise<{ orderCode: string }> }) {
  return <AccountOrderPage params={params} />;
}
