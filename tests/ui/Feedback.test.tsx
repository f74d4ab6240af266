import { render, screen } from '@testing-library/react';
import { Skeleton, Spinner } from '@/ui';

describe('Spinner', () => {
  it('is a status message when it has a label', () => {
    render(<Spinner label="Loading cart" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cart');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Skeleton', () => {
  it('holds the exact space of what is loading, hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={320} height="1.5rem" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.inlineSize).toBe('320px');
    expect(block.style.blockSize).toBe('1.5rem');
  });

  it('reserves an image box by aspect ratio at full width', () => {
    const { container } = render(<Skeleton aspectRatio="3 / 4" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.inlineSize).toBe('100%');
    expect(block.style.aspectRatio).toBe('3 / 4');
  });
});
