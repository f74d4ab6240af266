import { render, screen } from '@testing-library/react';
import { formatPrice, formatPriceRange, Price, writtenPrices } from '@/ui';

/** Intl puts no-break and thin spaces between amount, symbol and dash; compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('formatPrice', () => {
  it.each([
    ['en', 'USD', '$1,234.50'],
    ['en', 'EUR', '€1,234.50'],
    ['en', 'GBP', '£1,234.50'],
    ['de', 'EUR', '1.234,50 €'],
    ['de', 'USD', '1.234,50 $'],
    ['de', 'GBP', '1.234,50 £'],
    ['en-gb', 'GBP', '£1,234.50'],
    ['en-gb', 'EUR', '€1,234.50'],
    ['en-gb', 'USD', 'US$1,234.50'],
  ])('formats 1234.5 in %s %s as %s', (locale, currency, expected) => {
    expect(plain(formatPrice(1234.5, currency, locale))).toBe(expected);
  });

  it('always shows the minor units', () => {
    expect(formatPrice(40, 'USD', 'en')).toBe('$40.00');
  });

  it('writes Canadian dollars as Canada does on the US/Canada site, like the backend’s own texts', () => {
    expect(formatPrice(108.99, 'CAD', 'en-US')).toBe('$108.99');
    expect(plain(formatPriceRange(108.99, 115.99, 'CAD', 'en'))).toBe('$108.99 – $115.99');
    // Elsewhere the currency keeps its sign: a euro page showing dollars must say which.
    expect(formatPrice(108.99, 'CAD', 'de')).toBe('108,99\u00a0CA$');
  });
});

describe('formatPriceRange', () => {
  it('formats a range in the style of the locale', () => {
    expect(plain(formatPriceRange(19.99, 49.99, 'USD', 'en'))).toBe('$19.99 – $49.99');
    expect(plain(formatPriceRange(19.99, 49.99, 'EUR', 'de'))).toBe('19,99–49,99 €');
  });

  it('shows a single price when both ends are equal', () => {
    expect(formatPriceRange(25, 25, 'GBP', 'en-gb')).toBe('£25.00');
  });
});

describe('Price', () => {
  it('shows the formatted price', () => {
    const { container } = render(<Price value={29.99} currency="USD" locale="en" />);
    expect(container).toHaveTextContent('$29.99');
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows the original price struck through, each amount labelled for screen readers', () => {
    const { container } = render(
      <Price
        value={30}
        originalValue={40}
        currency="EUR"
        locale="de"
        originalLabel="Originalpreis"
        currentLabel="Aktueller Preis"
      />,
    );
    const struck = container.querySelector('s');
    expect(plain(struck?.textContent)).toBe('40,00 €');
    expect(plain(container.textContent)).toBe('Aktueller Preis 30,00 € Originalpreis 40,00 €');
    expect(screen.getByText('Originalpreis')).toHaveClass('visually-hidden');
    expect(screen.getByText('Aktueller Preis')).toHaveClass('visually-hidden');
  });

  it('shows a price range', () => {
    const { container } = render(<Price min={10} max={20} currency="GBP" locale="en-gb" />);
    expect(plain(container.textContent)).toBe('£10.00 – £20.00');
  });
});

describe('prices written on the server (an island shows them without building a number format)', () => {
  it('writes each amount and range as formatPrice and formatPriceRange do', () => {
    const written = writtenPrices([29.99, 1234.5], [{ min: 10, max: 20 }], 'EUR', 'de');
    expect(written).toEqual({
      currency: 'EUR',
      texts: {
        '29.99': formatPrice(29.99, 'EUR', 'de'),
        '1234.5': formatPrice(1234.5, 'EUR', 'de'),
        '10–20': formatPriceRange(10, 20, 'EUR', 'de'),
      },
    });
  });

  it('shows a written amount, range and original as they are, in their currency only', () => {
    const written = { currency: 'USD', texts: { '29.99': 'A', '39.99': 'B', '10–20': 'C' } };
    const { rerender } = render(<Price value={29.99} originalValue={39.99} currency="USD" locale="en" written={written} />);
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('B').tagName).toBe('S');
    rerender(<Price min={10} max={20} currency="USD" locale="en" written={written} />);
    expect(screen.getByText('C')).toBeInTheDocument();
    rerender(<Price value={29.99} currency="CAD" locale="en" written={written} />);
    expect(screen.getByText(formatPrice(29.99, 'CAD', 'en'))).toBeInTheDocument();
    rerender(<Price value={5} currency="USD" locale="en" written={written} />);
    expect(screen.getByText('$5.00')).toBeInTheDocument();
  });
});
