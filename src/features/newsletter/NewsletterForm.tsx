import type { ChangeEvent, FormEvent } from 'react';
import type { Translate } from '@/i18n/translate';
import { EMAIL_MAX_LENGTH } from '@/features/auth/email-rules';
import styles from './NewsletterSignup.module.css';

/** The sign-up's working state: the island's (`NewsletterSignup`). */
export interface NewsletterFormState {
  email: string;
  onEmailChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  /** A problem with the address, shown under the field. */
  fieldError?: string | undefined;
  success: boolean;
}

interface NewsletterFormProps {
  /** The `newsletter` namespace's lookup. */
  t: Translate;
  ids: { heading: string; input: string; notice: string };
  /** Heading and text from the CMS component. */
  title?: string | undefined;
  text?: string | undefined;
  /** Without it the form is the server's drawing, which waits for the island. */
  state?: NewsletterFormState | undefined;
  /**
   * Where the form posts before the page's scripts run (`newsletter-form.ts`), and the source it
   * names: the address goes in the body, never in the page's URL, and is signed up all the same.
   */
  post: { action: string; source: string };
}

/**
 * The newsletter sign-up as the shopper sees it: a labelled section with the CMS's title and text,
 * the email field, the button and a live notice for the outcome. Hook-free, so the server draws it
 * (`NewsletterComponent`) and the island draws the same markup once it takes over.
 */
export function NewsletterForm({ t, ids, title, text, state, post }: NewsletterFormProps) {
  const fieldError = state?.fieldError;
  return (
    <section className={styles.newsletter} aria-labelledby={title ? ids.heading : undefined} data-testid="newsletter">
      {title || text ? (
        <div className={styles.intro}>
          {title ? (
            <h2 id={ids.heading} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {text ? <p className={styles.text}>{text}</p> : null}
        </div>
      ) : null}
      <form className={styles.form} method="post" action={post.action} onSubmit={state?.onSubmit} noValidate>
        <input type="hidden" name="source" value={post.source} />
        <div className={styles.field}>
          <label htmlFor={ids.input} className={styles.label}>
            {t('emailLabel')}
          </label>
          <div className={styles.row}>
            <input
              id={ids.input}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              className={styles.input}
              placeholder={t('placeholder')}
              {...(state ? { value: state.email, onChange: state.onEmailChange } : { defaultValue: '' })}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={ids.notice}
              maxLength={EMAIL_MAX_LENGTH}
            />
            <button type="submit" className={styles.submit} aria-disabled={state?.sending || undefined}>
              {state?.sending ? t('submitting') : t('submit')}
            </button>
          </div>
          <div id={ids.notice} className={styles.notice} role="status" aria-live="polite">
            {fieldError ? <p className={styles.error}>{fieldError}</p> : null}
            {state?.success ? <p className={styles.success}>{t('success')}</p> : null}
          </div>
        </div>
      </form>
    </section>
  );
}
