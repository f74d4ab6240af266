// Types of util.mjs for the bench's test.

export function median(values: unknown[]): number | null;
export function formatBytes(bytes: number | null | undefined): string;
export function formatMs(ms: number | null | undefined): string;
