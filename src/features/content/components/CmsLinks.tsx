import { loadCmsComponents } from '@/cms/load';
import type { CmsComponentProps } from '@/cms/types';
import type { NavigationNode } from '@/commerce/schemas';
import { cmsHref, linkFromCmsComponent, opensInNewTab, type ShopLink } from '@/features/navigation/cms-link';
import { MenuLink } from '@/features/navigation/MenuLink';
import { loadNavigationEntries } from '@/features/navigation/navigation-entries';
import { getTranslator } from '@/i18n/server';
import { componentText } from '../cms-values';
import styles from './content.module.css';

/** Links and link lists placed on content pages (`CMSLinkComponent`, `NavigationComponent`, `LinkListComponent`). */

/** A content link as the menus draw theirs: shop pages navigate in place, a new tab is said so. */
function ShopLinkView({ link, className, lang }: { link: ShopLink; className?: string; lang: CmsComponentProps['context']['lang'] }) {
  const { t } = getTranslator(lang, ['navigation']);
  return <MenuLink link={link} className={className} newTabHint={t('opensInNewTab')} />;
}

/** `CMSLinkComponent` on its own in a slot: a prominent link (e.g. the sponsorship page's form links). */
export function CmsLink({ component, context }: CmsComponentProps) {
  const link = linkFromCmsComponent(context, component);
  if (!link) return null;
  return (
    <p className={styles.linkBlock}>
      <ShopLinkView link={link} className={styles.link} lang={context.lang} />
    </p>
  );
}

/** Link lists an editor asks to run in 4 columns (spec 3 §9, as the partner retailers do). */
const COLUMN_LISTS: Readonly<Record<string, string | undefined>> = { 'partner-vendors': styles.columns4 };

/** The store finder's preferred retailers (spec 3 §2), a navigation component of its own. */
const PARTNER_VENDORS_UID = 'partnerVendorsNavigationComponent';

/** The links of a navigation node's children: each child's link components, else its own url. */
async function childLinks(context: CmsComponentProps['context'], nodes: readonly NavigationNode[]): Promise<ShopLink[]> {
  const ids = nodes.flatMap((node) => (node.entries ?? []).map((entry) => entry.itemId).filter((id): id is string => Boolean(id)));
  const entries = await loadNavigationEntries(ids, (missing) => loadCmsComponents(context, missing));
  return nodes.flatMap((node): ShopLink[] => {
    const fromEntries = (node.entries ?? [])
      .map((entry) => (entry.itemId ? entries.get(entry.itemId) : undefined))
      .map((linked) => (linked ? linkFromCmsComponent(context, linked) : undefined))
      .filter((link): link is ShopLink => Boolean(link));
    if (fromEntries.length > 0) return fromEntries;
    const href = cmsHref(context, typeof node.url === 'string' ? node.url : undefined);
    const label = typeof node.title === 'string' ? node.title.trim() : '';
    return href && label ? [{ href, label, external: false, newTab: opensInNewTab(node.target) }] : [];
  });
}

/**
 * The preferred retailers (spec 3 §2): a collapsible section whose links run in 4 columns. Only a
 * retailer with a url and no children of its own is listed; each opens in its target, with the "opens
 * in a new tab" hint for screen readers.
 */
async function partnerVendors(component: CmsComponentProps['component'], context: CmsComponentProps['context'], root: NavigationNode | undefined) {
  const leaves = (root?.children ?? []).filter((node) => (node.children ?? []).length === 0);
  const links = await childLinks(context, leaves);
  if (links.length === 0) return null;
  const { t } = getTranslator(context.lang, ['navigation']);
  const title = (typeof root?.title === 'string' ? root.title.trim() : '') || componentText(component, 'title') || componentText(component, 'name');
  const list = (
    <ul className={`${styles.linkList} ${styles.columns4}`}>
      {links.map((link, index) => (
        <li key={`${link.href}-${index}`}>
          <MenuLink link={link} className={styles.link} newTabHint={t('opensInNewTab')} />
        </li>
      ))}
    </ul>
  );
  if (!title) return list;
  return (
    <details className={styles.partners}>
      <summary className={styles.partnersSummary}>
        <h2 className={`${styles.sectionTitle} ${styles.partnersTitle}`}>{title}</h2>
      </summary>
      {list}
    </details>
  );
}

/**
 * A navigation node as a titled list of links. Each child node's entries point at link components,
 * loaded by id (with the navigation's retry safeguard); a child without entries uses its own url.
 */
export async function CmsLinkList({ component, context }: CmsComponentProps) {
  const record = component as Record<string, unknown>;
  const root = record.navigationNode as NavigationNode | undefined;
  if (component.uid === PARTNER_VENDORS_UID) return partnerVendors(component, context, root);
  const links = await childLinks(context, root?.children ?? []);
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
            <ShopLinkView link={link} className={styles.link} lang={context.lang} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
