import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { occError } from './errors';
import { isCurrencyIso, isOccLanguage, type CurrencyIso, type OccLanguage } from '../seed/locale';
import { SITES, isSiteUid, type SiteSeed } from '../seed/sites';
import type { SandboxStore } from '../store';
import type { UserRecord } from '../state';

/**
 * What every OCC request is answered in: the base site, the language and currency (`lang`, `curr`
 * query parameters, falling back to the site's defaults) and the shopper's country (`countryIsoCode`
 * header, falling back to the site's default country).
 */

export interface OccContext {
  site: SiteSeed;
  lang: OccLanguage;
  currency: CurrencyIso;
  country: string;
  now: Date;
}

export interface AuthInfo {
  token?: string;
  clientId?: string;
  /** The signed-in user; absent for anonymous and client-credentials calls. */
  user?: UserRecord;
}

export interface SandboxServices {
  store: SandboxStore;
  now: () => Date;
  tokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export type SandboxEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: {
    services: SandboxServices;
    occ: OccContext;
    auth: AuthInfo;
  };
};

export type SandboxContext = Context<SandboxEnv>;

export function resolveOccContext(c: SandboxContext, baseSiteId: string): OccContext {
  if (!isSiteUid(baseSiteId)) {
    throw occError(400, { type: 'InvalidResourceError', message: `Base site ${baseSiteId} doesn't exist` });
  }
  const site = SITES[baseSiteId];
  const langParam = c.req.query('lang');
  const currParam = c.req.query('curr');
  let lang: OccLanguage = site.defaultLanguage;
  if (langParam) {
    if (!isOccLanguage(langParam) || !site.languages.includes(langParam)) {
      throw occError(400, { type: 'UnsupportedLanguageError', message: `Language  ${langParam} is not supported by the current base site` });
    }
    lang = langParam;
  }
  let currency: CurrencyIso = site.defaultCurrency;
  if (currParam) {
    if (!isCurrencyIso(currParam) || !site.currencies.includes(currParam)) {
      throw occError(400, { type: 'UnsupportedCurrencyError', message: `Currency ${currParam} is not supported by the current base site` });
    }
    currency = currParam;
  }
  const header = c.req.header('countryIsoCode')?.trim().toUpperCase();
  const country = header && /^[A-Z]{2}$/.test(header) ? header : site.defaultCountry;
  return { site, lang, currency, country, now: c.get('services').now() };
}
