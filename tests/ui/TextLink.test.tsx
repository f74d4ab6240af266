import { render, screen } from '@testing-library/react';
import Link from 'next/link';
import type { LinkComponentProps } from '@/ui';
import { ButtonLink, TextLink } from '@/ui';

/** Stands in for next/link: any component taking anchor props and a ref. */
function RouterLink({ ref, children, ...props }: LinkComponentProps) {
  return (
    <a ref={ref} data-router-link="" {...props}>
      {children}
    </a>
  );
}

describe('TextLink', () => {
  it('is a link to its href', () => {
    render(<TextLink href="/contact-us">Contact us</TextLink>);
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', '/contact-us');
    expect(link).not.toHaveAttribute('target');
  });

  it('renders through the component given as `as`', () => {
    render(
      <TextLink as={RouterLink} href="/cart">
        Cart
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('data-router-link');
  });

  it("takes next/link and that component's own props (prefetch)", () => {
    render(
      <TextLink as={Link} href="/cart" prefetch={false}>
        Cart
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('requires the new-tab hint for an external link, and only takes props the anchor knows', () => {
    // Checked by the type checker: these lines would compile if the rules broke.
    // @ts-expect-error an external link must say it opens a new tab
    const withoutHint = <TextLink href="https://example.org" isExternal>Size guide</TextLink>;
    // @ts-expect-error prefetch belongs to next/link, not to a plain anchor
    const anchorWithPrefetch = <TextLink href="/cart" prefetch={false}>Cart</TextLink>;
    expect([withoutHint, anchorWithPrefetch]).toHaveLength(2);
  });

  it('opens an external link in a new tab without giving it this page, and says so', () => {
    render(
      <TextLink href="https://example.org/sizing" isExternal newTabHint="opens in a new tab">
        Size guide
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: /^Size guide\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('(opens in a new tab)')).toHaveClass('visually-hidden');
  });

  it('keeps any rel it is given next to noopener noreferrer', () => {
    render(
      <TextLink href="https://example.org" rel="nofollow" isExternal newTabHint="opens in a new tab">
        Partner
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: /Partner/ })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });
});

describe('ButtonLink', () => {
  it('is a link, through the given component', () => {
    render(
      <ButtonLink as={RouterLink} href="/checkout" variant="primary" fullWidth>
        Checkout
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Checkout' });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(link).toHaveAttribute('data-router-link');
  });

  it('opens an external link in a new tab and says so', () => {
    render(
      <ButtonLink href="https://example.org/track" isExternal newTabHint="opens in a new tab" variant="secondary">
        Track parcel
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: /^Track parcel\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
