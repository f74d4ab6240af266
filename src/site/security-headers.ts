/**
 * Baseline security headers for every page response. Only the content-preview route may be framed,
 * and only by the configured preview origins (ARCHITECTURE §5).
 */
export interface SecurityHeaderOptions {
  preview: boolean;
  /** Comma- or space-separated origins from `PREVIEW_ALLOWED_ORIGINS`. */
  previewOrigins?: string;
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

export function securityHeaders({ preview, previewOrigins }: SecurityHeaderOptions): Record<string, string> {
  const origins = preview ? previewOriginsFrom(previewOrigins) : [];
  const frameAncestors = origins.length > 0 ? `'self' ${origins.join(' ')}` : "'none'";
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Content-Security-Policy': `frame-ancestors ${frameAncestors}; base-uri 'self'; object-src 'none'`,
    'Permissions-Policy': 'camera=(), microphone=(), payment=(self)',
  };
  if (origins.length === 0) headers['X-Frame-Options'] = 'DENY';
  return headers;
}
