'use client';

import { useEffect, useState } from 'react';
import { pushAnalyticsEvent } from '@/analytics/data-layer';
import { QueryProvider } from '@/features/session/QueryProvider';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';
import { LoginForm } from './forms/LoginForm';
import { RegisterForm } from './forms/RegisterForm';

/**
 * The contents of the login and registration dialogs the shell's DialogHost opens from the URL
 * (`?dialog=login|register`). Opening one reports a modal view (spec 1 §7 analytics). Signing in
 * refreshes the page's queries, so the dialogs bring the query client with them.
 */
export function LoginDialogContent() {
  const [view, setView] = useState<'login' | 'forgot'>('login');
  useEffect(() => pushAnalyticsEvent({ event: 'modalView', modal: 'login' }), []);
  return (
    <QueryProvider>
      {view === 'login' ? (
        <LoginForm onForgotPassword={() => setView('forgot')} />
      ) : (
        <ForgotPasswordForm onBack={() => setView('login')} />
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
