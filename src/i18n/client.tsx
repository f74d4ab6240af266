'use client';

/**
 * Translation for client islands (ARCHITECTURE §7). Each provider owns its i18next instance, built
 * from the namespaces the server picked for it (`pickResources`), so nothing is shared between
 * requests during server rendering and no locale file is bundled for the browser.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from './config';
import { i18nextOptions, type PickedResources } from './options';

export { useTranslation } from 'react-i18next';

export interface I18nProviderProps {
  lang: Language;
  resources: PickedResources;
  children: ReactNode;
}

function createClientI18n(lang: Language, resources: PickedResources): I18n {
  const instance = createInstance().use(initReactI18next);
  void instance.init({
    ...i18nextOptions(lang, resources),
    // Resources are already here: render at once, never suspend on translations.
    react: { useSuspense: false },
  });
  return instance;
}

function LanguageScope({ lang, resources, children }: I18nProviderProps) {
  const [i18n] = useState(() => createClientI18n(lang, resources));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export function I18nProvider(props: I18nProviderProps) {
  // A new language gets a new instance (keyed remount) rather than mutating the current one.
  return <LanguageScope key={props.lang} {...props} />;
}
