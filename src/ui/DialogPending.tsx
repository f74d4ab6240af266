import { Spinner } from './Spinner';
import styles from './DialogPending.module.css';

export interface DialogPendingProps {
  /** What is on its way, already translated ("Loading"): the status screen readers announce. */
  label: string;
}

/**
 * Stands in for a dialog or drawer that was asked for while its code is still on its way: a turning
 * ring in the middle of the page and a status, so the press shows it was taken. The dialog replaces
 * it when it arrives.
 */
export function DialogPending({ label }: DialogPendingProps) {
  return (
    <div className={styles.layer} data-testid="dialog-pending">
      <span className={styles.card}>
        <Spinner label={label} size="lg" />
      </span>
    </div>
  );
}
