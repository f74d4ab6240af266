import { screen } from '@testing-library/react';
import { orderSchema } from '@/commerce/schemas';
import { OrderDetails } from '@/features/account/orders/OrderDetails';
import { renderIsland } from '../support/render-island';

/** An order's summary lists rows that add up to its total (`summaryAmounts`). */

const usd = (value: number) => ({ value, currencyIso: 'USD', formattedValue: `$${value.toFixed(2)}` });
const eur = (value: number) => ({ value, currencyIso: 'EUR', formattedValue: `${value.toFixed(2).replace('.', ',')} €` });

function rows(name = 'Order summary') {
  return screen.getByRole('complementary', { name });
}

describe('the order summary', () => {
  it('lists the lines’ total and the order’s own discount, which OCC’s subtotal already left out', () => {
    // Lines $599.95 (after $5 off one of them), a $20 order promotion, $9.99 delivery.
    const order = orderSchema.parse({
      code: '00012345',
      subTotal: usd(579.95),
      totalDiscounts: usd(25),
      productDiscounts: usd(5),
      deliveryCost: usd(9.99),
      totalPriceWithTax: usd(589.94),
    });
    renderIsland(<OrderDetails order={order} />);
    expect(rows()).toHaveTextContent('Subtotal$599.95');
    expect(rows()).toHaveTextContent('Discounts-$20.00');
    expect(rows()).toHaveTextContent('Shipping$9.99');
    expect(rows()).toHaveTextContent('Order total$589.94');
  });

  it('shows delivery that cost nothing as FREE (spec 2 §9)', () => {
    const order = orderSchema.parse({ code: '00012347', subTotal: usd(80), deliveryCost: usd(0), totalPriceWithTax: usd(80) });
    renderIsland(<OrderDetails order={order} />);
    expect(rows()).toHaveTextContent('ShippingFREE');
    expect(rows()).not.toHaveTextContent('$0.00');
  });

  it('shows the backend’s subtotal when the order has no discount of its own', () => {
    const order = orderSchema.parse({ code: '00012346', subTotal: usd(80), totalDiscounts: usd(5), productDiscounts: usd(5), totalPriceWithTax: usd(80) });
    renderIsland(<OrderDetails order={order} />);
    expect(rows()).toHaveTextContent('Subtotal$80.00');
    expect(rows()).not.toHaveTextContent('Discounts');
  });

  it('adds US sales tax to the total, and shows the VAT of gross prices as included in it (EMEA, net false)', () => {
    const us = orderSchema.parse({ code: '00012348', net: true, subTotal: usd(80), totalTax: usd(6.6), totalPriceWithTax: usd(86.6) });
    const view = renderIsland(<OrderDetails order={us} />);
    expect(rows()).toHaveTextContent('Tax$6.60');
    view.unmount();
    const eu = orderSchema.parse({ code: '00012349', net: false, subTotal: eur(156.87), totalTax: eur(26.14), totalPriceWithTax: eur(156.87) });
    renderIsland(<OrderDetails order={eu} />, { site: 'eu', lang: 'de' });
    const summary = rows('Bestellübersicht');
    expect(summary).toHaveTextContent('Inkl. MwSt.26,14 €');
    expect(summary).not.toHaveTextContent('Steuer');
    expect(summary).toHaveTextContent('Gesamtbetrag156,87 €');
  });
});
