'use client';

import { createContext, use, useId, useState, type ReactNode } from 'react';
import { cx } from './classNames';
import styles from './Accordion.module.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;
export type AccordionKey = string | number;

const HeadingLevelContext = createContext<HeadingLevel>(3);

interface GroupState {
  expanded: ReadonlySet<AccordionKey>;
  toggle: (id: AccordionKey) => void;
  isDisabled: boolean;
}

const GroupContext = createContext<GroupState | null>(null);

export interface AccordionProps {
  /** Several sections may be open at once; by default opening one closes the other. */
  allowsMultipleExpanded?: boolean;
  /** Open sections (controlled), by item id. */
  expandedKeys?: Iterable<AccordionKey>;
  /** Sections open at first (uncontrolled), by item id. */
  defaultExpandedKeys?: Iterable<AccordionKey>;
  onExpandedChange?: (keys: Set<AccordionKey>) => void;
  /** Heading level of every item's title, to fit the page outline; 3 by default. */
  headingLevel?: HeadingLevel;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A set of collapsible sections (the CMS's accordion component), on the WAI-ARIA
 * accordion pattern: each title is a button in a heading, with `aria-expanded` and `aria-controls`
 * naming its panel; native buttons give Enter and Space.
 */
export function Accordion({
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  headingLevel = 3,
  isDisabled = false,
  className,
  children,
}: AccordionProps) {
  const [uncontrolled, setUncontrolled] = useState<ReadonlySet<AccordionKey>>(() => new Set(defaultExpandedKeys ?? []));
  const expanded = expandedKeys ? new Set(expandedKeys) : uncontrolled;
  const toggle = (id: AccordionKey) => {
    const next = new Set(allowsMultipleExpanded ? expanded : [...expanded].filter((key) => key === id));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    if (!expandedKeys) setUncontrolled(next);
    onExpandedChange?.(next);
  };
  return (
    <HeadingLevelContext value={headingLevel}>
      <GroupContext value={{ expanded, toggle, isDisabled }}>
        <div className={cx(styles.accordion, className)}>{children}</div>
      </GroupContext>
    </HeadingLevelContext>
  );
}

export interface AccordionItemProps {
  /** Key of this section within its Accordion. */
  id: AccordionKey;
  /** The always-visible title, already translated. */
  title: ReactNode;
  /** Overrides the Accordion's heading level. */
  headingLevel?: HeadingLevel;
  /** Open state when used on its own, outside an Accordion (controlled by its owner). */
  isExpanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** One section: a heading holding the toggle button, and the panel it shows and hides. */
export function AccordionItem({
  id,
  title,
  headingLevel,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  isDisabled = false,
  className,
  children,
}: AccordionItemProps) {
  const group = use(GroupContext);
  const level = headingLevel ?? use(HeadingLevelContext);
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const expanded = group ? group.expanded.has(id) : (isExpanded ?? ownExpanded);
  const disabled = isDisabled || (group?.isDisabled ?? false);
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const panelId = `${baseId}-panel`;
  const Heading = `h${level}` as const;

  const toggle = () => {
    if (group) group.toggle(id);
    else if (isExpanded === undefined) setOwnExpanded(!expanded);
    onExpandedChange?.(!expanded);
  };

  return (
    <div className={cx(styles.item, className)} data-expanded={expanded || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={triggerId}
          className={styles.trigger}
          aria-expanded={expanded}
          aria-controls={panelId}
          disabled={disabled}
          data-disabled={disabled || undefined}
          onClick={toggle}
        >
          <span className={styles.title}>{title}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </Heading>
      <div id={panelId} role="group" aria-labelledby={triggerId} className={styles.panel} hidden={!expanded}>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
