import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './fieldParts';
import styles from './FormField.module.css';

export type FormFieldType = 'text' | 'email' | 'password' | 'tel' | 'number';

export interface FormFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'children' | 'required' | 'className'> {
  /** Visible label, already translated. */
  label: string;
  type?: FormFieldType;
  /** Help text under the field ("We'll send the receipt here"). */
  description?: string;
  /** The validation message; the field is invalid while it is set. */
  error?: string;
  /** Marks the field required for assistive technology and with an asterisk; validation stays with the form. */
  isRequired?: boolean;
  /** Keeps the label for assistive technology only (e.g. a quantity box in a cart line). */
  labelHidden?: boolean;
  /** Class of the wrapper, for placing the field in a form grid. */
  className?: string;
  /** Announces the error as it comes: for an error shown while focus stays elsewhere (see `FieldErrorMessage`). */
  errorLive?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with description and error message wired through aria-describedby
 * and aria-invalid. The input is a plain, uncontrolled-friendly <input>: spread react-hook-form's
 * `register(name)` (ref, name, onChange, onBlur) onto it, or control it with `value`/`onChange`.
 * (react-aria's TextField keeps the value in its own state, which hides react-hook-form's
 * default values and undoes `reset()`; tests/ui/FormField.test.tsx covers both.)
 */
export function FormField({
  label,
  type = 'text',
  description,
  error,
  isRequired = false,
  labelHidden = false,
  className,
  errorLive,
  id,
  ref,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: FormFieldProps) {
  return (
    <FieldFrame
      label={label}
      description={description}
      error={error}
      isRequired={isRequired}
      labelHidden={labelHidden}
      className={className}
      id={id}
      describedBy={extraDescribedBy}
      errorLive={errorLive}
    >
      {(control) => <input ref={ref} type={type} className={styles.control} {...control} {...inputProps} />}
    </FieldFrame>
  );
}
