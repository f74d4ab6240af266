// The production server's JavaScript heap limit. Without one, V8 sizes the heap from the machine's
// memory (about 4 GB on a 24 GB machine) and lets it grow well past what the server keeps alive:
// RSS climbs to 600 MB and more under browse traffic while the live objects, both in-process caches
// included, stay near 120 MB. A limit makes the collector keep the heap near its working size.
// `npm start` and the bench start the server with it; a `--max-old-space-size` already in
// NODE_OPTIONS wins.

/** Megabytes of old-generation heap when `SERVER_HEAP_MB` is unset: three times the live set. */
export const DEFAULT_SERVER_HEAP_MB = 384;
/** Below this the framework alone does not fit. */
export const MIN_SERVER_HEAP_MB = 128;

/** `SERVER_HEAP_MB` as megabytes; the default for anything that is not a whole number ≥ the minimum. */
export function serverHeapMb(value) {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return DEFAULT_SERVER_HEAP_MB;
  const megabytes = Number(text);
  return megabytes >= MIN_SERVER_HEAP_MB ? megabytes : DEFAULT_SERVER_HEAP_MB;
}

/** The environment for the server's process: NODE_OPTIONS with the heap limit added. */
export function withServerHeap(env) {
  const options = env.NODE_OPTIONS?.trim() ?? '';
  if (/(^|\s)--max-old-space-size[=\s]/.test(options)) return { ...env };
  const limit = `--max-old-space-size=${serverHeapMb(env.SERVER_HEAP_MB)}`;
  return { ...env, NODE_OPTIONS: options ? `${options} ${limit}` : limit };
}
