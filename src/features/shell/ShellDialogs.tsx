'use client';

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { DialogHost, preloadDialog } from '@/features/dialogs/DialogHost';
import { loadTranslations, useTranslation } from '@/i18n/client';
import type { Language } from '@/site';
import { Spinner } from '@/ui';

/**
 * The shell's dialogs (login, registration, order lookup), opened from the URL (`?dialog=...`).
 * Their forms (react-hook-form, zod, the auth feature) are loaded only when a dialog opens, never with
 * the page: the dialog itself opens at once and shows a loading status until its form is there.
 */
const signInForms = () => import('@/features/auth/SignInDialogs');
const LoginDialogContent = lazyNamed(signInForms, 'LoginDialogContent');
const RegisterDialogContent = lazyNamed(signInForms, 'RegisterDialogContent');
const OrderLookupForm = lazyNamed(() => import('@/features/order-lookup/OrderLookupForm'), 'OrderLookupForm');

/**
 * Starts loading what the sign-in dialog needs (the dialog library, its texts, its form) as soon as
 * the shopper shows they may open it (pointer over the opener, a touch, keyboard focus), so it opens
 * sooner. A failed load is left to the opening itself, which tries again.
 */
export function preloadSignInDialog(lang: Language): void {
  Promise.all([preloadDialog(), loadTranslations(lang, 'auth'), signInForms()]).catch(() => undefined);
}

function lazyNamed<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

function DialogLoading() {
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} />;
}

function Loaded({ Content }: { Content: ComponentType }) {
  return (
    <Suspense fallback={<DialogLoading />}>
      <Content />
    </Suspense>
  );
}

export function ShellDialogs() {
  return (
    <DialogHost
      content={{
        login: <Loaded Content={LoginDialogContent} />,
        register: <Loaded Content={RegisterDialogContent} />,
        'order-lookup': <Loaded Content={OrderLookupForm} />,
      }}
    />
  );
}
