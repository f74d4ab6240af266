import { describe, expect, it } from 'vitest';
import { createTestSandbox } from './harness';

/** Sandbox additions for the content feature: the alternate-URL lookup (spec 1 §2.2) and preview properties. */

describe('alternate-URL lookup', () => {
  const sandbox = createTestSandbox();

  it('answers one link per EU country for an EU content page, in the country language', async () => {
    const { status, body } = await sandbox.get('/occ/v2/brand-eu/alternateUrls?pageType=ContentPage&pageId=contact-us');
    expect(status).toBe(200);
    expect(body.enabled).toBe(true);
    expect(body.alternateUrls).toHaveLength(27);
    expect(body.alternateUrls).toContainEqual({ hrefLang: 'de-AT', href: '/eu/de/contact-us' });
    expect(body.alternateUrls).toContainEqual({ hrefLang: 'fr-FR', href: '/eu/fr/contact-us' });
    expect(body.alternateUrls).toContainEqual({ hrefLang: 'en-IE', href: '/eu/en/contact-us' });
  });

  it('takes a blank page id for the home page', async () => {
    const { body } = await sandbox.get('/occ/v2/brand-eu/alternateUrls?pageType=ContentPage&pageId=');
    expect(body.alternateUrls).toContainEqual({ hrefLang: 'nl-NL', href: '/eu/nl' });
  });

  it('knows category and search pages (the query appended as /query)', async () => {
    expect((await sandbox.get('/occ/v2/brand-eu/alternateUrls?pageType=CategoryPage&pageId=men')).body.alternateUrls[0].href).toMatch(/\/c\/men$/);
    expect((await sandbox.get('/occ/v2/brand-eu/alternateUrls?pageType=SearchPage&pageId=search/jacket')).body.alternateUrls[0].href).toMatch(/\/c\/jacket$/);
  });

  it('names each product by its canonical URL in the country’s language, never one that redirects', async () => {
    const { body } = await sandbox.get('/occ/v2/brand-eu/alternateUrls?pageType=ProductPage&pageId=103828');
    const links = body.alternateUrls as { hrefLang: string; href: string }[];
    for (const [hrefLang, lang] of [['de-DE', 'de'], ['fr-FR', 'fr'], ['en-IE', 'en']] as const) {
      const product = (await sandbox.get(`/occ/v2/brand-eu/products/103828?lang=${lang}`)).body;
      expect(links.find((link) => link.hrefLang === hrefLang)?.href).toBe(`/eu/${lang}${product.url}`);
    }
  });

  it('is not enabled for unknown pages or on the US and UK stores', async () => {
    expect((await sandbox.get('/occ/v2/brand-eu/alternateUrls?pageType=ContentPage&pageId=nope')).body).toEqual({ enabled: false, alternateUrls: [] });
    expect((await sandbox.get('/occ/v2/brand-us/alternateUrls?pageType=ContentPage&pageId=contact-us')).body.enabled).toBe(false);
    expect((await sandbox.get('/occ/v2/brand-uk/alternateUrls?pageType=ContentPage&pageId=contact-us')).body.enabled).toBe(false);
  });
});

describe('content preview (cmsTicketId)', () => {
  const sandbox = createTestSandbox();

  it('adds SmartEdit properties to page, slots and components only with a ticket', async () => {
    const { body } = await sandbox.get('/cms/pages?cmsTicketId=ticket-1');
    expect(body.properties.smartedit.classes).toContain('smartedit-page-uid-homepage');
    const section1 = body.contentSlots.contentSlot.find((slot: { position: string }) => slot.position === 'Section1');
    expect(section1.properties.smartedit).toMatchObject({ smarteditComponentType: 'ContentSlot', smarteditComponentId: section1.slotId, classes: 'smartEditComponent' });
    expect(section1.components.component[0].properties.smartedit).toMatchObject({
      smarteditComponentId: 'HomepageHeroBanner',
      smarteditComponentType: 'BannerComponent',
      smarteditCatalogVersionUuid: 'brand-usContentCatalog/Staged',
    });
    const live = await sandbox.get('/cms/pages');
    expect(live.body.properties).toBeUndefined();
    expect(JSON.stringify(live.body)).not.toContain('smartedit');
  });

  it('adds them to components loaded by id', async () => {
    const { body } = await sandbox.get('/cms/components?componentIds=rotatingMessages&cmsTicketId=t');
    expect(body.component[0].properties.smartedit.smarteditComponentId).toBe('rotatingMessages');
  });
});
