/**
 * Runs once when a server starts (Next's instrumentation hook). The production server keeps the
 * pages it rendered on request within a disk budget, `PAGE_DISK_CACHE_MB` (src/server/page-disk-cache.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { join } = await import('node:path');
  const { keepRouteCacheWithin, pageDiskCacheBytes, ROUTE_CACHE_DIRECTORY } = await import('./src/server/page-disk-cache');
  keepRouteCacheWithin(join(process.cwd(), '.next', 'server', ROUTE_CACHE_DIRECTORY), pageDiskCacheBytes(process.env.PAGE_DISK_CACHE_MB));
}
