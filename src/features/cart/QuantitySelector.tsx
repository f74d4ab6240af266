'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/client';
import { MIN_QUANTITY, readQuantityInput } from './quantity-input';
import styles from './QuantitySelector.module.css';

export interface QuantitySelectorProps {
  /** The line's quantity as the cart has it (optimistic while a change is on its way). */
  value: number;
  /** The stock level (spec 1 §5: max equal to the product's stock level); undefined when unknown. */
  max: number | undefined;
  /** Names the product in the label, so each line's field is told apart ("Quantity, Duck Canvas Jacket"). */
  productName: string;
  onChange: (quantity: number) => void;
  isDisabled?: boolean;
}

type Notice = { key: 'stockExceeded'; stock: number } | { key: 'minimum' } | { key: 'notANumber' } | { key: 'roundedDown'; quantity: number };

/**
 * The quantity of a cart line (spec 1 §2.4, §5): a labelled number field between a decrease and an
 * increase button, min 1 and max the stock level. What is typed is read when the field is left or
 * Enter is pressed: out of range is clamped and says why, anything but a number is refused.
 */
export function QuantitySelector({ value, max, productName, onChange, isDisabled = false }: QuantitySelectorProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [draft, setDraft] = useState<{ text: string; forValue: number }>({ text: String(value), forValue: value });
  const [notice, setNotice] = useState<Notice | null>(null);
  // A new quantity from the cart replaces what was typed.
  const text = draft.forValue === value ? draft.text : String(value);

  function commit(quantity: number) {
    setDraft({ text: String(quantity), forValue: quantity });
    if (quantity !== value) onChange(quantity);
  }

  function commitTyped() {
    const reading = readQuantityInput(text, { max });
    if (!reading.ok) {
      setNotice({ key: 'notANumber' });
      setDraft({ text: String(value), forValue: value });
      return;
    }
    if (reading.adjusted === 'loweredToStock' && max !== undefined) setNotice({ key: 'stockExceeded', stock: max });
    else if (reading.adjusted === 'raisedToMinimum') setNotice({ key: 'minimum' });
    else if (reading.adjusted === 'roundedDown') setNotice({ key: 'roundedDown', quantity: reading.quantity });
    else setNotice(null);
    commit(reading.quantity);
  }

  function step(delta: number) {
    const next = value + delta;
    if (next < MIN_QUANTITY) return;
    if (max !== undefined && next > max) {
      setNotice({ key: 'stockExceeded', stock: max });
      // The stock fell below the line's quantity since it was added: a decrease goes to the stock level.
      if (delta < 0) commit(Math.max(max, MIN_QUANTITY));
      return;
    }
    setNotice(null);
    commit(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    }
  }

  const noticeText = notice ? noticeMessage(notice, t) : '';
  const atMax = max !== undefined && value >= max;
  return (
    <div className={styles.selector}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t('quantity.label')}
        <span className="visually-hidden">, {productName}</span>
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          onClick={() => step(-1)}
          disabled={isDisabled || value <= MIN_QUANTITY}
          aria-label={t('quantity.decrease', { name: productName })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={isDisabled}
          aria-describedby={noticeText ? `${id}-notice` : undefined}
          aria-invalid={notice?.key === 'notANumber' || undefined}
          onChange={(event) => setDraft({ text: event.target.value, forValue: value })}
          onBlur={commitTyped}
          onKeyDown={onKeyDown}
          data-testid="quantity-input"
          data-min={MIN_QUANTITY}
          data-max={max}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => step(1)}
          disabled={isDisabled || atMax}
          aria-label={t('quantity.increase', { name: productName })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={`${id}-notice`} className={styles.notice} role="status">
        {noticeText}
      </p>
    </div>
  );
}

function noticeMessage(notice: Notice, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (notice.key) {
    case 'stockExceeded':
      return t('quantity.stockExceeded', { stock: notice.stock });
    case 'minimum':
      return t('quantity.minimum', { minimum: MIN_QUANTITY });
    case 'roundedDown':
      return t('quantity.roundedDown', { quantity: notice.quantity });
    case 'notANumber':
      return t('quantity.notANumber');
  }
}
