'use client';

import { useTranslation } from '@/i18n/client';
import type { EntryWarning } from './entry-warnings';
import styles from './EntryWarnings.module.css';

/** The per-line warnings of spec 1 §5, in the words of spec 1 §8's cart keys. */
export function EntryWarnings({ warnings }: { warnings: readonly EntryWarning[] }) {
  const { t } = useTranslation('cart');
  if (warnings.length === 0) return null;
  return (
    <ul className={styles.warnings} data-testid="entry-warnings">
      {warnings.map((warning) => (
        <li key={warning.kind} className={styles.warning} data-warning={warning.kind}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 3 2 21h20L12 3Zm0 6v6m0 2.5v.5" />
          </svg>
          {warningText(warning, t)}
        </li>
      ))}
    </ul>
  );
}

function warningText(warning: EntryWarning, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (warning.kind) {
    case 'outOfStock':
      return t('cartItem.outOfStock');
    case 'stockExceeded':
      return t('quantity.stockExceeded', { stock: warning.stockLevel });
    case 'restrictedProduct':
      return t('cartItem.restrictedProduct');
    case 'addressRestricted':
      return t('cartItem.addressRestricted');
    case 'poBoxRestrictedProduct':
      return t('cartItem.poBoxRestrictedProduct');
    case 'poBoxRestricted':
      return t('cartItem.poBoxRestricted');
    case 'qtyReduced':
      return t('cartItem.qtyReduced');
  }
}
