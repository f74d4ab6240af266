/**
 * A size setting in megabytes (`CACHE_MEMORY_MB`, `IMAGE_DISK_CACHE_MB`, `PAGE_DISK_CACHE_MB`), in
 * bytes: the default when unset, blank, negative or not a number. Imports nothing, so next.config.ts
 * can read it before path aliases exist.
 */
export function megabytesSetting(value: string | undefined, defaultMegabytes: number): number {
  const megabytes = value?.trim() ? Number(value) : Number.NaN;
  return (Number.isFinite(megabytes) && megabytes >= 0 ? megabytes : defaultMegabytes) * 1024 * 1024;
}
