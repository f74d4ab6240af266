'use client';

import dynamic from 'next/dynamic';
import { languageTag } from '@/site';
import { useSiteLocation } from './use-site-location';

// The views and their texts load only when the site's layout itself failed.
const GlobalErrorView = dynamic(() => import('./GlobalErrorView').then((module) => module.GlobalErrorView));

/**
 * When the site's layout itself fails: a render that ran out of budget before even the header and
 * footer had their data (a slow backend right after a start), or a layout error. The same views as
 * a page's error boundary, in the visitor's site language, in a document of their own.
 */
export function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { site, lang } = useSiteLocation();
  return (
    <html lang={languageTag(site, lang)}>
      <body>
        <GlobalErrorView lang={lang} error={error} retry={retry} />
      </body>
    </html>
  );
}
