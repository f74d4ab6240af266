import deCommon from '@locales/de/common.json';
import deMessages from '@locales/de/messages.json';
import enCommon from '@locales/en/common.json';
import enMessages from '@locales/en/messages.json';
import enGbCommon from '@locales/en-gb/common.json';
import enGbMessages from '@locales/en-gb/messages.json';
import esCommon from '@locales/es/common.json';
import esMessages from '@locales/es/messages.json';
import frCommon from '@locales/fr/common.json';
import frMessages from '@locales/fr/messages.json';
import itCommon from '@locales/it/common.json';
import itMessages from '@locales/it/messages.json';
import nlCommon from '@locales/nl/common.json';
import nlMessages from '@locales/nl/messages.json';
import type { Language } from '@/i18n/config';
import type { PickedResources } from '@/i18n/options';

/**
 * The texts of the error and waiting views where no layout gave them (the site's own layout failed,
 * so `global-error` renders alone). Only this module's chunk carries them, and it loads only when such
 * an error is shown.
 */

const TEXTS: Record<Language, { common: typeof enCommon; messages: typeof enMessages }> = {
  de: { common: deCommon, messages: deMessages },
  en: { common: enCommon, messages: enMessages },
  'en-gb': { common: enGbCommon, messages: enGbMessages },
  es: { common: esCommon, messages: esMessages },
  fr: { common: frCommon, messages: frMessages },
  it: { common: itCommon, messages: itMessages },
  nl: { common: nlCommon, messages: nlMessages },
};

export function errorViewResources(lang: Language): PickedResources {
  const { common, messages } = TEXTS[lang];
  return {
    [lang]: {
      common: { error: common.error, slowPage: common.slowPage },
      messages: { gatewayTimeout: messages.gatewayTimeout },
    },
  };
}
