import { isSameEmail, isValidEmailFormat } from '@/features/auth/email-rules';
import { getTranslator } from '@/i18n/server';
import {
  VALIDATION,
  changeEmailSchema,
  changePasswordSchema,
  emailField,
  fieldErrorsOf,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from '@/features/auth/schemas';

/** The message the forms' e-mail field gives for a value, if any. */
function emailProblemOf(value: string): string | undefined {
  return emailField.safeParse(value).error?.issues[0]?.message;
}

describe('e-mail rules (spec 3 §5)', () => {
  it('asks for a valid email when nothing was entered', () => {
    expect(emailProblemOf('')).toBe(VALIDATION.emailRequired);
    expect(emailProblemOf('   ')).toBe(VALIDATION.emailRequired);
  });

  it('says the format is wrong for malformed addresses', () => {
    for (const bad of ['alex', 'alex@', '@example.com', 'alex@example', 'alex carter@example.com', 'alex..c@example.com', '.alex@example.com', 'alex@example.c']) {
      expect({ bad, problem: emailProblemOf(bad) }).toEqual({ bad, problem: VALIDATION.emailFormat });
    }
  });

  it('accepts ordinary addresses, trimmed', () => {
    for (const good of ['alex.carter@example.com', ' sam+work@mail.example.co.uk ', "o'neil@example.ie"]) expect(isValidEmailFormat(good)).toBe(true);
  });

  it('compares addresses as logins: case and surrounding spaces do not matter', () => {
    expect(isSameEmail('Alex@Example.com ', 'alex@example.com')).toBe(true);
    expect(isSameEmail('alex@example.com', 'sam@example.com')).toBe(false);
  });

  it('shows the spec’s words in English', () => {
    const { t } = getTranslator('en', ['auth']);
    expect(t(VALIDATION.emailRequired)).toBe('Please enter a valid email.');
    expect(t(VALIDATION.emailFormat)).toBe('This is not a valid email format.');
    expect(t(VALIDATION.titleRequired)).toBe('Title is required.');
  });
});

describe('form schemas', () => {
  const registration = {
    titleCode: 'mr',
    firstName: 'Jordan',
    lastName: 'Miles',
    email: 'jordan@example.com',
    password: 'Sturdy#B0ots9',
    passwordConfirm: 'Sturdy#B0ots9',
    marketingConsent: false,
  };

  it('registration needs a title, rule-abiding password and a matching confirmation', () => {
    expect(registrationSchema.safeParse(registration).success).toBe(true);
    const missing = registrationSchema.safeParse({ ...registration, titleCode: '', passwordConfirm: 'Sturdy#B0ots8' });
    expect(fieldErrorsOf(missing.error!)).toEqual({ titleCode: VALIDATION.titleRequired, passwordConfirm: VALIDATION.passwordMismatch });
    const weak = registrationSchema.safeParse({ ...registration, password: 'Boots#11', passwordConfirm: 'Boots#11' });
    expect(fieldErrorsOf(weak.error!).password).toBe(VALIDATION.passwordRules);
  });

  it('login only needs a well-formed address and some password', () => {
    expect(loginSchema.safeParse({ email: 'alex@example.com', password: 'x' }).success).toBe(true);
    expect(fieldErrorsOf(loginSchema.safeParse({ email: '', password: '' }).error!)).toEqual({
      email: VALIDATION.emailRequired,
      password: VALIDATION.passwordRequired,
    });
  });

  it('the reset link uses the registration rules', () => {
    expect(resetPasswordSchema.safeParse({ password: 'Ab#123', passwordConfirm: 'Ab#123' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ password: 'Fresh#Start2026', passwordConfirm: 'Fresh#Start2026' }).success).toBe(true);
  });

  it('change e-mail: new and confirmation must match (ignoring case), the password is required', () => {
    const result = changeEmailSchema.safeParse({ newEmail: 'new@example.com', confirmEmail: 'other@example.com', password: '' });
    expect(fieldErrorsOf(result.error!)).toEqual({ confirmEmail: VALIDATION.emailMismatch, password: VALIDATION.passwordRequired });
    expect(changeEmailSchema.safeParse({ newEmail: 'New@example.com', confirmEmail: 'new@example.com', password: 'x' }).success).toBe(true);
  });

  it('change password: old required, new by the change rules, both new ones equal', () => {
    const result = changePasswordSchema.safeParse({ oldPassword: '', newPassword: 'abc', newPasswordConfirm: 'abd' });
    expect(fieldErrorsOf(result.error!)).toEqual({
      oldPassword: VALIDATION.passwordRequired,
      newPassword: VALIDATION.passwordRules,
      newPasswordConfirm: VALIDATION.passwordMismatch,
    });
    expect(changePasswordSchema.safeParse({ oldPassword: 'x', newPassword: 'Ab#123', newPasswordConfirm: 'Ab#123' }).success).toBe(true);
  });
});
