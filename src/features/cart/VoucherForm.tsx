'use client';

import { useId, useState, type FormEvent } from 'react';
import { useApplyVoucher, useRemoveVoucher } from './cart-mutations';
import { voucherCodeOf } from './optimistic-cart';
import { useActiveCart, useCartErrorRecovery } from './use-active-cart';
import { checkVoucherCode, voucherRefusalOf, type VoucherRefusal } from './voucher-code';
import { useTranslation } from '@/i18n/client';
import { Button, FormField } from '@/ui';
import styles from './CartPage.module.css';

type Feedback = { kind: 'error'; text: string } | { kind: 'applied'; text: string } | null;

/**
 * Promo codes on the cart page (CMS `CartCouponComponent`): apply and remove. A code that cannot be
 * one (500 characters or more, or markup) is refused here without a call; the backend's refusals
 * show as "Code is not valid." or the voucher-specific texts.
 */
export function VoucherForm() {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const { data: cart } = useActiveCart();
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const apply = useApplyVoucher();
  const remove = useRemoveVoucher();
  const recover = useCartErrorRecovery();

  if (!cart || cart.entries.length === 0) return null;

  const refusalText = (refusal: VoucherRefusal | 'empty') =>
    refusal === 'invalidCode' ? t('messages:invalidCode') : t(`voucher.${refusal}`);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (apply.isPending) return;
    const check = checkVoucherCode(code);
    if (!check.ok) {
      setFeedback({ kind: 'error', text: refusalText(check.reason) });
      return;
    }
    setFeedback(null);
    apply.mutate(check.code, {
      onSuccess: () => {
        setCode('');
        setFeedback({ kind: 'applied', text: t('voucher.applied', { code: check.code }) });
      },
      onError: (error) => {
        const refusal = voucherRefusalOf(error);
        if (refusal) setFeedback({ kind: 'error', text: refusalText(refusal) });
        else recover(error);
      },
    });
  }

  const applied = cart.appliedVouchers.map((voucher) => ({ code: voucherCodeOf(voucher), name: voucher.name ?? voucher.description }));
  return (
    <section className={styles.voucher} aria-labelledby={headingId} data-testid="voucher-form">
      <h3 id={headingId} className={styles.subHeading}>
        {t('voucher.heading')}
      </h3>
      <form onSubmit={submit} noValidate className={styles.voucherForm}>
        <FormField
          label={t('voucher.label')}
          name="voucherCode"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          error={feedback?.kind === 'error' ? feedback.text : undefined}
          className={styles.voucherField}
        />
        <Button type="submit" variant="secondary" isPending={apply.isPending} pendingLabel={t('voucher.applying')}>
          {t('voucher.apply')}
        </Button>
      </form>
      <p role="status" className={styles.voucherApplied}>
        {feedback?.kind === 'applied' ? feedback.text : ''}
      </p>
      {applied.length > 0 && (
        <ul className={styles.appliedVouchers} aria-label={t('voucher.appliedList')}>
          {applied.map((voucher) => (
            <li key={voucher.code} data-testid="applied-voucher">
              <span>
                <strong>{voucher.code}</strong>
                {voucher.name ? ` · ${voucher.name}` : ''}
              </span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => remove.mutate(voucher.code)}
                disabled={remove.isPending}
                aria-label={t('voucher.removeNamed', { code: voucher.code })}
              >
                {t('voucher.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
