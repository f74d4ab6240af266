'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { I18nProvider, useOnDemandTranslations, useTranslation, useTranslationLanguage } from '@/i18n/client';
import { DIALOG_PARAM, DIALOGS, RETURN_URL_PARAM, type DialogName } from '@/site';
import { onFirstUse, useOnFirstUse } from '@/ui/on-first-use';
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

/**
 * Opens the login, registration and order-lookup dialogs from the URL state the proxy sets
 * (`?dialog=login&returnUrl=...`), and closes them by removing that state again.
 */
export function DialogHost({ content = {} }: { content?: DialogContent }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const lang = useTranslationLanguage();
  const requested = searchParams.get(DIALOG_PARAM);
  const dialog = isDialogName(requested) ? requested : undefined;
  // The dialog library and the dialogs' texts load together, with the first dialog asked for.
  const library = useOnFirstUse(dialogModule, dialog !== undefined);
  const texts = useOnDemandTranslations('auth', dialog !== undefined);

  useFocusReturn(dialog !== undefined);

  function close() {
    const params = new URLSearchParams(searchParams.toString());
    params.delete(DIALOG_PARAM);
    params.delete(RETURN_URL_PARAM);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  }

  if (!dialog || !library || !texts) return null;
  return (
    <I18nProvider lang={lang} resources={texts}>
      <OpenDialog library={library} dialog={dialog} onClose={close}>
        {content[dialog]}
      </OpenDialog>
    </I18nProvider>
  );
}

/** How long focus may wait for the page to take it back after a dialog closed (frames, about a second). */
const FOCUS_RETURN_FRAMES = 60;

/**
 * Gives focus back to the control that opened a dialog (the last one focused outside any dialog) once
 * the dialog is gone. It leaves with a navigation, after which the page stays inert for a moment, so
 * the dialog library's own return of focus finds nothing it may focus and the focus would fall to the
 * page's start; this waits for the page to be usable again. Focus the shopper moved elsewhere stays.
 */
function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    function remember(event: FocusEvent) {
      if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"]')) opener.current = event.target;
    }
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const target = opener.current;
    if (!closed || !target) return;
    let frame = 0;
    let frames = 0;
    const giveBack = () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!lost || !target.isConnected || frames++ > FOCUS_RETURN_FRAMES) return;
      if (!target.closest('[inert]')) target.focus();
      if (document.activeElement !== target) frame = requestAnimationFrame(giveBack);
    };
    frame = requestAnimationFrame(giveBack);
    return () => cancelAnimationFrame(frame);
  }, [open]);
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
