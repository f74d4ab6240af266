'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { I18nProvider, loadTranslations, useOnDemandTranslations, useTranslation, useTranslationLanguage } from '@/i18n/client';
import { addLoadFailedMessage } from '@/features/global-messages/store';
import { DIALOG_PARAM, DIALOGS, RETURN_URL_PARAM, type DialogName } from '@/site';
import { onFirstUse, useOnFirstUse } from '@/ui/on-first-use';
import { DialogPending } from '@/ui/DialogPending';
import { isDialogEntry } from './dialog-location';
import { DIALOG_SIZES } from './dialog-sizes';

/** The dialog library loads with the first dialog the URL asks for, not with every page. */
const dialogModule = onFirstUse(() => import('@/ui/Dialog'));

/** Loads the dialog library ahead of the first dialog (tests; a page about to open one). */
export function preloadDialog(): Promise<unknown> {
  return dialogModule.load();
}

/**
 * Dialogs holding a long form: once the shopper has typed into one, Escape and a click on the
 * backdrop no longer close it, as that would lose what was typed; its close button still does.
 */
const KEEPS_TYPED_WORK: readonly DialogName[] = ['register'];

function isDialogName(value: string | null): value is DialogName {
  return value !== null && (DIALOGS as readonly string[]).includes(value);
}

/** Slots the sign-in and account features fill with their forms. */
export type DialogContent = Partial<Record<DialogName, ReactNode>>;

/** The loads of the code each slot's form needs, watched like the dialog's own. */
export type DialogLoads = Partial<Record<DialogName, () => Promise<unknown>>>;

/**
 * Opens the login, registration and order-lookup dialogs from the URL state the proxy sets
 * (`?dialog=login&returnUrl=...`), and closes them by removing that state again.
 */
export function DialogHost({ content = {}, loads = {} }: { content?: DialogContent; loads?: DialogLoads }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const lang = useTranslationLanguage();
  const requested = searchParams.get(DIALOG_PARAM);
  const dialog = isDialogName(requested) ? requested : undefined;
  // The dialog library and the dialogs' texts load together, with the first dialog asked for.
  const library = useOnFirstUse(dialogModule, dialog !== undefined);
  const texts = useOnDemandTranslations('auth', dialog !== undefined);
  const { t } = useTranslation('common');

  function close() {
    // Opened over the page by the storefront: its entry goes, and Back then leaves the page.
    if (isDialogEntry()) {
      router.back();
      return;
    }
    const params = new URLSearchParams(searchParams.toString());
    params.delete(DIALOG_PARAM);
    params.delete(RETURN_URL_PARAM);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  // A dialog whose code or texts cannot load (offline, or a release replaced them) closes with a
  // message instead of loading for ever; asking for it again tries again.
  const onLoadFailed = useEffectEvent(() => {
    close();
    addLoadFailedMessage();
  });
  const textsGiven = texts !== undefined;
  const loadContent = dialog && loads[dialog];
  useEffect(() => {
    if (!dialog) return undefined;
    let current = true;
    // The same loads as the hooks' and the forms' (each is made once); this only watches for their failure.
    Promise.all([dialogModule.load(), textsGiven || loadTranslations(lang, 'auth'), loadContent?.()]).catch(() => {
      if (current) onLoadFailed();
    });
    return () => {
      current = false;
    };
  }, [dialog, lang, textsGiven, loadContent]);

  if (!dialog) return null;
  // Asked for before its code is here (a first "Sign in" on a slow network): the press shows it was taken.
  if (!library || !texts) return <DialogPending label={t('loading')} />;
  return (
    <I18nProvider lang={lang} resources={texts}>
      <OpenDialog library={library} dialog={dialog} onClose={close}>
        {content[dialog]}
      </OpenDialog>
    </I18nProvider>
  );
}

interface OpenDialogProps {
  library: Awaited<ReturnType<typeof dialogModule.load>>;
  dialog: DialogName;
  onClose: () => void;
  children: ReactNode;
}

function OpenDialog({ library, dialog, onClose, children }: OpenDialogProps) {
  const { t } = useTranslation('auth');
  const key = dialogKey(dialog);
  // Which dialog was typed into, so moving to another dialog starts dismissable again.
  const [typedIn, setTypedIn] = useState<DialogName>();
  // The control that opened the dialog: focus has not moved into it yet while it first renders. The
  // dialog leaves with a navigation, so focus goes back once the page is usable again.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => library.returnFocusWhenUsable(opener), [library, opener]);
  const keepsWork = typedIn === dialog && KEEPS_TYPED_WORK.includes(dialog);
  return (
    <library.Dialog
      isOpen
      isDismissable={!keepsWork}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`${key}.title`)}
      closeLabel={t('closeDialog')}
      {...DIALOG_SIZES[dialog]}
    >
      <div data-testid={`dialog-${dialog}`} onInput={() => setTypedIn(dialog)}>
        {children ?? <p>{t(`${key}.intro`)}</p>}
      </div>
    </library.Dialog>
  );
}

function dialogKey(dialog: DialogName): 'login' | 'register' | 'orderLookup' {
  return dialog === 'order-lookup' ? 'orderLookup' : dialog;
}
