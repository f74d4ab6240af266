import type { Metadata } from 'next';
import { DoubleOptInPage } from '@/features/double-opt-in/DoubleOptInPage';
import type { SiteParams } from '@/features/shell/site-params';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function DoubleOptIn({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <DoubleOptInPage params={params} searchParams={searchParams} />;
}
