import type { Hono } from 'hono';
import type { OccContext, SandboxContext, SandboxEnv } from '../occ/context';
import { cmsNotFound } from '../occ/errors';
import { intParam, readBody, respond } from '../occ/http';
import { findProduct, productName } from '../occ/products';
import { ancestorsOf } from '../seed/catalog';
import { CMS_MODIFIED_TIME, isLocalized, normalizeLabel, type CmsValue, type ComponentDef, type PageDef, type SiteContent, type SlotDef } from '../seed/cms';
import { pick, type Texts } from '../seed/locale';
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

export function componentDto(def: ComponentDef, ctx: OccContext, overrides: Overrides = {}) {
  const props = { ...def.props, ...(overrides[def.uid] ?? {}) };
  return {
    uid: def.uid,
    uuid: `${ctx.site.uid}:${def.uid}`,
    typeCode: def.typeCode,
    modifiedTime: CMS_MODIFIED_TIME,
    name: def.name,
    container: 'false',
    ...(resolveValue(props, ctx) as Record<string, unknown>),
  };
}

function slotDto(slot: SlotDef, content: SiteContent, ctx: OccContext, overrides: Overrides) {
  const components = slot.components
    .map((uid) => content.components.get(uid))
    .filter((def): def is ComponentDef => Boolean(def))
    .map((def) => componentDto(def, ctx, overrides));
  return {
    slotId: slot.slotId,
    slotUuid: `${ctx.site.uid}:${slot.slotId}`,
    position: slot.position,
    name: slot.name,
    slotShared: slot.slotShared,
    components: components.length > 0 ? { component: components } : {},
  };
}

function pageDto(page: PageDef, content: SiteContent, ctx: OccContext, options: { title?: string; slots?: SlotDef[]; overrides?: Overrides } = {}) {
  const slots = [...content.sharedSlots, ...(options.slots ?? page.slots)];
  return {
    uid: page.uid,
    uuid: `${ctx.site.uid}:${page.uid}`,
    typeCode: page.typeCode,
    template: page.template,
    name: page.name,
    title: options.title ?? pick(page.title, ctx.lang),
    ...(page.label ? { label: page.label } : {}),
    ...(page.description ? { description: pick(page.description, ctx.lang) } : {}),
    robotTag: page.robotTag,
    defaultPage: true,
    contentSlots: { contentSlot: slots.map((slot) => slotDto(slot, content, ctx, options.overrides ?? {})) },
  };
}

function contentOf(store: SandboxStore, ctx: OccContext): SiteContent {
  return store.content.sites[ctx.site.uid];
}

function categoryPage(store: SandboxStore, content: SiteContent, ctx: OccContext, code: string) {
  const category = store.catalog.categories.get(code);
  const page = content.pages.get('productList');
  if (!category || !page) throw cmsNotFound(`No category page found for code: ${code}`);
  const top = ancestorsOf(store.catalog.categories, code)[0];
  const slots = page.slots.map((slot) =>
    slot.position === 'CategoryBanner' && top && content.components.has(`CategoryBanner-${top}`) ? { ...slot, components: [`CategoryBanner-${top}`] } : slot,
  );
  return pageDto(page, content, ctx, { title: pick(category.name as Texts, ctx.lang), slots });
}

function productPage(store: SandboxStore, content: SiteContent, ctx: OccContext, code: string) {
  const found = findProduct(store.catalog, code);
  const page = content.pages.get('productDetails');
  if (!found || !page) throw cmsNotFound(`No product page found for code: ${code}`);
  const related = relatedProducts(store.catalog, found.product, 8).map((p) => p.code);
  return pageDto(page, content, ctx, {
    title: productName(found.product, ctx.lang),
    overrides: { ProductRecommendationsCarousel: { productCodes: related.join(' ') } },
  });
}

function contentPage(content: SiteContent, ctx: OccContext, labelOrId: string) {
  const uid = content.labels.get(normalizeLabel(labelOrId)) ?? (content.pages.has(labelOrId) ? labelOrId : undefined);
  const page = uid ? content.pages.get(uid) : undefined;
  if (!page || page.typeCode !== 'ContentPage') throw cmsNotFound(`No content page found matching the provided label or id: ${labelOrId}`);
  return pageDto(page, content, ctx);
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
      return respond(c, categoryPage(store, content, ctx, code));
    }
    if (pageType === 'ProductPage') {
      if (!code) throw cmsNotFound('No product page found for code: ');
      return respond(c, productPage(store, content, ctx, code));
    }
    if (pageType === 'ContentPage' || pageType === 'CatalogPage') {
      return respond(c, contentPage(content, ctx, label && label.trim() ? label : 'homepage'));
    }
    throw cmsNotFound(`No page found for page type ${pageType}`);
  });

  occ.get('/cms/pages/:pageId', (c) => {
    const ctx = c.get('occ');
    const store = c.get('services').store;
    const content = contentOf(store, ctx);
    const page = content.pages.get(c.req.param('pageId'));
    if (!page) throw cmsNotFound(`No page found with id: ${c.req.param('pageId')}`);
    return respond(c, pageDto(page, content, ctx));
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
    const page = found.slice(currentPage * pageSize, (currentPage + 1) * pageSize).map((def) => componentDto(def, ctx, overrides));
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
    return respond(c, componentDto(def, ctx));
  });
}
