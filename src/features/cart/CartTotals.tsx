'use client';

import { useIsMutating } from '@tanstack/react-query';
import { summaryAmounts } from '@/commerce/order-totals';
import type { Cart, Price as OccPrice } from '@/commerce/schemas';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { languageTag } from '@/site';
import { Button, Price } from '@/ui';
import { isCartChange } from './cart-mutation-core';
import { useStartCheckout } from './cart-mutations';
import { AppliedPromotions, PotentialPromotions, ShippingThreshold } from './CartSummaryParts';
import { canStartCheckout } from './checkout-gate';
import { hasStockWarning } from './entry-warnings';
import { useActiveCart } from './use-active-cart';
import styles from './CartPage.module.css';

/** Shipping is free once the threshold is reached or a free-shipping code is applied. */
export function hasFreeShipping(cart: Pick<Cart, 'appliedVouchers' | 'freeShippingThresholdValue' | 'subTotal'>): boolean {
  const threshold = cart.freeShippingThresholdValue;
  const reached = typeof threshold === 'number' && threshold > 0 && (cart.subTotal?.value ?? 0) >= threshold;
  return reached || cart.appliedVouchers.some((voucher) => voucher.freeShipping === true);
}

/**
 * What shipping costs as far as the cart knows: its delivery mode's cost once one is chosen, 'free'
 * when that cost is 0 (shown as 'FREE', spec 2 §9) or the threshold or a code has earned free
 * shipping, else `undefined` (calculated at checkout).
 */
export function shippingCharge(cart: Pick<Cart, 'appliedVouchers' | 'deliveryCost' | 'deliveryMode' | 'freeShippingThresholdValue' | 'subTotal'>): OccPrice | 'free' | undefined {
  if (cart.deliveryMode && cart.deliveryCost) return cart.deliveryCost.value === 0 ? 'free' : cart.deliveryCost;
  return hasFreeShipping(cart) ? 'free' : undefined;
}

/**
 * The order summary's totals (CMS `CartTotalsComponent`): subtotal, savings, shipping, tax and the
 * estimated total, the promotions, the shipping threshold, and the checkout button with the same
 * gate as the mini cart's (spec 1 §5).
 */
export function CartTotals() {
  const { t } = useTranslation('cart');
  const store = useStore();
  const { data: cart } = useActiveCart();
  const checkout = useStartCheckout();
  // Until the server has answered every change, the totals are the last ones it sent: they say so.
  const changing = useIsMutating({ predicate: isCartChange }) > 0;
  if (!cart || cart.entries.length === 0) return null;

  const locale = languageTag(store.site, store.language);
  const amount = (value: number | undefined, currency = cart.subTotal?.currencyIso) =>
    value === undefined ? null : <Price value={value} currency={currency ?? store.currency} locale={locale} />;
  const money = (price: OccPrice | undefined) => amount(price?.value, price?.currencyIso);
  // Lines, less the order's own discounts: the rows add up to the total (`summaryAmounts`).
  const { itemsTotal, orderDiscount } = summaryAmounts(cart);
  const stockWarning = hasStockWarning(cart);
  const shipping = shippingCharge(cart);

  return (
    <div className={styles.totals} data-testid="cart-totals">
      <dl className={styles.totalsList} aria-busy={changing || undefined} data-pending={changing || undefined}>
        <div>
          <dt>{t('totals.subtotal')}</dt>
          <dd>{amount(itemsTotal)}</dd>
        </div>
        {orderDiscount > 0 && (
          <div className={styles.savings}>
            <dt>{t('totals.savings')}</dt>
            <dd>{amount(-orderDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('totals.shipping')}</dt>
          <dd>
            {shipping === 'free' ? t('totals.free') : shipping ? money(shipping) : t('totals.atCheckout')}
          </dd>
        </div>
        <div>
          <dt>{cart.net === false ? t('totals.vatIncluded') : t('totals.tax')}</dt>
          <dd>{cart.net === false ? money(cart.totalTax) : t('totals.atCheckout')}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>{t('totals.estimatedTotal')}</dt>
          <dd data-testid="cart-estimated-total">{money(cart.totalPriceWithTax ?? cart.totalPrice)}</dd>
        </div>
      </dl>
      <AppliedPromotions cart={cart} />
      <PotentialPromotions cart={cart} />
      <ShippingThreshold cart={cart} />
      {stockWarning && (
        <p className={styles.stockWarning} data-testid="cart-stock-warning">
          {t('stockWarning')}
        </p>
      )}
      <Button
        variant="primary"
        size="lg"
        fullWidth
        isPending={checkout.isStarting}
        pendingLabel={t('checkoutStarting')}
        isDisabled={!canStartCheckout(cart, checkout.isStarting)}
        onPress={() => void checkout.start()}
        data-testid="cart-checkout"
      >
        {t('checkout')}
      </Button>
    </div>
  );
}
