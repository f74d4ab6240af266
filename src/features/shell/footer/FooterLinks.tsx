import type { CmsComponentProps } from '@/cms/types';
import { LinkListNav } from '@/features/navigation/LinkListNav';
import styles from './FooterLegal.module.css';

/** The links navigation of slot BottomFooter (spec 1 §2.2): legal and privacy links, per region. */
export function FooterLinks(props: CmsComponentProps) {
  return (
    <LinkListNav
      {...props}
      labelKey="shell:footer.legal"
      classNames={{ nav: styles.legal, list: styles.legalList, link: styles.legalLink }}
      testId="footer-links"
    />
  );
}
