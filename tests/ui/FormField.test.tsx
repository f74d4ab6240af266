import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, FormField } from '@/ui';

describe('FormField', () => {
  it('labels its input', () => {
    render(<FormField label="Email" type="email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
  });

  it('describes the input with its description', () => {
    render(<FormField label="Phone" type="tel" description="For delivery questions only" />);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('For delivery questions only');
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<FormField label="Email" description="We send the receipt here" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here Enter a valid email');
    // Read with the field, which a failed submit focuses; not announced again by a live region.
    expect(screen.getByText('Enter a valid email').closest('[aria-live]')).toBeNull();
  });

  it('announces an error that comes while focus stays elsewhere, when asked (a refused code)', () => {
    const { rerender } = render(<FormField label="Promo code" errorLive />);
    rerender(<FormField label="Promo code" errorLive error="This code is not valid." />);
    expect(screen.getByText('This code is not valid.').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('is neither invalid nor described by an empty error when valid', () => {
    render(<FormField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('tells assistive technology a required field is required, and shows an asterisk', () => {
    render(<FormField label="Postcode" isRequired />);
    const input = screen.getByLabelText('Postcode');
    expect(input).toHaveAttribute('aria-required', 'true');
    // The asterisk is decoration; it is not part of the label's name.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // No native `required`: validation messages come from the form's schema, not the browser.
    expect(input).not.toHaveAttribute('required');
  });

  it('keeps a label for assistive technology when the label is hidden', () => {
    render(<FormField label="Quantity" type="number" labelHidden />);
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('type', 'number');
    expect(screen.getByText('Quantity').closest('.visually-hidden')).not.toBeNull();
  });

  it('can be controlled with value and onChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <FormField label="Voucher" value={value} onChange={(event) => setValue(event.target.value.toUpperCase())} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByLabelText('Voucher'), 'save10');
    expect(screen.getByLabelText('Voucher')).toHaveValue('SAVE10');
    expect(screen.getByRole('status')).toHaveTextContent('SAVE10');
  });
});

const orderLookupSchema = z.object({
  orderNumber: z.string().min(1, 'Enter your order number'),
  email: z.email('Enter a valid email address'),
});
type OrderLookupValues = z.infer<typeof orderLookupSchema>;

function OrderLookupForm({
  onSubmit,
  defaultValues = { orderNumber: '', email: '' },
}: {
  onSubmit: (values: OrderLookupValues) => void;
  defaultValues?: OrderLookupValues;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderLookupValues>({ resolver: zodResolver(orderLookupSchema), defaultValues });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        onSubmit(values);
        reset({ orderNumber: '', email: values.email });
      })}
    >
      <FormField label="Order number" isRequired error={errors.orderNumber?.message} {...register('orderNumber')} />
      <FormField label="Email" type="email" isRequired error={errors.email?.message} {...register('email')} />
      <Button type="submit">Find order</Button>
    </form>
  );
}

describe('FormField with react-hook-form and zod', () => {
  it('shows the schema error and focuses the first invalid field, which reads it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<OrderLookupForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Order number'), '100234');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    const email = screen.getByLabelText('Email');
    const message = await screen.findByText('Enter a valid email address');
    // One field's message, read as focus lands on it; no live region reads every field's at once.
    expect(message.closest('[aria-live]')).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Order number')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the error once the value is fixed and submits the values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<OrderLookupForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('Enter your order number')).toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).toHaveFocus();

    await user.type(screen.getByLabelText('Order number'), '100234');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ orderNumber: '100234', email: 'pat@example.com' }));
    expect(screen.queryByText('Enter your order number')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Order number')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the form default values and empties the fields reset() clears', async () => {
    const user = userEvent.setup();
    render(<OrderLookupForm onSubmit={vi.fn()} defaultValues={{ orderNumber: '100234', email: 'pat@example.com' }} />);
    expect(screen.getByLabelText('Order number')).toHaveValue('100234');
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');

    // On success the form resets, keeping the email (spec 3: forms keep some values on reset).
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await waitFor(() => expect(screen.getByLabelText('Order number')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
  });

  it('forwards the ref react-hook-form registers to the input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<FormField label="City" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('City'));
  });
});
