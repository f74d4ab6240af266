import {
  CHANGE_PASSWORD_RULES,
  REGISTRATION_PASSWORD_RULES,
  hasLowercaseLetter,
  hasMinimumLength,
  hasNoCharacterTwiceInARow,
  hasNumber,
  hasSymbol,
  hasUppercaseLetter,
  unmetPasswordRules,
} from '@/features/auth/password-rules';

// Spec 3 §5: "Register password: at least 8 characters mixing upper and lower case, numbers and
// symbols, with no same character twice in a row. Change-password form text: six characters minimum
// with one uppercase, one number and one symbol."

describe('each password rule', () => {
  it('counts characters as people do, so an emoji is one', () => {
    expect(hasMinimumLength('Abc#123', 8)).toBe(false);
    expect(hasMinimumLength('Abc#1234', 8)).toBe(true);
    expect(hasMinimumLength('Ab#1😀', 6)).toBe(false);
  });

  it('wants an uppercase letter, including accented ones', () => {
    expect(hasUppercaseLetter('workwear#1')).toBe(false);
    expect(hasUppercaseLetter('Workwear#1')).toBe(true);
    expect(hasUppercaseLetter('élan#1Ä')).toBe(true);
  });

  it('wants a lowercase letter', () => {
    expect(hasLowercaseLetter('WORKWEAR#1')).toBe(false);
    expect(hasLowercaseLetter('WORKWEAr#1')).toBe(true);
  });

  it('wants a number', () => {
    expect(hasNumber('Workwear#')).toBe(false);
    expect(hasNumber('Workwear#7')).toBe(true);
  });

  it('wants a symbol: anything visible that is not a letter or a number', () => {
    expect(hasSymbol('Workwear1')).toBe(false);
    expect(hasSymbol('Work wear1')).toBe(false);
    for (const symbol of ['#', '!', '_', '€', '.', '-']) expect(hasSymbol(`Workwear1${symbol}`)).toBe(true);
  });

  it('refuses the same character twice in a row, but not apart or in another case', () => {
    expect(hasNoCharacterTwiceInARow('Boots#1')).toBe(false);
    expect(hasNoCharacterTwiceInARow('Pass##1')).toBe(false);
    expect(hasNoCharacterTwiceInARow('Bo0ts#1')).toBe(true);
    expect(hasNoCharacterTwiceInARow('aAbB#1')).toBe(true);
    expect(hasNoCharacterTwiceInARow('abab#1')).toBe(true);
  });
});

describe('the registration rules', () => {
  it('accept a password meeting all of them', () => {
    expect(unmetPasswordRules('Workwear#2026', REGISTRATION_PASSWORD_RULES)).toEqual([]);
  });

  it('name every rule a password misses, in order', () => {
    expect(unmetPasswordRules('aa', REGISTRATION_PASSWORD_RULES)).toEqual(['minLength8', 'uppercase', 'number', 'symbol', 'noRepeat']);
    expect(unmetPasswordRules('WORKWEAR#2026', REGISTRATION_PASSWORD_RULES)).toEqual(['lowercase']);
  });
});

describe('the change-password rules', () => {
  it('need six characters, an uppercase letter, a number and a symbol, and nothing more', () => {
    expect(unmetPasswordRules('Ab#123', CHANGE_PASSWORD_RULES)).toEqual([]);
    expect(unmetPasswordRules('AB#123', CHANGE_PASSWORD_RULES)).toEqual([]);
    expect(unmetPasswordRules('Aa#11', CHANGE_PASSWORD_RULES)).toEqual(['minLength6']);
    expect(unmetPasswordRules('abcdef', CHANGE_PASSWORD_RULES)).toEqual(['uppercase', 'number', 'symbol']);
  });
});
