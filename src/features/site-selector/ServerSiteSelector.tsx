import { useId } from 'react';
import { getTranslator } from '@/i18n/server';
import { SITES, type Language, type SiteKey } from '@/site';
import { SiteSelectorOnFirstUse } from './SiteSelectorOnFirstUse';
import { formChoice, SiteSelectorView } from './SiteSelectorView';

/**
 * The country and language selector as the server draws it (closed, the site's default country),
 * with its island loaded on first use.
 */
export function ServerSiteSelector({ site, lang }: { site: SiteKey; lang: Language }) {
  const panelId = useId();
  const { t } = getTranslator(lang, ['site']);
  const country = SITES[site].defaultCountry;
  const { languages, language } = formChoice(site, lang, country);
  return (
    <SiteSelectorOnFirstUse site={site} lang={lang}>
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
