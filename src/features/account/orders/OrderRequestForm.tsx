'use client';

import { useEffect, useRef, useState } from 'react';
import type { Order } from '@/commerce/schemas';
import { FormAlert } from '@/features/auth/forms/FormAlert';
import type { FormErrorState } from '@/features/auth/forms/use-server-form';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { addGlobalMessage } from '@/features/global-messages';
import { Button, SelectField } from '@/ui';
import { unreachableActionFailure, type FormActionResult } from '@/features/auth/action-result';
import { useSignedInAs } from '../signed-in-as';
import { orderRequestSchema } from './order-request-schema';
import styles from './orders.module.css';

export type RequestKind = 'cancel' | 'return';

/**
 * Choosing lines and quantities to cancel (before shipping) or to return (once delivered), spec 3 §6.
 * Only lines with something left to cancel or return are offered. It opens in place of the button
 * that asked for it, so its heading takes focus; after a success it stays busy until `onDone` is through.
 */
export function OrderRequestForm({
  order,
  kind,
  send,
  onDone,
  onClose,
  onSessionExpired,
}: {
  order: Order;
  kind: RequestKind;
  send: (input: unknown) => Promise<FormActionResult>;
  onDone: () => void | Promise<void>;
  onClose: () => void;
  onSessionExpired: () => void;
}) {
  const { t } = useTranslation('orders');
  const { site, language } = useStore();
  const signedInAs = useSignedInAs();
  const lines = order.entries
    .map((entry) => ({ entry, available: (kind === 'cancel' ? entry.cancellableQuantity : entry.returnableQuantity) ?? 0 }))
    .filter(({ available }) => available > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [error, setError] = useState<FormErrorState | undefined>();
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = {
      orderCode: order.code,
      entries: lines.map(({ entry }) => ({ entryNumber: entry.entryNumber, quantity: quantities[entry.entryNumber] ?? 0 })),
    };
    const checked = orderRequestSchema.safeParse(input);
    if (!checked.success) {
      setError({ key: checked.error.issues[0]?.message ?? 'orders:request.nothingSelected' });
      return;
    }
    setPending(true);
    setError(undefined);
    const result = await send({ values: checked.data, location: { site, lang: language }, signedInAs }).catch(unreachableActionFailure);
    if (!result.ok) {
      setPending(false);
      if (result.sessionExpired) return onSessionExpired();
      // The server's own check of the lines: the one a shopper can trip is "nothing selected".
      const refusal = result.formError ?? result.fieldErrors?.entries;
      if (refusal) setError({ key: refusal });
      if (result.messageKey) addGlobalMessage({ type: 'error', key: result.messageKey });
      return;
    }
    addGlobalMessage({ type: 'confirmation', text: t(kind === 'cancel' ? 'cancel.success' : 'return.success') });
    await onDone();
  }

  return (
    <form className={styles.requestForm} onSubmit={submit} noValidate aria-labelledby={`${kind}-title`}>
      <h2 ref={heading} id={`${kind}-title`} tabIndex={-1} className={styles.sectionTitle}>
        {t(kind === 'cancel' ? 'cancel.title' : 'return.title')}
      </h2>
      <p className={styles.muted}>{t(kind === 'cancel' ? 'cancel.intro' : 'return.intro')}</p>
      <FormAlert error={error} />
      {lines.map(({ entry, available }) => (
        <div key={entry.entryNumber} className={styles.requestLine}>
          <div>
            <p className={styles.line}>{entry.product.name ?? entry.product.code}</p>
            <p className={styles.muted}>{t('request.available', { quantity: available })}</p>
          </div>
          <SelectField
            label={t('request.quantity', { name: entry.product.name ?? entry.product.code })}
            labelHidden
            value={String(quantities[entry.entryNumber] ?? 0)}
            onChange={(event) => setQuantities((current) => ({ ...current, [entry.entryNumber]: Number(event.target.value) }))}
            options={Array.from({ length: available + 1 }, (_, quantity) => ({ value: String(quantity), label: String(quantity) }))}
          />
        </div>
      ))}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={pending}>
          {t(kind === 'cancel' ? 'cancel.submit' : 'return.submit')}
        </Button>
        <Button type="button" variant="ghost" onPress={onClose}>
          {t('request.close')}
        </Button>
      </div>
    </form>
  );
}
