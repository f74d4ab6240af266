'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/client';
import { resolveCountry, type Language, type SiteKey } from '@/site';
import { storedCountryOf } from './stored-country';
import { formChoice, SiteSelectorView } from './SiteSelectorView';

export interface SiteSelectorProps {
  site: SiteKey;
  lang: Language;
  /** The country the page was rendered for (the route's: CA on Canadian pages); the site's default without it. */
  country?: string | undefined;
}

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * Country and language selector: a disclosure holding a plain form (`SiteSelectorView`). The island
 * of the server's drawing, loaded on first use (`SiteSelectorOnFirstUse`).
 *
 * The panel closes on a route change, on a press outside it and when focus moves out of the
 * selector (floating over the header, it would cover the controls that Tab reaches next). Escape is
 * handled on the selector's own element (WAI-ARIA disclosure: focus back to the button) and goes no
 * further, so inside the mobile drawer it closes the panel only, and an Escape elsewhere (the desktop
 * menu) is left alone.
 */
export function SiteSelector({ site, lang, country: pageCountry }: SiteSelectorProps) {
  const { t } = useTranslation('site');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [seenPathname, setSeenPathname] = useState(pathname);
  // A new page closes the panel (adjusted while rendering, so it never shows open over the new page).
  if (pathname !== seenPathname) {
    setSeenPathname(pathname);
    setOpen(false);
  }
  // The country cookie is not part of the cached page: read on the client, the page's country on the server.
  const storedCountry = useSyncExternalStore(
    subscribeToNothing,
    () => storedCountryOf(site),
    () => resolveCountry(site, pageCountry),
  );
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const country = chosenCountry ?? storedCountry;
  const { languages, language } = formChoice(site, lang, country, chosenLanguage);

  useEffect(() => {
    if (!open) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open || event.key !== 'Escape' || event.defaultPrevented) return;
    // Ours alone: the drawer around the selector must not close too, nor a document listener act on it.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    // Focus leaving for nothing (another window, a press on the page) is left to the press handler.
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  }

  function rememberCurrentPage(event: FormEvent<HTMLFormElement>) {
    const field = event.currentTarget.elements.namedItem('returnPath');
    if (field instanceof HTMLInputElement) field.value = `${window.location.pathname}${window.location.search}`;
  }

  return (
    <SiteSelectorView
      t={t}
      site={site}
      lang={lang}
      panelId={panelId}
      storedCountry={storedCountry}
      country={country}
      language={language}
      languages={languages}
      state={{
        open,
        onToggle: () => setOpen((value) => !value),
        onCountryChange: (event) => setChosenCountry(event.target.value),
        onLanguageChange: (event) => setChosenLanguage(event.target.value as Language),
        onSubmit: rememberCurrentPage,
        toggleRef: buttonRef,
        rootRef,
        onKeyDown,
        onBlur,
      }}
    />
  );
}
