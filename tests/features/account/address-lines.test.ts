import { describe, expect, it } from 'vitest';
import { addressLines, localityLines } from '@/features/account/addresses/address-lines';

describe('address lines as each country writes them', () => {
  it('US and Canada: town, region code and ZIP or postal code', () => {
    expect(localityLines({ town: 'Detroit', postalCode: '48216', region: { isocode: 'US-MI', isocodeShort: 'MI' }, country: { isocode: 'US' } })).toEqual(['Detroit, MI 48216']);
    expect(localityLines({ town: 'Toronto', postalCode: 'M5V 2T6', region: { isocode: 'CA-ON' }, country: { isocode: 'CA' } })).toEqual(['Toronto, ON M5V 2T6']);
    expect(localityLines({ town: 'Chicago', country: { isocode: 'US' } })).toEqual(['Chicago']);
  });

  it('UK: the town, then the postcode on its own line', () => {
    expect(localityLines({ town: 'London', postalCode: 'SW1A 1AA', country: { isocode: 'GB' } })).toEqual(['London', 'SW1A 1AA']);
  });

  it('Europe: the postal code before the town', () => {
    expect(localityLines({ town: 'Berlin', postalCode: '10115', country: { isocode: 'DE' } })).toEqual(['10115 Berlin']);
    expect(localityLines({ town: 'Roma', postalCode: '00184', region: { isocode: 'IT-RM', isocodeShort: 'RM' }, country: { isocode: 'IT' } })).toEqual(['00184 Roma RM']);
  });

  it('lists name, company, street, locality, country and contact, leaving out what is empty', () => {
    expect(
      addressLines({
        firstName: 'Alex',
        lastName: 'Carter',
        line1: '233 S Wacker Dr',
        town: 'Chicago',
        postalCode: '60606',
        region: { isocode: 'US-IL' },
        country: { isocode: 'US', name: 'United States' },
        phone: '+1 312 555 0100',
      }),
    ).toEqual(['Alex Carter', '233 S Wacker Dr', 'Chicago, IL 60606', 'United States', '+1 312 555 0100']);
  });
});
