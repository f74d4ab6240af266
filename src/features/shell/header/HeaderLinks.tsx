import type { CmsComponentProps, CmsRenderer } from '@/cms/types';
import { LinkListNav } from '@/features/navigation/LinkListNav';
import { cx } from '@/ui';
import styles from './HeaderLinks.module.css';

type Tone = 'band' | 'drawer';

/**
 * Slot HeaderLinks: the CMS navigation of service links (store finder, help, loyalty), in the dark
 * band above the header on large screens and under the category menu on small ones.
 */
function HeaderLinks({ tone, ...props }: CmsComponentProps & { tone: Tone }) {
  return (
    <LinkListNav
      {...props}
      labelKey="shell:headerLinks"
      classNames={{ nav: cx(styles.headerLinks, styles[tone]), list: styles.list, link: styles.link }}
    />
  );
}

export const HeaderLinksInBand: CmsRenderer = (props) => <HeaderLinks {...props} tone="band" />;
export const HeaderLinksInDrawer: CmsRenderer = (props) => <HeaderLinks {...props} tone="drawer" />;
