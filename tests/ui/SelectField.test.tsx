import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/ui';

const COUNTRIES = [
  { value: 'at', label: 'Austria' },
  { value: 'de', label: 'Germany' },
  { value: 'nl', label: 'Netherlands' },
];

describe('SelectField', () => {
  it('is a labelled native select with a placeholder first', () => {
    render(<SelectField label="Country" options={COUNTRIES} placeholder="Select a country" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a country', 'Austria', 'Germany', 'Netherlands']);
    expect(options[0]).toHaveValue('');
  });

  it('marks the select invalid and describes it with the error', () => {
    render(<SelectField label="Country" options={COUNTRIES} error="Select your country" isRequired />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Select your country');
  });

  it('works with react-hook-form register, default value included', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function CountryForm() {
      const { register, handleSubmit } = useForm({ defaultValues: { country: 'de' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <SelectField label="Country" options={COUNTRIES} {...register('country')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<CountryForm />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('de');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'nl');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ country: 'nl' });
  });
});
