import { useId } from 'react';
import { getTranslator } from '@/i18n/server';
import { resolveCountry, type Language, type SiteKey } from '@/site';
import { SiteSelectorOnFirstUse } from './SiteSelectorOnFirstUse';
import { formChoice, SiteSelectorView } from './SiteSelectorView';

interface ServerSiteSelectorProps {
  site: SiteKey;
  lang: Language;
  /**
   * The country the page is rendered for (`context.catalog.country`): the route's (CA on Canadian
   * pages, which share the US site), else the site's own. Not the site default, or Canada would read
   * "United States" until the island came.
   */
  country: string;
}

/**
 * The country and language selector as the server draws it (closed, the page's country), with its
 * island loaded on first use.
 */
export function ServerSiteSelector({ site, lang, country: pageCountry }: ServerSiteSelectorProps) {
  const panelId = useId();
  const { t } = getTranslator(lang, ['site']);
  const country = resolveCountry(site, pageCountry);
  const { languages, language } = formChoice(site, lang, country);
  return (
    <SiteSelectorOnFirstUse site={site} lang={lang} country={country}>
      <SiteSelectorView
        t={(key, options) => t(key, options)}
        site={site}
        lang={lang}
        panelId={panelId}
        storedCountry={country}
        country={country}
        language={language}
        languages={languages}
      />
    </SiteSelectorOnFirstUse>
  );
}
