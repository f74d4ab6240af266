import { mediaUrl } from '@/cms/media';
import type { MediaOrigins } from './entry-image';

/** Server only: the media origins client islands resolve product images against (./entry-image.ts). */
export function mediaOriginsForIslands(): MediaOrigins {
  return { imageServer: mediaUrl('/is/image/') ?? '/is/image/', backend: mediaUrl('/') ?? '/' };
}
