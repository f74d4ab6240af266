import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/ui';

describe('Button', () => {
  it('runs its action when pressed with Enter or Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Add to cart</Button>);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('shows a spinner and is busy while pending, keeping its label and ignoring presses', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { container } = render(
      <Button onPress={onPress} isPending>
        Checkout
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // The label stays in the button (only made transparent), so its width does not change.
    expect(button).toHaveTextContent('Checkout');
    expect(container.querySelector('svg')).toBeInTheDocument();

    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
  });

  it('adds the pending label to its name while pending', () => {
    render(
      <Button isPending pendingLabel="Placing order">
        Place order
      </Button>,
    );
    const button = screen.getByRole('button', { name: /^Place order\s*Placing order$/ });
    expect(button).toHaveTextContent('Place order Placing order');
  });

  it('does not submit its form again while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" isPending>
          Sign in
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is not busy when idle', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('cannot be pressed when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Checkout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button element', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});
