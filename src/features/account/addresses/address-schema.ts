import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import type { Address } from '@/commerce/schemas';
import { EMAIL_MAX_LENGTH, isValidEmailFormat } from '@/features/auth/email-rules';
import { VALIDATION, requiredText } from '@/features/auth/schemas';

/**
 * The address form (spec 3 §3 address fields): names, two street lines, town, region, postal code,
 * country, phone, e-mail and the default flag. Countries and regions come from OCC; the phone is checked with
 * libphonenumber-js for the chosen country. One schema for the browser and the Server Action.
 */

/** Countries whose addresses must name a state or province (the backend refuses them otherwise). */
const REGION_REQUIRED_COUNTRIES: readonly string[] = ['US', 'CA'];
const STREET_MAX_LENGTH = 60;
const POSTAL_CODE_MAX_LENGTH = 12;
const PHONE_MAX_LENGTH = 25;

export function isRegionRequired(countryIso: string): boolean {
  return REGION_REQUIRED_COUNTRIES.includes(countryIso.toUpperCase());
}

/** A phone number that libphonenumber-js accepts for the country (international form also accepted). */
export function isValidPhoneFor(phone: string, countryIso: string): boolean {
  try {
    return isValidPhoneNumber(phone, countryIso.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

export const addressSchema = z
  .object({
    titleCode: z.string().trim().max(20, VALIDATION.tooLong).optional(),
    // Not "your": an address in the book is often someone else's.
    firstName: requiredText('account:address.validation.firstName'),
    lastName: requiredText('account:address.validation.lastName'),
    companyName: z.string().trim().max(STREET_MAX_LENGTH, VALIDATION.tooLong).optional(),
    line1: requiredText(VALIDATION.streetRequired, STREET_MAX_LENGTH),
    line2: z.string().trim().max(STREET_MAX_LENGTH, VALIDATION.tooLong).optional(),
    town: requiredText(VALIDATION.townRequired),
    postalCode: requiredText(VALIDATION.postalCodeRequired, POSTAL_CODE_MAX_LENGTH),
    countryIso: z.string().trim().regex(/^[A-Za-z]{2}$/, 'account:address.validation.country'),
    regionIso: z.string().trim().max(10, VALIDATION.tooLong).optional(),
    phone: z.string().trim().max(PHONE_MAX_LENGTH, VALIDATION.tooLong).optional(),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, VALIDATION.tooLong)
      .refine((email) => email === '' || isValidEmailFormat(email), VALIDATION.emailFormat)
      .optional(),
    defaultAddress: z.boolean(),
  })
  .superRefine((address, context) => {
    if (isRegionRequired(address.countryIso) && !address.regionIso) {
      context.addIssue({ code: 'custom', path: ['regionIso'], message: 'account:address.validation.region' });
    }
    if (address.phone && !isValidPhoneFor(address.phone, address.countryIso)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'account:address.validation.phone' });
    }
  });
export type AddressInput = z.infer<typeof addressSchema>;

/** The form's values for an address being edited, or a new one in the shopper's country. */
export function addressFormValues(address: Address | undefined, defaultCountry: string): AddressInput {
  return {
    titleCode: address?.titleCode ?? '',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    companyName: address?.companyName ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    town: address?.town ?? '',
    postalCode: address?.postalCode ?? '',
    countryIso: address?.country?.isocode ?? defaultCountry,
    regionIso: address?.region?.isocode ?? '',
    phone: address?.phone ?? '',
    email: address?.email ?? '',
    defaultAddress: address?.defaultAddress ?? false,
  };
}

/** The OCC address of the form's values (empty optional fields left out). */
export function toOccAddress(input: AddressInput): Address {
  const optional = (value: string | undefined) => (value ? value : undefined);
  return {
    titleCode: optional(input.titleCode),
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: optional(input.companyName),
    line1: input.line1,
    line2: optional(input.line2),
    town: input.town,
    postalCode: input.postalCode,
    country: { isocode: input.countryIso.toUpperCase() },
    region: input.regionIso ? { isocode: input.regionIso } : undefined,
    phone: optional(input.phone),
    email: optional(input.email),
    defaultAddress: input.defaultAddress,
    shippingAddress: true,
    visibleInAddressBook: true,
  };
}
