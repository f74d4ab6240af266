import { cacheLife } from 'next/cache';

/** The year of the copyright line, cached so the shell stays prerenderable (refreshed daily). */
export async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}
