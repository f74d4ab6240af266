// Types of memory.mjs for the bench's test.

export function browseMix(pages: string[], products: string[], amount: number): string[];
