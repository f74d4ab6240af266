import type { Language, SiteKey } from '@/site';

/** The CMS navigation components shown as the category menu (spec 1 §2.3). */
export const CATEGORY_NAVIGATION_TYPES: readonly string[] = ['CategoryNavigationComponent'];

/** Where the browser loads the whole tree of a navigation component (see `menuBar`). */
const NAVIGATION_API_PATH = '/api/navigation';

export interface MenuSourceContext {
  site: SiteKey;
  lang: Language;
  /** The catalogue country the page was rendered for (the site's own, or Canada on its route). */
  country: string;
}

/** The same-origin path of one navigation component's tree, for the page's site, language and country. */
export function navigationTreePath({ site, lang, country }: MenuSourceContext, uid: string): string {
  const query = new URLSearchParams({ country });
  return `${NAVIGATION_API_PATH}/${site}/${lang}/${encodeURIComponent(uid)}?${query}`;
}
