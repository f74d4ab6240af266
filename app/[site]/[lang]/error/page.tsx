import type { Metadata } from 'next';
import { ErrorPageContent, errorPageMetadata } from '@/features/content/ErrorPageContent';
import { siteParams, type SiteParams } from '@/features/shell/site-params';

interface PageProps {
  params: SiteParams;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return errorPageMetadata(await siteParams(params));
}

// The `pageError` route of the route map redirects here (spec 1 §2.1): the CMS `pageError` page.
export default async function ErrorPage({ params }: PageProps) {
  return <ErrorPageContent {...await siteParams(params)} />;
}
