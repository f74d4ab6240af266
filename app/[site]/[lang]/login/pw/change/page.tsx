import type { Metadata } from 'next';
import { ResetPasswordPage, resetPasswordMetadata } from '@/features/auth/ResetPasswordPage';
import type { SiteParams } from '@/features/shell/site-params';

export function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return resetPasswordMetadata(params);
}

export default function PasswordChange({
  params,
  searchParams,
}: {
  params: SiteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ResetPasswordPage params={params} searchParams={searchParams} />;
}
