/**
 * Where the embedded sandbox server answers when nothing else is configured. A module of its own,
 * without imports: `next.config.ts` reads it (through `image-sources.ts`) before path aliases exist.
 */
export const SANDBOX_API_URL = 'http://localhost:4010';
