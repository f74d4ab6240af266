import { act, render, screen } from '@testing-library/react';
import { useSessionMayHoldCart } from '@/features/session/session-hint';
import { CART_HINT_COOKIE } from '@/site';

/**
 * A guest's page holds no query library until the session may hold a cart. Brought back from the
 * back-forward cache after a cart was made on another page, its header must read the hint again, or
 * the cart count stays away until the next page.
 */
describe('the session hint on a page brought back from the back-forward cache', () => {
  afterEach(() => {
    document.cookie = `${CART_HINT_COOKIE}=; max-age=0; path=/`;
  });

  function Header() {
    return <p>{useSessionMayHoldCart() ? 'cart count shown' : 'no cart'}</p>;
  }

  it('is read again, without any other island on the page', () => {
    render(<Header />);
    expect(screen.getByText('no cart')).toBeInTheDocument();

    // A first add on the next page sets the hint; Back shows this page again.
    document.cookie = `${CART_HINT_COOKIE}=1; path=/`;
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(screen.getByText('no cart')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByText('cart count shown')).toBeInTheDocument();
  });
});
