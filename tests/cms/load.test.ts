import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer, SANDBOX_OCC_BASE_URL } from '../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { cmsRenderContext } = await import('@/cms/context');
const { loadCmsComponents, loadCmsComponentsInOrder, loadContentPage, loadHomePage } = await import('@/cms/load');

/** ARCHITECTURE §5 loading rules, against the sandbox. */

const sandbox = setupSandboxServer();

// Listeners a test adds to see the requests go with it.
afterEach(() => sandbox.server.events.removeAllListeners());

const us = cmsRenderContext({ site: 'us', lang: 'en' });
const de = cmsRenderContext({ site: 'eu', lang: 'de' });

describe('CMS pages', () => {
  it('loads the home page without parameters, in the page language', async () => {
    const result = await loadHomePage(de);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.page.uid).toBe('homepage');
    expect(result.page.slots.Section1?.components[0]).toMatchObject({ uid: 'HomepageHeroBanner', headline: 'Gemacht für die kalte Schicht' });
  });

  it('loads a content page by label, nested labels too', async () => {
    const result = await loadContentPage(us, 'store-finder/find');
    expect(result.ok && result.page.uid).toBe('storefinderPage');
  });

  it('asks for a content page by its label as the CMS stores it, with the leading slash (as Spartacus does)', async () => {
    const asked: (string | null)[] = [];
    sandbox.server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).searchParams.get('pageLabelOrId')));
    await loadContentPage(us, 'contact-us');
    sandbox.server.events.removeAllListeners();
    expect(asked).toEqual(['/contact-us']);
  });

  it('answers notFound() for a label the CMS does not know', async () => {
    await expect(loadContentPage(us, 'no-such-page')).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });

  it('returns a backend failure as a value, so the page can degrade', async () => {
    sandbox.server.use(
      http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/pages`, () =>
        HttpResponse.json({ errors: [{ type: 'ServerError', message: 'down' }] }, { status: 500 }),
      ),
    );
    const result = await loadContentPage(us, 'contact-us');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe(500);
  });

  it('forwards the preview ticket and gets the SmartEdit properties', async () => {
    const requested: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => requested.push(request.url));
    const result = await loadHomePage(cmsRenderContext({ site: 'us', lang: 'en', cmsTicketId: 'ticket-9' }));
    expect(requested.some((url) => url.includes('cms/pages') && url.includes('cmsTicketId=ticket-9'))).toBe(true);
    expect(result.ok && result.page.slots.Section1?.smartEdit?.smarteditComponentType).toBe('ContentSlot');
  });
});

describe('CMS components by id', () => {
  it('loads children in the order asked for, leaving out unknown ids', async () => {
    const loaded = await loadCmsComponentsInOrder(us, ['RotatingMessageReturns', 'nope', 'RotatingMessageShipping']);
    expect(loaded.map((component) => component.uid)).toEqual(['RotatingMessageReturns', 'RotatingMessageShipping']);
  });

  it('loads many ids in chunks of the page size and following pagination', async () => {
    const calls: string[] = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('cms/components')) calls.push(request.url);
    });
    const ids = ['FooterContactLink', 'FooterShippingLink', 'FooterReturnsLink', 'FooterFaqLink', 'FooterAboutLink'];
    const loaded = await loadCmsComponents(us, ids, { pageSize: 2 });
    expect(loaded.map((component) => component.uid).sort()).toEqual([...ids].sort());
    expect(calls).toHaveLength(3);
  });

  it('yields an empty list when the load fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/components`, () => HttpResponse.error()));
    expect(await loadCmsComponents(us, ['FooterContactLink'])).toEqual([]);
  });
});
