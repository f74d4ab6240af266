'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect } from 'react';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { Skeleton } from '@/ui';
import { AddressLines } from './orders/OrderDetails';
import { orderStatusKey } from './orders/order-status';
import { accountQueries } from './queries';
import { useAccountErrorHandler } from './use-account-error';
import { cardExpiry, maskedCardNumber } from './wallet/card-display';
import { WhileLoading } from './WhileLoading';
import styles from './account.module.css';

/** `account/overview`: the customer's name, latest order, default address and card at a glance. */
export function OverviewPage() {
  const { t } = useTranslation('account');
  const occ = useOcc();
  const { site, language } = useStore();
  const location = { site, lang: language };
  const onError = useAccountErrorHandler();
  const user = useQuery(accountQueries.user(occ));
  const orders = useQuery(accountQueries.orders(occ, 'open', 0, 'byDate'));
  const addresses = useQuery(accountQueries.addresses(occ));
  const cards = useQuery(accountQueries.paymentDetails(occ));
  const error = user.error ?? orders.error ?? addresses.error ?? cards.error;
  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);

  if (!user.data) return <WhileLoading queries={[user]} />;
  const latest = orders.data?.orders[0];
  const defaultAddress = addresses.data?.find((address) => address.defaultAddress);
  const defaultCard = cards.data?.find((card) => card.defaultPayment);
  const latestStatus = latest ? orderStatusKey(latest) : undefined;

  return (
    <>
      <h1 className={styles.pageTitle}>{t('overview.title')}</h1>
      <p className={styles.intro}>{t('overview.greeting', { name: user.data.firstName ?? user.data.name ?? '' })}</p>
      <ul className={styles.tiles}>
        <li className={styles.tile}>
          <h2 className={styles.sectionTitle}>{t('overview.openOrders')}</h2>
          {orders.data === undefined ? (
            <TilePending failed={orders.isError} />
          ) : latest ? (
            <p>
              {t('overview.latestOrder', { code: latest.code })} · {latestStatus ? t(latestStatus) : latest.statusDisplay}
            </p>
          ) : (
            <p className={styles.muted}>{t('overview.noOpenOrders')}</p>
          )}
          <Link href={pathFor(location, { name: 'account', page: 'orders' })}>{t('overview.viewOrders')}</Link>
        </li>
        <li className={styles.tile}>
          <h2 className={styles.sectionTitle}>{t('overview.defaultAddress')}</h2>
          {addresses.data === undefined ? (
            <TilePending failed={addresses.isError} />
          ) : defaultAddress ? (
            <AddressLines address={defaultAddress} />
          ) : (
            <p className={styles.muted}>{t('overview.noAddress')}</p>
          )}
          <Link href={pathFor(location, { name: 'account', page: 'address' })}>{t('overview.manageAddresses')}</Link>
        </li>
        <li className={styles.tile}>
          <h2 className={styles.sectionTitle}>{t('overview.defaultCard')}</h2>
          {cards.data === undefined ? (
            <TilePending failed={cards.isError} />
          ) : defaultCard ? (
            <p>
              {defaultCard.cardType?.name} {maskedCardNumber(defaultCard.cardNumber)} ·{' '}
              {t('wallet.expires', { expiry: cardExpiry(defaultCard.expiryMonth, defaultCard.expiryYear) ?? '' })}
            </p>
          ) : (
            <p className={styles.muted}>{t('overview.noCard')}</p>
          )}
          <Link href={pathFor(location, { name: 'account', page: 'wallet' })}>{t('overview.manageWallet')}</Link>
        </li>
        <li className={styles.tile}>
          <h2 className={styles.sectionTitle}>{t('overview.profile')}</h2>
          <p>{user.data.uid}</p>
          <Link href={pathFor(location, { name: 'account', page: 'profile' })}>{t('overview.editProfile')}</Link>
        </li>
      </ul>
    </>
  );
}

/** A tile whose data has not come: a placeholder line while it loads, and says so when it could not. */
function TilePending({ failed }: { failed: boolean }) {
  const { t } = useTranslation('account');
  return failed ? <p className={styles.muted}>{t('loadFailed')}</p> : <Skeleton height={20} width="60%" />;
}
