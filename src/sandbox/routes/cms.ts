import type { Hono } from 'hono';
import type { OccContext, SandboxContext, SandboxEnv } from '../occ/context';
import { cmsNotFound } from '../occ/errors';
import { intParam, readBody, respond } from '../occ/http';
import { findProduct, productName, slug } from '../occ/products';
import { ancestorsOf } from '../seed/catalog';
import { CMS_MODIFIED_TIME, isLocalized, normalizeLabel, type CmsValue, type ComponentDef, type PageDef, type SiteContent, type SlotDef } from '../seed/cms';
import { pick, type OccLanguage, type Texts } from '../seed/locale';
import { EU_COUNTRIES } from '../seed/sites';
import type { SandboxStore } from '../store';
import { relatedProducts } from './catalog';

/** CMS pages (by label, by product or category code, by id) and components (by ids, paged). */

function resolveValue(value: CmsValue, ctx: OccContext): unknown {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, ctx));
  if (isLocalized(value)) return pick(value.$t, ctx.lang);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, ctx)]));
}

/** Per-request changes to a component (related products on a product page). */
type Overrides = Record<string, Record<string, CmsValue>>;

/**
 * Content preview (ARCHITECTURE §5): with a `cmsTicketId`, OCC adds SAP SmartEdit's contract to every
 * page, slot and component as `properties.smartedit`, against the staged content catalog version.
 */
type Preview = { catalogVersionUuid: string } | undefined;

function previewOf(c: SandboxContext): Preview {
  const ticket = c.req.query('cmsTicketId')?.trim();
  return ticket ? { catalogVersionUuid: `${c.get('occ').site.uid}ContentCatalog/Staged` } : undefined;
}

function smartEdit(preview: Preview, id: string, uuid: string, type: string) {
  if (!preview) return {};
  return {
    properties: {
      smartedit: {
        smarteditComponentId: id,
        smarteditComponentUuid: uuid,
        smarteditComponentType: type,
        smarteditCatalogVersionUuid: preview.catalogVersionUuid,
        classes: 'smartEditComponent',
      },
    },
  };
}

function componentDto(def: ComponentDef, ctx: OccContext, overrides: Overrides = {}, preview?: Preview) {
  const props = { ...def.props, ...(overrides[def.uid] ?? {}) };
  const uuid = `${ctx.site.uid}:${def.uid}`;
  return {
    uid: def.uid,
    uuid,
    typeCode: def.typeCode,
    modifiedTime: CMS_MODIFIED_TIME,
    name: def.name,
    container: 'false',
    ...(resolveValue(props, ctx) as Record<string, unknown>),
    ...smartEdit(preview, def.uid, uuid, def.typeCode),
  };
}

function slotDto(slot: SlotDef, content: SiteContent, ctx: OccContext, overrides: Overrides, preview: Preview) {
  const components = slot.components
    .map((uid) => content.components.get(uid))
    .filter((def): def is ComponentDef => Boolean(def))
    .map((def) => componentDto(def, ctx, overrides, preview));
  const slotUuid = `${ctx.site.uid}:${slot.slotId}`;
  return {
    slotId: slot.slotId,
    slotUuid,
    position: slot.position,
    name: slot.name,
    slotShared: slot.slotShared,
    components: components.length > 0 ? { component: components } : {},
    ...smartEdit(preview, slot.slotId, slotUuid, 'ContentSlot'),
  };
}

function pageDto(page: PageDef, content: SiteContent, ctx: OccContext, options: { title?: string; slots?: SlotDef[]; overrides?: Overrides; preview?: Preview } = {}) {
  const slots = [...content.sharedSlots, ...(options.slots ?? page.slots)];
  const uuid = `${ctx.site.uid}:${page.uid}`;
  const preview = options.preview;
  return {
    uid: page.uid,
    uuid,
    typeCode: page.typeCode,
    template: page.template,
    name: page.name,
    title: options.title ?? pick(page.title, ctx.lang),
    ...(page.label ? { label: page.label } : {}),
    ...(page.description ? { description: pick(page.description, ctx.lang) } : {}),
    ...(page.previewImageUrl ? { previewImageUrl: page.previewImageUrl } : {}),
    robotTag: page.robotTag,
    defaultPage: true,
    contentSlots: { contentSlot: slots.map((slot) => slotDto(slot, content, ctx, options.overrides ?? {}, preview)) },
    ...(preview
      ? {
          properties: {
            smartedit: {
              classes: `smartedit-page-uid-${page.uid} smartedit-page-uuid-${uuid.replace(/[^A-Za-z0-9_-]/g, '_')} smartedit-catalog-version-uuid-${preview.catalogVersionUuid.replace(/[^A-Za-z0-9_-]/g, '_')}`,
            },
          },
        }
      : {}),
  };
}

function contentOf(store: SandboxStore, ctx: OccContext): SiteContent {
  return store.content.sites[ctx.site.uid];
}

function categoryPage(store: SandboxStore, content: SiteContent, ctx: OccContext, code: string, preview: Preview) {
  const category = store.catalog.categories.get(code);
  const page = content.pages.get('productList');
  if (!category || !page) throw cmsNotFound(`No category page found for code: ${code}`);
  const top = ancestorsOf(store.catalog.categories, code)[0];
  const slots = page.slots.map((slot) =>
    slot.position === 'CategoryBanner' && top && content.components.has(`CategoryBanner-${top}`) ? { ...slot, components: [`CategoryBanner-${top}`] } : slot,
  );
  return pageDto(page, content, ctx, { title: pick(category.name as Texts, ctx.lang), slots, preview });
}

function productPage(store: SandboxStore, content: SiteContent, ctx: OccContext, code: string, preview: Preview) {
  const found = findProduct(store.catalog, code);
  const page = content.pages.get('productDetails');
  if (!found || !page) throw cmsNotFound(`No product page found for code: ${code}`);
  const related = relatedProducts(store.catalog, found.product, 8).map((p) => p.code);
  return pageDto(page, content, ctx, {
    title: productName(found.product, ctx.lang),
    overrides: { ProductRecommendationsCarousel: { productCodes: related.join(' ') } },
    preview,
  });
}

/** SAP's `pageLabelOrId`: the page whose label is that text, else the page with that uid; compared as given. */
function contentPage(content: SiteContent, ctx: OccContext, labelOrId: string, preview: Preview) {
  const page = [...content.pages.values()].find((candidate) => candidate.label === labelOrId) ?? content.pages.get(labelOrId);
  if (!page || page.typeCode !== 'ContentPage') throw cmsNotFound(`No content page found matching the provided label or id: ${labelOrId}`);
  return pageDto(page, content, ctx, { preview });
}

function componentIdsFrom(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(',');
  return [];
}

export function registerCmsRoutes(occ: Hono<SandboxEnv>): void {
  occ.get('/cms/pages', (c) => {
    const ctx = c.get('occ');
    const store = c.get('services').store;
    const content = contentOf(store, ctx);
    const pageType = c.req.query('pageType') ?? 'ContentPage';
    const code = c.req.query('code');
    const label = c.req.query('pageLabelOrId');
    if (pageType === 'CategoryPage') {
      if (!code) throw cmsNotFound('No category page found for code: ');
      return respond(c, categoryPage(store, content, ctx, code, previewOf(c)));
    }
    if (pageType === 'ProductPage') {
      if (!code) throw cmsNotFound('No product page found for code: ');
      return respond(c, productPage(store, content, ctx, code, previewOf(c)));
    }
    if (pageType === 'ContentPage' || pageType === 'CatalogPage') {
      return respond(c, contentPage(content, ctx, label && label.trim() ? label : 'homepage', previewOf(c)));
    }
    throw cmsNotFound(`No page found for page type ${pageType}`);
  });

  occ.get('/cms/pages/:pageId', (c) => {
    const ctx = c.get('occ');
    const store = c.get('services').store;
    const content = contentOf(store, ctx);
    const page = content.pages.get(c.req.param('pageId'));
    if (!page) throw cmsNotFound(`No page found with id: ${c.req.param('pageId')}`);
    return respond(c, pageDto(page, content, ctx, { preview: previewOf(c) }));
  });

  const components = async (c: SandboxContext) => {
    const ctx = c.get('occ');
    const content = contentOf(c.get('services').store, ctx);
    const body = c.req.method === 'POST' ? await readBody(c) : {};
    const ids = [...componentIdsFrom(c.req.query('componentIds')), ...componentIdsFrom(body.idList)]
      .map((id) => id.trim())
      .filter(Boolean);
    const currentPage = intParam(c, 'currentPage', 0, 0);
    const pageSize = intParam(c, 'pageSize', 10, 1, 200);
    const found = [...new Set(ids)].map((id) => content.components.get(id)).filter((def): def is ComponentDef => Boolean(def));
    const productCode = c.req.query('productCode');
    const product = productCode ? findProduct(c.get('services').store.catalog, productCode) : undefined;
    const overrides: Overrides = product
      ? { ProductRecommendationsCarousel: { productCodes: relatedProducts(c.get('services').store.catalog, product.product, 8).map((p) => p.code).join(' ') } }
      : {};
    const page = found.slice(currentPage * pageSize, (currentPage + 1) * pageSize).map((def) => componentDto(def, ctx, overrides, previewOf(c)));
    return respond(c, {
      component: page,
      pagination: { count: page.length, page: currentPage, totalCount: found.length, totalPages: Math.ceil(found.length / pageSize) },
    });
  };
  occ.get('/cms/components', components);
  occ.post('/cms/components', components);

  occ.get('/cms/components/:componentId', (c) => {
    const ctx = c.get('occ');
    const content = contentOf(c.get('services').store, ctx);
    const def = content.components.get(c.req.param('componentId'));
    if (!def) throw cmsNotFound(`No component found with id: ${c.req.param('componentId')}`);
    return respond(c, componentDto(def, ctx, {}, previewOf(c)));
  });

  // The brand's alternate-URL lookup (spec 1 §2.2, §7): hreflang links for the EU store, one per
  // member country, to the same page in the country's language. Other stores answer `enabled: false`.
  occ.get('/alternateUrls', (c) => {
    const ctx = c.get('occ');
    const content = contentOf(c.get('services').store, ctx);
    const pageType = c.req.query('pageType') ?? 'ContentPage';
    const pageId = (c.req.query('pageId') ?? '').trim();
    if (ctx.site.uid !== 'brand-eu') return respond(c, { enabled: false, alternateUrls: [] });
    const store = c.get('services').store;
    if (alternatePath(content, store, pageType, pageId, 'en') === undefined) return respond(c, { enabled: false, alternateUrls: [] });
    return respond(c, {
      enabled: true,
      alternateUrls: EU_COUNTRIES.map((country) => {
        const lang = EU_COUNTRY_LANGUAGES[country] ?? 'en';
        const path = alternatePath(content, store, pageType, pageId, lang) ?? '/';
        return { hrefLang: `${lang}-${country}`, href: `/eu/${lang}${path === '/' ? '' : path}` };
      }),
    });
  });
}

/** The language each EU member is addressed in on the EU store (its own where the store has it, else English). */
const EU_COUNTRY_LANGUAGES: Readonly<Record<string, OccLanguage>> = {
  AT: 'de', DE: 'de', LU: 'fr', FR: 'fr', BE: 'nl', NL: 'nl', ES: 'es', IT: 'it',
};

/**
 * The site-relative path of the page a lookup names in `lang`, the page's canonical one (a product's
 * name in that language), or `undefined` when it does not exist.
 */
function alternatePath(content: SiteContent, store: SandboxStore, pageType: string, pageId: string, lang: OccLanguage): string | undefined {
  const [id = '', ...query] = pageId.split('/');
  const rest = query.join('/');
  if (pageType === 'ContentPage' || pageType === 'CatalogPage') {
    if (pageId === '' || normalizeLabel(pageId) === 'homepage') return '/';
    const uid = content.labels.get(normalizeLabel(pageId));
    const page = uid ? content.pages.get(uid) : undefined;
    return page ? `/${(page.label ?? page.uid).replace(/^\/+/, '')}` : undefined;
  }
  if (pageType === 'CategoryPage') return store.catalog.categories.has(id) ? `/c/${encodeURIComponent(id)}` : undefined;
  if (pageType === 'ProductPage') {
    const found = findProduct(store.catalog, id);
    return found ? `/p/${slug(productName(found.product, lang))}/${encodeURIComponent(id)}` : undefined;
  }
  if (pageType === 'SearchPage') return rest ? `/c/${encodeURIComponent(rest)}` : undefined;
  return undefined;
}
