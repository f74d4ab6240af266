import { imageOrigins } from '@/cms/media';

/**
 * Where product images come from (spec 3 §7): the image server's origin, from the configuration
 * (`IMAGE_BASE_URL`, else the commerce backend that serves the sandbox's image route). Server only;
 * islands receive the value as a prop.
 */
function imageServerOrigin(): string {
  return imageOrigins().imageServer;
}

/** The image server's asset root (`{origin}/is/image/`), to which media-set asset paths are appended. */
export function imageServerRoot(): string {
  return `${imageServerOrigin()}/is/image/`;
}
