import { useId, type ReactNode } from 'react';
import styles from './FormField.module.css';

export interface FieldIds {
  controlId: string;
  descriptionId: string;
  errorId: string;
}

/** Stable ids tying a control to its label, description and error message. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, descriptionId: `${controlId}-description`, errorId: `${controlId}-error` };
}

/**
 * aria-describedby for a control: the caller's own ids, the description, and the error
 * message only while there is one (an empty message must not be read out).
 */
export function describedBy(
  ids: FieldIds,
  { description, error, extra }: { description?: ReactNode; error?: string; extra?: string },
): string | undefined {
  const list = [extra, description ? ids.descriptionId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

/**
 * The asterisk after a required field's label. It sits outside the <label> so the field's name
 * stays the label text; the control itself carries aria-required.
 */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.description}>
      {children}
    </p>
  );
}

/**
 * The error message. Its container is always rendered and polite-live, so a message that
 * appears after a submit or on blur is announced; the control also points at it while invalid.
 */
export function FieldErrorMessage({ id, error }: { id: string; error: string | undefined }) {
  return (
    <div id={id} aria-live="polite">
      {error && (
        <p className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" />
            <path d="M8 4.5v4.25M8 10.75v.75" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
