import type { ReactNode } from 'react';
import type { CmsComponentData, CmsComponentProps, CmsRenderContext } from '@/cms/types';
import { DesktopMenu } from './DesktopMenu';
import { loadNavigationTree } from './load-navigation';
import { MobileMenu } from './MobileMenu';

/**
 * Slot NavigationBar (spec 1 §2.3): the CMS category navigation as the desktop flyout. Its mobile
 * drill-down is the same tree, placed by the header beside the logo (`MobileCategoryMenu`).
 */
export async function CategoryNavigation({ component, context }: CmsComponentProps) {
  const tree = await loadNavigationTree(context, component);
  return tree ? <DesktopMenu menu={tree} /> : null;
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
  const tree = await loadNavigationTree(context, component);
  return tree ? <MobileMenu menu={tree}>{children}</MobileMenu> : null;
}

/** The category navigation components of the CMS (spec 1 §2.3). */
export const CATEGORY_NAVIGATION_TYPES: readonly string[] = ['CategoryNavigationComponent'];
