import type { ChangeEvent, FocusEvent, FormEvent, KeyboardEvent, Ref } from 'react';
import type { Translate } from '@/i18n/translate';
import { SITES, languageTag, selectableLanguages, siteForCountry, type Language, type SiteKey } from '@/site';
import { Button } from '@/ui';
import { SITE_CHOICE_ENDPOINT } from './site-choice-endpoint';
import styles from './SiteSelector.module.css';

const COUNTRY_GROUPS: readonly SiteKey[] = ['us', 'uk', 'eu'];

/**
 * What the form offers for `country`: that country's site's languages, and the one chosen (else the
 * page's language where that site has it, else the site's default).
 */
export function formChoice(site: SiteKey, lang: Language, country: string, chosenLanguage: Language | null = null) {
  const chosenSite = siteForCountry(country) ?? site;
  const languages = selectableLanguages(chosenSite);
  const language =
    chosenLanguage && languages.includes(chosenLanguage) ? chosenLanguage : languages.includes(lang) ? lang : SITES[chosenSite].defaultLanguage;
  return { languages, language };
}

/** The selector's working state: the island's (`SiteSelector`). */
export interface SiteSelectorState {
  open: boolean;
  onToggle: () => void;
  onCountryChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onLanguageChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  toggleRef: Ref<HTMLButtonElement>;
  /** The selector's element: presses outside it close the panel. */
  rootRef: Ref<HTMLDivElement>;
  /** Keys from inside the selector (Escape closes the panel). */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Focus leaving the selector (the panel closes rather than cover what gets focus next). */
  onBlur: (event: FocusEvent<HTMLDivElement>) => void;
}

interface SiteSelectorViewProps {
  /** The `site` namespace's lookup. */
  t: Translate;
  site: SiteKey;
  lang: Language;
  panelId: string;
  /** The shopper's country as stored (on the server, the page's own: CA on Canadian pages). */
  storedCountry: string;
  /** The country and language the form shows (the island's). */
  country: string;
  language: Language;
  languages: readonly Language[];
  /**
   * Without it the selector is the server's drawing: closed, its panel empty (the form comes with
   * the island, which the first press brings; the page carries no hidden list of every country).
   */
  state?: SiteSelectorState | undefined;
}

/** Country names by language, each looked up once: building them cost tens of ms on a phone at every change. */
const regionNames = new Map<string, { display: Intl.DisplayNames; names: Map<string, string> }>();

function regionName(locale: string, iso: string): string {
  let known = regionNames.get(locale);
  if (!known) regionNames.set(locale, (known = { display: new Intl.DisplayNames([locale], { type: 'region' }), names: new Map() }));
  let name = known.names.get(iso);
  if (name === undefined) known.names.set(iso, (name = known.display.of(iso) ?? iso));
  return name;
}

/**
 * Country and language selector as the shopper sees it: a disclosure button naming the country and
 * language, and the panel's plain form (posted to the site-choice endpoint). Hook-free, so the server
 * draws it and the island draws the same markup once it takes over.
 */
export function SiteSelectorView({ t, site, lang, panelId, storedCountry, country, language, languages, state }: SiteSelectorViewProps) {
  const locale = languageTag(site, lang);
  const open = state?.open ?? false;
  return (
    // Escape is handled where it bubbles to from the selector's own button and fields; no control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={state?.rootRef} className={styles.selector} onKeyDown={state?.onKeyDown} onBlur={state?.onBlur}>
      <button
        ref={state?.toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={state?.onToggle}
        data-testid="site-selector-toggle"
      >
        <span className="visually-hidden">{t('change')}: </span>
        {regionName(locale, storedCountry)} · {t(`languageNames.${lang}`)}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {state && (
          <form method="post" action={SITE_CHOICE_ENDPOINT} className={styles.form} onSubmit={state.onSubmit}>
            <input type="hidden" name="returnPath" defaultValue="" />
            <label className={styles.field}>
              <span>{t('countryLabel')}</span>
              <select name="country" value={country} onChange={state.onCountryChange}>
                {COUNTRY_GROUPS.map((group) => (
                  <optgroup key={group} label={group === 'us' ? t('northAmerica') : t(`siteNames.${group}`)}>
                    {SITES[group].countries.map((iso) => (
                      <option key={iso} value={iso}>
                        {regionName(locale, iso)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span>{t('languageLabel')}</span>
              <select name="language" value={language} onChange={state.onLanguageChange}>
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
        )}
      </div>
    </div>
  );
}
