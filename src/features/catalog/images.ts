import { resolveMediaUrl } from '@/cms/media-url';

/**
 * Image URLs of a listing (spec 3 §7: "Product images from an image server"). OCC gives media paths
 * of two kinds: image-server assets (`/is/image/brand/...`), which live on the image server
 * (`IMAGE_BASE_URL`, Scene7 in production), and backend media (`/medias/...`, `/rest/v2/medias/...`
 * in SAP's own payloads), which only the backend serves. The same rule as `mediaUrl`
 * (src/cms/media.ts), as a pure function: cards are also built in the browser (infinite scroll),
 * which cannot read the configuration, so the server hands the islands both origins (`cardImageOrigins`).
 */

/** Where a listing's media live. */
export interface ImageOrigins {
  /** Origin of the image server, e.g. `https://images.example.com`. */
  imageServer: string;
  /** Origin of the commerce backend, e.g. `http://127.0.0.1:4010`. */
  backend: string;
}

/** The absolute URL of an image path or URL; `undefined` for an empty value or a non-http(s) scheme. */
export function resolveImageUrl(pathOrUrl: string | null | undefined, origins: ImageOrigins): string | undefined {
  return resolveMediaUrl(pathOrUrl, { imageBaseUrl: origins.imageServer, apiUrl: origins.backend });
}
