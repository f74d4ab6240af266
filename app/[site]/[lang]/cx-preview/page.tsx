import type { Metadata } from 'next';
import { PreviewPage } from '@/features/content/preview/PreviewPage';
import { siteParams, type SiteParams } from '@/features/shell/site-params';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// Content preview for editors (ARCHITECTURE §5): client-rendered, private, framable only by the
// configured preview origins (the proxy sets the headers).
export default async function ContentPreviewPage({ params }: { params: SiteParams }) {
  return <PreviewPage {...await siteParams(params)} />;
}
