'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { SelectField, Skeleton, buttonClassName } from '@/ui';
import { formatOrderDate } from './orders/format';
import { orderStatusKey } from './orders/order-status';
import { accountQueries, type OrderList, type OrderSort } from './queries';
import { useAccountErrorHandler } from './use-account-error';
import { WhileLoading } from './WhileLoading';
import styles from './account.module.css';

/** `account/orders` (spec 3 §4 "Order history"): the open and the past orders, each paged, one sort. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const [sort, setSort] = useState<OrderSort>('byDate');
  const sortId = useId();
  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.pageTitle}>{t('history.title')}</h1>
        <SelectField
          id={sortId}
          label={t('history.sortBy')}
          value={sort}
          onChange={(event) => setSort(event.target.value === 'byOrderNumber' ? 'byOrderNumber' : 'byDate')}
          options={[
            { value: 'byDate', label: t('history.sort.byDate') },
            { value: 'byOrderNumber', label: t('history.sort.byOrderNumber') },
          ]}
        />
      </div>
      {/* A new sort starts each list at its first page. */}
      <OrderListSection key={`open-${sort}`} list="open" sort={sort} />
      <OrderListSection key={`past-${sort}`} list="past" sort={sort} />
    </>
  );
}

function OrderListSection({ list, sort }: { list: OrderList; sort: OrderSort }) {
  const { t } = useTranslation('orders');
  const occ = useOcc();
  const { site, language } = useStore();
  const onError = useAccountErrorHandler();
  const [page, setPage] = useState(0);
  const orders = useQuery(accountQueries.orders(occ, list, page, sort));
  const headingId = useId();
  useEffect(() => {
    if (orders.error) onError(orders.error);
  }, [orders.error, onError]);

  const totalPages = orders.data?.pagination?.totalPages ?? 1;
  return (
    <section aria-labelledby={headingId} aria-busy={orders.isFetching || undefined}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t(list === 'open' ? 'history.open' : 'history.past')}
      </h2>
      {!orders.data ? (
        <WhileLoading queries={[orders]} fallback={<Skeleton height={160} />} />
      ) : orders.data.orders.length === 0 ? (
        <p className={styles.muted}>{t(list === 'open' ? 'history.noOpen' : 'history.noPast')}</p>
      ) : (
        <table className={`${styles.table} ${styles.ordersTable}`}>
          <thead>
            <tr>
              <th scope="col">{t('history.orderNumber')}</th>
              <th scope="col">{t('history.placed')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">{t('history.total')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.orders.map((order) => {
              const statusKey = orderStatusKey(order);
              return (
                <tr key={order.code}>
                  <td>
                    <Link href={pathFor({ site, lang: language }, { name: 'accountOrder', orderCode: order.code })}>
                      {order.code}
                    </Link>
                  </td>
                  <td>{formatOrderDate(order.placed, site, language)}</td>
                  <td>{statusKey ? t(statusKey) : order.statusDisplay}</td>
                  <td>{order.total?.formattedValue}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {totalPages > 1 && (
        <nav className={styles.pager} aria-label={t(list === 'open' ? 'history.openPages' : 'history.pastPages')}>
          <PagerButton isUnavailable={page === 0} onPress={() => setPage((p) => Math.max(0, p - 1))}>
            {t('history.previous')}
          </PagerButton>
          <span aria-live="polite">{t('history.page', { page: page + 1, total: totalPages })}</span>
          <PagerButton isUnavailable={page + 1 >= totalPages} onPress={() => setPage((p) => p + 1)}>
            {t('history.next')}
          </PagerButton>
        </nav>
      )}
    </section>
  );
}

/**
 * "Previous" or "Next": at either end it is marked unavailable with `aria-disabled` rather than
 * `disabled`, so pressing "Next" onto the last page keeps focus on the button instead of dropping it
 * to the page's body; a press there does nothing.
 */
function PagerButton({ isUnavailable, onPress, children }: { isUnavailable: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'ghost', size: 'sm' })}
      aria-disabled={isUnavailable || undefined}
      data-disabled={isUnavailable || undefined}
      onClick={() => {
        if (!isUnavailable) onPress();
      }}
    >
      {children}
    </button>
  );
}
