'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useApplyVoucher, useRemoveVoucher } from './cart-mutations';
import { voucherCodeOf } from './optimistic-cart';
import { useActiveCart, useCartErrorRecovery } from './use-active-cart';
import { checkVoucherCode, voucherRefusalOf, type VoucherRefusal } from './voucher-code';
import { useTranslation } from '@/i18n/client';
import { Button, FormField } from '@/ui';
import { useFocusAfterRender } from '@/ui/use-focus-after-render';
import styles from './CartPage.module.css';

type Feedback = { kind: 'error'; text: string } | { kind: 'done'; text: string } | null;

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
  const focusAfterRender = useFocusAfterRender();
  const field = useRef<HTMLInputElement>(null);
  const appliedList = useRef<HTMLUListElement>(null);

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
        setFeedback({ kind: 'done', text: t('voucher.applied', { code: check.code }) });
      },
      onError: (error) => {
        const refusal = voucherRefusalOf(error);
        if (refusal) setFeedback({ kind: 'error', text: refusalText(refusal) });
        else recover(error);
      },
    });
  }

  /**
   * The removed code's line goes at once (optimistic), and its focused button with it: focus moves
   * to the next code's Remove, else the previous one's, else the code field (WCAG 2.4.3).
   */
  function removeCode(code: string) {
    if (remove.isPending) return;
    const buttons = Array.from(appliedList.current?.querySelectorAll<HTMLElement>('button') ?? []);
    const at = applied.findIndex((voucher) => voucher.code === code);
    const neighbour = buttons[at + 1] ?? buttons[at - 1];
    setFeedback(null);
    remove.mutate(code, { onSuccess: () => setFeedback({ kind: 'done', text: t('voucher.removed', { code }) }) });
    focusAfterRender(() => (neighbour?.isConnected ? neighbour : field.current));
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
          ref={field}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          error={feedback?.kind === 'error' ? feedback.text : undefined}
          // A refusal comes while focus stays on Apply: said as it comes.
          errorLive
          className={styles.voucherField}
        />
        <Button type="submit" variant="secondary" isPending={apply.isPending} pendingLabel={t('voucher.applying')}>
          {t('voucher.apply')}
        </Button>
      </form>
      <p role="status" className={styles.voucherApplied}>
        {feedback?.kind === 'done' ? feedback.text : ''}
      </p>
      {applied.length > 0 && (
        <ul ref={appliedList} className={styles.appliedVouchers} aria-label={t('voucher.appliedList')}>
          {applied.map((voucher) => (
            <li key={voucher.code} data-testid="applied-voucher">
              <span>
                <strong>{voucher.code}</strong>
                {voucher.name ? ` · ${voucher.name}` : ''}
              </span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => removeCode(voucher.code)}
                aria-disabled={remove.isPending || undefined}
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
