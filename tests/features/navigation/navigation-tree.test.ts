import type { CmsComponent, NavigationComponent } from '@/commerce/schemas';
import { navigationComponentSchema } from '@/commerce/schemas';
import { cmsHref, linkFromCmsComponent, opensInNewTab } from '@/features/navigation/cms-link';
import { buildNavigationTree, navigationEntryIds, wrapIntoColumns } from '@/features/navigation/navigation-tree';

/** Spec 1 §2.3 and §3: navigation components, nodes, entries resolved to links and per-node banners. */

const US = { site: 'us', lang: 'en' } as const;
const UK = { site: 'uk', lang: 'en-gb' } as const;

const entry = (itemId: string, itemType: string) => ({ itemId, itemType, itemSuperType: 'AbstractCMSComponent' });

const menu: NavigationComponent = navigationComponentSchema.parse({
  uid: 'CategoryNavigationComponent',
  typeCode: 'CategoryNavigationComponent',
  styleClass: 'nav-category nav-flyout',
  wrapAfter: '8',
  navigationNode: {
    uid: 'CategoryNavNode',
    title: 'Menu',
    children: [
      {
        uid: 'NavNode-men',
        title: 'Men',
        entries: [entry('CategoryLink-men', 'CMSLinkComponent')],
        children: [
          {
            uid: 'NavNode-men-outerwear',
            title: 'Outerwear',
            entries: [entry('CategoryLink-men-outerwear', 'CMSLinkComponent'), entry('NavBanner-men-outerwear', 'SimpleBannerComponent')],
            children: [{ uid: 'NavNode-men-jackets', title: 'Jackets', entries: [entry('CategoryLink-men-jackets', 'CMSLinkComponent')] }],
          },
          {
            uid: 'NavNode-men-tops',
            title: 'Tops',
            entries: [entry('CategoryLink-men-tops', 'CMSLinkComponent'), entry('NavParagraph-men-tops', 'CMSParagraphComponent')],
            children: [],
          },
        ],
      },
      { uid: 'NavNode-empty', title: 'Nothing to show', entries: [entry('Missing', 'CMSLinkComponent')] },
    ],
  },
});

const link = (uid: string, linkName: string, url: string, target = 'false'): CmsComponent =>
  ({ uid, typeCode: 'CMSLinkComponent', linkName, url, target, external: 'false' }) as CmsComponent;

const components = new Map<string, CmsComponent>(
  [
    link('CategoryLink-men', 'Shop all Men', '/c/men'),
    link('CategoryLink-men-outerwear', 'Outerwear', '/c/men-outerwear'),
    link('CategoryLink-men-jackets', 'Jackets', '/c/men-jackets'),
    link('CategoryLink-men-tops', 'Tops', '/c/men-tops'),
    {
      uid: 'NavBanner-men-outerwear',
      typeCode: 'SimpleBannerComponent',
      urlLink: '/c/men-outerwear',
      media: { url: '/is/image/brand/103828_BRN_AVB?wid=400&hei=500', altText: 'Detroit Duck Jacket' },
    } as CmsComponent,
    {
      uid: 'NavParagraph-men-tops',
      typeCode: 'CMSParagraphComponent',
      content: '<p class="nav-banner"><a href="/c/men-tops">Pocket tees</a></p><script>alert(1)</script>',
    } as CmsComponent,
  ].map((component) => [component.uid, component]),
);

const options = (location: { site: 'us' | 'uk'; lang: 'en' | 'en-gb' }) => ({
  location,
  sanitizeHtml: (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ''),
  bannerImage: (url: string) => ({ src: `http://images.test${url}`, sizes: '200px' }),
});

describe('the navigation tree of a CMS navigation component', () => {
  it('lists every entry id of the tree once, for one components call', () => {
    expect(navigationEntryIds(menu.navigationNode)).toEqual([
      'CategoryLink-men',
      'CategoryLink-men-outerwear',
      'NavBanner-men-outerwear',
      'CategoryLink-men-jackets',
      'CategoryLink-men-tops',
      'NavParagraph-men-tops',
      'Missing',
    ]);
  });

  it('resolves entries into links and banners, keeping styleClass and wrapAfter', () => {
    const tree = buildNavigationTree(menu, components, options(US));
    expect(tree).toMatchObject({ id: 'CategoryNavigationComponent', title: 'Menu', styleClass: 'nav-category nav-flyout', wrapAfter: 8 });
    const [men] = tree.items;
    expect(men).toMatchObject({ id: 'NavNode-men', title: 'Men', link: { label: 'Shop all Men', href: '/c/men', newTab: false } });
    expect(men?.children[0]).toMatchObject({
      title: 'Outerwear',
      link: { href: '/c/men-outerwear' },
      banner: { kind: 'image', image: { src: 'http://images.test/is/image/brand/103828_BRN_AVB?wid=400&hei=500', sizes: '200px' }, alt: 'Detroit Duck Jacket', href: '/c/men-outerwear' },
    });
    expect(men?.children[0]?.children[0]).toMatchObject({ title: 'Jackets', link: { href: '/c/men-jackets' }, children: [] });
  });

  it('passes paragraph banners through the sanitizer', () => {
    const tree = buildNavigationTree(menu, components, options(US));
    expect(tree.items[0]?.children[1]?.banner).toEqual({
      kind: 'html',
      html: '<p class="nav-banner"><a href="/c/men-tops">Pocket tees</a></p>',
    });
  });

  it('leaves out a node with no link and no children (its entries never loaded)', () => {
    const tree = buildNavigationTree(menu, components, options(US));
    expect(tree.items.map((item) => item.id)).toEqual(['NavNode-men']);
  });

  it('gives EMEA links the site prefix', () => {
    const tree = buildNavigationTree(menu, components, options(UK));
    expect(tree.items[0]?.link?.href).toBe('/uk/en-gb/c/men');
    expect(tree.items[0]?.children[0]?.banner).toMatchObject({ href: '/uk/en-gb/c/men-outerwear' });
  });
});

describe('CMS link URLs', () => {
  it('prefixes site-relative paths and keeps anchors, other origins, mail and phone links', () => {
    expect(cmsHref(US, '/c/men')).toBe('/c/men');
    expect(cmsHref({ site: 'eu', lang: 'de' }, '/contact-us')).toBe('/eu/de/contact-us');
    expect(cmsHref({ site: 'eu', lang: 'de' }, '/')).toBe('/eu/de');
    expect(cmsHref({ site: 'eu', lang: 'de' }, '/eu/de/faq')).toBe('/eu/de/faq');
    expect(cmsHref(US, 'store-finder/find')).toBe('/store-finder/find');
    expect(cmsHref(US, '#cookie-settings')).toBe('#cookie-settings');
    expect(cmsHref(US, 'https://careers.example.com')).toBe('https://careers.example.com');
    expect(cmsHref(US, 'mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('refuses script, data and protocol-relative URLs', () => {
    expect(cmsHref(US, 'javascript:alert(1)')).toBeUndefined();
    expect(cmsHref(US, 'data:text/html,hi')).toBeUndefined();
    expect(cmsHref(US, '//evil.example.com')).toBeUndefined();
    expect(cmsHref(US, '  ')).toBeUndefined();
  });

  it('reads backslashes and tabs as browsers do, so no spelling of //host gets through', () => {
    expect(cmsHref(US, '/\\evil.example.com')).toBeUndefined();
    expect(cmsHref(US, '\\\\evil.example.com')).toBeUndefined();
    expect(cmsHref(US, '/\t/evil.example.com')).toBeUndefined();
    expect(cmsHref(US, 'java\nscript:alert(1)')).toBeUndefined();
    expect(cmsHref(US, '\\c\\men')).toBe('/c/men');
  });

  it('reads CMS targets as a new tab', () => {
    expect(opensInNewTab('true')).toBe(true);
    expect(opensInNewTab('_blank')).toBe(true);
    expect(opensInNewTab(true)).toBe(true);
    expect(opensInNewTab('false')).toBe(false);
    expect(linkFromCmsComponent(US, { linkName: 'Careers', url: 'https://careers.example.com', target: 'true', external: 'true' })).toEqual({
      label: 'Careers',
      href: 'https://careers.example.com',
      external: true,
      newTab: true,
    });
    expect(linkFromCmsComponent(US, { linkName: 'Bad', url: 'javascript:void(0)' })).toBeUndefined();
  });
});

describe('wrapAfter columns (spec 1 §2.3)', () => {
  it('starts a new column after wrapAfter links', () => {
    expect(wrapIntoColumns([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(wrapIntoColumns([1, 2, 3], 8)).toEqual([[1, 2, 3]]);
    expect(wrapIntoColumns([1, 2, 3], undefined)).toEqual([[1, 2, 3]]);
    expect(wrapIntoColumns([], 3)).toEqual([]);
  });
});
