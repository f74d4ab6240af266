import { showsBackLink } from '@/features/product/back-link';

const origin = 'https://www.example.com';
const first = { historyLength: 1, referrer: '', origin };

describe('the product page back link (spec 1 §2.1)', () => {
  it('appears after a search, category or brand page', () => {
    expect(showsBackLink({ ...first, previousPage: 'search' })).toBe(true);
    expect(showsBackLink({ ...first, previousPage: 'category' })).toBe(true);
    expect(showsBackLink({ ...first, previousPage: 'brand' })).toBe(true);
  });

  it('appears when the history holds more than 2 entries', () => {
    expect(showsBackLink({ ...first, historyLength: 3 })).toBe(true);
    expect(showsBackLink({ ...first, historyLength: 2 })).toBe(false);
  });

  it('appears when the referrer is this site', () => {
    expect(showsBackLink({ ...first, referrer: 'https://www.example.com/c/men' })).toBe(true);
    expect(showsBackLink({ ...first, referrer: 'https://www.search-engine.example/?q=jacket' })).toBe(false);
    expect(showsBackLink({ ...first, referrer: 'not a url' })).toBe(false);
  });

  it('gives way to a Home link otherwise', () => {
    expect(showsBackLink({ ...first, previousPage: 'other' })).toBe(false);
    expect(showsBackLink(first)).toBe(false);
  });
});
