'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { Button } from '@/ui';
import { cancelOrderAction, requestReturnAction } from './actions';
import { ORDER_HEADING_ID, OrderDetails } from './orders/OrderDetails';
import { OrderRequestForm, type RequestKind } from './orders/OrderRequestForm';
import { hasCreditMemo, hasInvoice } from './orders/order-documents';
import { OrderSkeleton } from './orders/OrderSkeleton';
import { returnStatusKey } from './orders/order-status';
import { isUnknownToCustomer } from './not-found';
import { accountQueries } from './queries';
import { useFocusAfterRender } from '@/ui/use-focus-after-render';
import { useAccountErrorHandler, useSessionExpired } from './use-account-error';
import { WhileLoading } from './WhileLoading';
import styles from './orders/orders.module.css';

/**
 * `account/order/{orderCode}`: one of the customer's orders, with cancel and return where OCC allows
 * them (spec 3 §6), its returns, and the invoice or credit memo. Another customer's order is unknown
 * to OCC, so it shows as not found, never its data.
 */
export function OrderPage({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation('orders');
  const occ = useOcc();
  const { site, language } = useStore();
  const queryClient = useQueryClient();
  const onError = useAccountErrorHandler();
  const sessionExpired = useSessionExpired();
  const order = useQuery(accountQueries.order(occ, orderCode));
  const returns = useQuery(accountQueries.returns(occ));
  const [request, setRequest] = useState<RequestKind | undefined>();
  const focusAfterRender = useFocusAfterRender();
  const cancelTrigger = useRef<HTMLButtonElement>(null);
  const returnTrigger = useRef<HTMLButtonElement>(null);
  // Another customer's order, or none: OCC's answer to an id that is not the customer's.
  const notFound = isUnknownToCustomer(order.error);
  useEffect(() => {
    if (order.error && !notFound) onError(order.error);
  }, [order.error, notFound, onError]);

  if (notFound) {
    return (
      <section aria-labelledby="order-missing">
        <h1 id="order-missing" className={styles.title}>
          {t('detail.notFoundTitle')}
        </h1>
        <p>{t('detail.notFound', { code: orderCode })}</p>
        <a href={pathFor({ site, lang: language }, { name: 'account', page: 'orders' })}>{t('detail.backToOrders')}</a>
      </section>
    );
  }
  if (!order.data) return <WhileLoading queries={[order]} fallback={<OrderSkeleton />} />;
  const current = order.data;
  const location = { site, lang: language };
  const orderReturns = (returns.data?.returnRequests ?? []).filter((r) => r.order?.code === current.code);
  const canCreditMemo = hasCreditMemo(current, orderReturns.length);
  const canInvoice = hasInvoice(current);

  /**
   * The form replaces its trigger while open; closing it gives focus back to the trigger, or to the
   * order's heading when the order no longer allows another request of the kind.
   */
  function closeRequest(kind: RequestKind) {
    setRequest(undefined);
    const trigger = kind === 'cancel' ? cancelTrigger : returnTrigger;
    focusAfterRender(() => trigger.current ?? document.getElementById(ORDER_HEADING_ID));
  }

  // The form stays (busy) until the order is read again, so focus lands on what the order now offers.
  async function done(kind: RequestKind) {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: accountQueries.order(occ, orderCode).queryKey }),
      queryClient.invalidateQueries({ queryKey: accountQueries.returns(occ).queryKey }),
      queryClient.invalidateQueries({ queryKey: accountQueries.allOrders(occ) }),
    ]);
    closeRequest(kind);
  }

  const actions = (
    <div className={styles.actions}>
      {current.cancellable && !request && (
        <Button ref={cancelTrigger} variant="secondary" onPress={() => setRequest('cancel')}>
          {t('cancel.open')}
        </Button>
      )}
      {current.returnable && !request && (
        <Button ref={returnTrigger} variant="secondary" onPress={() => setRequest('return')}>
          {t('return.open')}
        </Button>
      )}
      {canInvoice && (
        <a href={pathFor(location, { name: 'invoice', orderNumber: current.code })} target="_blank" rel="noopener">
          {t('documents.invoice')}
          <span className="visually-hidden"> {t('detail.opensInNewTab')}</span>
        </a>
      )}
      {canCreditMemo && (
        <a href={pathFor(location, { name: 'creditMemo', orderNumber: current.code })} target="_blank" rel="noopener">
          {t('documents.creditMemo')}
          <span className="visually-hidden"> {t('detail.opensInNewTab')}</span>
        </a>
      )}
    </div>
  );

  return (
    <>
      <OrderDetails order={current} actions={actions} />
      {request && (
        <OrderRequestForm
          order={current}
          kind={request}
          send={request === 'cancel' ? cancelOrderAction : requestReturnAction}
          onDone={() => done(request)}
          onClose={() => closeRequest(request)}
          onSessionExpired={sessionExpired}
        />
      )}
      {orderReturns.length > 0 && (
        <section aria-labelledby="order-returns" className={styles.section}>
          <h2 id="order-returns" className={styles.sectionTitle}>
            {t('return.listTitle')}
          </h2>
          <ul className={styles.list}>
            {orderReturns.map((item) => {
              const statusKey = returnStatusKey(item.status);
              return (
                <li key={item.code} className={styles.card}>
                  <span>{t('return.number', { code: item.rma ?? item.code })}</span>
                  <span className={styles.badge}>{statusKey ? t(statusKey) : item.status}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
