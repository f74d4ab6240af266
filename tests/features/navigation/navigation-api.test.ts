import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

const cacheLife = vi.fn();
vi.mock('next/cache', () => ({ cacheLife: (profile: unknown) => cacheLife(profile), cacheTag: () => undefined }));

const { handleNavigationTree } = await import('@/features/navigation/navigation-api');

/** `GET /api/navigation/{site}/{lang}/{uid}?country=`: the whole category menu behind a page's bar, from the sandbox. */

const sandbox = setupSandboxServer();
const { FAILURE_RETRY_LIFE } = await import('@/commerce/cache-tags');

beforeEach(() => {
  cacheLife.mockClear();
});

const get = (site: string, lang: string, uid: string, country: string) =>
  handleNavigationTree(new Request(`http://shop.test/api/navigation/${site}/${lang}/${uid}?country=${country}`), { site, lang, uid });

describe('the category menu route', () => {
  it('keeps a menu built while the backend failed only briefly, and a whole one for its content lifetime', async () => {
    await get('us', 'en', 'CategoryNavigationComponent', 'US');
    expect(cacheLife).toHaveBeenLastCalledWith('hours');

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.get(`${SANDBOX_OCC_BASE_URL}/brand-uk/cms/components`, () => HttpResponse.json({ errors: [{ type: 'InternalServerError' }] }, { status: 503 })));
    const response = await get('uk', 'en-gb', 'CategoryNavigationComponent', 'GB');
    expect(response.status).toBe(200);
    expect(cacheLife).toHaveBeenLastCalledWith(FAILURE_RETRY_LIFE);
  });

  it('answers the whole tree of the header menu, cacheable, in the page language', async () => {
    const response = await get('us', 'en', 'CategoryNavigationComponent', 'US');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const tree = (await response.json()) as { items: { title: string; children: { children: unknown[] }[] }[] };
    expect(tree.items.length).toBeGreaterThan(1);
    expect(tree.items.some((item) => item.children.some((group) => group.children.length > 0))).toBe(true);

    const german = (await (await get('eu', 'de', 'CategoryNavigationComponent', 'AT')).json()) as { items: { title: string }[] };
    expect(german.items.map((item) => item.title)).not.toEqual(tree.items.map((item) => item.title));
  });

  it("gives the groups' banner pictures ready for an <img>: the image optimizer's srcset for the banner column", async () => {
    interface Node {
      banner?: { kind: string; image?: { src: string; srcSet?: string; sizes: string } };
      children: Node[];
    }
    const tree = (await (await get('us', 'en', 'CategoryNavigationComponent', 'US')).json()) as { items: Node[] };
    const nodes = (list: Node[]): Node[] => list.flatMap((node) => [node, ...nodes(node.children)]);
    const images = nodes(tree.items).flatMap((node) => (node.banner?.kind === 'image' && node.banner.image ? [node.banner.image] : []));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.sizes).toBe('200px');
      expect(image.srcSet).toMatch(/^\/_next\/image\?url=[^ ]+ \d+w(, \/_next\/image\?url=[^ ]+ \d+w)+$/);
      expect(image.src).toMatch(/^\/_next\/image\?url=/);
    }
  });

  it('serves the Canadian route its own country, and nothing for a market the shop does not have', async () => {
    expect((await get('us', 'en', 'CategoryNavigationComponent', 'CA')).status).toBe(200);
    expect((await get('us', 'en', 'CategoryNavigationComponent', 'DE')).status).toBe(404);
    expect((await get('us', 'de', 'CategoryNavigationComponent', 'US')).status).toBe(404);
    expect((await get('mars', 'en', 'CategoryNavigationComponent', 'US')).status).toBe(404);
  });

  it('is no way to read other CMS components: anything but a category navigation is a 404', async () => {
    expect((await get('us', 'en', 'HeaderLinksComponent', 'US')).status).toBe(404);
    expect((await get('us', 'en', 'NoSuchComponent', 'US')).status).toBe(404);
  });
});
