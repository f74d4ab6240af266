'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SESSION_USER } from '@/commerce/browser';
import type { PaymentDetails } from '@/commerce/schemas';
import { addGlobalMessage } from '@/features/global-messages';
import { useOcc } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { Button, cx } from '@/ui';
import { useFocusAfterRender } from '@/ui/use-focus-after-render';
import { isUnknownToCustomer } from './not-found';
import { accountQueries } from './queries';
import { useAccountErrorHandler } from './use-account-error';
import { CardIcon } from './wallet/CardIcon';
import { cardExpiry, isCardExpired, maskedCardNumber } from './wallet/card-display';
import { WhileLoading } from './WhileLoading';
import styles from './account.module.css';

/**
 * `account/wallet` (spec 3 §3 payment info): saved cards with their type icon, masked number and
 * expiry (MM/YY), expired ones marked; delete a card or make it the default.
 */
export function WalletPage() {
  const { t } = useTranslation('account');
  const occ = useOcc();
  const queryClient = useQueryClient();
  const onError = useAccountErrorHandler();
  const cards = useQuery(accountQueries.paymentDetails(occ));
  const focusAfterRender = useFocusAfterRender();
  const pageTitle = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (cards.error) onError(cards.error);
  }, [cards.error, onError]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountQueries.paymentDetails(occ).queryKey });
  // A card that is not the customer's (deleted in another tab): say so and show the cards as they are.
  const onChangeError = (error: unknown) => {
    if (!isUnknownToCustomer(error)) return onError(error);
    addGlobalMessage({ type: 'error', text: t('wallet.notFound') });
    void refresh();
    focusAfterRender(() => pageTitle.current);
  };
  const remove = useMutation({
    mutationFn: (id: string) => occ.deletePaymentDetails(SESSION_USER, id),
    onSuccess: async () => {
      await refresh();
      // The deleted card took its focused button with it.
      focusAfterRender(() => pageTitle.current);
      addGlobalMessage({ type: 'confirmation', text: t('wallet.deleted') });
    },
    onError: onChangeError,
  });
  const makeDefault = useMutation({
    mutationFn: (id: string) => occ.setDefaultPaymentDetails(SESSION_USER, id),
    onSuccess: async (_, id) => {
      await refresh();
      // "Make default" is gone from the new default card.
      focusAfterRender(() => list.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`));
      addGlobalMessage({ type: 'confirmation', text: t('wallet.defaultSet') });
    },
    onError: onChangeError,
  });

  if (!cards.data) return <WhileLoading queries={[cards]} />;
  return (
    <>
      <h1 ref={pageTitle} tabIndex={-1} className={styles.pageTitle}>
        {t('wallet.title')}
      </h1>
      {cards.data.length === 0 ? (
        <p className={styles.intro}>{t('wallet.empty')}</p>
      ) : (
        <ul ref={list} className={styles.cards} aria-label={t('wallet.title')}>
          {cards.data.map((card) => (
            <SavedCard
              key={card.id}
              card={card}
              deleting={remove.isPending && remove.variables === card.id}
              makingDefault={makeDefault.isPending && makeDefault.variables === card.id}
              onDelete={() => card.id && remove.mutate(card.id)}
              onMakeDefault={() => card.id && makeDefault.mutate(card.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

interface SavedCardProps {
  card: PaymentDetails;
  deleting: boolean;
  makingDefault: boolean;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One card. The pressed button shows that it works and keeps focus; the card's other one waits. */
function SavedCard({ card, deleting, makingDefault, onDelete, onMakeDefault }: SavedCardProps) {
  const { t } = useTranslation('account');
  const expired = isCardExpired(card);
  const expiry = cardExpiry(card.expiryMonth, card.expiryYear);
  const name = `${card.cardType?.name ?? card.cardType?.code ?? ''} ${maskedCardNumber(card.cardNumber)}`.trim();
  return (
    <li data-card-id={card.id} tabIndex={-1} className={styles.card} aria-label={name}>
      <div className={styles.cardHeader}>
        <span className={styles.cardLine}>
          <CardIcon brand={card.cardType?.code} className={styles.cardIcon} />
          <span>
            <strong>{card.cardType?.name ?? card.cardType?.code}</strong> {maskedCardNumber(card.cardNumber)}
          </span>
        </span>
        {card.defaultPayment && <span className={styles.tag}>{t('wallet.default')}</span>}
      </div>
      <p className={styles.muted}>{card.accountHolderName}</p>
      <p>
        {expired ? (
          <span className={cx(styles.tag, styles.tagWarning)}>{t('wallet.expired', { expiry: expiry ?? '' })}</span>
        ) : (
          t('wallet.expires', { expiry: expiry ?? '' })
        )}
      </p>
      <div className={styles.actions}>
        {!card.defaultPayment && !expired && (
          <Button variant="secondary" size="sm" onPress={onMakeDefault} isPending={makingDefault} isDisabled={deleting}>
            {t('wallet.makeDefault')}
            <span className="visually-hidden"> {name}</span>
          </Button>
        )}
        <Button variant="ghost" size="sm" onPress={onDelete} isPending={deleting} isDisabled={makingDefault}>
          {t('wallet.delete')}
          <span className="visually-hidden"> {name}</span>
        </Button>
      </div>
    </li>
  );
}
