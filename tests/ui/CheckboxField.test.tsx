import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import Link from 'next/link';
import { CheckboxField, CheckboxOption } from '@/ui';

describe('CheckboxField', () => {
  it('is a checkbox named by its label, which may hold a link', () => {
    render(
      <CheckboxField
        label={
          <>
            I accept the <Link href="/terms">terms and conditions</Link>
          </>
        }
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toBeInTheDocument();
  });

  it('toggles from the label and from the keyboard', async () => {
    const user = userEvent.setup();
    render(<CheckboxField label="Sign up for the newsletter" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Sign up for the newsletter' });
    await user.click(screen.getByText('Sign up for the newsletter'));
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('marks the checkbox invalid and describes it with the error', () => {
    render(<CheckboxField label="I am 16 or older" isRequired error="Please confirm your age" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I am 16 or older' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please confirm your age');
  });

  it('gives react-hook-form a boolean and shows its default value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function ConsentForm() {
      const { register, handleSubmit } = useForm({ defaultValues: { newsletter: true, terms: false } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <CheckboxField label="Newsletter" {...register('newsletter')} />
          <CheckboxField label="Terms" {...register('terms')} />
          <button type="submit">Continue</button>
        </form>
      );
    }
    render(<ConsentForm />);
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Terms' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ newsletter: true, terms: true });
  });
});

describe('CheckboxOption', () => {
  it('is a checkbox named by the label around it, with no ids and no message region', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <CheckboxOption
        label={
          <>
            Brown <span aria-hidden="true">12</span>
            <span className="visually-hidden">, 12 products</span>
          </>
        }
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Brown , 12 products' });
    expect(box).not.toBeChecked();
    expect(container.querySelector('[id]')).toBeNull();
    expect(container.querySelector('[aria-live]')).toBeNull();
    await user.click(screen.getByText('Brown'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('starts as the server drew it when no one controls it', async () => {
    const user = userEvent.setup();
    render(<CheckboxOption label="Tall" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Tall' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });
});
