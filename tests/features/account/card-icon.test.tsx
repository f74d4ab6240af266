import { render } from '@testing-library/react';
import { CardIcon } from '@/features/account/wallet/CardIcon';

describe('the wallet’s card marks', () => {
  it('draw a known brand’s mark', () => {
    const { container } = render(<CardIcon brand="visa" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-brand', 'visa');
    expect(container).toHaveTextContent('VISA');
  });

  it('draw another brand as a plain card, with no English word on it', () => {
    const { container } = render(<CardIcon brand="someNewScheme" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-brand', 'other');
    expect(container.textContent).toBe('');
  });
});
