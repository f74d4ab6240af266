/**
 * Defaults that need no configuration, in a module without imports: `next.config.ts` reads it
 * (through `image-sources.ts`) before path aliases exist, and the browser reads it where it must not
 * load `config.ts` (which carries the OAuth client secret).
 */

/** Where the embedded sandbox server answers when nothing else is configured. */
export const SANDBOX_API_URL = 'http://localhost:4010';

/** How long the commerce proxy waits for OCC unless `OCC_PROXY_TIMEOUT_MS` says otherwise. */
export const DEFAULT_PROXY_TIMEOUT_MS = 15000;

/** Where OCC answers below the backend's origin unless `OCC_PREFIX` says otherwise. */
export const DEFAULT_OCC_PREFIX = '/occ/v2';

/** `OCC_PREFIX` as a path: one leading slash, no trailing one (`occ/v2/` is `/occ/v2`). */
export function normalizeOccPrefix(prefix: string | undefined): string {
  const trimmed = (prefix?.trim() || DEFAULT_OCC_PREFIX).replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
