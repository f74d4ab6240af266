import { lang, site } from 'next/root-params';
import { NotFoundView } from '@/features/errors/NotFoundView';
import { NotFoundContent } from '@/features/content/ErrorPages';
import { isValidSiteLanguage, type Language, type SiteKey } from '@/site';

// Answered with HTTP 404 by the framework when `notFound()` runs before the response starts.
export default async function NotFound() {
  const [siteParam, langParam] = await Promise.all([site(), lang()]);
  if (!siteParam || !langParam || !isValidSiteLanguage(siteParam, langParam)) return <NotFoundView />;
  return <NotFoundContent site={siteParam as SiteKey} lang={langParam as Language} />;
}
