import { cache, type ReactNode } from 'react';
import type { CmsComponentData, CmsComponentProps, CmsRenderContext } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { DesktopMenuBar } from './DesktopMenuBar';
import { DesktopMenuOnFirstUse } from './DesktopMenuOnFirstUse';
import { loadNavigationTree } from './load-navigation';
import { navigationTreePath } from './menu-source';
import { MobileMenuOnFirstUse } from './MobileMenuOnFirstUse';
import { menuBar, type NavigationTree } from './navigation-tree';

export { CATEGORY_NAVIGATION_TYPES } from './menu-source';

/**
 * The menu a page carries: the bar, and where the browser loads the rest (`menuBar`). A preview
 * renders the whole tree: it is loaded with the editor's ticket, which the tree's route does not take.
 * One per render (React's `cache`): the desktop bar and the mobile menu take the same object, which
 * the page's data then carries once.
 */
const pageMenu = cache(async function pageMenu(
  context: CmsRenderContext,
  component: CmsComponentData,
): Promise<{ menu: NavigationTree; source?: string } | undefined> {
  const tree = await loadNavigationTree(context, component);
  if (!tree) return undefined;
  if (context.preview) return { menu: tree };
  const { site, lang, catalog } = context;
  return { menu: menuBar(tree), source: navigationTreePath({ site, lang, country: catalog.country }, component.uid) };
});

/**
 * Slot NavigationBar (spec 1 §2.3): the CMS category navigation as the desktop flyout: the server's
 * bar, replaced by the menu when the shopper first reaches for it. Its mobile drill-down is the same
 * tree, placed by the header beside the logo (`MobileCategoryMenu`).
 */
export async function CategoryNavigation({ component, context }: CmsComponentProps) {
  const menu = await pageMenu(context, component);
  if (!menu) return null;
  return (
    <DesktopMenuOnFirstUse {...menu}>
      <DesktopMenuBar menu={menu.menu} lang={context.lang} />
    </DesktopMenuOnFirstUse>
  );
}

/** The hamburger button and drill-down of the category navigation; `children` go under its top level. */
export async function MobileCategoryMenu({
  component,
  context,
  children,
}: {
  component: CmsComponentData;
  context: CmsRenderContext;
  children?: ReactNode;
}) {
  const menu = await pageMenu(context, component);
  if (!menu) return null;
  const { t } = getTranslator(context.lang, ['common']);
  return (
    <MobileMenuOnFirstUse {...menu} label={t('common:menu')}>
      {children}
    </MobileMenuOnFirstUse>
  );
}
