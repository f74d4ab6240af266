import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';
import box from './CheckboxField.module.css';
import styles from './CheckboxOption.module.css';

export interface CheckboxOptionProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'size' | 'className' | 'id'> {
  /** The choice's text, already translated (a facet value with its count). */
  label: ReactNode;
  className?: string;
}

/**
 * One choice in a long list of them (a listing's facet values), drawn like CheckboxField with
 * half its markup: the label holds the box, so the two need no ids, and a choice has no
 * description, required mark or error message to make room for.
 */
export function CheckboxOption({ label, className, ...inputProps }: CheckboxOptionProps) {
  return (
    <label className={cx(styles.option, className)}>
      <span className={box.control}>
        <input type="checkbox" className={box.input} {...inputProps} />
        <span className={box.box} aria-hidden="true" />
      </span>
      <span className={box.label}>{label}</span>
    </label>
  );
}
