import type { NavigationTree } from './navigation-tree';

/**
 * The whole tree behind a menu bar, one request per tree and page life, shared by the desktop and
 * mobile menus (and started by the desktop menu's first use while its code loads). A failure is not
 * remembered: the next use of the menu asks again.
 */
const trees = new Map<string, Promise<NavigationTree>>();

async function fetchTree(path: string): Promise<NavigationTree> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Navigation ${path} answered ${response.status}`);
  return (await response.json()) as NavigationTree;
}

export function loadNavigationTreeFrom(path: string): Promise<NavigationTree> {
  let tree = trees.get(path);
  if (!tree) {
    tree = fetchTree(path);
    trees.set(path, tree);
    tree.catch(() => trees.delete(path));
  }
  return tree;
}
