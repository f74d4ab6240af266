import type { Catalog } from './catalog';
import { CART_PAGE, COMMITMENT, FOOTER, HOME, MINI_CART_TITLE, NAVIGATION, NEWSLETTER, PAGES, PAGE_TITLES, REPAIR_ELIGIBILITY, ROTATING_MESSAGES, STORE_FINDER_EXTRA, type PageCopy } from './cms-copy';
import { OCC_LANGUAGES, fill, formatMoney, pick, type OccLanguage, type Texts } from './locale';
import { BRAND_NAME, SITES, SITE_IDS, isEmea, type SiteSeed, type SiteUid } from './sites';
import { TOP_LEVEL_CATEGORIES } from './categories';

/**
 * CMS content per site: pages (by uid and label), their slots, and every component by uid. Text values
 * are kept in all languages (`{ $t: Texts }`) and resolved when a page or component is served.
 *
 * Shapes follow OCC: component attributes are strings (numbers and flags too), collections of child
 * components are space-separated uids, navigation nodes carry `entries` that point at link, banner or
 * paragraph components fetched through `cms/components`.
 */

export interface Localized {
  $t: Texts;
}
export type CmsValue = string | Localized | CmsValue[] | { [key: string]: CmsValue };

export interface ComponentDef {
  uid: string;
  typeCode: string;
  name: string;
  props: Record<string, CmsValue>;
}

export interface SlotDef {
  slotId: string;
  position: string;
  name: string;
  slotShared: boolean;
  components: string[];
}

export interface PageDef {
  uid: string;
  typeCode: 'ContentPage' | 'CategoryPage' | 'ProductPage';
  template: string;
  name: string;
  label?: string;
  title: Texts;
  description?: Texts;
  robotTag: 'INDEX_FOLLOW' | 'NOINDEX_FOLLOW' | 'NOINDEX_NOFOLLOW';
  /** The page's preview image for link previews (spec 1 §3 "Site-wide page metadata"): an image-server path. */
  previewImageUrl?: string;
  slots: SlotDef[];
}

export interface SiteContent {
  pages: Map<string, PageDef>;
  /** Normalized label (no leading slash, lower case) -> page uid. */
  labels: Map<string, string>;
  components: Map<string, ComponentDef>;
  sharedSlots: SlotDef[];
}

export interface Content {
  sites: Record<SiteUid, SiteContent>;
}

export const CMS_MODIFIED_TIME = '2026-01-05T09:00:00+0000';
const COPYRIGHT_YEAR = 2026;

const L = (texts: Texts): Localized => ({ $t: texts });

export function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && '$t' in value;
}

/** Fills placeholders in every language; values may depend on the language (formatted prices). */
function fillAll(texts: Texts, values: (lang: OccLanguage) => Record<string, string | number>): Texts {
  const out = {} as Record<OccLanguage, string>;
  for (const lang of OCC_LANGUAGES) out[lang] = fill(pick(texts, lang), values(lang));
  return out as unknown as Texts;
}

const html = (texts: Texts, wrap: (text: string) => string): Texts => {
  const out = {} as Record<OccLanguage, string>;
  for (const lang of OCC_LANGUAGES) out[lang] = wrap(escape(pick(texts, lang)));
  return out as unknown as Texts;
};

/** HTML in every language from a template that places texts (escaped) where it needs them. */
function htmlInEveryLanguage(render: (text: (texts: Texts) => string) => string): Texts {
  const out = {} as Record<OccLanguage, string>;
  for (const lang of OCC_LANGUAGES) out[lang] = render((texts) => escape(pick(texts, lang)));
  return out as unknown as Texts;
}

/** A page's preview image (spec 1 §3 previewImageUrl): an image-server asset in link-preview size. */
function previewImage(asset: string): string {
  return `${IMAGE}/${asset}?wid=1200&hei=630`;
}

/**
 * The account entry points editors put in content (spec 1 §2.1): a link with the `create-account`
 * class and buttons with `login-button` / `register-button`, which the storefront binds so they open
 * the sign-in or registration dialog for guests and lead signed-in customers to /account/overview.
 * Their hrefs are where the link leads without the storefront's script.
 */
const ACCOUNT_ENTRY = {
  title: { en: 'Your {brand} account', de: 'Dein {brand}-Konto', es: 'Tu cuenta de {brand}', fr: 'Votre compte {brand}', it: 'Il tuo account {brand}', nl: 'Je {brand}-account' },
  text: {
    en: 'Track your orders, save your sizes and check out faster.',
    de: 'Verfolge deine Bestellungen, speichere deine Größen und bestelle schneller.',
    es: 'Sigue tus pedidos, guarda tus tallas y finaliza tus compras más rápido.',
    fr: 'Suivez vos commandes, enregistrez vos tailles et commandez plus vite.',
    it: 'Segui i tuoi ordini, salva le tue taglie e completa gli acquisti più in fretta.',
    nl: 'Volg je bestellingen, bewaar je maten en reken sneller af.',
  },
  createAccount: { en: 'Create an account', de: 'Konto erstellen', es: 'Crear una cuenta', fr: 'Créer un compte', it: 'Crea un account', nl: 'Account aanmaken' },
  signIn: { en: 'Sign in', de: 'Anmelden', es: 'Iniciar sesión', fr: 'Se connecter', it: 'Accedi', nl: 'Inloggen' },
  joinLoyalty: { en: 'Join Groundbreakers', de: 'Groundbreakers beitreten', es: 'Únete a Groundbreakers', fr: 'Rejoindre Groundbreakers', it: 'Iscriviti a Groundbreakers', nl: 'Word lid van Groundbreakers' },
  member: { en: 'Already a member?', de: 'Schon Mitglied?', es: '¿Ya eres miembro?', fr: 'Déjà membre ?', it: 'Sei già iscritto?', nl: 'Al lid?' },
} satisfies Record<string, Texts>;

/** Where a create-account link leads without the storefront's script (signed in: the overview). */
const ACCOUNT_OVERVIEW_PATH = '/account/overview';

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function normalizeLabel(label: string): string {
  return label.trim().replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase();
}

const IMAGE = '/is/image/brand';

function media(asset: string, alt: Texts, width: number, height: number, code = asset) {
  return { code: `${code}.svg`, mime: 'image/svg+xml', altText: L(alt), url: `${IMAGE}/${asset}?wid=${width}&hei=${height}` };
}

function responsiveMedia(asset: string, alt: Texts) {
  return {
    widescreen: media(asset, alt, 1920, 720, `${asset}_widescreen`),
    desktop: media(asset, alt, 1440, 600, `${asset}_desktop`),
    tablet: media(asset, alt, 1024, 576, `${asset}_tablet`),
    mobile: media(asset, alt, 750, 900, `${asset}_mobile`),
  };
}

class SiteContentBuilder {
  readonly components = new Map<string, ComponentDef>();
  readonly pages = new Map<string, PageDef>();
  readonly labels = new Map<string, string>();
  sharedSlots: SlotDef[] = [];

  constructor(
    readonly site: SiteSeed,
    readonly catalog: Catalog,
  ) {}

  get emea(): boolean {
    return isEmea(this.site);
  }

  add(uid: string, typeCode: string, name: string, props: Record<string, CmsValue> = {}): string {
    if (this.components.has(uid)) throw new Error(`duplicate component ${uid} on ${this.site.uid}`);
    this.components.set(uid, { uid, typeCode, name, props });
    return uid;
  }

  flex(uid: string, flexType: string, name: string): string {
    return this.add(uid, 'CMSFlexComponent', name, { flexType });
  }

  paragraph(uid: string, name: string, content: Texts, title?: Texts): string {
    return this.add(uid, 'CMSParagraphComponent', name, title ? { title: L(title), content: L(content) } : { content: L(content) });
  }

  link(uid: string, linkName: Texts, url: string, options: { external?: boolean; newTab?: boolean; categoryCode?: string } = {}): string {
    const props: Record<string, CmsValue> = {
      linkName: L(linkName),
      url,
      external: options.external ? 'true' : 'false',
      target: options.newTab ? 'true' : 'false',
    };
    if (options.categoryCode) {
      props.categoryCode = options.categoryCode;
      props.category = options.categoryCode;
    }
    return this.add(uid, 'CMSLinkComponent', `${pick(linkName, 'en')} Link`, props);
  }

  slot(position: string, components: string[], shared = false, pageUid?: string): SlotDef {
    return {
      slotId: shared ? `${position}Slot` : `${position}Slot-${pageUid}`,
      position,
      name: shared ? position : `${position} Slot for ${pageUid}`,
      slotShared: shared,
      components,
    };
  }

  page(def: Omit<PageDef, 'robotTag'> & { robotTag?: PageDef['robotTag'] }): void {
    this.pages.set(def.uid, { robotTag: 'INDEX_FOLLOW', ...def });
    this.labels.set(normalizeLabel(def.uid), def.uid);
    if (def.label) this.labels.set(normalizeLabel(def.label), def.uid);
  }

  /** Texts mentioning the free-shipping threshold, formatted in each language. */
  thresholdTexts(texts: Texts): Texts {
    return fillAll(texts, (lang) => ({ amount: this.threshold(lang), brand: BRAND_NAME }));
  }

  /** The free-shipping threshold as a whole amount (`$75`, `75 €`). */
  threshold(lang: OccLanguage): string {
    const currency = this.site.defaultCurrency;
    const amount = this.site.freeShippingThreshold[currency] ?? 0;
    return formatMoney(amount, currency, lang).replace(/[.,]00(?=\D*$)/, '');
  }
}

const brandTexts = (texts: Texts) => fillAll(texts, () => ({ brand: BRAND_NAME, year: COPYRIGHT_YEAR }));

function buildHeaderAndFooter(b: SiteContentBuilder): void {
  const { catalog } = b;

  // Rotating messages (mini cart, cart page, top of every page).
  const messages = [
    b.paragraph('RotatingMessageShipping', 'Rotating message: free shipping', b.thresholdTexts(ROTATING_MESSAGES.freeShipping)),
    b.paragraph('RotatingMessageReturns', 'Rotating message: returns', ROTATING_MESSAGES.returns),
    b.emea
      ? b.paragraph('RotatingMessageRepair', 'Rotating message: repair kits', ROTATING_MESSAGES.repair)
      : b.paragraph('RotatingMessageLoyalty', 'Rotating message: loyalty', ROTATING_MESSAGES.loyalty),
    ...(b.emea ? [] : [b.paragraph('RotatingMessageMilitary', 'Rotating message: military discount', ROTATING_MESSAGES.military)]),
  ];
  b.add('rotatingMessages', 'RotatingMessagesComponent', 'Rotating Messages', { messages: messages.join(' '), timeout: '5', effect: 'FADE' });

  b.add('SiteLogoComponent', 'SimpleBannerComponent', 'Site Logo Component', {
    container: 'false',
    external: 'false',
    media: media('logo', { en: BRAND_NAME, de: BRAND_NAME, es: BRAND_NAME, fr: BRAND_NAME, it: BRAND_NAME, nl: BRAND_NAME }, 360, 80, 'logo'),
    urlLink: '/',
  });
  b.add('SearchBox', 'SearchBoxComponent', 'Search Box', {
    maxSuggestions: '6',
    maxProducts: '4',
    displaySuggestions: 'true',
    displayProducts: 'true',
    displayProductImages: 'true',
    waitTimeBeforeRequest: '300',
    minCharactersBeforeRequest: '2',
  });

  // Category navigation: L1 departments, L2 groups (each with a banner for the L3 panel), L3 leaves.
  const l1Nodes = TOP_LEVEL_CATEGORIES.map((code) => {
    const l1 = catalog.categories.get(code);
    if (!l1) throw new Error(`missing category ${code}`);
    const l1Link = b.link(`CategoryLink-${code}`, fillAll(NAVIGATION.shopAll, (lang) => ({ name: pick(l1.name, lang) })), `/c/${code}`, { categoryCode: code });
    const l2Nodes = l1.children.map((l2Code, index) => {
      const l2 = catalog.categories.get(l2Code);
      if (!l2) throw new Error(`missing category ${l2Code}`);
      const l2Link = b.link(`CategoryLink-${l2Code}`, l2.name, `/c/${l2Code}`, { categoryCode: l2Code });
      const entries = [{ itemId: l2Link, itemSuperType: 'AbstractCMSComponent', itemType: 'CMSLinkComponent' }];
      const bannerCopy = (NAVIGATION.banners as Record<string, Texts>)[l2Code];
      if (bannerCopy) {
        // Alternate image and text banners, as editors do.
        const featured = catalog.productList.find((p) => p.categoryPath.has(l2Code));
        if (index % 2 === 0 && featured) {
          const uid = b.add(`NavBanner-${l2Code}`, 'SimpleBannerComponent', `Navigation banner ${l2Code}`, {
            container: 'false',
            external: 'false',
            urlLink: `/c/${l2Code}`,
            media: { code: `${featured.code}_${featured.style.colours[0]}_AVB.svg`, mime: 'image/svg+xml', altText: L(bannerCopy), url: `${IMAGE}/${featured.code}_${featured.style.colours[0]}_AVB?wid=400&hei=500` },
          });
          entries.push({ itemId: uid, itemSuperType: 'AbstractCMSComponent', itemType: 'SimpleBannerComponent' });
        } else {
          const uid = b.paragraph(`NavParagraph-${l2Code}`, `Navigation text banner ${l2Code}`, html(bannerCopy, (text) => `<p class="nav-banner"><a href="/c/${l2Code}">${text}</a></p>`));
          entries.push({ itemId: uid, itemSuperType: 'AbstractCMSComponent', itemType: 'CMSParagraphComponent' });
        }
      }
      const l3Nodes = l2.children.map((l3Code) => {
        const l3 = catalog.categories.get(l3Code);
        if (!l3) throw new Error(`missing category ${l3Code}`);
        const l3Link = b.link(`CategoryLink-${l3Code}`, l3.name, `/c/${l3Code}`, { categoryCode: l3Code });
        return { uid: `NavNode-${l3Code}`, title: L(l3.name), entries: [{ itemId: l3Link, itemSuperType: 'AbstractCMSComponent', itemType: 'CMSLinkComponent' }] };
      });
      return { uid: `NavNode-${l2Code}`, title: L(l2.name), entries, children: l3Nodes };
    });
    return {
      uid: `NavNode-${code}`,
      title: L(l1.name),
      entries: [{ itemId: l1Link, itemSuperType: 'AbstractCMSComponent', itemType: 'CMSLinkComponent' }],
      children: l2Nodes,
    };
  });
  b.add('CategoryNavigationComponent', 'CategoryNavigationComponent', 'Category Navigation Component', {
    container: 'false',
    styleClass: 'nav-category nav-flyout',
    wrapAfter: '8',
    navigationNode: { uid: 'CategoryNavNode', title: L(NAVIGATION.menu), children: l1Nodes },
  });

  const headerLinks = [
    b.link('HeaderLinkStores', FOOTER.links.stores, '/store-finder/find'),
    b.link('HeaderLinkHelp', FOOTER.links.contact, '/contact-us'),
    ...(b.emea ? [] : [b.link('HeaderLinkLoyalty', FOOTER.loyalty, '/groundbreakers-about')]),
  ];
  b.add('HeaderLinksComponent', 'NavigationComponent', 'Header Links', {
    container: 'false',
    styleClass: 'header-links',
    navigationNode: {
      uid: 'HeaderLinksNavNode',
      children: headerLinks.map((uid) => ({ uid: `${uid}Node`, entries: [{ itemId: uid, itemSuperType: 'AbstractCMSComponent', itemType: 'CMSLinkComponent' }] })),
    },
  });

  b.add('MiniCart', 'MiniCartComponent', 'Mini Cart', {
    container: 'false',
    shownProductCount: '3',
    totalDisplay: 'SUBTOTAL',
    title: L(MINI_CART_TITLE),
  });
  b.paragraph(
    'SiteStylingParagraph',
    'Site-wide styling',
    {
      en: '<style>.promo-strip{background:#2b2520;color:#f4efe6;padding:.75rem 1rem;border-radius:4px}.promo-strip a{color:#f1b53d}.badge--sale{background:#a3262a}</style>',
      de: '<style>.promo-strip{background:#2b2520;color:#f4efe6;padding:.75rem 1rem;border-radius:4px}.promo-strip a{color:#f1b53d}.badge--sale{background:#a3262a}</style>',
      es: '<style>.promo-strip{background:#2b2520;color:#f4efe6;padding:.75rem 1rem;border-radius:4px}.promo-strip a{color:#f1b53d}.badge--sale{background:#a3262a}</style>',
      fr: '<style>.promo-strip{background:#2b2520;color:#f4efe6;padding:.75rem 1rem;border-radius:4px}.promo-strip a{color:#f1b53d}.badge--sale{background:#a3262a}</style>',
      it: '<style>.promo-strip{background:#2b2520;color:#f4efe6;padding:.75rem 1rem;border-radius:4px}.promo-strip a{color:#f1b53d}.badge--sale{background:#a3262a}</style>',
      nl: '<style>.promo-strip{background:#2b2520;color:#f4efe6;padding:.75rem 1rem;border-radius:4px}.promo-strip a{color:#f1b53d}.badge--sale{background:#a3262a}</style>',
    },
  );

  // Footer: navigation sections, legal links, payment methods and copyright.
  const section = (uid: string, title: Texts, links: string[]) => ({
    uid,
    title: L(title),
    children: links.map((link) => ({ uid: `${link}Node`, entries: [{ itemId: link, itemSuperType: 'AbstractCMSComponent', itemType: 'CMSLinkComponent' }] })),
  });
  const F = FOOTER.links;
  const help = [
    b.link('FooterContactLink', F.contact, '/contact-us'),
    b.link('FooterOrderLookupLink', F.orderLookup, '/order-lookup'),
    b.link('FooterShippingLink', F.shipping, '/shipping-information'),
    b.link('FooterReturnsLink', F.returns, '/returns-exchanges'),
    b.link('FooterSizeGuideLink', F.sizeGuide, '/size-guide'),
    b.link('FooterFaqLink', F.faq, '/faq'),
    ...(b.emea ? [b.link('FooterRepairKitLink', F.repairKit, '/emeaRepairKitFormPage')] : []),
  ];
  const company = [
    b.link('FooterAboutLink', F.about, '/about-us'),
    b.link('FooterStoresLink', F.stores, '/store-finder/find'),
    b.link('FooterFactoriesLink', F.factories, '/factory-map'),
    b.link('FooterSponsorshipLink', F.sponsorship, '/SponsorshipHome'),
    b.link('FooterCompanyGearLink', F.companyGear, '/company-gear'),
    b.link('FooterCareersLink', F.careers, 'https://careers.ironbark.example.com', { external: true, newTab: true }),
  ];
  const sections = [section('FooterHelpNode', FOOTER.help, help), section('FooterCompanyNode', FOOTER.company, company)];
  if (!b.emea) {
    sections.push(
      section('FooterLoyaltyNode', FOOTER.loyalty, [
        b.link('FooterLoyaltyAboutLink', F.loyaltyAbout, '/groundbreakers-about'),
        b.link('FooterLoyaltyRewardsLink', F.loyaltyRewards, '/groundbreakers-loyalty-rewards'),
        b.link('FooterLoyaltyAccountLink', F.loyaltyAccount, '/groundbreakers-account'),
        b.link('FooterLoyaltyHistoryLink', F.loyaltyHistory, '/loyalty-history'),
      ]),
    );
  }
  b.add('FooterNavigationComponent', 'FooterNavigationComponent', 'Footer Navigation Component', {
    container: 'false',
    showLanguageCurrency: 'false',
    wrapAfter: '4',
    styleClass: 'footer-nav',
    navigationNode: { uid: 'FooterNavNode', children: sections },
  });

  const legal = FOOTER.legal;
  const legalLinks = b.emea
    ? [
        b.link('FooterPrivacyLink', legal.privacy, '/privacy-policy'),
        b.link('FooterTermsOfSaleLink', legal.termsOfSale, '/terms-of-sale'),
        b.link('FooterImprintLink', legal.imprint, '/imprint'),
        b.link('FooterWithdrawalLink', legal.withdrawal, '/terms-of-sale#withdrawal'),
        b.link('FooterCookiesLink', legal.cookies, '#cookie-settings'),
      ]
    : [
        b.link('FooterPrivacyLink', legal.privacy, '/privacy-policy'),
        b.link('FooterTermsLink', legal.terms, '/terms-of-use'),
        b.link('FooterAccessibilityLink', legal.accessibility, '/accessibility'),
        b.link('FooterPrivacyChoicesLink', legal.privacyChoices, '/privacy-policy#your-choices'),
        b.link('FooterCookiesLink', legal.cookies, '#cookie-settings'),
      ];
  b.add('FooterLinksComponent', 'NavigationComponent', 'Footer Links', {
    container: 'false',
    styleClass: 'footer-links',
    navigationNode: {
      uid: 'FooterLinksNavNode',
      children: legalLinks.map((uid) => ({ uid: `${uid}Node`, entries: [{ itemId: uid, itemSuperType: 'AbstractCMSComponent', itemType: 'CMSLinkComponent' }] })),
    },
  });

  const methods = b.emea
    ? ['visa', 'mastercard', 'paypal', 'applepay', 'klarna', ...(b.site.uid === 'brand-eu' ? ['ideal'] : [])]
    : ['visa', 'mastercard', 'amex', 'discover', 'paypal', 'applepay', 'googlepay', 'afterpay'];
  const PAYMENT_NAMES: Record<string, string> = {
    visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', paypal: 'PayPal',
    applepay: 'Apple Pay', googlepay: 'Google Pay', afterpay: 'Afterpay', klarna: 'Klarna', ideal: 'iDEAL',
  };
  const banners = methods.map((method) => {
    const name = PAYMENT_NAMES[method] ?? method;
    return b.add(`PaymentMethod-${method}`, 'SimpleBannerComponent', `${name} logo`, {
      container: 'false',
      external: 'false',
      media: media(`payment_${method}`, { en: name, de: name, es: name, fr: name, it: name, nl: name }, 76, 48, `payment_${method}`),
    });
  });
  b.add('PaymentMethodsImageList', 'ImageListComponent', 'Payment methods', {
    container: 'false',
    title: L(FOOTER.paymentMethods),
    banners: banners.join(' '),
  });
  b.paragraph('CopyrightParagraph', 'Copyright', html(brandTexts(FOOTER.copyright), (text) => `<p>${text}</p>`));
  // Newsletter sign-up (spec 1 §4): an interactive part, so a flex component; `source` names the place.
  b.add('FooterNewsletterComponent', 'CMSFlexComponent', 'Newsletter signup', {
    flexType: 'NewsletterComponent',
    title: L(NEWSLETTER.title),
    text: L(NEWSLETTER.text),
    source: 'footer',
  });

  b.sharedSlots = [
    b.slot('TopHeader', ['rotatingMessages'], true),
    b.slot('SiteLogo', ['SiteLogoComponent'], true),
    b.slot('SearchBox', ['SearchBox'], true),
    b.slot('HeaderLinks', ['HeaderLinksComponent'], true),
    b.slot('NavigationBar', ['CategoryNavigationComponent'], true),
    b.slot('HeaderSlot7', ['MiniCart'], true),
    b.slot('HeaderSlot8', ['SiteStylingParagraph'], true),
    b.slot('BottomFooter', ['FooterNewsletterComponent', 'FooterNavigationComponent', 'FooterLinksComponent', 'PaymentMethodsImageList', 'CopyrightParagraph'], true),
  ];
}

function buildHomepage(b: SiteContentBuilder): void {
  const { catalog } = b;
  b.add('HomepageHeroBanner', 'BannerComponent', 'Homepage hero', {
    container: 'false',
    headline: L(HOME.heroHeadline),
    content: L(HOME.heroText),
    linkName: L(HOME.heroCta),
    urlLink: '/c/men-outerwear',
    media: responsiveMedia('hero_insulated', HOME.heroHeadline),
  });
  const tile = (uid: string, asset: string, headline: Texts, url: string) =>
    b.add(uid, 'SimpleResponsiveBannerComponent', `Homepage tile ${asset}`, {
      container: 'false',
      headline: L(headline),
      urlLink: url,
      media: {
        desktop: media(asset, headline, 640, 800, `${asset}_desktop`),
        tablet: media(asset, headline, 480, 600, `${asset}_tablet`),
        mobile: media(asset, headline, 750, 938, `${asset}_mobile`),
      },
    });
  tile('HomepageTileMen', 'tile_men', HOME.tiles.men, '/c/men');
  tile('HomepageTileWomen', 'tile_women', HOME.tiles.women, '/c/women');
  tile('HomepageTileWorkwear', 'tile_workwear', HOME.tiles.workwear, '/c/workwear');

  const bestSellers = catalog.productList.filter((p) => p.style.badges?.includes('bestseller')).map((p) => p.code);
  const newArrivals = catalog.productList.filter((p) => p.style.badges?.includes('new')).map((p) => p.code);
  b.add('HomepageBestSellersCarousel', 'ProductCarouselComponent', 'Homepage best sellers', {
    container: 'false', popup: 'false', scroll: 'ALLVISIBLE', title: L(HOME.bestSellers), productCodes: bestSellers.join(' '),
  });
  b.add('HomepageNewArrivalsCarousel', 'ProductCarouselComponent', 'Homepage new arrivals', {
    container: 'false', popup: 'false', scroll: 'ALLVISIBLE', title: L(HOME.newArrivals), productCodes: newArrivals.join(' '),
  });
  b.paragraph('HomepageStoryParagraph', 'Homepage brand story', html(HOME.story, (text) => `<p>${text}</p>`), HOME.storyTitle);
  b.paragraph(
    'HomepageAccountParagraph',
    'Homepage account entry points',
    htmlInEveryLanguage(
      (text) =>
        `<p>${text(ACCOUNT_ENTRY.text)}</p>` +
        `<p class="account-actions"><a class="create-account" href="${ACCOUNT_OVERVIEW_PATH}">${text(ACCOUNT_ENTRY.createAccount)}</a> ` +
        `<button type="button" class="login-button">${text(ACCOUNT_ENTRY.signIn)}</button></p>`,
    ),
    brandTexts(ACCOUNT_ENTRY.title),
  );
  const closing = b.emea
    ? b.add('HomepageRepairBanner', 'BannerComponent', 'Homepage repair kit banner', {
        container: 'false', headline: L(HOME.repairHeadline), content: L(HOME.repairText), urlLink: '/emeaRepairKitFormPage', media: responsiveMedia('banner_repair', HOME.repairHeadline),
      })
    : b.add('HomepageLoyaltyBanner', 'BannerComponent', 'Homepage Groundbreakers banner', {
        container: 'false', headline: L(HOME.loyaltyHeadline), content: L(HOME.loyaltyText), urlLink: '/groundbreakers-about', media: responsiveMedia('banner_groundbreakers', HOME.loyaltyHeadline),
      });

  b.page({
    uid: 'homepage',
    label: 'homepage',
    typeCode: 'ContentPage',
    template: 'LandingPage2Template',
    name: 'Homepage',
    title: brandTexts(HOME.title),
    description: brandTexts(HOME.description),
    previewImageUrl: previewImage('hero_insulated'),
    slots: [
      b.slot('Section1', ['HomepageHeroBanner', 'rotatingMessages'], false, 'homepage'),
      b.slot('Section2A', ['HomepageTileMen'], false, 'homepage'),
      b.slot('Section2B', ['HomepageTileWomen'], false, 'homepage'),
      b.slot('Section2C', ['HomepageTileWorkwear'], false, 'homepage'),
      b.slot('Section3', ['HomepageBestSellersCarousel'], false, 'homepage'),
      b.slot('Section4', ['HomepageStoryParagraph', 'HomepageAccountParagraph'], false, 'homepage'),
      b.slot('Section5', ['HomepageNewArrivalsCarousel', closing], false, 'homepage'),
    ],
  });
}

function buildCartPage(b: SiteContentBuilder): void {
  b.flex('CartItemsComponent', 'CartItemsComponent', 'Cart items');
  b.paragraph('CartShippingNote', 'Cart shipping note', html(CART_PAGE.shippingNote, (text) => `<p>${text}</p>`));
  const summaryChildren = [
    b.flex('CartTotalsComponent', 'CartTotalsComponent', 'Cart totals'),
    b.flex('CartPromoCodeComponent', 'CartCouponComponent', 'Promo code'),
    ...(b.emea ? [] : [b.flex('CartGiftCardComponent', 'CartGiftCardComponent', 'Gift cards'), b.flex('CartLoyaltyComponent', 'CartLoyaltyPointsComponent', 'Loyalty points')]),
  ];
  b.add('OrderSummaryAccordion', 'AccordionComponent', 'Order summary', {
    container: 'true',
    title: L(CART_PAGE.summary),
    expanded: 'true',
    components: summaryChildren.join(' '),
  });
  const recommendations = b.catalog.productList
    .filter((p) => ['headwear', 'gloves', 'socks'].includes(p.style.group))
    .slice(0, 8)
    .map((p) => p.code);
  b.add('CartRecommendationsCarousel', 'ProductCarouselComponent', 'Cart recommendations', {
    container: 'false', popup: 'false', scroll: 'ALLVISIBLE', title: L(CART_PAGE.recommendations), productCodes: recommendations.join(' '),
  });
  b.paragraph('CartPromoBanner', 'Cart promo banner', html(CART_PAGE.promo, (text) => `<div class="promo-strip"><p>${text}</p></div>`));

  b.page({
    uid: 'cartPage',
    label: '/cart',
    typeCode: 'ContentPage',
    template: 'CartPageTemplate',
    name: 'Cart Page',
    title: CART_PAGE.title,
    robotTag: 'NOINDEX_FOLLOW',
    slots: [
      b.slot('CartSection1', b.emea ? [] : ['rotatingMessages'], false, 'cartPage'),
      b.slot('CartSection2', ['CartItemsComponent', 'CartShippingNote'], false, 'cartPage'),
      b.slot('CartSection3', ['OrderSummaryAccordion'], false, 'cartPage'),
      b.slot('CartSection4', ['CartRecommendationsCarousel'], false, 'cartPage'),
      b.slot('CartSection5', ['CartPromoBanner'], false, 'cartPage'),
    ],
  });
}

function contentPage(
  b: SiteContentBuilder,
  label: string,
  options: {
    uid?: string;
    template?: string;
    sections?: Record<string, string[]>;
    robotTag?: PageDef['robotTag'];
    /** Turns a word of the body into a link that opens a content component in a dialog. */
    dialogLink?: { word: Texts; componentUid: string };
    previewImageUrl?: string;
    /** Where the heading and text go: the template's first position (`Section1`, or `TopContent` on an error page). */
    introPosition?: string;
  } = {},
): void {
  const copy: PageCopy | undefined = PAGES[label];
  if (!copy) throw new Error(`no copy for page ${label}`);
  // A uid of its own, as SAP's pages have (`contact-us` -> `contactUsPage`): the storefront asks for
  // the page by its label (`/contact-us`), and the sandbox would hide a lookup that used the wrong one.
  const uid = options.uid ?? `${label.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, next: string) => next.toUpperCase())}Page`;
  const key = (options.uid ?? label).replace(/[^A-Za-z0-9]/g, '');
  const values = (lang: OccLanguage) => ({ brand: BRAND_NAME, amount: b.threshold(lang) });
  const intro: Texts = (() => {
    const out = {} as Record<OccLanguage, string>;
    for (const lang of OCC_LANGUAGES) {
      const heading = `<h1>${escape(pick(copy.heading, lang))}</h1>`;
      let body = copy.body.map((p) => `<p>${escape(fill(pick(p, lang), values(lang)))}</p>`).join('');
      if (options.dialogLink) {
        const word = escape(pick(options.dialogLink.word, lang));
        body = body.replace(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u'), `<a href="#${options.dialogLink.componentUid}" data-cms-dialog="${options.dialogLink.componentUid}">${word}</a>`);
      }
      out[lang] = heading + body;
    }
    return out as unknown as Texts;
  })();
  const introUid = b.paragraph(`${key}IntroParagraph`, `${pick(copy.title, 'en')} intro`, intro);
  const sections = options.sections ?? {};
  const introPosition = options.introPosition ?? 'Section1';
  const slots = [b.slot(introPosition, [introUid, ...(sections[introPosition] ?? [])], false, uid)];
  for (const [position, components] of Object.entries(sections)) {
    if (position !== introPosition) slots.push(b.slot(position, components, false, uid));
  }
  b.page({
    uid,
    label: `/${label}`,
    typeCode: 'ContentPage',
    template: options.template ?? 'ContentPage1Template',
    name: pick(copy.title, 'en'),
    title: fillAll(copy.title, values),
    description: fillAll(copy.description, values),
    robotTag: options.robotTag,
    ...(options.previewImageUrl ? { previewImageUrl: options.previewImageUrl } : {}),
    slots,
  });
}

function buildContentPages(b: SiteContentBuilder): void {
  const { emea } = b;

  contentPage(b, 'contact-us', { sections: { Section2: [b.flex('ContactUsFormComponent', 'ContactUsFormComponent', 'Contact form')] } });

  // Store finder: a promo banner (filtered out by the page), the finder and the preferred retailers.
  const partners = emea
    ? [['Werkkleding Direct', 'https://werkkleding-direct.example.nl'], ['Arbeitsschutz Nord', 'https://arbeitsschutz-nord.example.de'], ['Tradesman Supplies', 'https://tradesman-supplies.example.co.uk'], ['Equipos Obra Sur', 'https://equipos-obra-sur.example.es'], ['Vêtements Chantier Pro', 'https://chantier-pro.example.fr'], ['Lavoro Forte', 'https://lavoroforte.example.it'], ['Nordic Work Gear', 'https://nordicworkgear.example.dk'], ['Bau & Hof Wien', 'https://bauundhof.example.at']]
    : [['Northern Farm Supply', 'https://northernfarmsupply.example.com'], ["Tradesman's Depot", 'https://tradesmansdepot.example.com'], ['Ridge & Rail Outfitters', 'https://ridgeandrail.example.com'], ['Prairie Ranch & Home', 'https://prairieranch.example.com'], ['Great Lakes Workwear', 'https://greatlakesworkwear.example.com'], ['Lone Star Boot & Jean', 'https://lonestarboot.example.com'], ['Cascade Job Site Supply', 'https://cascadejobsite.example.com'], ['Maple Leaf Work Co.', 'https://mapleleafwork.example.ca'], ['Bayou Hardware', 'https://bayouhardware.example.com'], ['Summit Safety Supply', 'https://summitsafety.example.com']];
  const partnerLinks = partners.map(([name, url], index) =>
    b.link(`PartnerVendorLink${index + 1}`, { en: name as string, de: name as string, es: name as string, fr: name as string, it: name as string, nl: name as string }, url as string, { external: true, newTab: true }),
  );
  b.add('partnerVendorsNavigationComponent', 'NavigationComponent', 'Preferred retailers', {
    container: 'false',
    styleClass: 'partner-vendors',
    navigationNode: {
      uid: 'PartnerVendorsNavNode',
      title: L(STORE_FINDER_EXTRA.partners),
      children: partnerLinks.map((uid) => ({ uid: `${uid}Node`, entries: [{ itemId: uid, itemSuperType: 'AbstractCMSComponent', itemType: 'CMSLinkComponent' }] })),
    },
  });
  b.add('StoreFinderPromoBanner', 'PromoBannerComponent', 'Store finder promo banner', {
    container: 'false',
    content: L(html(STORE_FINDER_EXTRA.promo, (text) => `<p>${text}</p>`)),
    urlLink: '/store-finder/find',
  });
  contentPage(b, 'store-finder/find', {
    uid: 'storefinderPage',
    template: 'StoreFinderPageTemplate',
    sections: {
      Section2: ['StoreFinderPromoBanner', b.flex('StoreFinderComponent', 'StoreFinderComponent', 'Store finder')],
      PreferredRetailers: ['partnerVendorsNavigationComponent'],
    },
  });

  contentPage(b, 'factory-map', { sections: { Section2: [b.flex('FactoryMapComponent', 'FactoryMapComponent', 'Factory map')] } });

  const sponsorshipLinks = [
    b.link('SponsorshipDonationLink', PAGES.DonationForm?.heading ?? HOME.title, '/DonationForm'),
    b.link('SponsorshipApplyLink', PAGES.SponsorshipForm?.heading ?? HOME.title, '/SponsorshipForm'),
    b.link('SponsorshipInfluencerLink', PAGES.InfluencerForm?.heading ?? HOME.title, '/InfluencerForm'),
  ];
  contentPage(b, 'SponsorshipHome', { sections: { Section2: sponsorshipLinks } });
  contentPage(b, 'DonationForm', { sections: { Section2: [b.flex('DonationFormComponent', 'DonationFormComponent', 'Donation form')] } });
  contentPage(b, 'SponsorshipForm', { sections: { Section2: [b.flex('SponsorshipFormComponent', 'SponsorshipFormComponent', 'Sponsorship form')] } });
  contentPage(b, 'InfluencerForm', { sections: { Section2: [b.flex('InfluencerFormComponent', 'InfluencerFormComponent', 'Influencer form')] } });
  contentPage(b, 'company-gear', { sections: { Section2: [b.flex('CompanyGearFormComponent', 'CompanyGearFormComponent', 'Company gear enquiry')] } });
  contentPage(b, 'DoubleOptIn', { robotTag: 'NOINDEX_NOFOLLOW', sections: { Section2: [b.flex('DoubleOptInComponent', 'DoubleOptInComponent', 'Double opt-in')] } });
  // Asked for by uid, as SAP's error pages are.
  contentPage(b, 'notFound', {
    uid: 'notFound',
    template: 'ErrorPageTemplate',
    introPosition: 'TopContent',
    robotTag: 'NOINDEX_NOFOLLOW',
    sections: { MiddleContent: [b.flex('NotFoundErrorComponent', 'ErrorComponent', 'Not found error')], BottomContent: ['HomepageBestSellersCarousel'] },
  });
  contentPage(b, 'pageError', { uid: 'pageError', template: 'ErrorPageTemplate', introPosition: 'TopContent', robotTag: 'NOINDEX_NOFOLLOW', sections: { MiddleContent: [b.flex('PageErrorComponent', 'ErrorComponent', 'Page error')] } });

  b.flex('AccountNavigationComponent', 'AccountNavigationComponent', 'Account navigation');
  contentPage(b, 'account', {
    uid: 'account',
    template: 'AccountPageTemplate',
    robotTag: 'NOINDEX_NOFOLLOW',
    sections: { LeftContentSlot: ['AccountNavigationComponent'], RightContentSlot: [b.flex('AccountOverviewComponent', 'AccountOverviewComponent', 'Account overview')] },
  });

  if (emea) {
    b.paragraph('RepairKitElibilityParagraphComponent', 'Repair kit eligibility', html(REPAIR_ELIGIBILITY, (text) => `<p>${text}</p>`));
    contentPage(b, 'emeaRepairKitFormPage', {
      sections: { Section2: [b.flex('RepairKitFormComponent', 'RepairKitFormComponent', 'Repair kit form')] },
      // Spec 3 §2: the instructions' "here" link opens the eligibility paragraph in a modal.
      dialogLink: { word: { en: 'here', de: 'hier', es: 'aquí', fr: 'ici', it: 'qui', nl: 'hier' }, componentUid: 'RepairKitElibilityParagraphComponent' },
    });
    contentPage(b, 'terms-of-sale');
    contentPage(b, 'imprint');
  } else {
    contentPage(b, 'loyalty-history', {
      robotTag: 'NOINDEX_NOFOLLOW',
      sections: { Section1: [b.flex('LoyaltyHistoryComponent', 'LoyaltyHistoryComponent', 'Points history')] },
    });
    contentPage(b, 'groundbreakers-account', {
      template: 'AccountPageTemplate',
      sections: { LeftContentSlot: [], RightContentSlot: [b.flex('LoyaltyAccountComponent', 'LoyaltyAccountComponent', 'Loyalty account')] },
    });
    contentPage(b, 'groundbreakers-loyalty-rewards');
    b.paragraph(
      'GroundbreakersJoinParagraph',
      'Groundbreakers join and sign-in buttons',
      htmlInEveryLanguage(
        (text) =>
          `<p class="account-actions"><button type="button" class="register-button">${text(ACCOUNT_ENTRY.joinLoyalty)}</button></p>` +
          `<p>${text(ACCOUNT_ENTRY.member)} <button type="button" class="login-button">${text(ACCOUNT_ENTRY.signIn)}</button></p>`,
      ),
    );
    contentPage(b, 'groundbreakers-about', {
      sections: { Section2: ['HomepageLoyaltyBanner', 'GroundbreakersJoinParagraph'] },
      previewImageUrl: previewImage('banner_groundbreakers'),
    });
    contentPage(b, 'terms-of-use');
    contentPage(b, 'accessibility');
  }
  for (const label of ['returns-exchanges', 'shipping-information', 'size-guide', 'faq', 'privacy-policy']) contentPage(b, label);
  contentPage(b, 'about-us', { previewImageUrl: previewImage('hero_insulated') });

  b.add('ProductRefinementComponent', 'ProductRefinementComponent', 'Product Refinement Facet Component');
  b.add('ProductListComponent', 'CMSProductListComponent', 'Product List Component');
  b.add('SearchResultsListComponent', 'SearchResultsListComponent', 'Search Results List Component');
  // The search page has its template's slots only (SAP's SearchResultsListPageTemplate has no Section1):
  // the results carry their own heading, so it gets no intro paragraph as other content pages do.
  const searchCopy = PAGES.search;
  if (!searchCopy) throw new Error('no copy for page search');
  b.page({
    uid: 'search',
    label: '/search',
    typeCode: 'ContentPage',
    template: 'SearchResultsListPageTemplate',
    name: pick(searchCopy.title, 'en'),
    title: searchCopy.title,
    description: searchCopy.description,
    robotTag: 'NOINDEX_NOFOLLOW',
    slots: [
      b.slot('ProductLeftRefinements', ['ProductRefinementComponent'], false, 'search'),
      b.slot('SearchResultsListSlot', ['SearchResultsListComponent'], false, 'search'),
    ],
  });
}

function buildCatalogPages(b: SiteContentBuilder): void {
  // Category banners for each department, picked by the category's top-level ancestor.
  for (const code of TOP_LEVEL_CATEGORIES) {
    const category = b.catalog.categories.get(code);
    if (!category) continue;
    b.add(`CategoryBanner-${code}`, 'SimpleResponsiveBannerComponent', `Category banner ${code}`, {
      container: 'false',
      headline: L(category.name),
      content: L(category.description ?? category.name),
      urlLink: `/c/${code}`,
      media: responsiveMedia(`tile_${code}`, category.name),
    });
  }
  b.page({
    uid: 'productList',
    typeCode: 'CategoryPage',
    template: 'ProductListPageTemplate',
    name: 'Product List',
    title: PAGE_TITLES.productList,
    slots: [
      b.slot('CategoryBanner', [], false, 'productList'),
      b.slot('ProductLeftRefinements', ['ProductRefinementComponent'], false, 'productList'),
      b.slot('ProductListSlot', ['ProductListComponent'], false, 'productList'),
    ],
  });

  b.add('ProductIntroComponent', 'ProductIntroComponent', 'Product Intro');
  b.add('ProductImagesComponent', 'ProductImagesComponent', 'Product Images');
  b.add('ProductVariantSelectorComponent', 'ProductVariantSelectorComponent', 'Product Variant Selector');
  b.add('ProductAddToCartComponent', 'ProductAddToCartComponent', 'Product Add To Cart');
  b.add('ProductDetailsTabComponent', 'CMSTabParagraphComponent', 'Product Details Tab', { title: L(PAGE_TITLES.productDetails), content: '' });
  b.add('ProductReviewsTabComponent', 'CMSFlexComponent', 'Product Reviews Tab', { flexType: 'ProductReviewsTabComponent' });
  b.add('TabPanelContainer', 'CMSTabParagraphContainer', 'Tab container', {
    container: 'true',
    simpleCMSComponents: 'ProductDetailsTabComponent ProductReviewsTabComponent',
    currentCMSComponents: 'ProductDetailsTabComponent ProductReviewsTabComponent',
  });
  // Served by id only (spec 3 §7): SAP's ProductDetailsPageTemplate has no slot for it.
  b.paragraph('commitmentContent', 'Brand commitment', html(COMMITMENT, (text) => `<p>${text}</p>`));
  b.add('ProductRecommendationsCarousel', 'ProductCarouselComponent', 'You may also like', {
    container: 'false', popup: 'false', scroll: 'ALLVISIBLE', title: L({ en: 'You may also like', de: 'Das könnte dir auch gefallen', es: 'También te puede gustar', fr: 'Vous aimerez aussi', it: 'Potrebbe piacerti anche', nl: 'Misschien ook iets voor jou' }), productCodes: '',
  });
  b.page({
    uid: 'productDetails',
    typeCode: 'ProductPage',
    template: 'ProductDetailsPageTemplate',
    name: 'Product Details',
    title: PAGE_TITLES.productDetails,
    slots: [
      b.slot('Summary', ['ProductImagesComponent', 'ProductIntroComponent'], false, 'productDetails'),
      b.slot('VariantSelector', ['ProductVariantSelectorComponent'], false, 'productDetails'),
      b.slot('AddToCart', ['ProductAddToCartComponent'], false, 'productDetails'),
      b.slot('Tabs', ['TabPanelContainer'], false, 'productDetails'),
      b.slot('UpSelling', ['ProductRecommendationsCarousel'], false, 'productDetails'),
    ],
  });
}

function buildSite(site: SiteSeed, catalog: Catalog): SiteContent {
  const b = new SiteContentBuilder(site, catalog);
  buildHeaderAndFooter(b);
  buildHomepage(b);
  buildCartPage(b);
  buildContentPages(b);
  buildCatalogPages(b);
  return { pages: b.pages, labels: b.labels, components: b.components, sharedSlots: b.sharedSlots };
}

export function buildContent(catalog: Catalog): Content {
  const sites = Object.fromEntries(SITE_IDS.map((uid) => [uid, buildSite(SITES[uid], catalog)])) as Record<SiteUid, SiteContent>;
  return { sites };
}

