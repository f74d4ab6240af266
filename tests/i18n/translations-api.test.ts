import { loadNamespace } from '@/i18n/resources';
import { translationsResponse } from '@/i18n/translations-api';
import { ON_DEMAND_NAMESPACES, onDemandRequest, translationsPath } from '@/i18n/on-demand';

/** `GET /api/translations/{language}/{namespace}`: texts islands load when they open. */

describe('on-demand translations', () => {
  it('answers a language’s on-demand namespace, public and cacheable', async () => {
    const response = translationsResponse('de', 'auth');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/);
    const body = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(body.de?.auth).toEqual(loadNamespace('de', 'auth'));
  });

  it('adds from the fallback language only the keys the language lacks', async () => {
    const body = (await translationsResponse('en-gb', 'auth').json()) as Record<string, Record<string, unknown>>;
    expect(body['en-gb']?.auth).toEqual(loadNamespace('en-gb', 'auth'));
    // en-gb is complete: nothing of English is repeated.
    expect(body.en).toBeUndefined();
  });

  it.each([
    ['xx', 'auth'],
    ['de', 'product'],
    ['de', '..'],
    ['de', 'constructor'],
  ])('is a 404 for %s/%s (no such language, or a namespace pages carry themselves)', (language, namespace) => {
    expect(translationsResponse(language, namespace).status).toBe(404);
    expect(onDemandRequest(language, namespace)).toBeUndefined();
  });

  it('builds the path the route answers', () => {
    expect(ON_DEMAND_NAMESPACES).toContain('auth');
    expect(translationsPath('nl', 'auth')).toBe('/api/translations/nl/auth');
  });
});
