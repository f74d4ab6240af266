'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { pushAnalyticsEvent } from '@/analytics/data-layer';
import { addGlobalMessage, removeGlobalMessage } from '@/features/global-messages';
import { useOcc } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { DEFAULT_NEWSLETTER_SOURCE, NEWSLETTER_MESSAGE_MS } from './newsletter-constants';
import styles from './NewsletterSignup.module.css';

export interface NewsletterSignupProps {
  /** Heading and text from the CMS component. */
  title?: string | undefined;
  text?: string | undefined;
  /** Where the visitor signs up (spec 1 §7, default `footer`). */
  source?: string | undefined;
}

type Notice = { kind: 'success' } | { kind: 'fieldError'; messageKey: string } | null;

/**
 * Newsletter sign-up from CMS pages (spec 1 §4, §5, §7). Sends only when the field has a value. A
 * success shows a confirmation for 6000 ms and clears the field; a failure shows its text under the
 * field (a problem with the address) or as an error message, for 6000 ms as well.
 */
export function NewsletterSignup({ title, text, source = DEFAULT_NEWSLETTER_SOURCE }: NewsletterSignupProps) {
  const { t } = useTranslation(['newsletter', 'messages']);
  const occ = useOcc();
  const inputId = useId();
  const noticeId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  function showFor(next: Notice) {
    clearTimeout(noticeTimer.current);
    setNotice(next);
    noticeTimer.current = setTimeout(() => setNotice(null), NEWSLETTER_MESSAGE_MS);
  }

  const [sending, setSending] = useState(false);

  async function signUp(address: string) {
    setSending(true);
    try {
      await occ.subscribeToNewsletter(address, source);
      setEmail('');
      showFor({ kind: 'success' });
      pushAnalyticsEvent({ event: 'formSubmitted', form: 'newsletter' });
    } catch (error) {
      // The commerce errors' mapping loads with the first failure, not with every page's footer.
      const { newsletterFailureOf } = await import('./newsletter-error');
      const failure = newsletterFailureOf(error);
      if (failure.kind === 'field') {
        showFor({ kind: 'fieldError', messageKey: failure.messageKey });
        inputRef.current?.focus();
      } else if (failure.kind === 'message') {
        setNotice(null);
        const id = addGlobalMessage({ type: 'error', key: failure.messageKey });
        setTimeout(() => removeGlobalMessage(id), NEWSLETTER_MESSAGE_MS);
      } else {
        console.error('Newsletter sign-up refused', error);
      }
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    // Spec 1 §5: "Newsletter signup runs only if the field has a value."
    if (!address || sending) return;
    void signUp(address);
  }

  const fieldError = notice?.kind === 'fieldError' ? t(notice.messageKey) : undefined;

  return (
    <section className={styles.newsletter} aria-labelledby={title ? headingId : undefined} data-testid="newsletter">
      {title || text ? (
        <div className={styles.intro}>
          {title ? (
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {t('emailLabel')}
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id={inputId}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              className={styles.input}
              placeholder={t('placeholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={noticeId}
              maxLength={255}
            />
            <button type="submit" className={styles.submit} aria-disabled={sending || undefined}>
              {sending ? t('submitting') : t('submit')}
            </button>
          </div>
          <div id={noticeId} className={styles.notice} role="status" aria-live="polite">
            {fieldError ? <p className={styles.error}>{fieldError}</p> : null}
            {notice?.kind === 'success' ? <p className={styles.success}>{t('success')}</p> : null}
          </div>
        </div>
      </form>
    </section>
  );
}
