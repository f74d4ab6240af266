/**
 * Where the image optimizer may fetch from, read by `next.config.ts` at build time. Media paths come
 * from OCC and the CMS as image-server assets (`/is/image/...`) and backend media (`/medias/...`,
 * `src/cms/media.ts`): the first from `IMAGE_BASE_URL` when it is set, both otherwise from the commerce
 * backend (`COMMERCE_API_URL`, or the sandbox on loopback). Only those paths are allowed on the backend,
 * so the optimizer cannot become a way to reach its other endpoints or other local services.
 */
import { normalizeOccPrefix, SANDBOX_API_URL } from './defaults';

/** The environment, of which `IMAGE_BASE_URL`, `COMMERCE_API_URL`, `OCC_PREFIX` and `SANDBOX_URL` are read. */
export type ImageSourceEnvironment = Readonly<Record<string, string | undefined>>;

export interface ImagePattern {
  protocol: 'http' | 'https';
  hostname: string;
  port?: string;
  pathname: string;
}

/**
 * The backend's paths that hold images: the image route, and media at the root or, as SAP's own
 * payloads give them (occ-contract samples), below an OCC prefix (`/rest/v2/medias/?context=...`):
 * SAP's two usual prefixes and the configured one.
 */
function backendImagePaths(env: ImageSourceEnvironment): string[] {
  const paths = ['/is/image/**', '/medias/**', '/rest/v2/medias/**', '/occ/v2/medias/**'];
  const configured = `${normalizeOccPrefix(env.OCC_PREFIX)}/medias/**`;
  return paths.includes(configured) ? paths : [...paths, configured];
}

/** Hosts of the sandbox when no backend is configured (it binds 127.0.0.1; `localhost` is its default URL). */
const SANDBOX_HOSTS = ['localhost', '127.0.0.1'] as const;

function originOf(value: string | undefined): URL | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function pattern(origin: URL, pathname: string): ImagePattern {
  return {
    protocol: origin.protocol === 'https:' ? 'https' : 'http',
    hostname: origin.hostname,
    ...(origin.port ? { port: origin.port } : {}),
    pathname,
  };
}

export function imageRemotePatterns(env: ImageSourceEnvironment): ImagePattern[] {
  const imageHost = originOf(env.IMAGE_BASE_URL);
  const backend = originOf(env.COMMERCE_API_URL);
  const patterns: ImagePattern[] = imageHost ? [pattern(imageHost, '/**')] : [];
  const backendPaths = backendImagePaths(env);
  if (backend) return [...patterns, ...backendPaths.map((path) => pattern(backend, path))];
  // The sandbox on its port only (`SANDBOX_URL`, which the end-to-end suite and the bench set to their
  // own), so no other local service is reachable; it names itself 127.0.0.1 or localhost in its URLs.
  const port = (originOf(env.SANDBOX_URL) ?? new URL(SANDBOX_API_URL)).port;
  for (const hostname of SANDBOX_HOSTS) {
    for (const pathname of backendPaths) patterns.push({ protocol: 'http', hostname, ...(port ? { port } : {}), pathname });
  }
  return patterns;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether the optimizer may fetch from loopback addresses: only when an allowed image source is one
 * (the sandbox, or a backend on this machine). Next refuses local addresses otherwise.
 */
export function imagesOnLoopback(env: ImageSourceEnvironment): boolean {
  return imageRemotePatterns(env).some((source) => LOOPBACK.test(source.hostname));
}
