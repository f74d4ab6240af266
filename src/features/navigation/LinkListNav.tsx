import type { CmsComponentProps } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { cx } from '@/ui';
import { loadNavigationTree } from './load-navigation';
import { MenuLink } from './MenuLink';
import { linksOf } from './navigation-tree';

interface LinkListNavProps extends CmsComponentProps {
  /** The landmark's name, a key of the `shell` namespace. */
  labelKey: `shell:${string}`;
  classNames: { nav: string | undefined; list: string | undefined; link: string | undefined };
  testId?: string | undefined;
}

/**
 * A CMS navigation's first level as one list of links in a named `nav` landmark: the header's
 * service links, the footer's legal links. Nothing when no node leads anywhere.
 */
export async function LinkListNav({ component, context, labelKey, classNames, testId }: LinkListNavProps) {
  const tree = await loadNavigationTree(context, component);
  const { t } = getTranslator(context.lang, ['shell', 'navigation']);
  const links = linksOf(tree?.items ?? []);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t(labelKey)} className={cx(classNames.nav, tree?.styleClass)} data-testid={testId}>
      <ul className={classNames.list}>
        {links.map(({ id, link }) => (
          <li key={id}>
            <MenuLink link={link} className={classNames.link} newTabHint={t('navigation:opensInNewTab')} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
