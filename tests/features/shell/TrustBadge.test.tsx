import { render } from '@testing-library/react';
import { StoreProvider } from '@/features/session/StoreProvider';
import { TrustBadge } from '@/features/shell/trust-badge/TrustBadge';
import { trustBadgeScriptsForSite } from '@/features/shell/trust-badge/trust-badge-config';

/** Spec 1 §2.2: "A trust badge script is loaded per country in Europe" (the UK and EU sites, by the visitor's country). */

const scripts = vi.hoisted(() => [] as { id: string; src: string }[]);
vi.mock('next/script', () => ({
  default: ({ id, src }: { id: string; src: string }) => {
    scripts.push({ id, src });
    return null;
  },
}));

const BADGES = { DE: 'https://badge.example.com/de.js', FR: 'https://badge.example.com/fr.js', GB: 'https://badge.example.com/gb.js' };

/** The page's badges are the ones the server chose for its site. */
function renderBadge(site: 'eu' | 'uk', lang: 'de' | 'en-gb') {
  return render(
    <StoreProvider site={site} lang={lang}>
      <TrustBadge scripts={trustBadgeScriptsForSite(site, BADGES)} />
    </StoreProvider>,
  );
}

beforeEach(() => {
  scripts.length = 0;
});
afterEach(() => {
  document.cookie = 'country=; max-age=0; path=/';
});

describe('the trust badge', () => {
  it("loads the script of the visitor's EU country", () => {
    document.cookie = 'country=FR; path=/';
    renderBadge('eu', 'de');
    expect(scripts.at(-1)).toEqual({ id: 'trust-badge-fr', src: 'https://badge.example.com/fr.js' });
  });

  it('loads nothing for a country without a badge (the EU default, Austria)', () => {
    renderBadge('eu', 'de');
    expect(scripts).toEqual([]);
  });

  it('loads the UK badge on the UK site, whatever country an earlier EU visit stored', () => {
    document.cookie = 'country=DE; path=/';
    renderBadge('uk', 'en-gb');
    expect(scripts).toEqual([{ id: 'trust-badge-gb', src: 'https://badge.example.com/gb.js' }]);
  });
});
