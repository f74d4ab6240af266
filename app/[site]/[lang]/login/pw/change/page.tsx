import type { Metadata } from 'next';
import { ResetPasswordPage } from '@/features/auth/ResetPasswordPage';
import type { SiteParams } from '@/features/shell/site-params';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function PasswordChange({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ResetPasswordPage params={params} searchParams={searchParams} />;
}
