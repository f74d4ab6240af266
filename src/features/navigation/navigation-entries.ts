import type { CmsComponent } from '@/commerce/schemas';
import { NAVIGATION_LOAD_TRIES } from './menu-constants';

/**
 * Resolves the entries of a navigation tree into their components (spec 1 §9 "Navigation node
 * loading safeguard: 5 tries"). Node data may come back incomplete (a failed chunk yields no
 * components, spec 1 §7), so the ids still missing are asked for again, at most
 * `NAVIGATION_LOAD_TRIES` times in all; then the menu is rendered with what there is.
 *
 * A try that brings nothing new ends the tries early: the backend is down or slow, or the ids do
 * not exist, and asking again at once would only add load to a struggling backend.
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
      console.warn(`Navigation entries could not be loaded (try ${attempt} of ${tries})`, error);
      return [];
    });
    const before = found.size;
    for (const component of loaded) if (missing.includes(component.uid)) found.set(component.uid, component);
    if (found.size === before) break;
  }
  const stillMissing = wanted.filter((id) => !found.has(id));
  if (stillMissing.length > 0) {
    console.warn(`Navigation entries missing after ${tries} tries: ${stillMissing.join(',')}`);
  }
  return found;
}
