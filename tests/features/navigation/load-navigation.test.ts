import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer, SANDBOX_OCC_BASE_URL } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { cmsRenderContext } = await import('@/cms/context');
const { loadCmsComponentsInOrder } = await import('@/cms/load');
const { loadNavigationTree } = await import('@/features/navigation/load-navigation');
const { NAVIGATION_LOAD_TRIES } = await import('@/features/navigation/menu-constants');

/**
 * Spec 1 §9 "Navigation node loading safeguard: 5 tries", against the sandbox: a failed load of the
 * navigation entries (an empty list, spec 1 §7) is tried again, so a backend that recovers still
 * gives a complete menu.
 */

const sandbox = setupSandboxServer();

// Listeners a test adds to see the requests go with it.
afterEach(() => sandbox.server.events.removeAllListeners());

const us = cmsRenderContext({ site: 'us', lang: 'en' });
const COMPONENTS = `${SANDBOX_OCC_BASE_URL}/brand-us/cms/components`;

async function headerLinks() {
  const [component] = await loadCmsComponentsInOrder(us, ['HeaderLinksComponent']);
  if (!component) throw new Error('no HeaderLinksComponent in the sandbox');
  return component;
}

function countEntryLoads() {
  const calls: string[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(COMPONENTS)) calls.push(request.url);
  });
  return calls;
}

describe('navigation entries from a struggling backend', () => {
  it('builds the complete menu when the backend fails the first loads and then answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const component = await headerLinks();
    const calls = countEntryLoads();
    const down = () => HttpResponse.json({ errors: [{ type: 'ServerError', message: 'down' }] }, { status: 503 });
    sandbox.server.use(http.get(COMPONENTS, down, { once: true }), http.get(COMPONENTS, () => HttpResponse.error(), { once: true }));
    const tree = await loadNavigationTree(us, component);
    expect(tree?.items.map((item) => item.link?.href)).toEqual(['/store-finder/find', '/contact-us', '/groundbreakers-about']);
    expect(calls).toHaveLength(3);
  });

  it('gives up after five tries while the backend stays down, with the menu’s entries left out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const component = await headerLinks();
    const calls = countEntryLoads();
    sandbox.server.use(http.get(COMPONENTS, () => HttpResponse.error()));
    const tree = await loadNavigationTree(us, component);
    expect(tree?.items.every((item) => item.link === undefined)).toBe(true);
    expect(calls).toHaveLength(NAVIGATION_LOAD_TRIES);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Navigation entries missing after ${NAVIGATION_LOAD_TRIES} tries`));
  });
});
