/**
 * The storefront's public origin, for absolute URLs in metadata (hreflang links must be fully
 * qualified). `STOREFRONT_URL` in production; locally the server's own port.
 */
export function storefrontOrigin(environment: Partial<Record<string, string | undefined>> = process.env): string {
  const configured = environment.STOREFRONT_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      console.warn(`STOREFRONT_URL is not a URL: ${configured}`);
    }
  }
  return `http://localhost:${environment.PORT?.trim() || '3000'}`;
}
