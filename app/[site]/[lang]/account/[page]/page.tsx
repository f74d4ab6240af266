import type { Metadata } from 'next';
import { AccountSectionPage, accountPageMetadata, accountPageParams } from '@/features/account/AccountRoutes';

interface PageProps {
  params: Promise<{ site: string; lang: string; page: string }>;
}

export function generateStaticParams() {
  return accountPageParams();
}

export function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return accountPageMetadata(params);
}

export default function AccountSection({ params }: PageProps) {
  return <AccountSectionPage params={params} />;
}
