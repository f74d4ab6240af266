import type { MenuNode, NavigationTree } from '@/features/navigation/navigation-tree';

/** A small category menu in the shape the CMS gives (departments > groups > leaves), for component tests. */

const leaf = (id: string, title: string): MenuNode => ({
  id,
  title,
  link: { label: title, href: `/c/${id}`, external: false, newTab: false },
  children: [],
});

const group = (id: string, title: string, leaves: MenuNode[], banner?: MenuNode['banner']): MenuNode => ({
  id,
  title,
  link: { label: title, href: `/c/${id}`, external: false, newTab: false },
  banner,
  children: leaves,
});

const department = (id: string, title: string, groups: MenuNode[]): MenuNode => ({
  id,
  title,
  link: { label: `Shop all ${title}`, href: `/c/${id}`, external: false, newTab: false },
  children: groups,
});

export const MENU: NavigationTree = {
  id: 'CategoryNavigationComponent',
  title: 'Menu',
  styleClass: 'nav-category nav-flyout',
  wrapAfter: 8,
  items: [
    department('men', 'Men', [
      group('men-outerwear', 'Outerwear', [leaf('men-jackets', 'Jackets'), leaf('men-vests', 'Vests')], {
        kind: 'html',
        html: '<p class="nav-banner"><a href="/c/men-outerwear">Detroit Duck Jacket</a></p>',
      }),
      group('men-tops', 'Tops', [leaf('men-t-shirts', 'T-Shirts'), leaf('men-shirts', 'Shirts')]),
      leaf('men-gift-cards', 'Gift Cards'),
    ]),
    department('women', 'Women', [group('women-outerwear', 'Outerwear', [leaf('women-jackets', 'Jackets')])]),
    department('kids', 'Kids', [group('kids-tops', 'Tops', [leaf('kids-t-shirts', 'T-Shirts')])]),
  ],
};
