// Types of config.mjs for the bench's test.

export const KB: number;
export const MB: number;
export const TARGETS: {
  jsOverBaseline: Record<string, number>;
  sdkAllowedRoutes: string[];
  lighthouse: { score: number; lcpMs: number; tbtMs: number; cls: number };
  throughput: { cachedShareOfStatic: number; bustedShareOfDynamic: number; p99Ms: number };
  productHtml: { rawBytes: number; gzipBytes: number };
  memory: { growthBytes: number; requests: number };
  slowBackend: { ttfbMs: number; titleAndPriceMs: number; visibleWithinMs: number };
};
