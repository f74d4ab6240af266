import { cx } from './classNames';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /**
   * What is loading, already translated ("Loading cart"). With a label the spinner is a
   * status message; without one it is decorative and hidden from assistive technology
   * (use that when the surrounding control already says it is busy).
   */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

/** A turning ring in the current text colour. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const ring = (
    <svg className={styles.ring} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="9.5" />
      <circle className={styles.arc} cx="12" cy="12" r="9.5" />
    </svg>
  );

  if (!label) {
    return (
      <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true">
        {ring}
      </span>
    );
  }

  return (
    <span className={cx(styles.spinner, styles[size], className)} role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
