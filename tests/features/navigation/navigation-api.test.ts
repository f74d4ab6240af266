import { describe, expect, it, vi } from 'vitest';
import { setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { handleNavigationTree } = await import('@/features/navigation/navigation-api');

/** `GET /api/navigation/{site}/{lang}/{uid}?country=`: the whole category menu behind a page's bar, from the sandbox. */

setupSandboxServer();

const get = (site: string, lang: string, uid: string, country: string) =>
  handleNavigationTree(new Request(`http://shop.test/api/navigation/${site}/${lang}/${uid}?country=${country}`), { site, lang, uid });

describe('the category menu route', () => {
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
