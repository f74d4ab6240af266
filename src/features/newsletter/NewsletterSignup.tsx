'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { pushAnalyticsEvent } from '@/analytics/data-layer';
import { isValidEmailFormat } from '@/features/auth/email-rules';
import { addGlobalMessage, type GlobalMessageInput } from '@/features/global-messages';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import {
  DEFAULT_NEWSLETTER_SOURCE,
  NEWSLETTER_MESSAGE_MS,
  NEWSLETTER_OUTCOME_PARAM,
  newsletterOutcomeOf,
  type NewsletterOutcome,
} from './newsletter-constants';
import { NewsletterForm } from './NewsletterForm';

export interface NewsletterSignupProps {
  /** Heading and text from the CMS component. */
  title?: string | undefined;
  text?: string | undefined;
  /** Where the visitor signs up (spec 1 §7, default `footer`). */
  source?: string | undefined;
}

type Notice = { kind: 'success' } | { kind: 'fieldError'; messageKey: string } | null;

/** What a sign-up sent before the page's scripts ran says once the page is back (`?newsletter=`). */
const OUTCOME_MESSAGES: Record<NewsletterOutcome, GlobalMessageInput> = {
  subscribed: { type: 'confirmation', key: 'newsletter:success', durationMs: NEWSLETTER_MESSAGE_MS },
  invalid: { type: 'error', key: 'newsletter:invalidEmail', durationMs: NEWSLETTER_MESSAGE_MS },
  failed: { type: 'error', key: 'messages:unknownError', durationMs: NEWSLETTER_MESSAGE_MS },
};

/**
 * Newsletter sign-up from CMS pages (spec 1 §4, §5, §7). Sends only when the field has a value. A
 * success shows a confirmation for 6000 ms and clears the field; a failure shows its text under the
 * field (a problem with the address) or as an error message, for 6000 ms as well. The island of the
 * server's drawing, loaded on first use (`NewsletterOnFirstUse`).
 */
export function NewsletterSignup({ title, text, source = DEFAULT_NEWSLETTER_SOURCE }: NewsletterSignupProps) {
  const { t } = useTranslation(['newsletter', 'messages']);
  const occ = useOcc();
  const { site, language } = useStore();
  const inputId = useId();
  const noticeId = useId();
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  useEffect(() => {
    // Back from a sign-up sent before the page's scripts ran: say how it went, once, where it shows
    // wherever the page is scrolled to, and take the outcome out of the address.
    const outcome = newsletterOutcomeOf(window.location.search);
    if (!outcome) return;
    addGlobalMessage(OUTCOME_MESSAGES[outcome]);
    const url = new URL(window.location.href);
    url.searchParams.delete(NEWSLETTER_OUTCOME_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

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
      } else if (failure.kind === 'message') {
        setNotice(null);
        addGlobalMessage({ type: 'error', key: failure.messageKey, durationMs: NEWSLETTER_MESSAGE_MS });
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
    if (sending) return;
    // Spec 1 §5: "Newsletter signup runs only if the field has a value." An empty press says why
    // nothing happened. Errors are said by the notice (polite, live) with focus left on the button:
    // moved to the field, they would be read twice, as the notice and as the field's description.
    if (!address) {
      showFor({ kind: 'fieldError', messageKey: 'newsletter:emailRequired' });
      return;
    }
    // The same format check as every e-mail field of the shop, before anything is sent.
    if (!isValidEmailFormat(address)) {
      showFor({ kind: 'fieldError', messageKey: 'newsletter:invalidEmail' });
      return;
    }
    void signUp(address);
  }

  return (
    <NewsletterForm
      t={t}
      ids={{ heading: headingId, input: inputId, notice: noticeId }}
      title={title}
      text={text}
      state={{
        email,
        onEmailChange: (event) => setEmail(event.target.value),
        onSubmit,
        sending,
        fieldError: notice?.kind === 'fieldError' ? t(notice.messageKey) : undefined,
        success: notice?.kind === 'success',
      }}
      post={{ action: pathFor({ site, lang: language }, { name: 'newsletterSignup' }), source }}
    />
  );
}
