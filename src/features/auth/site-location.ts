import { z } from 'zod';
import { LANGUAGES, SITE_KEYS, isValidSiteLanguage } from '@/site';

/**
 * Where a form was sent from: the site and language of the page. Not an identity (it can only pick
 * which of the caller's own carts and which language answers), but still checked against the
 * allow-list of site/language pairs before anything uses it.
 */
export const siteLocationSchema = z
  .object({ site: z.enum(SITE_KEYS), lang: z.enum(LANGUAGES) })
  .refine(({ site, lang }) => isValidSiteLanguage(site, lang));
