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
  /**
   * Says the new quantity after a press of − or +, where nothing else does (the product page; a cart
   * line's change is said by its outcome once the cart has it). Focus stays on the button pressed.
   */
  announcesSteps?: boolean;
}

/** Digits only: what the field shows as its current value to assistive technology. */
const WHOLE_NUMBER = /^\d+$/;

type Notice = { key: 'stockExceeded'; stock: number } | { key: 'minimum' } | { key: 'notANumber' } | { key: 'roundedDown'; quantity: number };

/** What is in the field: its text, for which quantity from the cart, and whether the shopper changed it. */
interface Draft {
  text: string;
  forValue: number;
  edited: boolean;
}

/**
 * The quantity of a cart line (spec 1 §2.4, §5): a labelled spin button between a decrease and an
 * increase button, min 1 and max the stock level, both told to assistive technology
 * (`aria-valuemin`, `aria-valuemax`). What is typed, or stepped with the arrow keys, is read when
 * Enter is pressed or when the field is left after a change: out of range is clamped and says why,
 * anything but a number is refused. Leaving a field nobody changed sends nothing, even when the line
 * is above a stock level that fell since the add (the line's warning says so; a decrease fixes it).
 */
export function QuantitySelector({ value, max, productName, onChange, isDisabled = false, announcesSteps = false }: QuantitySelectorProps) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [draft, setDraft] = useState<Draft>({ text: String(value), forValue: value, edited: false });
  const [notice, setNotice] = useState<Notice | null>(null);
  // The quantity the last press of − or + brought, said while the field still shows it.
  const [stepped, setStepped] = useState<number>();
  // A new quantity from the cart replaces what was typed.
  const current = draft.forValue === value;
  const text = current ? draft.text : String(value);
  const edited = current && draft.edited;
  // The number in the field while it is one, else the line's quantity.
  const shownQuantity = WHOLE_NUMBER.test(text.trim()) ? Number(text.trim()) : value;

  function edit(nextText: string) {
    setDraft({ text: nextText, forValue: value, edited: true });
  }

  function commit(quantity: number) {
    setDraft({ text: String(quantity), forValue: quantity, edited: false });
    if (quantity !== value) onChange(quantity);
  }

  function commitTyped() {
    const reading = readQuantityInput(text, { max });
    if (!reading.ok) {
      setNotice({ key: 'notANumber' });
      setDraft({ text: String(value), forValue: value, edited: false });
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
    setStepped(next);
    commit(next);
  }

  /** The arrow keys of a spin button (WAI-ARIA APG) change the field within 1..max; Enter or leaving sends it. */
  function arrowStep(delta: number) {
    const upper = max === undefined ? Number.POSITIVE_INFINITY : Math.max(MIN_QUANTITY, max);
    const next = Math.max(MIN_QUANTITY, Math.min(upper, shownQuantity + delta));
    // Down from above a stock level that fell goes to it at once, as the decrease button does.
    if (delta > 0 ? next > shownQuantity : next < shownQuantity) edit(String(next));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTyped();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      arrowStep(event.key === 'ArrowUp' ? 1 : -1);
    }
  }

  const noticeText = notice ? noticeMessage(notice, t) : '';
  const atMax = max !== undefined && value >= max;
  // Marked unavailable rather than `disabled`: a disabled button drops the keyboard focus to the page
  // the moment its press reaches the limit (or the cart is busy); this one keeps it and does nothing.
  const decreaseUnavailable = isDisabled || value <= MIN_QUANTITY;
  const increaseUnavailable = isDisabled || atMax;
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
          onClick={() => {
            if (!decreaseUnavailable) step(-1);
          }}
          aria-disabled={decreaseUnavailable || undefined}
          aria-label={t('quantity.decrease', { name: productName })}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={`${id}-input`}
          className={styles.input}
          // A text field in the spin-button role, not type="number": what is typed is read (and
          // refused or clamped with a reason) by `readQuantityInput`, never silently dropped.
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={isDisabled}
          aria-valuemin={MIN_QUANTITY}
          aria-valuemax={max}
          aria-valuenow={shownQuantity}
          // What was refused is explained, not left marked invalid: the field is back at a valid quantity.
          aria-describedby={noticeText ? `${id}-notice` : undefined}
          onChange={(event) => edit(event.target.value)}
          onBlur={() => {
            if (edited) commitTyped();
          }}
          onKeyDown={onKeyDown}
          data-testid="quantity-input"
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => {
            if (!increaseUnavailable) step(1);
          }}
          aria-disabled={increaseUnavailable || undefined}
          aria-label={t('quantity.increase', { name: productName })}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={`${id}-notice`} className={styles.notice} role="status">
        {noticeText}
      </p>
      {announcesSteps && (
        <p className="visually-hidden" role="status">
          {stepped === value ? t('quantity.current', { quantity: value }) : ''}
        </p>
      )}
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
