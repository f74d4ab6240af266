import { useId, type ReactNode } from 'react';
import { cx } from './classNames';
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
 * The error message; the control points at it while invalid, so it is read with the field. A form
 * moves focus to its first invalid field when a submit fails, which reads that field's message:
 * live regions on every field would read all the form's messages at once on top of it, none saying
 * which field it is about. Only a field whose error comes while focus stays elsewhere (a code refused
 * after its Apply button was pressed) is `live`: its container is always rendered and polite-live.
 */
export function FieldErrorMessage({ id, error, live = false }: { id: string; error: string | undefined; live?: boolean }) {
  return (
    <div id={id} aria-live={live ? 'polite' : undefined}>
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

/** What a field's control carries to be named, described and marked invalid or required. */
export interface FieldControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  /** Visible label, already translated. */
  label: string;
  description?: string | undefined;
  /** The validation message; the field is invalid while it is set. */
  error?: string | undefined;
  isRequired: boolean;
  labelHidden: boolean;
  /** Class of the wrapper, for placing the field in a form grid. */
  className?: string | undefined;
  /** The control's id (generated when absent). */
  id?: string | undefined;
  /** The caller's own aria-describedby ids, read before the description and the error. */
  describedBy?: string | undefined;
  /** Announces the error as it comes (`FieldErrorMessage`), for an error that does not move focus here. */
  errorLive?: boolean | undefined;
  /** Draws the control with the attributes that tie it to the label, description and error. */
  children: (control: FieldControlAttributes) => ReactNode;
}

/**
 * A field around one control (text input, select): the label with its required mark, the control,
 * its description and its error message, tied together through ids, aria-describedby and
 * aria-invalid.
 */
export function FieldFrame({ label, description, error, isRequired, labelHidden, className, id, describedBy: extra, errorLive, children }: FieldFrameProps) {
  const ids = useFieldIds(id);
  const isInvalid = Boolean(error);
  return (
    <div className={cx(styles.field, className)} data-invalid={isInvalid || undefined}>
      <div className={cx(styles.labelRow, labelHidden && 'visually-hidden')}>
        <label htmlFor={ids.controlId} className={styles.label}>
          {label}
        </label>
        {isRequired && <RequiredMark />}
      </div>
      {children({
        id: ids.controlId,
        'aria-invalid': isInvalid || undefined,
        'aria-required': isRequired || undefined,
        'aria-describedby': describedBy(ids, { description, error, extra }),
      })}
      {description && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      <FieldErrorMessage id={ids.errorId} error={error} live={errorLive} />
    </div>
  );
}
