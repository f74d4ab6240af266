import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteShell, shellMetadata } from '@/features/shell/SiteShell';
import { allSiteLanguages, isValidSiteLanguage, languageTag, type Language, type SiteKey } from '@/site';
import { bodyFont, headingFont } from '../../fonts';
import '@/ui/global.css';

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ site: string; lang: string }>;
}

export function generateStaticParams() {
  return allSiteLanguages();
}

async function siteParams(params: LayoutProps['params']): Promise<{ site: SiteKey; lang: Language }> {
  const { site, lang } = await params;
  // The allow-list of (site, language) pairs: anything else is a 404, never a redirect.
  if (!isValidSiteLanguage(site, lang)) notFound();
  return { site: site as SiteKey, lang: lang as Language };
}

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  return shellMetadata(await siteParams(params));
}

export default async function SiteLayout({ children, params }: LayoutProps) {
  const { site, lang } = await siteParams(params);
  return (
    <html lang={languageTag(site, lang)} className={`${bodyFont.variable} ${headingFont.variable}`}>
      <body>
        <SiteShell site={site} lang={lang}>
          {children}
        </SiteShell>
      </body>
    </html>
  );
}
