'use client';

import { useId, useState, type ReactNode } from 'react';
import { cx } from '@/ui/classNames';
import accordion from '@/ui/Accordion.module.css';
import styles from './FooterNavigation.module.css';

export interface FooterSectionProps {
  /** The section's title, already translated. */
  title: string;
  /** The section's links, rendered on the server. */
  children: ReactNode;
}

/**
 * One column of the footer navigation (spec 1 §2.2): a titled column from the sm breakpoint (768px),
 * and below it an accordion section (WAI-ARIA: a button in a heading, `aria-expanded`, `aria-controls`)
 * that starts closed; sections open and close on their own. The links are in the page once, for both.
 */
export function FooterSection({ title, children }: FooterSectionProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const headingId = `${id}-heading`;
  const panelId = `${id}-links`;
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <h2 className={cx(accordion.heading, styles.toggleHeading)}>
        <button
          type="button"
          className={accordion.trigger}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <span className={accordion.title}>{title}</span>
          <svg className={accordion.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h2>
      <div id={panelId} className={styles.panel} data-open={open || undefined}>
        {children}
      </div>
    </section>
  );
}
