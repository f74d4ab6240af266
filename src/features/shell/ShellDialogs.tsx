'use client';

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { DialogHost } from '@/features/dialogs/DialogHost';
import { useTranslation } from '@/i18n/client';
import { Spinner } from '@/ui';

/**
 * The shell's dialogs (login, registration, order lookup), opened from the URL (`?dialog=...`).
 * Their forms (react-hook-form, zod, the auth feature) are loaded only when a dialog opens, never with
 * the page: the dialog itself opens at once and shows a loading status until its form is there.
 */
const LoginDialogContent = lazyNamed(() => import('@/features/auth/SignInDialogs'), 'LoginDialogContent');
const RegisterDialogContent = lazyNamed(() => import('@/features/auth/SignInDialogs'), 'RegisterDialogContent');
const OrderLookupForm = lazyNamed(() => import('@/features/order-lookup/OrderLookupForm'), 'OrderLookupForm');

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
