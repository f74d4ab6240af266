import type { Metadata } from 'next';
import { lang, site } from 'next/root-params';
import { productStaticPaths } from '@/features/product/load-product';
import { ProductPage, productMetadata } from '@/features/product/ProductPage';
import { siteParams } from '@/features/shell/site-params';

interface PageProps {
  params: Promise<{ site: string; lang: string; path: string[] }>;
}

// Static from cached data: a product not rendered at build time renders on its first request, so an
// unknown product answers a real 404 and another URL shape a real redirect to the canonical one.
export const ensureStatic = 'navigation';
// A link into this route waits for the (prerendered) page rather than showing the route's shell first:
// the page decides 404 or redirect from its URL before it renders anything. Said so here, so that
// `next dev` does not report it as a navigation that could be instant.
export const instant = false;

export async function generateStaticParams({ params }: { params: { site?: string; lang?: string } }) {
  return productStaticPaths('p', params.site ?? (await site()) ?? '', params.lang ?? (await lang()) ?? '');
}

async function pageParams(params: PageProps['params']) {
  const { path } = await params;
  return { ...(await siteParams(params)), folder: 'p' as const, segments: path };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return productMetadata(await pageParams(params));
}

export default async function ProductRoutePage({ params }: PageProps) {
  return <ProductPage {...await pageParams(params)} />;
}
