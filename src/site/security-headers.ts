/**
 * Baseline security headers for every page response. Only the content-preview route may be framed,
 * and only by the configured preview origins (ARCHITECTURE §5).
 */
export interface SecurityHeaderOptions {
  preview: boolean;
  /** Comma- or space-separated origins from `PREVIEW_ALLOWED_ORIGINS`. */
  previewOrigins?: string;
  /**
   * Served over https (or anywhere but the machine's own loopback, `secure-cookies.ts`): browsers are
   * told to use https only for a year (HSTS; they ignore it on a plain-http answer). Subdomains are
   * left to their own owners.
   */
  https?: boolean;
}

export function previewOriginsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter((origin) => {
      try {
        const url = new URL(origin);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
      } catch {
        return false;
      }
    });
}

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function securityHeaders({ preview, previewOrigins, https = false }: SecurityHeaderOptions): Record<string, string> {
  const origins = preview ? previewOriginsFrom(previewOrigins) : [];
  const frameAncestors = origins.length > 0 ? `'self' ${origins.join(' ')}` : "'none'";
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': `frame-ancestors ${frameAncestors}; base-uri 'self'; object-src 'none'`,
    'Permissions-Policy': 'camera=(), microphone=(), payment=(self)',
  };
  if (origins.length === 0) headers['X-Frame-Options'] = 'DENY';
  if (https) headers['Strict-Transport-Security'] = `max-age=${ONE_YEAR_SECONDS}`;
  return headers;
}
