'use client';

import { createContext, useContext, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { cx } from './classNames';
import styles from './Accordion.module.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<HeadingLevel>(3);

export interface AccordionProps {
  /** Several sections may be open at once; by default opening one closes the other. */
  allowsMultipleExpanded?: boolean;
  /** Open sections (controlled), by item id. */
  expandedKeys?: Iterable<Key>;
  /** Sections open at first (uncontrolled), by item id. */
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  /** Heading level of every item's title, to fit the page outline; 3 by default. */
  headingLevel?: HeadingLevel;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A set of collapsible sections (footer navigation on small screens, order summary). */
export function Accordion({ headingLevel = 3, className, children, ...groupProps }: AccordionProps) {
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      <DisclosureGroup {...groupProps} className={cx(styles.accordion, className)}>
        {children}
      </DisclosureGroup>
    </HeadingLevelContext.Provider>
  );
}

export interface AccordionItemProps {
  /** Key of this section within its Accordion. */
  id: Key;
  /** The always-visible title, already translated. */
  title: ReactNode;
  /** Overrides the Accordion's heading level. */
  headingLevel?: HeadingLevel;
  /** Open state when used on its own, outside an Accordion (e.g. opened on a shipping error). */
  isExpanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** One section: a heading holding the toggle button, and the panel it shows and hides. */
export function AccordionItem({ title, headingLevel, className, children, ...disclosureProps }: AccordionItemProps) {
  const groupHeadingLevel = useContext(HeadingLevelContext);
  return (
    <Disclosure {...disclosureProps} className={cx(styles.item, className)}>
      <Heading level={headingLevel ?? groupHeadingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.content}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}
