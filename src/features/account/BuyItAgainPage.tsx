'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderHistory } from '@/commerce/schemas';
import { addGlobalMessage } from '@/features/global-messages';
import { useStore } from '@/features/session/StoreProvider';
import { useOcc } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { Button } from '@/ui';
import { formatOrderDate } from './orders/format';
import { accountQueries } from './queries';
import { reorderMessageKey, type ReorderOutcome } from './reorder/reorder-outcome';
import { useAddToActiveCart } from './reorder/use-add-to-cart';
import { useAccountErrorHandler } from './use-account-error';
import { WhileLoading } from './WhileLoading';
import styles from './account.module.css';

interface PastLine {
  productCode: string;
  name: string;
  details: string;
  quantity: number;
  lastOrdered?: string;
}

/** Each product once, from the newest order it was in; cancelled orders are left out. */
export function pastLinesOf(orders: readonly OrderHistory[]): PastLine[] {
  const lines = new Map<string, PastLine>();
  for (const order of orders) {
    if (order.status === 'CANCELLED') continue;
    for (const entry of order.entries) {
      const code = entry.product.code;
      if (lines.has(code)) continue;
      lines.set(code, {
        productCode: code,
        name: entry.product.name ?? code,
        details: [entry.productColorSelected, entry.productSizeSelected].filter(Boolean).join(' · '),
        quantity: entry.quantity,
        lastOrdered: order.placed,
      });
    }
  }
  return [...lines.values()];
}

/** `account/buy-it-again`: products from past orders, back in the cart in one press (spec 3 §4 reorder). */
export function BuyItAgainPage() {
  const { t } = useTranslation('account');
  const occ = useOcc();
  const { site, language } = useStore();
  const onError = useAccountErrorHandler();
  const orders = useQuery(accountQueries.pastOrderLines(occ));
  const addToCart = useAddToActiveCart();
  const [busy, setBusy] = useState<string | undefined>();
  const [outcomes, setOutcomes] = useState<Record<string, ReorderOutcome>>({});
  useEffect(() => {
    if (orders.error) onError(orders.error);
  }, [orders.error, onError]);

  if (!orders.data) return <WhileLoading queries={[orders]} />;
  const lines = pastLinesOf(orders.data.orders);

  async function reorder(line: PastLine) {
    setBusy(line.productCode);
    try {
      const outcome = await addToCart(line.productCode, line.quantity);
      setOutcomes((current) => ({ ...current, [line.productCode]: outcome }));
      const text = t(reorderMessageKey(outcome), { name: line.name, quantity: line.quantity, quantityAdded: outcome.kind === 'lowStock' ? outcome.quantityAdded : line.quantity });
      addGlobalMessage({ type: outcome.kind === 'added' ? 'confirmation' : outcome.kind === 'lowStock' ? 'info' : 'error', text });
    } catch (error) {
      onError(error);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <h1 className={styles.pageTitle}>{t('buyItAgain.title')}</h1>
      <p className={styles.intro}>{t('buyItAgain.intro')}</p>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('buyItAgain.empty')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('buyItAgain.title')}>
          {lines.map((line) => {
            const outcome = outcomes[line.productCode];
            return (
              <li key={line.productCode} className={styles.card}>
                <strong>{line.name}</strong>
                {line.details && <span className={styles.muted}>{line.details}</span>}
                <span className={styles.muted}>
                  {t('buyItAgain.lastOrdered', { date: formatOrderDate(line.lastOrdered, site, language), quantity: line.quantity })}
                </span>
                {outcome && (
                  <p className={styles.muted} role="status">
                    {t(reorderMessageKey(outcome), { name: line.name, quantity: line.quantity, quantityAdded: outcome.kind === 'lowStock' ? outcome.quantityAdded : line.quantity })}
                  </p>
                )}
                <div className={styles.actions}>
                  <Button variant="primary" size="sm" isPending={busy === line.productCode} isDisabled={busy !== undefined && busy !== line.productCode} onPress={() => reorder(line)}>
                    {t('buyItAgain.addToCart')}
                    <span className="visually-hidden"> {line.name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
