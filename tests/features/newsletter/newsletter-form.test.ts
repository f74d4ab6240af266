import { handleNewsletterForm } from '@/features/newsletter/server/newsletter-form';
import { setupSandboxServer } from '../../msw/sandbox';
import { COUNTRY_COOKIE } from '@/site';
import { fakeRequest, startRequest } from '../auth/fake-next-request';

/**
 * The newsletter form sent before the page's scripts ran (spec 1 §5: sign-up only with a value): a
 * plain form post, the address in the body, signed up as the island would, and back to the page it
 * came from with the outcome (`?newsletter=`) for the island to tell.
 */

vi.mock('next/headers', async () => (await import('../auth/fake-next-request')).nextHeadersModule);

const sandbox = setupSandboxServer();
const SHOP = 'http://localhost:3000';
const SAME_ORIGIN = { host: 'localhost:3000', origin: SHOP, 'sec-fetch-site': 'same-origin' };

function post(fields: Record<string, string>, headers: Record<string, string> = { ...SAME_ORIGIN, referer: `${SHOP}/eu/de/c/men?sort=price` }, site = 'eu', lang = 'de') {
  const request = new Request(`${SHOP}/${site}/${lang}/newsletter`, { method: 'POST', headers, body: new URLSearchParams(fields) });
  return handleNewsletterForm(request, { params: Promise.resolve({ site, lang }) });
}

const subscriptions = () => Object.values(sandbox.store.state.newsletterSubscriptions ?? {});

beforeEach(() => startRequest());

describe('the newsletter form sent before the page’s scripts ran', () => {
  it('signs the address up with its source and goes back to the page, which says so', async () => {
    const response = await post({ email: ' crew@example.com ', source: 'footer' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/eu/de/c/men?sort=price&newsletter=subscribed');
    expect(subscriptions()).toEqual([expect.objectContaining({ email: 'crew@example.com', source: 'footer', site: 'brand-eu' })]);
  });

  it('sends nothing for an empty field, and answers a malformed address without asking the backend', async () => {
    expect((await post({ email: '   ' })).headers.get('location')).toBe('/eu/de/c/men?sort=price');
    expect((await post({ email: 'crew@example' })).headers.get('location')).toBe('/eu/de/c/men?sort=price&newsletter=invalid');
    // Longer than an address can be: refused as malformed, not taken for an empty field.
    expect((await post({ email: `${'a'.repeat(290)}@example.com` })).headers.get('location')).toBe('/eu/de/c/men?sort=price&newsletter=invalid');
    // Not sent at all: the backend would refuse them too, with the same outcome.
    expect(sandbox.requestsTo('/newsletter/subscriptions')).toEqual([]);
    expect(subscriptions()).toEqual([]);
  });

  it('signs a Canadian shopper up on the US site’s route for Canada (the proxy’s internal `ca` key)', async () => {
    fakeRequest.cookies.set(COUNTRY_COOKIE, 'CA');
    const response = await post({ email: 'crew@example.ca' }, { ...SAME_ORIGIN, referer: `${SHOP}/c/men` }, 'ca', 'en');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/c/men?newsletter=subscribed');
    expect(subscriptions()).toEqual([expect.objectContaining({ email: 'crew@example.ca', site: 'brand-us', country: 'CA' })]);
  });

  it('refuses a body larger than a form of a few fields, signing nobody up', async () => {
    const response = await post({ email: 'crew@example.com', source: 'footer', filler: 'x'.repeat(20 * 1024) });
    expect(response.status).toBe(413);
    expect(subscriptions()).toEqual([]);
  });

  it('goes back to the site’s home when the referrer is missing or another site', async () => {
    expect((await post({ email: 'crew@example.com' }, SAME_ORIGIN)).headers.get('location')).toBe('/eu/de?newsletter=subscribed');
    expect((await post({ email: 'crew2@example.com' }, { ...SAME_ORIGIN, referer: 'https://attacker.example/page' })).headers.get('location')).toBe(
      '/eu/de?newsletter=subscribed',
    );
  });

  it('goes back to the page behind a reverse proxy, whose origin is not the server’s own', async () => {
    const headers = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'shop.example.com',
      'x-forwarded-proto': 'https',
      origin: 'https://shop.example.com',
      'sec-fetch-site': 'same-origin',
      referer: 'https://shop.example.com/eu/de/c/men?sort=price',
    };
    expect((await post({ email: 'crew@example.com' }, headers)).headers.get('location')).toBe('/eu/de/c/men?sort=price&newsletter=subscribed');
  });

  it('tells the shopper nothing of a refusal that is only logged (a 403), as the island does', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandbox.server.use(
      (await import('msw')).http.post('*/newsletter/subscriptions', () => Response.json({ errors: [{ type: 'ForbiddenError' }] }, { status: 403 })),
    );
    expect((await post({ email: 'crew@example.com' })).headers.get('location')).toBe('/eu/de/c/men?sort=price');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('says the sign-up failed when the backend cannot take it', async () => {
    sandbox.server.use(
      (await import('msw')).http.post('*/newsletter/subscriptions', () => Response.json({ errors: [{ type: 'InternalServerError' }] }, { status: 500 })),
    );
    expect((await post({ email: 'crew@example.com' })).headers.get('location')).toBe('/eu/de/c/men?sort=price&newsletter=failed');
  });

  it('refuses a form posted from another site', async () => {
    const response = await post({ email: 'crew@example.com' }, { host: 'localhost:3000', origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(subscriptions()).toEqual([]);
  });
});
