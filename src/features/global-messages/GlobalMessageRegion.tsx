'use client';

import { useTranslation, type Translate } from '@/i18n/client';
import styles from './GlobalMessageRegion.module.css';
import { removeGlobalMessage, useGlobalMessages, type GlobalMessage, type GlobalMessageType } from './store';

/** Confirmations and info wait their turn; errors and checkout warnings interrupt (spec 1 §8). */
const POLITE_TYPES: ReadonlySet<GlobalMessageType> = new Set(['confirmation', 'info']);

function messageText(t: Translate, message: GlobalMessage): string {
  if (!message.key) return message.text ?? '';
  // A server text, when given, stands in for a key this page has no translation for.
  return t(message.key, { ...message.params, defaultValue: message.text ?? message.key });
}

function GlobalMessageBanner({ message, t }: { message: GlobalMessage; t: Translate }) {
  return (
    <div className={`${styles.message} ${styles[message.type]}`} data-type={message.type}>
      <p className={styles.text}>{messageText(t, message)}</p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('dismiss')}
        onClick={() => removeGlobalMessage(message.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The live regions for global messages. Both are always in the page, even when empty, so screen
 * readers announce what is added to them. Render once per page, inside an `I18nProvider` that
 * has the `messages` namespace (plus any namespace a message key points into).
 *
 * `data-react-aria-top-layer` keeps the regions out of reach of react-aria's modals (dialogs, mini
 * cart, mobile menu): they make everything else `inert`/aria-hidden, but spare top-layer elements,
 * let focus into them and do not treat a press on them as a click outside. Without it an error
 * raised while the login dialog is open is neither announced nor dismissable.
 */
export function GlobalMessageRegion() {
  const { t } = useTranslation('messages');
  const messages = useGlobalMessages((state) => state.messages);
  const polite = messages.filter((message) => POLITE_TYPES.has(message.type));
  const urgent = messages.filter((message) => !POLITE_TYPES.has(message.type));

  return (
    <div className={styles.regions} data-testid="global-messages" data-react-aria-top-layer="">
      {/* aria-atomic false: announce the message just added, not every message still shown. */}
      <div role="status" aria-live="polite" aria-atomic="false" aria-label={t('regions.status')} className={styles.stack}>
        {polite.map((message) => (
          <GlobalMessageBanner key={message.id} message={message} t={t} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" aria-label={t('regions.alert')} className={styles.stack}>
        {urgent.map((message) => (
          <GlobalMessageBanner key={message.id} message={message} t={t} />
        ))}
      </div>
    </div>
  );
}
