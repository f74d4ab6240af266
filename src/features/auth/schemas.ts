import { z } from 'zod';
import { isSameEmail, isValidEmailFormat } from './email-rules';
import { CHANGE_PASSWORD_RULES, REGISTRATION_PASSWORD_RULES, unmetPasswordRules, type PasswordRule } from './password-rules';

/**
 * The sign-in and account forms' schemas (spec 3 §5). The same schema checks the form in the browser
 * (react-hook-form's zod resolver) and the submitted values again on the server (ARCHITECTURE §6).
 * Messages are translation keys, translated where they are shown.
 */

export const VALIDATION = {
  firstNameRequired: 'auth:validation.firstNameRequired',
  lastNameRequired: 'auth:validation.lastNameRequired',
  streetRequired: 'auth:validation.streetRequired',
  townRequired: 'auth:validation.townRequired',
  postalCodeRequired: 'auth:validation.postalCodeRequired',
  passwordConfirmRequired: 'auth:validation.passwordConfirmRequired',
  titleRequired: 'auth:validation.titleRequired',
  emailRequired: 'auth:validation.emailRequired',
  emailFormat: 'auth:validation.emailFormat',
  emailMismatch: 'auth:validation.emailMismatch',
  passwordRequired: 'auth:validation.passwordRequired',
  passwordRules: 'auth:validation.passwordRules',
  passwordMismatch: 'auth:validation.passwordMismatch',
  tooLong: 'auth:validation.tooLong',
} as const;

/** Names and free text: generous, but bounded so nobody posts a novel. */
const NAME_MAX_LENGTH = 60;
const PASSWORD_MAX_LENGTH = 128;

/** A required text field; left empty, its message names the field (as spec 3 §5 asks of required errors). */
export const requiredText = (requiredMessage: string, max = NAME_MAX_LENGTH) =>
  z.string().trim().min(1, requiredMessage).max(max, VALIDATION.tooLong);

/** Empty: "Please enter a valid email."; malformed: "This is not a valid email format." (spec 3 §5). */
export const emailField = z
  .string()
  .trim()
  .min(1, VALIDATION.emailRequired)
  .refine(isValidEmailFormat, VALIDATION.emailFormat);

/** A password as typed: never trimmed (spaces may be part of it). */
const enteredPassword = z.string().min(1, VALIDATION.passwordRequired).max(PASSWORD_MAX_LENGTH, VALIDATION.tooLong);

function newPasswordField(rules: readonly PasswordRule[]) {
  return z
    .string()
    .min(1, VALIDATION.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, VALIDATION.tooLong)
    .refine((password) => unmetPasswordRules(password, rules).length === 0, VALIDATION.passwordRules);
}

const registrationPassword = newPasswordField(REGISTRATION_PASSWORD_RULES);
const changedPassword = newPasswordField(CHANGE_PASSWORD_RULES);

/** Adds "must match" to the confirmation field of a pair (passwords, e-mails). */
function matching<T extends Record<string, unknown>>(
  first: keyof T & string,
  second: keyof T & string,
  message: string,
  same: (a: string, b: string) => boolean = (a, b) => a === b,
) {
  return (values: T, context: z.RefinementCtx) => {
    const a = values[first];
    const b = values[second];
    // An empty confirmation already has its own "required" message.
    if (typeof a !== 'string' || typeof b !== 'string' || b === '') return;
    if (!same(a, b)) context.addIssue({ code: 'custom', path: [second], message });
  };
}

export const loginSchema = z.object({
  email: emailField,
  password: enteredPassword,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registrationSchema = z
  .object({
    titleCode: z.string().trim().min(1, VALIDATION.titleRequired),
    firstName: requiredText(VALIDATION.firstNameRequired),
    lastName: requiredText(VALIDATION.lastNameRequired),
    email: emailField,
    password: registrationPassword,
    passwordConfirm: z.string().min(1, VALIDATION.passwordConfirmRequired),
    marketingConsent: z.boolean(),
  })
  .superRefine(matching('password', 'passwordConfirm', VALIDATION.passwordMismatch));
export type RegistrationInput = z.infer<typeof registrationSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The new-password form of the reset link: the registration rules, typed twice. */
export const resetPasswordSchema = z
  .object({
    password: registrationPassword,
    passwordConfirm: z.string().min(1, VALIDATION.passwordConfirmRequired),
  })
  .superRefine(matching('password', 'passwordConfirm', VALIDATION.passwordMismatch));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset token travels with the form; its checks are the backend's (unknown or expired). */
export const resetTokenSchema = z.object({ token: z.string().trim().min(1).max(512) });

/** Profile: change e-mail (new and confirmation must match; the password is required). */
export const changeEmailSchema = z
  .object({
    newEmail: emailField,
    confirmEmail: emailField,
    password: enteredPassword,
  })
  .superRefine(matching('newEmail', 'confirmEmail', VALIDATION.emailMismatch, isSameEmail));
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** Profile: change password (old required; new by the change-password rules; both new must match). */
export const changePasswordSchema = z
  .object({
    oldPassword: enteredPassword,
    newPassword: changedPassword,
    newPasswordConfirm: z.string().min(1, VALIDATION.passwordConfirmRequired),
  })
  .superRefine(matching('newPassword', 'newPasswordConfirm', VALIDATION.passwordMismatch));
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Profile: title and names. */
export const profileSchema = z.object({
  titleCode: z.string().trim().min(1, VALIDATION.titleRequired),
  firstName: requiredText(VALIDATION.firstNameRequired),
  lastName: requiredText(VALIDATION.lastNameRequired),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The first message per field of a failed parse, for returning from the server. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fields[field] ??= issue.message;
  }
  return fields;
}
