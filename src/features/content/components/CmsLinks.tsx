import { loadCmsComponents } from '@/cms/load';
import type { CmsComponentProps } from '@/cms/types';
import type { NavigationNode } from '@/commerce/schemas';
import { cmsHref, linkFromCmsComponent, opensInNewTab, type ShopLink } from '@/features/navigation/cms-link';
import { loadNavigationEntries } from '@/features/navigation/navigation-entries';
import { componentText } from '../cms-values';
import styles from './content.module.css';

/** Links and link lists placed on content pages (`CMSLinkComponent`, `NavigationComponent`, `LinkListComponent`). */

function ShopLinkView({ link, className }: { link: ShopLink; className?: string }) {
  return (
    <a className={className} href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
    </a>
  );
}

/** `CMSLinkComponent` on its own in a slot: a prominent link (e.g. the sponsorship page's form links). */
export function CmsLink({ component, context }: CmsComponentProps) {
  const link = linkFromCmsComponent(context, component);
  if (!link) return null;
  return (
    <p className={styles.linkBlock}>
      <ShopLinkView link={link} className={styles.link} />
    </p>
  );
}

/** Partner retailer links run in 4 columns (spec 3 §9). */
const COLUMN_LISTS: Readonly<Record<string, string | undefined>> = { 'partner-vendors': styles.columns4 };

/**
 * A navigation node as a titled list of links. Each child node's entries point at link components,
 * loaded by id (with the navigation's retry safeguard); a child without entries uses its own url.
 */
export async function CmsLinkList({ component, context }: CmsComponentProps) {
  const record = component as Record<string, unknown>;
  const root = record.navigationNode as NavigationNode | undefined;
  const nodes = root?.children ?? [];
  const ids = nodes.flatMap((node) => (node.entries ?? []).map((entry) => entry.itemId).filter((id): id is string => Boolean(id)));
  const entries = await loadNavigationEntries(ids, (missing) => loadCmsComponents(context, missing));
  const links = nodes.flatMap((node): ShopLink[] => {
    const fromEntries = (node.entries ?? [])
      .map((entry) => (entry.itemId ? entries.get(entry.itemId) : undefined))
      .map((linked) => (linked ? linkFromCmsComponent(context, linked) : undefined))
      .filter((link): link is ShopLink => Boolean(link));
    if (fromEntries.length > 0) return fromEntries;
    const href = cmsHref(context, typeof node.url === 'string' ? node.url : undefined);
    const label = typeof node.title === 'string' ? node.title.trim() : '';
    return href && label ? [{ href, label, external: false, newTab: opensInNewTab(node.target) }] : [];
  });
  if (links.length === 0) return null;
  const title = (typeof root?.title === 'string' ? root.title.trim() : '') || componentText(component, 'title');
  const styleClass = componentText(component, 'styleClass');
  const listClass = [styles.linkList, ...styleClass.split(/\s+/).map((name) => COLUMN_LISTS[name])].filter(Boolean).join(' ');
  return (
    <nav className={styles.linkListBlock} aria-label={title || undefined}>
      {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
      <ul className={listClass}>
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`}>
            <ShopLinkView link={link} className={styles.link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
