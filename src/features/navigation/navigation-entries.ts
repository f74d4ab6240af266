import { rethrowIfRenderMustStop } from '@/commerce/render-budget';
import type { CmsComponent } from '@/commerce/schemas';
import { NAVIGATION_LOAD_TRIES } from './menu-constants';

/**
 * Resolves the entries of a navigation tree into their components (spec 1 §9 "Navigation node
 * loading safeguard: 5 tries"). Node data may come back incomplete or not at all (a failed load
 * yields no components, spec 1 §7), so the ids still missing are asked for again, at most
 * `NAVIGATION_LOAD_TRIES` times in all, including after a try that brought nothing (the load that
 * failed is the one the safeguard is for); then the menu is rendered with what there is.
 */
export async function loadNavigationEntries(
  ids: readonly string[],
  loadComponents: (ids: readonly string[]) => Promise<readonly CmsComponent[]>,
  tries: number = NAVIGATION_LOAD_TRIES,
): Promise<Map<string, CmsComponent>> {
  const found = new Map<string, CmsComponent>();
  const wanted = [...new Set(ids)];
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length === 0) break;
    const loaded = await loadComponents(missing).catch((error: unknown) => {
      rethrowIfRenderMustStop(error);
      console.warn(`Navigation entries could not be loaded (try ${attempt} of ${tries})`, error);
      return [];
    });
    for (const component of loaded) if (missing.includes(component.uid)) found.set(component.uid, component);
  }
  const stillMissing = wanted.filter((id) => !found.has(id));
  if (stillMissing.length > 0) {
    console.warn(`Navigation entries missing after ${tries} tries: ${stillMissing.join(',')}`);
  }
  return found;
}
