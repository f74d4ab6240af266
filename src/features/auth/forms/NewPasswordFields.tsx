'use client';

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/ui';
import type { PasswordRule } from '../password-rules';
import { PasswordRulesList } from './PasswordRulesList';

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  /** The two fields' registrations (`register('password')`, `register('passwordConfirm')`). */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** What the shopper has typed so far, for the checklist. */
  value: string;
  rules: readonly PasswordRule[];
  error?: string | undefined;
  confirmError?: string | undefined;
}

/**
 * A new password typed twice (registration, the reset link, the profile): the first field described
 * by the rules' checklist, which ticks off as the shopper types (spec 3 §5).
 */
export function NewPasswordFields({ label, confirmLabel, password, confirm, value, rules, error, confirmError }: NewPasswordFieldsProps) {
  const rulesId = useId();
  return (
    <>
      <FormField label={label} type="password" autoComplete="new-password" isRequired aria-describedby={rulesId} error={error} {...password} />
      <PasswordRulesList id={rulesId} password={value} rules={rules} />
      <FormField label={confirmLabel} type="password" autoComplete="new-password" isRequired error={confirmError} {...confirm} />
    </>
  );
}
