// Types of js-bytes.mjs for the bench's test.

export function detectSdks(url: string, body?: Buffer): string[];
export function libraryHints(body?: Buffer): string[];
