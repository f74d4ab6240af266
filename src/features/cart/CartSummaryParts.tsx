'use client';

import { useEffect } from 'react';
import type { Cart } from '@/commerce/schemas';
import { addGlobalMessage } from '@/features/global-messages';
import { useTranslation } from '@/i18n/client';
import styles from './CartSummaryParts.module.css';

/** Applied order promotions, in the backend's words (spec 1 §2.4). */
export function AppliedPromotions({ cart }: { cart: Pick<Cart, 'appliedOrderPromotions'> }) {
  const { t } = useTranslation('cart');
  const promotions = cart.appliedOrderPromotions
    .map((promotion) => promotion.description ?? promotion.promotion?.description)
    .filter((text): text is string => Boolean(text));
  if (promotions.length === 0) return null;
  return (
    <section className={styles.promotions} aria-label={t('promotions.applied')} data-testid="applied-promotions">
      <ul>
        {promotions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

/** Promotions the cart could still earn ("Spend $30 more to save $20"). */
export function PotentialPromotions({ cart }: { cart: Pick<Cart, 'potentialOrderPromotions' | 'potentialProductPromotions'> }) {
  const { t } = useTranslation('cart');
  const promotions = [...cart.potentialOrderPromotions, ...cart.potentialProductPromotions]
    .map((promotion) => promotion.description ?? promotion.promotion?.description)
    .filter((text): text is string => Boolean(text));
  if (promotions.length === 0) return null;
  return (
    <section className={styles.potential} aria-label={t('promotions.potential')} data-testid="potential-promotions">
      <ul>
        {promotions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The shipping-threshold indicator (spec 1 §2.4): the backend's progress text and a meter from
 * nothing to the free-shipping threshold.
 */
export function ShippingThreshold({ cart }: { cart: Pick<Cart, 'freeShippingThresholdMessage' | 'freeShippingThresholdValue' | 'subTotal'> }) {
  const { t } = useTranslation('cart');
  const message = cart.freeShippingThresholdMessage;
  const threshold = cart.freeShippingThresholdValue;
  if (!message) return null;
  const spent = Math.max(0, cart.subTotal?.value ?? 0);
  const hasMeter = typeof threshold === 'number' && threshold > 0;
  const reached = hasMeter ? Math.min(spent, threshold) : 0;
  return (
    <div className={styles.threshold} data-testid="shipping-threshold">
      <p className={styles.thresholdMessage}>{message}</p>
      {hasMeter && (
        <div
          className={styles.meter}
          role="meter"
          aria-label={t('threshold.label')}
          aria-valuemin={0}
          aria-valuemax={threshold}
          aria-valuenow={reached}
          aria-valuetext={message}
        >
          <span className={styles.meterFill} style={{ inlineSize: `${(reached / threshold) * 100}%` }} />
        </div>
      )}
    </div>
  );
}

/**
 * Spec 1 §2.5, §8: the info message `cart.cartInfo.priceChanged` while the cart says a price changed
 * since the shopper added the line: a global message, shown for an info message's 15 s (§9) each time
 * the cart comes back with the flag, and once however often it does while on screen.
 */
export function PriceChangedMessage({ cart }: { cart: Pick<Cart, 'priceRowUpdated'> }) {
  const { t } = useTranslation('cart');
  const text = t('cartInfo.priceChanged');
  useEffect(() => {
    if (cart.priceRowUpdated) addGlobalMessage({ type: 'info', id: PRICE_CHANGED_MESSAGE_ID, key: 'cart:cartInfo.priceChanged', text });
  }, [cart, text]);
  return null;
}

const PRICE_CHANGED_MESSAGE_ID = 'cart-price-changed';
