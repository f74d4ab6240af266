/**
 * Translation for Server Components (ARCHITECTURE §7). Server only: it imports every locale file.
 * Client islands translate with `client.tsx` over the same resources and rules.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_NAMESPACE, type Language, type Namespace } from './config';
import { i18nextOptions } from './options';
import { serverResources } from './resources';

// Resources are static and the language never changes on these instances, so one per language
// is shared by every request instead of being rebuilt for each render.
const instances = new Map<Language, I18n>();

function instanceFor(language: Language): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  // Synchronous with `initAsync: false` and in-memory resources; the promise carries nothing.
  void instance.init(i18nextOptions(language, serverResources(language)));
  instances.set(language, instance);
  return instance;
}

/**
 * `t` bound to `language` and the given namespaces: the first is the default, the others are
 * reached with `ns:key`. Do not call `changeLanguage` on the returned `i18n`; it is shared.
 */
export function getTranslator(language: Language, namespaces: readonly Namespace[] = [DEFAULT_NAMESPACE]) {
  const i18n = instanceFor(language);
  return { t: i18n.getFixedT(language, namespaces), i18n };
}
