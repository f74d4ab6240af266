import type { MetadataRoute } from 'next';
import { sitemapUrls } from './sitemap';

/**
 * robots.txt: everything may be crawled but the browser's API, the content preview and agent (ASM)
 * sessions. Personal pages (cart, account, checkout, sign-in) stay crawlable on purpose: they answer
 * `noindex`, which a crawler can only read on a page it may fetch. The sitemaps list the catalogue.
 */
export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/cx-preview', '/*/cx-preview', '/*?asm=', '/*&asm='] },
    sitemap: sitemapUrls(origin),
  };
}
