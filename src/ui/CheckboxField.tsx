import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './classNames';
import { describedBy, FieldDescription, FieldErrorMessage, RequiredMark, useFieldIds } from './fieldParts';
import styles from './CheckboxField.module.css';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'required' | 'size' | 'className'> {
  /** Label beside the box, already translated; may hold a link (terms and conditions). */
  label: ReactNode;
  description?: string;
  /** The validation message ("Please accept the terms"); the box is invalid while it is set. */
  error?: string;
  isRequired?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled native checkbox drawn in the brand style. Native, so react-hook-form's
 * `register(name)` gives a boolean and default values and reset work as they do for any input.
 */
export function CheckboxField({
  label,
  description,
  error,
  isRequired = false,
  className,
  id,
  ref,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  const isInvalid = Boolean(error);
  return (
    <div className={cx(styles.field, className)} data-invalid={isInvalid || undefined}>
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            ref={ref}
            id={ids.controlId}
            type="checkbox"
            className={styles.input}
            aria-invalid={isInvalid || undefined}
            aria-required={isRequired || undefined}
            aria-describedby={describedBy(ids, { description, error, extra: extraDescribedBy })}
            {...inputProps}
          />
          <span className={styles.box} aria-hidden="true" />
        </span>
        <label htmlFor={ids.controlId} className={styles.label}>
          {label}
        </label>
        {isRequired && <RequiredMark />}
      </div>
      {description && <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>}
      <FieldErrorMessage id={ids.errorId} error={error} />
    </div>
  );
}
