import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_CACHE_DIRECTORY as NEXT_ROUTE_CACHE_DIRECTORY } from 'next/dist/server/lib/route-cache-key';
import { cachedPages, keepRouteCacheWithin, pageDiskCacheBytes, ROUTE_CACHE_DIRECTORY, sweepRouteCache } from '@/server/page-disk-cache';

/**
 * The pages Next renders on request are kept on disk without a limit; made-up URLs could fill it.
 * The sweeper keeps the folder within PAGE_DISK_CACHE_MB, oldest written pages first.
 */

let root: string;
const KB = 1024;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'route-cache-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Writes a page as Next does: `x.html`, `x.meta`, `x.rsc` and an `x.segments` folder, written at `minute`. */
async function page(path: string, kb: number, minute: number) {
  const base = join(root, 'APP_PAGE', 'a1b2', '$', path);
  await mkdir(join(base, '..'), { recursive: true });
  await mkdir(`${base}.segments/$d$site`, { recursive: true });
  const files = [`${base}.html`, `${base}.meta`, `${base}.rsc`, `${base}.segments/$d$site/__PAGE__.segment.rsc`];
  const share = Math.floor((kb * KB) / files.length);
  for (const file of files) await writeFile(file, 'x'.repeat(share));
  const when = new Date(Date.UTC(2026, 10, 27, 9, minute));
  for (const file of files.slice(0, 3)) await utimes(file, when, when);
  return base;
}

describe('the page disk cache', () => {
  it('looks in the folder Next writes its on-request pages to', () => {
    expect(ROUTE_CACHE_DIRECTORY).toBe(NEXT_ROUTE_CACHE_DIRECTORY);
  });

  it('counts each page once, with all its files and its segments', async () => {
    await page('us/en/p/103828', 100, 1);
    await page('us/en/c/men', 40, 2);
    const pages = await cachedPages(root);
    expect(pages.map((entry) => entry.base.slice(root.length)).sort()).toEqual(['/APP_PAGE/a1b2/$/us/en/c/men', '/APP_PAGE/a1b2/$/us/en/p/103828']);
    expect(pages.find((entry) => entry.base.endsWith('103828'))).toMatchObject({ bytes: 100 * KB, paths: expect.arrayContaining([expect.stringMatching(/\.segments$/)]) });
  });

  it('leaves a folder within its budget alone', async () => {
    await page('us/en/p/1', 100, 1);
    await page('us/en/p/2', 100, 2);
    expect(await sweepRouteCache(root, 200 * KB)).toEqual({ bytesBefore: 200 * KB, bytesAfter: 200 * KB, pagesRemoved: 0 });
    expect((await cachedPages(root)).length).toBe(2);
  });

  it('deletes the oldest written pages, every file of them, down to 90 % of the budget', async () => {
    const oldest = await page('us/en/p/unknown-1', 100, 1);
    const older = await page('us/en/p/unknown-2', 100, 2);
    const newer = await page('us/en/p/103828', 100, 3);
    const newest = await page('us/en/c/men', 100, 4);
    // 400 KB against 300: down to 270 KB or less, so the two oldest go.
    expect(await sweepRouteCache(root, 300 * KB)).toEqual({ bytesBefore: 400 * KB, bytesAfter: 200 * KB, pagesRemoved: 2 });
    for (const base of [oldest, older]) {
      for (const suffix of ['.html', '.meta', '.rsc', '.segments']) expect(existsSync(base + suffix)).toBe(false);
    }
    for (const base of [newer, newest]) expect(existsSync(`${base}.html`) && existsSync(`${base}.segments`)).toBe(true);
  });

  it('reads a missing folder as empty (nothing rendered yet)', async () => {
    expect(await sweepRouteCache(join(root, 'none'), 0)).toEqual({ bytesBefore: 0, bytesAfter: 0, pagesRemoved: 0 });
  });

  it('takes PAGE_DISK_CACHE_MB in megabytes, 1024 when unset or not a size', () => {
    expect(pageDiskCacheBytes('256')).toBe(256 * 1024 * 1024);
    expect(pageDiskCacheBytes(undefined)).toBe(1024 * 1024 * 1024);
    expect(pageDiskCacheBytes(' ')).toBe(1024 * 1024 * 1024);
    expect(pageDiskCacheBytes('-5')).toBe(1024 * 1024 * 1024);
    expect(pageDiskCacheBytes('lots')).toBe(1024 * 1024 * 1024);
  });

  it('sweeps when the server starts and then every interval, without keeping the process alive', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await page('us/en/p/0', 100, 0);
      await page('us/en/p/1', 100, 1);
      const stop = keepRouteCacheWithin(root, 150 * KB, 60_000);
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1));
      expect((await cachedPages(root)).length).toBe(1);

      await page('us/en/p/2', 100, 2);
      await page('us/en/p/3', 100, 3);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(2));
      expect((await cachedPages(root)).map((entry) => entry.base.slice(-1))).toEqual(['3']);
      stop();
    } finally {
      info.mockRestore();
      vi.useRealTimers();
    }
  });
});
