import type { Metadata } from 'next';
import { lang, site } from 'next/root-params';
import { CatalogPage, catalogMetadata } from '@/features/catalog/CatalogPage';
import { catalogStaticPaths } from '@/features/catalog/static-params';
import { siteParams } from '@/features/shell/site-params';

interface PageProps {
  params: Promise<{ site: string; lang: string; path: string[] }>;
}

// The whole page is static (cached data only): the departments render at build time, any other code
// or search on its first request. Deciding "unknown category" during that render answers a real 404
// and a keyword redirect a real redirect; a request-time decision would stream a 200 first.
export const ensureStatic = 'navigation';
// A link into this route waits for the (prerendered) page rather than showing the route's shell first:
// the page decides 404 or redirect from its URL before it renders anything. Said so here, so that
// `next dev` does not report it as a navigation that could be instant.
export const instant = false;

export async function generateStaticParams({ params }: { params: { site?: string; lang?: string } }) {
  return catalogStaticPaths(params.site ?? (await site()) ?? '', params.lang ?? (await lang()) ?? '');
}

async function pageParams(params: PageProps['params']) {
  const { path } = await params;
  return { ...(await siteParams(params)), segments: path };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return catalogMetadata(await pageParams(params));
}

export default async function CategoryOrSearchPage({ params }: PageProps) {
  return <CatalogPage {...await pageParams(params)} />;
}
