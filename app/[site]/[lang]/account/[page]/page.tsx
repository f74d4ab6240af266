import type { Metadata } from 'next';
import { AccountSectionPage, accountPageMetadata, accountPageParams } from '@/features/account/AccountRoutes';

interface PageProps {
  params: Promise<{ site: string; lang: string; page: string }>;
}

// The title names the section (the `page` parameter), so the title waits for the navigation while the
// rest of the page is prefetched. Said so here, so that `next dev` does not report the title as
// blocking a navigation that could be instant.
export const instant = false;

export function generateStaticParams() {
  return accountPageParams();
}

export function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return accountPageMetadata(params);
}

export default function AccountSection({ params }: PageProps) {
  return <AccountSectionPage params={params} />;
}
