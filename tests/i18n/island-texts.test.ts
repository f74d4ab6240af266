import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Namespace } from '@/i18n/config';
import { pickResources, type NamespaceParts, type PickedResources } from '@/i18n/resources';

/**
 * Islands that get only parts of a namespace (`pickResources` with parts) must find every text they
 * read in those parts, in every language: each literal key an island's source reads with `t('...')`
 * must resolve in what its page hands it.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { ISLAND_TEXT_PARTS } = await import('@/features/product/ProductPage');
const { WISH_LIST_LINK_TEXTS } = await import('@/features/cart/WishListHeaderLink');

const source = (path: string) => readFileSync(fileURLToPath(new URL(`../../src/${path}`, import.meta.url)), 'utf8');

/** Literal keys a module reads, with the namespace each resolves in (`ns:key`, else the module's own). */
function keysRead(path: string, namespace: Namespace): [Namespace, string][] {
  return [...source(path).matchAll(/\bt\('([A-Za-z0-9_.:]+)'/g)].map(([, key = '']) => {
    const [ns, bare] = key.includes(':') ? (key.split(':') as [Namespace, string]) : [namespace, key];
    return [ns, bare];
  });
}

function resolves(resources: PickedResources, language: string, namespace: Namespace, key: string): boolean {
  const lookup = (texts: unknown, path: string[]): unknown =>
    path.reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
  return Object.values(resources).some((byNamespace) => {
    const texts = byNamespace?.[namespace];
    const path = key.split('.');
    const last = path.pop() ?? '';
    const parent = lookup(texts, path) as Record<string, unknown> | undefined;
    return parent !== undefined && (typeof parent[last] === 'string' || typeof parent[`${last}_other`] === 'string');
  }) || language === '';
}

const islands: { name: string; namespaces: Namespace[]; parts: NamespaceParts; modules: [string, Namespace][] }[] = [
  {
    name: 'the product page',
    namespaces: ['product', 'cart'],
    parts: ISLAND_TEXT_PARTS,
    modules: [
      ['features/product/ProductPurchase.tsx', 'product'],
      ['features/product/VariantPicker.tsx', 'product'],
      ['features/product/ProductGallery.tsx', 'product'],
      ['features/product/GalleryViewer.tsx', 'product'],
      ['features/product/ReviewListPaging.tsx', 'product'],
      ['features/cart/QuantitySelector.tsx', 'cart'],
      ['features/cart/use-active-cart.ts', 'cart'],
      ['features/cart/add-to-cart.ts', 'cart'],
    ],
  },
  { name: 'the header’s wish-list link', namespaces: ['cart'], parts: WISH_LIST_LINK_TEXTS, modules: [['features/cart/SignedInWishList.tsx', 'cart']] },
];

describe.each(islands)('texts of $name’s islands', ({ namespaces, parts, modules }) => {
  it.each(LANGUAGES)('are all there in %s', (language) => {
    const resources = pickResources(language, namespaces, parts);
    const keys = modules.flatMap(([path, namespace]) => keysRead(path, namespace)).filter(([namespace]) => namespaces.includes(namespace));
    expect(keys.length).toBeGreaterThan(0);
    const missing = keys.filter(([namespace, key]) => !resolves(resources, language, namespace, key));
    expect(missing).toEqual([]);
  });
});
