'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/client';
import {
  COUNTRY_COOKIE,
  SITES,
  languageTag,
  resolveCountry,
  selectableLanguages,
  siteForCountry,
  type Language,
  type SiteKey,
} from '@/site';
import { Button } from '@/ui';
import { SITE_CHOICE_ENDPOINT } from './site-choice-endpoint';
import styles from './SiteSelector.module.css';

interface SiteSelectorProps {
  site: SiteKey;
  lang: Language;
}

const COUNTRY_GROUPS: readonly SiteKey[] = ['us', 'uk', 'eu'];

function subscribeToNothing(): () => void {
  return () => undefined;
}

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** Country and language selector: a disclosure holding a plain form, so it works before hydration. */
export function SiteSelector({ site, lang }: SiteSelectorProps) {
  const { t } = useTranslation('site');
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The country cookie is not part of the cached page: read on the client, the site default on the server.
  const storedCountry = useSyncExternalStore(
    subscribeToNothing,
    () => resolveCountry(site, readCookie(COUNTRY_COOKIE)),
    () => SITES[site].defaultCountry,
  );
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const country = chosenCountry ?? storedCountry;
  const chosenSite = siteForCountry(country) ?? site;
  const languages = selectableLanguages(chosenSite);
  const language = chosenLanguage && languages.includes(chosenLanguage) ? chosenLanguage : languages.includes(lang) ? lang : SITES[chosenSite].defaultLanguage;

  const tag = languageTag(site, lang);
  const regionNames = new Intl.DisplayNames([tag], { type: 'region' });

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
    <div className={styles.selector}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="site-selector-toggle"
      >
        <span className="visually-hidden">{t('change')}: </span>
        {regionNames.of(storedCountry) ?? storedCountry} · {t(`languageNames.${lang}`)}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <form method="post" action={SITE_CHOICE_ENDPOINT} className={styles.form} onSubmit={rememberCurrentPage}>
          <input type="hidden" name="returnPath" defaultValue="" />
          <label className={styles.field}>
            <span>{t('countryLabel')}</span>
            <select
              name="country"
              value={country}
              onChange={(event) => setChosenCountry(event.target.value)}
            >
              {COUNTRY_GROUPS.map((group) => (
                <optgroup key={group} label={group === 'us' ? t('northAmerica') : t(`siteNames.${group}`)}>
                  {SITES[group].countries.map((iso) => (
                    <option key={iso} value={iso}>
                      {regionNames.of(iso) ?? iso}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('languageLabel')}</span>
            <select name="language" value={language} onChange={(event) => setChosenLanguage(event.target.value as Language)}>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {t(`languageNames.${code}`)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="primary" size="sm">
            {t('update')}
          </Button>
        </form>
      </div>
    </div>
  );
}
