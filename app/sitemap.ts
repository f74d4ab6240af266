import type { MetadataRoute } from 'next';
import { storefrontOrigin } from '@/features/content/storefront-origin';
import { sitemapEntries, sitemapSite, sitemapSites } from '@/features/seo/sitemap';

// `/sitemap/{site}-{lang}.xml`, one per public site and language (src/features/seo/sitemap.ts).
export function generateSitemaps() {
  return sitemapSites().map(({ id }) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const site = sitemapSite(await id);
  return site ? sitemapEntries(site, storefrontOrigin()) : [];
}
