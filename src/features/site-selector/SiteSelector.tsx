'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/client';
import { SITES, type Language, type SiteKey } from '@/site';
import { storedCountryOf } from './stored-country';
import { formChoice, SiteSelectorView } from './SiteSelectorView';

export interface SiteSelectorProps {
  site: SiteKey;
  lang: Language;
}

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * Country and language selector: a disclosure holding a plain form (`SiteSelectorView`). The island
 * of the server's drawing, loaded on first use (`SiteSelectorOnFirstUse`).
 */
export function SiteSelector({ site, lang }: SiteSelectorProps) {
  const { t } = useTranslation('site');
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The country cookie is not part of the cached page: read on the client, the site default on the server.
  const storedCountry = useSyncExternalStore(
    subscribeToNothing,
    () => storedCountryOf(site),
    () => SITES[site].defaultCountry,
  );
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const country = chosenCountry ?? storedCountry;
  const { languages, language } = formChoice(site, lang, country, chosenLanguage);

  useEffect(() => {
    if (!open) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

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
      }}
    />
  );
}
