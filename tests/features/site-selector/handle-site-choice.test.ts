import { handleSiteChoice } from '@/features/site-selector/handle-site-choice';
import { setupSandboxServer } from '../../msw/sandbox';

// Content pages are looked up in the chosen site's CMS (the sandbox's, through msw), by the cached loader.
vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
setupSandboxServer();

const ORIGIN = 'http://shop.test';

function post(fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
  return handleSiteChoice(
    new Request(`${ORIGIN}/api/site-preference`, { method: 'POST', body: new URLSearchParams(fields), headers }),
  );
}

describe('applying a country and language choice', () => {
  it('remembers the choice and returns to the same page on the chosen site', async () => {
    const response = await post({ country: 'de', language: 'de', returnPath: '/product/102776/duck-jacket?x=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/eu/de/p/102776?x=1');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain('country=DE; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(cookies).toContain('site-preference=eu%2Fde; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('keeps a content page both sites have, and goes to the chosen site’s home from one it lacks', async () => {
    expect((await post({ country: 'FR', language: 'fr', returnPath: '/contact-us' })).headers.get('location')).toBe('/eu/fr/contact-us');
    // The US loyalty programme's page, and the EMEA repair-kit form, exist on their own site only.
    expect((await post({ country: 'FR', language: 'fr', returnPath: '/groundbreakers-about?from=footer' })).headers.get('location')).toBe('/eu/fr');
    expect((await post({ country: 'US', language: 'en', returnPath: '/eu/de/emeaRepairKitFormPage' })).headers.get('location')).toBe('/');
    expect((await post({ country: 'DE', language: 'de', returnPath: '/emeaRepairKitFormPage' })).headers.get('location')).toBe('/eu/de/emeaRepairKitFormPage');
  });

  it('falls back to the site language when the chosen one is not offered', async () => {
    const response = await post({ country: 'GB', language: 'fr', returnPath: '/cart' });
    expect(response.headers.get('location')).toBe('/uk/en-gb/cart');
  });

  it('goes to the home page of the site when the return path is not same-origin', async () => {
    const response = await post({ country: 'CA', language: 'en', returnPath: '//evil.example/x' });
    expect(response.headers.get('location')).toBe('/');
  });

  it('refuses cross-origin posts', async () => {
    const response = await post({ country: 'DE', language: 'de' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('refuses a post without an origin unless the browser says it is same-origin', async () => {
    expect((await post({ country: 'DE', language: 'de' }, {})).status).toBe(403);
    expect((await post({ country: 'DE', language: 'de' }, { 'sec-fetch-site': 'same-origin' })).status).toBe(303);
  });

  it('refuses a body larger than a form of a few fields, and reads a multipart form like an encoded one', async () => {
    const huge = await post({ country: 'DE', language: 'de', filler: 'x'.repeat(20 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.headers.getSetCookie()).toEqual([]);
    const form = new FormData();
    form.set('country', 'DE');
    form.set('language', 'de');
    const multipart = await handleSiteChoice(
      new Request(`${ORIGIN}/api/site-preference`, { method: 'POST', body: form, headers: { origin: ORIGIN } }),
    );
    expect(multipart.headers.get('location')).toBe('/eu/de');
  });

  it('refuses an unknown country or malformed input', async () => {
    expect((await post({ country: 'JP', language: 'en' })).status).toBe(400);
    expect((await post({ country: '<script>', language: 'en' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });

  it('leaves Secure off only over plain http on this machine', async () => {
    const response = await handleSiteChoice(
      new Request('http://localhost:3000/api/site-preference', {
        method: 'POST',
        body: new URLSearchParams({ country: 'AT', language: 'en' }),
        headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('Secure'))).toBe(false);
  });
});
