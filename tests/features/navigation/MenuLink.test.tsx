import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MenuLink } from '@/features/navigation/MenuLink';

const shopLink = { label: 'Contact Us', href: '/contact-us', external: false, newTab: false };
const careers = { label: 'Careers', href: 'https://careers.example.com', external: true, newTab: true };

/** The element a server-drawn menu link hands on: its props are what the page's data carries. */
function handedOn(props: Parameters<typeof MenuLink>[0]): Record<string, unknown> {
  return (MenuLink(props) as ReactElement<Record<string, unknown>>).props;
}

describe('MenuLink', () => {
  it('hands on only the props it was given, and the label alone as its child', () => {
    expect(handedOn({ link: shopLink })).toStrictEqual({ href: '/contact-us', children: 'Contact Us' });
    const onClick = () => undefined;
    expect(handedOn({ link: shopLink, className: 'link', onClick, 'data-menu-item': 'contact' })).toStrictEqual({
      href: '/contact-us',
      className: 'link',
      onClick,
      'data-menu-item': 'contact',
      children: 'Contact Us',
    });
  });

  it('opens another site in a new tab without a handle on this page, and says so', () => {
    render(<MenuLink link={careers} newTabHint="opens in a new tab" />);
    const link = screen.getByRole('link', { name: /^Careers\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://careers.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('draws a shop page as a client-side link', () => {
    render(<MenuLink link={shopLink} className="link" />);
    const link = screen.getByRole('link', { name: 'Contact Us' });
    expect(link).toHaveAttribute('href', '/contact-us');
    expect(link).toHaveClass('link');
    expect(link).not.toHaveAttribute('target');
  });
});
