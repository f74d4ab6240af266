import type { NextConfig } from 'next';
import { imageRemotePatterns, imagesOnLoopback } from './src/commerce/image-sources';
import { megabytesSetting } from './src/server/megabytes';

/**
 * Memory for each of the server's two in-process caches (rendered pages, `'use cache'` data), read
 * when the server starts. Pages are on disk too; evicted data is fetched again. Production behind
 * several instances would plug a shared cache handler in instead.
 */
function cacheMemoryBytes(value: string | undefined): number {
  return megabytesSetting(value, 24);
}

/**
 * Disk for optimized images: an LRU that drops the least recently used beyond it, instead of the
 * framework's default of half the free disk, which image URLs nobody links to could fill.
 */
function imageDiskCacheBytes(value: string | undefined): number {
  return megabytesSetting(value, 512);
}

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // Hashing every page on every response costs more than it saves: HTML is cached by lifetimes
  // (s-maxage, stale-while-revalidate) and static assets carry content hashes in their names.
  generateEtags: false,
  cacheMaxMemorySize: cacheMemoryBytes(process.env.CACHE_MEMORY_MB),
  reactStrictMode: true,
  // Types are checked by `npm run typecheck` in the test command; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: { globalNotFound: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    maximumDiskCacheSize: imageDiskCacheBytes(process.env.IMAGE_DISK_CACHE_MB),
    // The image host and the commerce backend's image and media paths only (src/commerce/image-sources.ts).
    dangerouslyAllowLocalIP: imagesOnLoopback(process.env),
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; sandbox;",
    remotePatterns: imageRemotePatterns(process.env),
  },
  async headers() {
    // Files and framework assets bypass the proxy; they still get the baseline headers.
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default nextConfig;
