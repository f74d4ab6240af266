'use client';

import type { ReactNode } from 'react';
import { summaryAmounts } from '@/commerce/order-totals';
import type { Address, Consignment, Order, Price } from '@/commerce/schemas';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { languageTag, type Language, type SiteKey } from '@/site';
import { formatPrice } from '@/ui';
import { addressLines } from '../addresses/address-lines';
import { cardExpiry, maskedCardNumber } from '../wallet/card-display';
import { formatOrderDate } from './format';
import { deliveryStatusKey, orderStatusKey } from './order-status';
import styles from './orders.module.css';

/** The order's heading; it takes focus when a form on the order page closes (tabIndex -1). */
export const ORDER_HEADING_ID = 'order-heading';

/**
 * One order (spec 3 §3 "Order display fields"): its lines by consignment with delivery status and
 * tracking, lines not yet shipped, totals, delivery address and mode, and payment. Used by the
 * account's order page and the guest order view; `actions` holds what the viewer may do with it.
 */
export function OrderDetails({ order, actions, headingLevel = 1 }: { order: Order; actions?: ReactNode; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('orders');
  const { site, language } = useStore();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const statusKey = orderStatusKey(order);
  const deliveryKey = deliveryStatusKey(order.deliveryStatus);
  const totals = summaryTexts(order, site, language);

  return (
    <article className={styles.order} aria-labelledby={ORDER_HEADING_ID}>
      <header className={styles.orderHeader}>
        <Heading id={ORDER_HEADING_ID} tabIndex={-1} className={styles.title}>
          {t('detail.title', { code: order.code })}
        </Heading>
        <dl className={styles.facts}>
          <div>
            <dt>{t('detail.placed')}</dt>
            <dd>{formatOrderDate(order.created, site, language)}</dd>
          </div>
          <div>
            <dt>{t('detail.status')}</dt>
            <dd>
              <span className={styles.badge} data-status={order.status}>
                {statusKey ? t(statusKey) : (order.statusDisplay ?? order.status)}
              </span>
            </dd>
          </div>
          {order.deliveryStatus && (
            <div>
              <dt>{t('detail.deliveryStatus')}</dt>
              <dd>{deliveryKey ? t(deliveryKey) : order.deliveryStatus}</dd>
            </div>
          )}
          <div>
            <dt>{t('detail.total')}</dt>
            <dd>{order.totalPriceWithTax?.formattedValue}</dd>
          </div>
        </dl>
        {actions}
      </header>

      <div className={styles.orderBody}>
        <section className={styles.section} aria-labelledby="order-shipments">
          <h2 id="order-shipments" className={styles.sectionTitle}>
            {t('detail.shipments')}
          </h2>
          {order.consignments.map((consignment, index) => (
            <ConsignmentView key={consignment.code ?? index} consignment={consignment} index={index + 1} />
          ))}
          {order.unconsignedEntries.length > 0 && (
            <div className={styles.consignment}>
              <h3 className={styles.consignmentTitle}>{t('detail.notYetShipped')}</h3>
              <EntryList entries={order.unconsignedEntries} />
            </div>
          )}
          {order.consignments.length === 0 && order.unconsignedEntries.length === 0 && <EntryList entries={order.entries} />}
        </section>

        <aside className={styles.summary} aria-labelledby="order-summary">
          <h2 id="order-summary" className={styles.sectionTitle}>
            {t('detail.summary')}
          </h2>
          <dl className={styles.totals}>
            <TotalRow label={t('detail.subtotal')} text={totals.subtotal} />
            {totals.discount && <TotalRow label={t('detail.discounts')} text={totals.discount} negative />}
            <TotalRow label={t('detail.delivery')} text={order.deliveryCost?.value === 0 ? t('detail.free') : order.deliveryCost?.formattedValue} />
            {(order.totalTax?.value ?? 0) > 0 && (
              // Gross prices (EMEA, `net: false`) hold the VAT already: it is a share of the total, not added to it.
              <TotalRow label={order.net === false ? t('detail.vatIncluded') : t('detail.tax')} text={order.totalTax?.formattedValue} />
            )}
            <TotalRow label={t('detail.orderTotal')} text={order.totalPriceWithTax?.formattedValue} strong />
          </dl>
          {order.deliveryAddress && (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>{t('detail.deliveryAddress')}</h3>
              <AddressLines address={order.deliveryAddress} />
              {order.deliveryMode?.name && <p className={styles.muted}>{order.deliveryMode.name}</p>}
            </section>
          )}
          {order.paymentInfo && (
            <section className={styles.block}>
              <h3 className={styles.blockTitle}>{t('detail.payment')}</h3>
              <p className={styles.line}>
                {order.paymentInfo.cardType?.name ?? order.paymentInfo.cardType?.code} {maskedCardNumber(order.paymentInfo.cardNumber)}
              </p>
              {cardExpiry(order.paymentInfo.expiryMonth, order.paymentInfo.expiryYear) && (
                <p className={styles.muted}>
                  {t('detail.expires', { expiry: cardExpiry(order.paymentInfo.expiryMonth, order.paymentInfo.expiryYear) })}
                </p>
              )}
              {order.paymentInfo.billingAddress && (
                <>
                  <h4 className={styles.blockSubtitle}>{t('detail.billingAddress')}</h4>
                  <AddressLines address={order.paymentInfo.billingAddress} />
                </>
              )}
            </section>
          )}
        </aside>
      </div>
    </article>
  );
}

function ConsignmentView({ consignment, index }: { consignment: Consignment; index: number }) {
  const { t } = useTranslation('orders');
  const { site, language } = useStore();
  const statusKey = deliveryStatusKey(consignment.status);
  const entries: EntryLike[] = consignment.entries.flatMap((entry) =>
    entry.orderEntry ? [{ ...entry.orderEntry, quantity: entry.quantity ?? entry.orderEntry.quantity }] : [],
  );
  return (
    <div className={styles.consignment}>
      <h3 className={styles.consignmentTitle}>{t('detail.shipment', { number: index })}</h3>
      <p className={styles.line}>
        <span className={styles.badge} data-status={consignment.status}>
          {statusKey ? t(statusKey) : (consignment.statusDisplay ?? consignment.status)}
        </span>{' '}
        {consignment.statusDate && <span className={styles.muted}>{formatOrderDate(consignment.statusDate, site, language)}</span>}
      </p>
      {consignment.trackingID && (
        <p className={styles.line}>
          {t('detail.tracking')}{' '}
          {consignment.trackingUrl ? (
            <a href={consignment.trackingUrl} target="_blank" rel="noopener noreferrer">
              {consignment.trackingID}
              <span className="visually-hidden"> {t('detail.opensInNewTab')}</span>
            </a>
          ) : (
            consignment.trackingID
          )}
        </p>
      )}
      <EntryList entries={entries} />
    </div>
  );
}

/** What a line list shows of an order or consignment line. */
export interface EntryLike {
  entryNumber?: number;
  quantity?: number;
  product?: { code?: string; name?: string };
  productColorSelected?: string;
  productSizeSelected?: string;
  totalPrice?: Price;
}

function EntryList({ entries }: { entries: readonly EntryLike[] }) {
  const { t } = useTranslation('orders');
  return (
    <ul className={styles.entries}>
      {entries.map((entry, index) => (
        <li key={entry.entryNumber ?? index} className={styles.entry}>
          <div>
            <p className={styles.entryName}>{entry.product?.name ?? entry.product?.code}</p>
            <p className={styles.muted}>
              {[
                entry.product?.code && t('detail.item', { code: entry.product.code }),
                entry.productColorSelected && t('detail.colour', { colour: entry.productColorSelected }),
                entry.productSizeSelected && t('detail.size', { size: entry.productSizeSelected }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <p className={styles.entryQuantity}>{t('detail.quantity', { quantity: entry.quantity ?? 0 })}</p>
          <p className={styles.entryPrice}>{entry.totalPrice?.formattedValue}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The subtotal and the order's discount as rows that add up to the total (`summaryAmounts`): the
 * backend's own texts when the order has no discount of its own, else the amounts in the page's format.
 */
function summaryTexts(order: Order, site: SiteKey, language: Language): { subtotal: string | undefined; discount: string | undefined } {
  const { itemsTotal, orderDiscount } = summaryAmounts(order);
  const currency = order.subTotal?.currencyIso;
  if (orderDiscount <= 0 || itemsTotal === undefined || !currency) return { subtotal: order.subTotal?.formattedValue, discount: undefined };
  const locale = languageTag(site, language);
  return { subtotal: formatPrice(itemsTotal, currency, locale), discount: formatPrice(orderDiscount, currency, locale) };
}

function TotalRow({ label, text, strong, negative }: { label: string; text: string | undefined; strong?: boolean; negative?: boolean }) {
  if (!text) return null;
  return (
    <div className={strong ? styles.totalStrong : styles.totalRow}>
      <dt>{label}</dt>
      <dd>
        {/* The sign the cart's amounts carry (Intl's for our languages), so both pages write a saving alike. */}
        {negative ? '-' : ''}
        {text}
      </dd>
    </div>
  );
}

export function AddressLines({ address }: { address: Address }) {
  const lines = addressLines(address);
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
