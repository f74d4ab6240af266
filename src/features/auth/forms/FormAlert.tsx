'use client';

import { useTranslation } from '@/i18n/client';
import type { FormErrorState } from './use-server-form';
import styles from './forms.module.css';

/**
 * A form-level message (wrong password, expired link). The live region is always in the page so the
 * message is announced when it appears; it takes no space while empty.
 */
export function FormAlert({ error, id }: { error: FormErrorState | undefined; id?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" id={id} className={styles.alertRegion}>
      {error && <p className={styles.alert}>{t(error.key, error.params)}</p>}
    </div>
  );
}

/** A success note inside a form (password updated), announced politely. */
export function FormNotice({ text }: { text: string | undefined }) {
  return (
    <div role="status" className={styles.alertRegion}>
      {text && <p className={styles.notice}>{text}</p>}
    </div>
  );
}
