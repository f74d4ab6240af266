import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { EarlyTaps } from '@/features/shell/EarlyTaps';
import { SiteShell, shellMetadata } from '@/features/shell/SiteShell';
import { siteParams, type SiteParams } from '@/features/shell/site-params';
import { allRouteParams, languageTag } from '@/site';
import { headingFont } from '../../fonts';
import '@/ui/global.css';

interface LayoutProps {
  children: ReactNode;
  params: SiteParams;
}

export function generateStaticParams() {
  return allRouteParams();
}

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  return shellMetadata(await siteParams(params));
}

export default async function SiteLayout({ children, params }: LayoutProps) {
  const { site, lang, country } = await siteParams(params);
  return (
    <html lang={languageTag(site, lang)} className={headingFont.variable}>
      <body>
        <EarlyTaps />
        <SiteShell site={site} lang={lang} country={country}>
          {children}
        </SiteShell>
      </body>
    </html>
  );
}
