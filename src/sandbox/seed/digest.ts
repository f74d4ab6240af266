import { createHash } from 'node:crypto';
import { buildCatalog } from './catalog';
import { buildContent } from './cms';
import { buildInitialState } from './users';

/** A fingerprint of everything the seed produces; equal across runs and processes when the seed is deterministic. */
export function seedDigest(): string {
  const catalog = buildCatalog();
  const content = buildContent(catalog);
  const hash = createHash('sha256');
  for (const product of catalog.productList) hash.update(JSON.stringify({ ...product, categoryPath: [...product.categoryPath] }));
  for (const site of Object.values(content.sites)) {
    hash.update(JSON.stringify([...site.pages.values()]));
    hash.update(JSON.stringify([...site.components.values()]));
  }
  hash.update(JSON.stringify(buildInitialState()));
  return hash.digest('hex');
}
