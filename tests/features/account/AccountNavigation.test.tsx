import { render, screen } from '@testing-library/react';
import { AccountNavigation } from '@/features/account/AccountNavigation';
import { publicPathOf } from '@/site';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';

/** The account navigation marks the page the shopper is on (aria-current), on the server's page too. */

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

describe('the account navigation', () => {
  it('marks the current page from the internal route the server renders, as from the public path', () => {
    for (const pathname of ['/us/en/account/orders', '/account/orders', '/ca/en/account/orders', '/us/en/account/order/00010001']) {
      navigation.pathname = pathname;
      const { unmount } = render(
        <I18nProvider lang="en" resources={pickResources('en', ['account'])}>
          <AccountNavigation site="us" lang="en" />
        </I18nProvider>,
      );
      const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.getAttribute('href')), pathname).toEqual(['/account/orders']);
      unmount();
    }
  });

  it('leaves public paths and EMEA paths as they are', () => {
    expect(publicPathOf('/account/profile', 'us', 'en')).toBe('/account/profile');
    expect(publicPathOf('/us/en', 'us', 'en')).toBe('/');
    expect(publicPathOf('/uk/en-gb/account/profile', 'uk', 'en-gb')).toBe('/uk/en-gb/account/profile');
    expect(publicPathOf('/us/english/x', 'us', 'en')).toBe('/us/english/x');
  });
});
