'use client';

import type { ReactNode } from 'react';
import { DialogHost, preloadDialog, type DialogLoads } from '@/features/dialogs/DialogHost';
import { loadTranslations, useTranslation } from '@/i18n/client';
import type { Language } from '@/site';
import { onFirstUse, useOnFirstUse, type FirstUseModule } from '@/ui/on-first-use';
import { Spinner } from '@/ui/Spinner';

/**
 * The shell's dialogs (login, registration, order lookup), opened from the URL (`?dialog=...`).
 * Their forms (react-hook-form, zod, the auth feature) are loaded only when a dialog opens, never with
 * the page: the dialog itself opens at once and shows a loading status until its form is there. A form
 * whose code cannot load closes its dialog with a message (DialogHost); opening it again tries again.
 */
const signInForms = onFirstUse(() => import('@/features/auth/SignInDialogs'));
const orderLookupForm = onFirstUse(() => import('@/features/order-lookup/OrderLookupForm'));

const LOADS: DialogLoads = { login: signInForms.load, register: signInForms.load, 'order-lookup': orderLookupForm.load };

/**
 * Starts loading what the sign-in dialog needs (the dialog library, its texts, its form) as soon as
 * the shopper shows they may open it (pointer over the opener, a touch, keyboard focus), so it opens
 * sooner. A failed load is left to the opening itself, which tries again.
 */
export function preloadSignInDialog(lang: Language): void {
  Promise.all([preloadDialog(), loadTranslations(lang, 'auth'), signInForms.load()]).catch(() => undefined);
}

/** The form `render` draws from its module once the module is here; a loading status until then. */
function Loaded<M>({ module, render }: { module: FirstUseModule<M>; render: (loaded: M) => ReactNode }) {
  const { t } = useTranslation('common');
  const loaded = useOnFirstUse(module, true);
  return loaded ? render(loaded) : <Spinner label={t('loading')} />;
}

export function ShellDialogs() {
  return (
    <DialogHost
      content={{
        login: <Loaded module={signInForms} render={(forms) => <forms.LoginDialogContent />} />,
        register: <Loaded module={signInForms} render={(forms) => <forms.RegisterDialogContent />} />,
        'order-lookup': <Loaded module={orderLookupForm} render={(form) => <form.OrderLookupForm />} />,
      }}
      loads={LOADS}
    />
  );
}
