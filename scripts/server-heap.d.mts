// Types of server-heap.mjs for its test.

export const DEFAULT_SERVER_HEAP_MB: number;
export const MIN_SERVER_HEAP_MB: number;
export function serverHeapMb(value: string | undefined): number;
export function withServerHeap<Env extends Record<string, string | undefined>>(env: Env): Env & { NODE_OPTIONS?: string };
