import type { Address } from '@/commerce/schemas';

/**
 * The town, region and postal code of an address as its country writes them on an envelope:
 * "Detroit, MI 48216" in the US and Canada; the town, then the postcode on a line of its own, in the
 * UK and Ireland; "10115 Berlin" (and the province after, as Italy writes it) elsewhere in Europe.
 */
export function localityLines(address: Pick<Address, 'town' | 'region' | 'postalCode' | 'country'>): string[] {
  const town = address.town?.trim() ?? '';
  const postalCode = address.postalCode?.trim() ?? '';
  // OCC's short code ("MI"), else the part of ISO 3166-2 after the country ("US-MI"), else the name.
  const region = (address.region?.isocodeShort ?? address.region?.isocode?.split('-')[1] ?? address.region?.name ?? '').trim();
  const country = address.country?.isocode?.toUpperCase();
  const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
  if (country === 'US' || country === 'CA') {
    const place = [town, join(region, postalCode)].filter(Boolean).join(', ');
    return place ? [place] : [];
  }
  if (country === 'GB' || country === 'IE') return [join(town, region), postalCode].filter(Boolean);
  const line = join(postalCode, town, region);
  return line ? [line] : [];
}

/** Every line of an address, name first, as the account pages and order details show it. */
export function addressLines(address: Address): string[] {
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.companyName,
    address.line1,
    address.line2,
    ...localityLines(address),
    address.country?.name,
    address.phone,
    address.email,
  ].filter((line): line is string => Boolean(line));
}
