import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage, contentPageMetadata, labelFromSegments } from '@/features/content/ContentPage';
import { PRERENDERED_CONTENT_LABELS } from '@/features/content/known-labels';
import { siteParams } from '@/features/shell/site-params';

interface PageProps {
  params: Promise<{ site: string; lang: string; slug: string[] }>;
}

// Content pages render completely at build time, and a label not listed below is rendered (statically)
// on its first request: `notFound()` then still answers HTTP 404. A request-time check would stream a 200.
export const ensureStatic = 'navigation';
// A link into this route waits for the (prerendered) page rather than showing the route's shell first:
// the page decides 404 or redirect from its URL before it renders anything. Said so here, so that
// `next dev` does not report it as a navigation that could be instant.
export const instant = false;

export function generateStaticParams() {
  return PRERENDERED_CONTENT_LABELS.map((label) => ({ slug: label.split('/') }));
}

async function pageParams(params: PageProps['params']) {
  const { slug } = await params;
  const label = labelFromSegments(slug);
  if (!label) notFound();
  return { ...(await siteParams(params)), label };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return contentPageMetadata(await pageParams(params));
}

export default async function CmsContentPage({ params }: PageProps) {
  return <ContentPage {...await pageParams(params)} />;
}
