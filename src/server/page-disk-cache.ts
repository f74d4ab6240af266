import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { megabytesSetting } from './megabytes';

/**
 * Next keeps every page it renders on request in a file cache under `.next/server/route-cache`
 * (next/dist/server/lib/route-cache-key.js), with no size limit. Made-up URLs (unknown products,
 * free-text category paths, redirecting URL shapes) each write a page there, about 125 KB, so a
 * crawler or an attacker could fill the disk. This keeps that folder within a budget by deleting the
 * oldest written pages first. The framework reads a page it cannot find as a cache miss and renders
 * it again, and the hottest pages are in its memory cache anyway.
 */
export const ROUTE_CACHE_DIRECTORY = 'route-cache';

/** One cached page: its files (`x.html`, `x.meta`, `x.rsc`, `x.body`) and its `x.segments` folder. */
export interface CachedPage {
  /** Path without the extension, e.g. `.../APP_PAGE/<hash>/$/us/en/p/103828`. */
  base: string;
  bytes: number;
  /** When it was last written, in ms. */
  writtenAt: number;
  paths: string[];
}

const PAGE_FILE = /^(.*?)\.(html|meta|rsc|body|prefetch\.rsc)$/;
const SEGMENTS_FOLDER = /^(.*)\.segments$/;

async function sizeOf(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  const entries = await readdir(path);
  const sizes = await Promise.all(entries.map((entry) => sizeOf(join(path, entry))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Every page in the route cache, grouped from its files. Files that vanish while read are left out. */
export async function cachedPages(root: string): Promise<CachedPage[]> {
  const pages = new Map<string, CachedPage>();
  const add = (base: string, path: string, bytes: number, writtenAt: number) => {
    const page = pages.get(base) ?? { base, bytes: 0, writtenAt: 0, paths: [] };
    page.bytes += bytes;
    page.writtenAt = Math.max(page.writtenAt, writtenAt);
    page.paths.push(path);
    pages.set(base, page);
  };
  async function walk(dir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      try {
        const segments = entry.isDirectory() ? SEGMENTS_FOLDER.exec(entry.name) : null;
        const file = entry.isFile() ? PAGE_FILE.exec(entry.name) : null;
        if (segments?.[1]) add(join(dir, segments[1]), path, await sizeOf(path), 0);
        else if (file?.[1]) {
          const info = await stat(path);
          add(join(dir, file[1]), path, info.size, info.mtimeMs);
        } else if (entry.isDirectory()) await walk(path);
      } catch {
        // Written or deleted by the server meanwhile: counted at the next sweep.
      }
    }
  }
  await walk(root);
  return [...pages.values()];
}

export interface SweepResult {
  bytesBefore: number;
  bytesAfter: number;
  pagesRemoved: number;
}

/**
 * Deletes the oldest written pages while the folder is over `maxBytes`, down to 90 % of it, so that
 * the next few pages do not set off another sweep at once.
 */
export async function sweepRouteCache(root: string, maxBytes: number): Promise<SweepResult> {
  const pages = await cachedPages(root);
  const bytesBefore = pages.reduce((sum, page) => sum + page.bytes, 0);
  let bytesAfter = bytesBefore;
  let pagesRemoved = 0;
  if (bytesBefore > maxBytes) {
    const target = maxBytes * 0.9;
    for (const page of pages.toSorted((a, b) => a.writtenAt - b.writtenAt)) {
      if (bytesAfter <= target) break;
      await Promise.all(page.paths.map((path) => rm(path, { recursive: true, force: true })));
      bytesAfter -= page.bytes;
      pagesRemoved += 1;
    }
  }
  return { bytesBefore, bytesAfter, pagesRemoved };
}

/** `PAGE_DISK_CACHE_MB` in bytes; default 1024 MB. */
export function pageDiskCacheBytes(value: string | undefined): number {
  return megabytesSetting(value, 1024);
}

/**
 * Sweeps the route cache now and then every `intervalMs`, one sweep at a time. The timer does not
 * keep the process alive. Returns a function that stops it.
 */
export function keepRouteCacheWithin(root: string, maxBytes: number, intervalMs = 60_000): () => void {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= sweepRouteCache(root, maxBytes)
      .then((result) => {
        if (result.pagesRemoved > 0) {
          console.info(
            `Page disk cache: removed ${result.pagesRemoved} oldest pages, ${Math.round(result.bytesBefore / 1048576)} MB -> ${Math.round(result.bytesAfter / 1048576)} MB`,
          );
        }
      })
      .catch((error: unknown) => console.warn('Page disk cache: sweep failed', error))
      .finally(() => (running = undefined));
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The production server's upkeep of `.next/server/route-cache` (instrumentation.ts). Not while the
 * build prerenders pages, and not under `next dev`, which keeps no such cache.
 */
export function startPageDiskCache(): void {
  if (process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === 'phase-production-build') return;
  keepRouteCacheWithin(join(process.cwd(), '.next', 'server', ROUTE_CACHE_DIRECTORY), pageDiskCacheBytes(process.env.PAGE_DISK_CACHE_MB));
}
