'use client';

import Script from 'next/script';
import { useStore } from '@/features/session/StoreProvider';

/**
 * The trust badge of the visitor's country (spec 1 §2.2), from the scripts the server chose for the
 * site (`trustBadgeScriptsForSite`). The country is the visitor's (the country cookie, read in the
 * browser), so the cached page is the same for every country.
 */
export function TrustBadge({ scripts }: { scripts: Readonly<Record<string, string>> }) {
  const { country } = useStore();
  const src = Object.hasOwn(scripts, country) ? scripts[country] : undefined;
  if (!src) return null;
  return <Script key={country} id={`trust-badge-${country.toLowerCase()}`} src={src} strategy="lazyOnload" data-testid="trust-badge" />;
}
