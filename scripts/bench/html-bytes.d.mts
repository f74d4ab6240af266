// Types of html-bytes.mjs for the bench's test.

export function htmlBreakdown(html: string): {
  rscPayloadBytes: number;
  inlineStyleBytes: number;
  inlineSvgBytes: number;
  scriptTags: number;
};
