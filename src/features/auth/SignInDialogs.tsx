'use client';

import { useEffect, useRef, useState } from 'react';
import { pushAnalyticsEvent } from '@/analytics/data-layer';
import { QueryProvider } from '@/features/session/QueryProvider';
import { useFocusAfterRender } from '@/ui/use-focus-after-render';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';
import { LoginForm } from './forms/LoginForm';
import { RegisterForm } from './forms/RegisterForm';

/** The heading that names the dialog around `element` (its `aria-labelledby`): the dialog's title. */
function dialogTitleOf(element: Element | null): HTMLElement | null {
  const id = element?.closest('[role="dialog"]')?.getAttribute('aria-labelledby');
  return element && id ? element.ownerDocument.getElementById(id) : null;
}

/**
 * The contents of the login and registration dialogs the shell's DialogHost opens from the URL
 * (`?dialog=login|register`). Opening one reports a modal view (spec 1 §7 analytics). Signing in
 * refreshes the page's queries, so the dialogs bring the query client with them.
 *
 * The login dialog's views (sign in, forgot password) replace each other in place, taking the
 * pressed link with them: focus moves to the new view's heading, which a screen reader announces
 * (the forgot-password form's own, or the dialog's title for sign-in), rather than falling to the
 * dialog's close button. A switch to the registration dialog changes the dialog's title, which then
 * takes focus (`@/ui/Dialog`).
 */
export function LoginDialogContent() {
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const forgotHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  useEffect(() => pushAnalyticsEvent({ event: 'modalView', modal: 'login' }), []);

  const showForgot = () => {
    setView('forgot');
    focusAfterRender(() => forgotHeading.current);
  };
  const showLogin = () => {
    // The dialog's title stays through the switch; found while the forgot-password view is there.
    const title = dialogTitleOf(forgotHeading.current);
    setView('login');
    focusAfterRender(() => title);
  };

  return (
    <QueryProvider>
      {view === 'login' ? (
        <LoginForm onForgotPassword={showForgot} />
      ) : (
        <ForgotPasswordForm onBack={showLogin} headingRef={forgotHeading} />
      )}
    </QueryProvider>
  );
}

export function RegisterDialogContent() {
  useEffect(() => pushAnalyticsEvent({ event: 'modalView', modal: 'register' }), []);
  return (
    <QueryProvider>
      <RegisterForm />
    </QueryProvider>
  );
}
