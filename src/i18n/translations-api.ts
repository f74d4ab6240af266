import { onDemandRequest } from './on-demand';
import { pickResources } from './resources';

/**
 * `GET /api/translations/{language}/{namespace}`: one on-demand namespace for `I18nProvider`, picked
 * like a page picks its islands' texts (a fallback language adds only the keys the language lacks).
 * Public and the same for everyone, so browsers and CDNs keep it.
 */
export function translationsResponse(language: string, namespace: string): Response {
  const request = onDemandRequest(language, namespace);
  if (!request) return Response.json({ error: 'not-found' }, { status: 404 });
  return Response.json(pickResources(request.language, [request.namespace]), {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
