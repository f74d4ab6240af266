/**
 * A small, valid PDF 1.4 document of text lines (one A4 page, Helvetica), for the invoices and
 * credit memos the sandbox hands out. The cross-reference table carries real byte offsets, so PDF
 * readers open it without repairing it.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 16;

/** PDF string literals escape backslashes and parentheses; text outside Latin-1 becomes '?'. */
function pdfText(text: string): string {
  const latin1 = [...text].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join('');
  return latin1.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

export interface PdfLine {
  text: string;
  /** Heading lines are set larger. */
  heading?: boolean;
}

export function renderPdf(title: string, lines: readonly PdfLine[]): Buffer {
  const content: string[] = ['BT'];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines.slice(0, Math.floor((PAGE_HEIGHT - 2 * MARGIN) / LINE_HEIGHT))) {
    const size = line.heading ? 16 : 11;
    content.push(`/F1 ${size} Tf`, `1 0 0 1 ${MARGIN} ${y} Tm`, `(${pdfText(line.text)}) Tj`);
    y -= line.heading ? LINE_HEIGHT * 1.75 : LINE_HEIGHT;
  }
  content.push('ET');
  const stream = content.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Sandbox commerce server) >>`,
  ];

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
