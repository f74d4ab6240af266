/**
 * Country names in the shopper's language from the platform's CLDR data (Intl.DisplayNames), so the
 * 27 EU members, GB, US and CA need no translation files of their own.
 */
import { languageTag, type Language } from './config';

const displayNames = new Map<Language, Intl.DisplayNames>();
const collators = new Map<Language, Intl.Collator>();

function regionNames(language: Language): Intl.DisplayNames {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([languageTag(language)], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  return names;
}

function collator(language: Language): Intl.Collator {
  let result = collators.get(language);
  if (!result) {
    result = new Intl.Collator(languageTag(language));
    collators.set(language, result);
  }
  return result;
}

/** `countryName('DE', 'fr')` -> 'Allemagne'. Unknown codes come back as the code itself. */
export function countryName(isoCode: string, language: Language): string {
  const code = isoCode.toUpperCase();
  try {
    return regionNames(language).of(code) ?? code;
  } catch {
    // Intl throws on malformed codes; showing the code beats breaking the selector.
    return code;
  }
}

/** Country codes ordered by their name in `language`, as a country list should read. */
export function sortCountriesByName(isoCodes: readonly string[], language: Language): string[] {
  const compare = collator(language).compare;
  return [...isoCodes].sort((a, b) => compare(countryName(a, language), countryName(b, language)));
}
