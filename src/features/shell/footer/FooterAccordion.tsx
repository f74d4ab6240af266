'use client';

import { MenuLink } from '@/features/navigation/MenuLink';
import type { ShopLink } from '@/features/navigation/cms-link';
import { Accordion, AccordionItem } from '@/ui';
import styles from './FooterNavigation.module.css';

export interface FooterSection {
  id: string;
  title: string;
  links: { id: string; link: ShopLink }[];
}

/** Spec 1 §2.2: "The footer navigation collapses into accordions on mobile." */
export function FooterAccordion({
  sections,
  className,
  newTabHint,
}: {
  sections: readonly FooterSection[];
  className?: string;
  newTabHint: string;
}) {
  return (
    <div className={className} data-testid="footer-accordion">
      <Accordion allowsMultipleExpanded headingLevel={2}>
        {sections.map((section) => (
          <AccordionItem key={section.id} id={section.id} title={section.title} className={styles.accordionItem}>
            <ul className={styles.links}>
              {section.links.map(({ id, link }) => (
                <li key={id}>
                  <MenuLink link={link} className={styles.link} newTabHint={newTabHint} />
                </li>
              ))}
            </ul>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
