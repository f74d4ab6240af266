import { lang, site } from 'next/root-params';
import { NotFoundView } from '@/features/errors/NotFoundView';
import { NotFoundContent } from '@/features/content/NotFoundContent';
import { DEFAULT_SITE_LANGUAGE, parseRouteSite } from '@/site';

// Answered with HTTP 404 by the framework when `notFound()` runs before the response starts.
export default async function NotFound() {
  const [siteParam, langParam] = await Promise.all([site(), lang()]);
  // The internal Canadian key too: its content shows Canadian prices.
  const route = siteParam && langParam ? parseRouteSite(siteParam, langParam) : undefined;
  if (!route) return <NotFoundView location={DEFAULT_SITE_LANGUAGE} />;
  return <NotFoundContent {...route} />;
}
