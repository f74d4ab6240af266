import type { Category, Product } from '@/commerce/schemas';
import { categoryHref, crumbLabel, homeCrumb, type Crumb } from '@/features/catalog/breadcrumbs';
import type { Language, SiteKey } from '@/site';

/**
 * Product-page breadcrumbs (spec 1 §2.1, spec 3 §2): "the category trail (without the root,
 * reversed) plus the current product as the last crumb, with no link. If there is no category
 * trail, the page metadata breadcrumbs are used."
 *
 * The brand's backend sends the path from the product's own category up to the catalogue's root
 * category; dropping the root and reversing it gives department -> ... -> leaf. A backend that already
 * sends it department first (ending in one of the product's categories) needs neither step: the
 * orientation is read from which end holds the product's own category.
 */
export function categoryTrail(
  path: readonly Pick<Category, 'code' | 'name'>[],
  productCategories: readonly Pick<Category, 'code'>[] = [],
): Pick<Category, 'code' | 'name'>[] {
  const trail = path.filter((category) => category.code);
  if (trail.length === 0) return [];
  const own = new Set(productCategories.map((category) => category.code));
  const first = trail[0];
  const last = trail.at(-1);
  const leafFirst = own.size > 0 ? own.has(first?.code ?? '') && !own.has(last?.code ?? '') : false;
  if (!leafFirst) return trail;
  return trail.slice(0, -1).reverse();
}

export interface ProductTrailInput {
  site: SiteKey;
  lang: Language;
  homeLabel: string;
  product: Pick<Product, 'code' | 'name' | 'primaryCategoryPath' | 'categories'>;
}

/**
 * Without a category trail, a product page's metadata breadcrumbs are home and the product's first
 * category (OCC sends a product page no breadcrumbs of its own; they are derived from the product,
 * as SAP's storefront does), so that category is the trail; a product in no category gets home alone.
 */
export function productBreadcrumbs({ site, lang, homeLabel, product }: ProductTrailInput): Crumb[] {
  const home = homeCrumb(site, lang, homeLabel);
  const current: Crumb = { label: product.name ?? product.code };
  const path = product.primaryCategoryPath.length > 0 ? product.primaryCategoryPath : product.categories.slice(0, 1);
  const trail = categoryTrail(path, product.categories);
  return [
    home,
    ...trail.map((category, index) => ({
      label: crumbLabel(category),
      href: categoryHref(site, lang, trail.slice(0, index + 1)),
    })),
    current,
  ];
}
