// Types of throughput.mjs for the bench's test.

export function rotation(paths: string[]): {
  requests: Array<{ method: string; setupRequest(request: Record<string, unknown>): Record<string, unknown> & { path: string } }>;
  repeats(): number;
  distinct(): number;
};
