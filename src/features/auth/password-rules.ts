/**
 * Password rules of spec 3 §5, as pure functions so every rule is tested on its own and the forms,
 * the rule checklist and the server all apply the same ones.
 *
 * - Registration (and the reset link): at least 8 characters mixing upper and lower case, numbers and
 *   symbols, with no same character twice in a row.
 * - Change password (profile): six characters minimum with one uppercase, one number and one symbol.
 */

const REGISTRATION_PASSWORD_MIN_LENGTH = 8;
const CHANGE_PASSWORD_MIN_LENGTH = 6;

export type PasswordRule = 'minLength8' | 'minLength6' | 'uppercase' | 'lowercase' | 'number' | 'symbol' | 'noRepeat';

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
function characters(password: string): string[] {
  return [...password];
}

export function hasMinimumLength(password: string, minimum: number): boolean {
  return characters(password).length >= minimum;
}

export function hasUppercaseLetter(password: string): boolean {
  return /\p{Lu}/u.test(password);
}

export function hasLowercaseLetter(password: string): boolean {
  return /\p{Ll}/u.test(password);
}

export function hasNumber(password: string): boolean {
  return /\p{Nd}/u.test(password);
}

/** A symbol is any visible character that is neither a letter nor a number (`#`, `!`, `€`, `_`). */
export function hasSymbol(password: string): boolean {
  return /[^\p{L}\p{N}\s]/u.test(password);
}

/** "No same character twice in a row": `aa` fails, `aba` passes; upper and lower case differ. */
export function hasNoCharacterTwiceInARow(password: string): boolean {
  const chars = characters(password);
  return chars.every((char, index) => index === 0 || char !== chars[index - 1]);
}

const CHECKS: Readonly<Record<PasswordRule, (password: string) => boolean>> = {
  minLength8: (password) => hasMinimumLength(password, REGISTRATION_PASSWORD_MIN_LENGTH),
  minLength6: (password) => hasMinimumLength(password, CHANGE_PASSWORD_MIN_LENGTH),
  uppercase: hasUppercaseLetter,
  lowercase: hasLowercaseLetter,
  number: hasNumber,
  symbol: hasSymbol,
  noRepeat: hasNoCharacterTwiceInARow,
};

/** Registration and reset-link passwords (spec 3 §5, "Register password"). */
export const REGISTRATION_PASSWORD_RULES: readonly PasswordRule[] = [
  'minLength8',
  'uppercase',
  'lowercase',
  'number',
  'symbol',
  'noRepeat',
];

/** The profile's change-password form (spec 3 §5, "Change-password form text"). */
export const CHANGE_PASSWORD_RULES: readonly PasswordRule[] = ['minLength6', 'uppercase', 'number', 'symbol'];

export function meetsPasswordRule(password: string, rule: PasswordRule): boolean {
  return CHECKS[rule](password);
}

/** The rules of `rules` that `password` does not meet yet, in the order they are listed. */
export function unmetPasswordRules(password: string, rules: readonly PasswordRule[]): PasswordRule[] {
  return rules.filter((rule) => !meetsPasswordRule(password, rule));
}
