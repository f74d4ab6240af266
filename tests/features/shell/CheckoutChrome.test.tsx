import { render, screen } from '@testing-library/react';
import { CheckoutFooter } from '@/features/shell/checkout/CheckoutFooter';
import { CheckoutHeader } from '@/features/shell/checkout/CheckoutHeader';

/** Spec 1 §2.2: the minimal checkout header; the EMEA checkout footer. */

describe('the minimal checkout header', () => {
  it('has the logo linking home and "Secure checkout" with a lock', () => {
    render(<CheckoutHeader site="uk" lang="en-gb" />);
    expect(screen.getByRole('link', { name: 'Ironbark Workwear home page' })).toHaveAttribute('href', '/uk/en-gb');
    const secure = screen.getByText('Secure checkout');
    expect(secure.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks the page language', () => {
    render(<CheckoutHeader site="eu" lang="de" />);
    expect(screen.getByRole('link', { name: 'Startseite von Ironbark Workwear' })).toHaveAttribute('href', '/eu/de');
    expect(screen.getByText('Sichere Kasse')).toBeInTheDocument();
  });
});

describe('the EMEA checkout footer', () => {
  it('links the terms of sale and the privacy policy and names the current year', () => {
    render(<CheckoutFooter site="eu" lang="fr" year={2027} />);
    const legal = screen.getByRole('navigation', { name: 'Informations légales' });
    expect(legal).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conditions générales de vente' })).toHaveAttribute('href', '/eu/fr/terms-of-sale');
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/eu/fr/privacy-policy');
    expect(screen.getByText(/2027/)).toHaveTextContent('Ironbark Workwear');
  });
});
