'use client';

import type { ReactNode } from 'react';
import { resolveCountry } from '@/site';
import { IslandOnFirstUse } from '@/ui/IslandOnFirstUse';
import { onFirstUse } from '@/ui/on-first-use';
import type { SiteSelectorProps } from './SiteSelector';
import { storedCountryOf } from './stored-country';

const selectorCode = onFirstUse(() => import('./SiteSelector'));

interface SiteSelectorOnFirstUseProps extends SiteSelectorProps {
  /** The server's drawing, closed, naming the page's country (`ServerSiteSelector`). */
  children: ReactNode;
}

/**
 * The country and language selector, its code loaded when the shopper first reaches for it rather
 * than with every page; at once when the shopper's stored country is not the one the server's
 * drawing names (the page's; the cookie is not part of the cached page). See `IslandOnFirstUse`.
 */
export function SiteSelectorOnFirstUse({ children, ...selector }: SiteSelectorOnFirstUseProps) {
  return (
    <IslandOnFirstUse
      code={selectorCode}
      island={(loaded) => <loaded.SiteSelector {...selector} />}
      wantedAtStart={() => storedCountryOf(selector.site) !== resolveCountry(selector.site, selector.country)}
    >
      {children}
    </IslandOnFirstUse>
  );
}
