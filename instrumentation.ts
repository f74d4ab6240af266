/**
 * Runs once when a server starts (Next's instrumentation hook). The production server keeps the
 * pages it rendered on request within a disk budget, `PAGE_DISK_CACHE_MB` (src/server/page-disk-cache.ts).
 * The Node.js-only code is imported inside the runtime check, so the Edge build leaves it out.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startPageDiskCache } = await import('./src/server/page-disk-cache');
    startPageDiskCache();
  }
}
