import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantitySelector } from '@/features/cart/QuantitySelector';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';

/** The cart line around the selector: its quantity follows each change at once, as the optimistic update does. */
function Line({ initial, max, onChange, announcesSteps }: { initial: number; max: number | undefined; onChange: (quantity: number) => void; announcesSteps?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantitySelector
      value={value}
      max={max}
      productName="Duck Canvas Jacket"
      onChange={(quantity) => {
        onChange(quantity);
        setValue(quantity);
      }}
      announcesSteps={announcesSteps}
    />
  );
}

function renderSelector(value = 2, max: number | undefined = 6, { announcesSteps = false } = {}) {
  const onChange = vi.fn<(quantity: number) => void>();
  render(
    <I18nProvider lang="en" resources={pickResources('en', ['cart'])}>
      <Line initial={value} max={max} onChange={onChange} announcesSteps={announcesSteps} />
    </I18nProvider>,
  );
  return { onChange, input: screen.getByRole('spinbutton', { name: 'Quantity, Duck Canvas Jacket' }) };
}

async function type(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  if (text) await user.type(input, text);
  await user.keyboard('{Enter}');
}

describe('the quantity of a cart line (spec 1 §5)', () => {
  it('is labelled, with min 1 and max the stock level told to assistive technology (spec 1 §2.4 "with a label, min and max")', () => {
    const { input } = renderSelector(2, 6);
    expect(input).toHaveValue('2');
    expect(input).toHaveAttribute('aria-valuemin', '1');
    expect(input).toHaveAttribute('aria-valuemax', '6');
    expect(input).toHaveAttribute('aria-valuenow', '2');
  });

  it('has no maximum to tell while the stock level is unknown', () => {
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['cart'])}>
        <Line initial={2} max={undefined} onChange={() => undefined} />
      </I18nProvider>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity, Duck Canvas Jacket' });
    expect(input).toHaveAttribute('aria-valuemin', '1');
    expect(input).not.toHaveAttribute('aria-valuemax');
  });

  it('sends nothing when the field is only tabbed through, even above a stock level that fell since the add (spec 1 §5)', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderSelector(4, 2);
    await user.click(input);
    await user.tab();
    expect(input).not.toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('4');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('steps the field with the arrow keys between 1 and the stock level, and sends it when the field is left', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderSelector(5, 6);
    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('6');
    expect(input).toHaveAttribute('aria-valuenow', '6');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(6);

    await user.click(input);
    for (let i = 0; i < 8; i += 1) await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('1');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('sends a typed quantity within the range', async () => {
    const { input, onChange } = renderSelector();
    await type(input, '5');
    expect(onChange).toHaveBeenCalledWith(5);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('clamps a quantity above the stock level and says how many are in stock', async () => {
    const { input, onChange } = renderSelector(2, 6);
    await type(input, '40');
    expect(onChange).toHaveBeenCalledWith(6);
    expect(input).toHaveValue('6');
    expect(screen.getByRole('status')).toHaveTextContent('Only 6 in stock.');
  });

  it('raises 0 and negative quantities to 1', async () => {
    const { input, onChange } = renderSelector(3);
    await type(input, '0');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('status')).toHaveTextContent('The minimum quantity is 1.');
    await type(input, '-5');
    expect(input).toHaveValue('1');
  });

  it('rounds a fraction down', async () => {
    const { input, onChange } = renderSelector(1);
    await type(input, '3.7');
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByRole('status')).toHaveTextContent('Quantities are whole numbers, so we set 3.');
  });

  it('refuses what is not a number and keeps the quantity', async () => {
    const { input, onChange } = renderSelector(2);
    await type(input, 'two');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('2');
    expect(screen.getByRole('status')).toHaveTextContent('Enter a whole number.');
    // The field holds a valid quantity again: the reason describes it, and it is not marked invalid.
    expect(input).toHaveAccessibleDescription('Enter a whole number.');
    expect(input).not.toHaveAttribute('aria-invalid');
    await type(input, '');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reads the field when it is left, not on every keystroke', async () => {
    const { input, onChange } = renderSelector(2);
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '4');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledWith(4);
  });

  it('steps with the buttons and stops at 1 and at the stock level', async () => {
    const user = userEvent.setup();
    const { onChange } = renderSelector(1, 2);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Duck Canvas Jacket' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await user.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Duck Canvas Jacket' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says the new quantity after a step where asked (the product page), and nothing before', async () => {
    const user = userEvent.setup();
    renderSelector(1, 6, { announcesSteps: true });
    const statuses = () => screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses()).toEqual(['', '']);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Duck Canvas Jacket' }));
    expect(statuses()).toContain('Quantity 2');
    expect(screen.getByRole('button', { name: 'Increase quantity of Duck Canvas Jacket' })).toHaveFocus();
  });

  it('says nothing of a quantity the page set otherwise (another size chosen resets it to 1)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(quantity: number) => void>();
    const selector = (value: number) => (
      <I18nProvider lang="en" resources={pickResources('en', ['cart'])}>
        <QuantitySelector value={value} max={6} productName="Duck Canvas Jacket" onChange={onChange} announcesSteps />
      </I18nProvider>
    );
    const { rerender } = render(selector(1));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Duck Canvas Jacket' }));
    rerender(selector(2));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Quantity 2');
    rerender(selector(1));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['', '']);
  });

  it('leaves a cart line’s step to the line’s own outcome (no second status)', async () => {
    const user = userEvent.setup();
    renderSelector(1, 6);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Duck Canvas Jacket' }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['']);
  });

  it('keeps the keyboard focus on a step button that reaches the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(quantity: number) => void>();
    function Line() {
      const [quantity, setQuantity] = useState(2);
      return (
        <I18nProvider lang="en" resources={pickResources('en', ['cart'])}>
          <QuantitySelector
            value={quantity}
            max={3}
            productName="Duck Canvas Jacket"
            onChange={(next) => {
              onChange(next);
              setQuantity(next);
            }}
          />
        </I18nProvider>
      );
    }
    render(<Line />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Duck Canvas Jacket' });
    decrease.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(decrease).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Increase quantity of Duck Canvas Jacket' })).toHaveFocus();
  });

  it('brings a line above the stock level down to it with one decrease (spec 1 §5: max the stock level)', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderSelector(4, 2);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Duck Canvas Jacket' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
    expect(input).toHaveValue('2');
    expect(input).toHaveAccessibleDescription('Only 2 in stock.');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Duck Canvas Jacket' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('disables the increase button at the stock level', () => {
    renderSelector(6, 6);
    expect(screen.getByRole('button', { name: 'Increase quantity of Duck Canvas Jacket' })).toHaveAttribute('aria-disabled', 'true');
  });
});
