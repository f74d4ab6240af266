import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from './classNames';
import { FieldFrame } from './fieldParts';
import fieldStyles from './FormField.module.css';
import styles from './SelectField.module.css';

export interface SelectOption {
  value: string;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'required' | 'multiple' | 'size' | 'className'> {
  /** Visible label, already translated. */
  label: string;
  options: readonly SelectOption[];
  /** A first, empty option ("Select a country"); its value is the empty string. */
  placeholder?: string;
  description?: string;
  /** The validation message; the field is invalid while it is set. */
  error?: string;
  isRequired?: boolean;
  labelHidden?: boolean;
  /** Class of the wrapper, for placing the field in a form grid. */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native <select>: the platform's own picker on phones, and it works with
 * react-hook-form's `register(name)` as it is.
 */
export function SelectField({
  label,
  options,
  placeholder,
  description,
  error,
  isRequired = false,
  labelHidden = false,
  className,
  id,
  ref,
  'aria-describedby': extraDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} description={description} error={error} isRequired={isRequired} labelHidden={labelHidden} className={className} id={id} describedBy={extraDescribedBy}>
      {(control) => (
        <div className={styles.wrapper}>
          <select ref={ref} className={cx(fieldStyles.control, styles.select)} {...control} {...selectProps}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </div>
      )}
    </FieldFrame>
  );
}
