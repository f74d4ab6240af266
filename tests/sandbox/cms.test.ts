import { describe, expect, it } from 'vitest';
import { buildCatalog } from '@/sandbox/seed/catalog';
import { buildContent, isLocalized } from '@/sandbox/seed/cms';
import { OCC_LANGUAGES, pick } from '@/sandbox/seed/locale';
import { SITE_IDS } from '@/sandbox/seed/sites';
import { createTestSandbox } from './harness';

type Slot = { position: string; components: { component?: Component[] } };
type Component = { uid: string; typeCode: string; [key: string]: unknown };
type NavNode = { title?: string; children?: NavNode[]; entries?: { itemId: string; itemType: string }[] };

function slot(page: { contentSlots: { contentSlot: Slot[] } }, position: string): Component[] {
  return page.contentSlots.contentSlot.find((s) => s.position === position)?.components.component ?? [];
}

function depth(node: NavNode): number {
  return 1 + Math.max(0, ...(node.children ?? []).map(depth));
}

/** Labels of the route map that are CMS content pages (spec 1 §2.1, spec 3 §2). */
const US_LABELS = ['contact-us', 'store-finder/find', 'loyalty-history', 'factory-map', 'SponsorshipHome', 'DonationForm', 'SponsorshipForm', 'InfluencerForm', 'groundbreakers-account', 'groundbreakers-loyalty-rewards', 'groundbreakers-about', 'notFound', 'DoubleOptIn', 'returns-exchanges'];

describe('CMS pages', () => {
  const sandbox = createTestSandbox();

  it('serves the home page with no parameters, with the shared header and footer slots', async () => {
    const { status, body } = await sandbox.get('/cms/pages');
    expect(status).toBe(200);
    expect(body).toMatchObject({ uid: 'homepage', typeCode: 'ContentPage', template: 'LandingPage2Template', robotTag: 'INDEX_FOLLOW' });
    expect(slot(body, 'SiteLogo')[0]?.typeCode).toBe('SimpleBannerComponent');
    expect(slot(body, 'HeaderSlot7')[0]).toMatchObject({ typeCode: 'MiniCartComponent', shownProductCount: '3' });
    expect(slot(body, 'HeaderSlot8')[0]?.content).toMatch(/^<style>/);
    expect(slot(body, 'BottomFooter').map((c) => c.uid)).toEqual(['FooterNewsletterComponent', 'FooterNavigationComponent', 'FooterLinksComponent', 'PaymentMethodsImageList', 'CopyrightParagraph']);
    expect(slot(body, 'Section1').map((c) => c.typeCode)).toEqual(['BannerComponent', 'RotatingMessagesComponent']);
    const carousel = slot(body, 'Section3')[0];
    expect(carousel?.typeCode).toBe('ProductCarouselComponent');
    expect(String(carousel?.productCodes).split(' ').length).toBeGreaterThan(3);
  });

  it('has a three-level category menu with banners on the second level', async () => {
    const { body } = await sandbox.get('/cms/pages');
    const nav = slot(body, 'NavigationBar')[0] as unknown as { styleClass: string; wrapAfter: string; navigationNode: NavNode };
    expect(nav.styleClass).toContain('nav-category');
    expect(nav.wrapAfter).toBe('8');
    expect(nav.navigationNode.children?.map((n) => n.title)).toEqual(['Men', 'Women', 'Kids', 'Workwear', 'Accessories']);
    expect(depth(nav.navigationNode)).toBe(4);
    const men = nav.navigationNode.children?.[0];
    const bannerTypes = (men?.children ?? []).flatMap((n) => (n.entries ?? []).map((e) => e.itemType));
    expect(bannerTypes).toEqual(expect.arrayContaining(['SimpleBannerComponent', 'CMSParagraphComponent']));
  });

  it('serves a content page for every label of the route map', async () => {
    for (const label of US_LABELS) {
      const { status, body } = await sandbox.get(`/cms/pages?pageType=ContentPage&pageLabelOrId=${encodeURIComponent(`/${label}`)}`);
      expect(status, label).toBe(200);
      expect(body.title.length, label).toBeGreaterThan(2);
    }
    for (const label of ['emeaRepairKitFormPage', 'terms-of-sale', 'imprint']) {
      expect((await sandbox.get(`/occ/v2/brand-eu/cms/pages?pageType=ContentPage&pageLabelOrId=/${label}`)).status, label).toBe(200);
    }
  });

  it('links the repair kit instructions’ "here" to the eligibility paragraph', async () => {
    const { body } = await sandbox.get('/occ/v2/brand-eu/cms/pages?pageType=ContentPage&pageLabelOrId=/emeaRepairKitFormPage&lang=de');
    expect(String(slot(body, 'Section1')[0]?.content)).toContain('<a href="#RepairKitElibilityParagraphComponent" data-cms-dialog="RepairKitElibilityParagraphComponent">hier</a>');
  });

  it('puts the error pages’ heading and text in their template’s first position, above the error and the products', async () => {
    for (const uid of ['notFound', 'pageError']) {
      const { body } = await sandbox.get(`/cms/pages?pageType=ContentPage&pageLabelOrId=${uid}`);
      expect(body.template, uid).toBe('ErrorPageTemplate');
      expect(slot(body, 'TopContent')[0]?.typeCode, uid).toBe('CMSParagraphComponent');
      expect(slot(body, 'Section1'), uid).toEqual([]);
    }
  });

  it('matches pageLabelOrId against the label or the uid as given, as SAP does', async () => {
    expect((await sandbox.get('/cms/pages?pageType=ContentPage&pageLabelOrId=/contact-us')).body.uid).toBe('contactUsPage');
    expect((await sandbox.get('/cms/pages?pageType=ContentPage&pageLabelOrId=contactUsPage')).body.label).toBe('/contact-us');
    // The path without its slash is neither the label nor the uid.
    expect((await sandbox.get('/cms/pages?pageType=ContentPage&pageLabelOrId=contact-us')).status).toBe(404);
    expect((await sandbox.get('/cms/pages?pageType=ContentPage&pageLabelOrId=/Contact-Us')).status).toBe(404);
  });

  it('answers an unknown page with 404 CMSItemNotFoundError', async () => {
    const { status, body } = await sandbox.get('/cms/pages?pageType=ContentPage&pageLabelOrId=/no-such-page');
    expect(status).toBe(404);
    expect(body).toEqual({ errors: [{ type: 'CMSItemNotFoundError', message: 'No content page found matching the provided label or id: /no-such-page' }] });
  });

  it('serves the cart page with its five sections and the rotating messages on the US site only', async () => {
    const us = (await sandbox.get('/cms/pages?pageType=ContentPage&pageLabelOrId=/cart')).body;
    const positions = us.contentSlots.contentSlot.map((s: Slot) => s.position).filter((p: string) => p.startsWith('CartSection'));
    expect(positions).toEqual(['CartSection1', 'CartSection2', 'CartSection3', 'CartSection4', 'CartSection5']);
    expect(slot(us, 'CartSection1').map((c) => c.uid)).toEqual(['rotatingMessages']);
    const eu = (await sandbox.get('/occ/v2/brand-eu/cms/pages?pageType=ContentPage&pageLabelOrId=cartPage')).body;
    expect(slot(eu, 'CartSection1')).toEqual([]);
  });

  it('serves category and product pages by code', async () => {
    const category = await sandbox.get('/cms/pages?pageType=CategoryPage&code=men-jackets');
    expect(category.body).toMatchObject({ typeCode: 'CategoryPage', title: 'Jackets' });
    expect(slot(category.body, 'CategoryBanner')[0]?.uid).toBe('CategoryBanner-men');
    const product = await sandbox.get('/cms/pages?pageType=ProductPage&code=103828');
    expect(product.body).toMatchObject({ typeCode: 'ProductPage', template: 'ProductDetailsPageTemplate', title: 'Detroit Duck Jacket' });
    expect(String(slot(product.body, 'UpSelling')[0]?.productCodes)).not.toContain('103828');
    expect((await sandbox.get('/cms/pages/productDetails')).body.uid).toBe('productDetails');
  });

  it('serves the product page’s commitment by component id only, as SAP’s ProductDetailsPageTemplate has no slot for it (spec 3 §7)', async () => {
    const product = await sandbox.get('/cms/pages?pageType=ProductPage&code=103828');
    const positions = product.body.contentSlots.contentSlot.map((s: Slot) => s.position);
    expect(positions).not.toContain('Commitment');
    expect(product.body.contentSlots.contentSlot.flatMap((s: Slot) => (s.components.component ?? []).map((c) => c.uid))).not.toContain('commitmentContent');
    const { body } = await sandbox.get('/cms/components?componentIds=commitmentContent&productCode=103828');
    expect(body.component).toEqual([expect.objectContaining({ uid: 'commitmentContent', typeCode: 'CMSParagraphComponent' })]);
  });

  it('answers in the requested language and differs between US and EMEA footers', async () => {
    const de = (await sandbox.get('/occ/v2/brand-eu/cms/pages?pageType=ContentPage&pageLabelOrId=/contact-us&lang=de')).body;
    expect(de.title).toBe('Kontakt');
    const us = await sandbox.get('/cms/components?componentIds=FooterLinksComponent');
    const eu = await sandbox.get('/occ/v2/brand-eu/cms/components?componentIds=FooterLinksComponent&lang=fr');
    const linkIds = (c: { navigationNode: NavNode }) => (c.navigationNode.children ?? []).map((n) => n.entries?.[0]?.itemId);
    expect(linkIds(us.body.component[0])).toContain('FooterAccessibilityLink');
    expect(linkIds(eu.body.component[0])).toContain('FooterImprintLink');
    const imprint = await sandbox.get('/occ/v2/brand-eu/cms/components/FooterImprintLink?lang=fr');
    expect(imprint.body.linkName).toBe('Mentions légales');
  });
});

describe('CMS components', () => {
  const sandbox = createTestSandbox();

  it('loads components by ids with pagination, by GET and by POST', async () => {
    const ids = ['CategoryLink-men', 'CategoryLink-women', 'CategoryLink-kids', 'CategoryLink-workwear', 'CategoryLink-accessories'];
    const first = await sandbox.get(`/cms/components?componentIds=${ids.join(',')}&currentPage=0&pageSize=2`);
    expect(first.body.component.map((c: Component) => c.uid)).toEqual(ids.slice(0, 2));
    expect(first.body.pagination).toEqual({ count: 2, page: 0, totalCount: 5, totalPages: 3 });
    const last = await sandbox.post('/cms/components?currentPage=2&pageSize=2', { json: { idList: ids } });
    expect(last.body.component.map((c: Component) => c.uid)).toEqual(ids.slice(4));
    expect(first.body.component[0]).toMatchObject({ typeCode: 'CMSLinkComponent', linkName: 'Shop all Men', url: '/c/men', target: 'false' });
  });

  it('skips unknown ids and answers a single unknown component with 404', async () => {
    const { body } = await sandbox.get('/cms/components?componentIds=nope,MiniCart');
    expect(body.component.map((c: Component) => c.uid)).toEqual(['MiniCart']);
    expect((await sandbox.get('/cms/components/nope')).status).toBe(404);
  });

  it('offers the components pages ask for by id', async () => {
    const { body } = await sandbox.get('/occ/v2/brand-eu/cms/components?componentIds=commitmentContent,RepairKitElibilityParagraphComponent,partnerVendorsNavigationComponent,rotatingMessages&lang=it');
    expect(body.component.map((c: Component) => c.uid)).toEqual(['commitmentContent', 'RepairKitElibilityParagraphComponent', 'partnerVendorsNavigationComponent', 'rotatingMessages']);
    expect(String(body.component[0].content)).toContain('garanzia');
    const messages = String(body.component[3].messages).split(' ');
    const rendered = await sandbox.get(`/occ/v2/brand-eu/cms/components?componentIds=${messages.join(',')}&lang=it`);
    expect(rendered.body.component).toHaveLength(messages.length);
  });
});

describe('seeded content for the shell’s features', () => {
  const content = buildContent(buildCatalog());

  it('gives the home, about and Groundbreakers pages a preview image from the image server (spec 1 §3)', () => {
    for (const site of SITE_IDS) {
      const pages = content.sites[site].pages;
      expect(pages.get('homepage')?.previewImageUrl, site).toMatch(/^\/is\/image\/brand\/\w+\?wid=1200&hei=630$/);
      expect(pages.get('aboutUsPage')?.previewImageUrl, site).toMatch(/^\/is\/image\/brand\//);
    }
    expect(content.sites['brand-us'].pages.get('groundbreakersAboutPage')?.previewImageUrl).toMatch(/^\/is\/image\/brand\/banner_groundbreakers/);
  });

  it('puts a create-account link and a login button on every home page, in every language (spec 1 §2.1)', () => {
    for (const site of SITE_IDS) {
      const home = content.sites[site].pages.get('homepage');
      expect(home?.slots.find((slot) => slot.position === 'Section4')?.components, site).toContain('HomepageAccountParagraph');
      const paragraph = content.sites[site].components.get('HomepageAccountParagraph')?.props.content;
      if (!isLocalized(paragraph)) throw new Error(`${site}: the account paragraph has no text in every language`);
      for (const lang of OCC_LANGUAGES) {
        const html = pick(paragraph.$t, lang);
        expect(html, `${site} ${lang}`).toMatch(/<a class="create-account" href="\/account\/overview">[^<]+<\/a>/);
        expect(html, `${site} ${lang}`).toMatch(/<button type="button" class="login-button">[^<]+<\/button>/);
      }
    }
  });

  it('has a join button for registration and a sign-in button on the Groundbreakers page (US and Canada)', () => {
    const page = content.sites['brand-us'].pages.get('groundbreakersAboutPage');
    expect(page?.slots.find((slot) => slot.position === 'Section2')?.components).toContain('GroundbreakersJoinParagraph');
    const html = JSON.stringify(content.sites['brand-us'].components.get('GroundbreakersJoinParagraph')?.props);
    expect(html).toContain('class=\\"register-button\\"');
    expect(html).toContain('class=\\"login-button\\"');
  });
});
