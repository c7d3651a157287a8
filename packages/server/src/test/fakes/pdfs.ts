/** Real PDF bytes for tests, written with pdf-lib (the same library a user's tools might use). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** The real word-processor PDFs of packages/server/test/fixtures (see its README for what each holds). */
export const FIXTURES_DIR = path.resolve(fileURLToPath(new URL('../../../test/fixtures', import.meta.url)));

/**
 * A PDF whose pages each hold the given paragraphs (Helvetica, WinAnsi: Latin-1 accents work), optionally
 * under a running header and over a "Page n of N" footer.
 */
export async function makeTextPdf(
  pages: readonly (readonly string[])[],
  options: { header?: string; footer?: boolean } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [index, paragraphs] of pages.entries()) {
    const page = doc.addPage([595, 842]);
    if (options.header) page.drawText(options.header, { x: 56, y: 810, size: 9, font });
    if (options.footer) page.drawText(`Page ${index + 1} of ${pages.length}`, { x: 270, y: 30, size: 9, font });
    let y = 780;
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, 80)) {
        page.drawText(line, { x: 56, y, size: 11, font });
        y -= 14;
      }
      y -= 14;
    }
  }
  return doc.save();
}

/**
 * A two-column page written row by row (left line, then the right line beside it), the order that
 * defeats naive extractors: the columns must still come out one after the other.
 */
export async function makeInterleavedTwoColumnPdf(title: string, left: string, right: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const page = doc.addPage([595, 842]);
  page.drawText(title, { x: 120, y: 790, size: 16, font });
  const leftLines = wrap(left, 42);
  const rightLines = wrap(right, 42);
  for (let i = 0; i < Math.max(leftLines.length, rightLines.length); i++) {
    const y = 750 - i * 13;
    const l = leftLines[i];
    const r = rightLines[i];
    if (l) page.drawText(l, { x: 56, y, size: 10, font });
    if (r) page.drawText(r, { x: 315, y, size: 10, font });
  }
  return doc.save();
}

/** Serialises numbered objects (bodies of `1 0 obj` … in order, the first being the catalog) with a valid xref. */
function writePdf(objects: readonly string[]): Uint8Array {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const stream = (content: string) =>
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/**
 * A one-page PDF whose content stream shows `operations` tiny words, written by hand (pdf-lib would take
 * minutes): a page that takes pdf.js seconds to parse.
 */
export function makeHeavyPagePdf(operations: number): Uint8Array {
  const ops: string[] = ['BT /F1 2 Tf'];
  for (let i = 0; i < operations; i++) ops.push(`1 0 0 1 ${10 + (i % 50) * 11} ${10 + (i % 800)} Tm (w${i}) Tj`);
  ops.push('ET');
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    stream(ops.join('\n')),
  ]);
}

/**
 * A PDF of arbitrary Unicode text (Greek, Cyrillic, CJK, emoji): a Type0 font with Identity-H codes and a
 * ToUnicode CMap, as word processors write it; the glyph program is not embedded (readers only need the
 * CMap to get the text).
 */
export function makeUnicodePdf(lines: readonly string[]): Uint8Array {
  const cids = new Map<string, number>();
  for (const line of lines) for (const ch of line) if (!cids.has(ch)) cids.set(ch, cids.size + 1);
  const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const utf16 = (ch: string) => Array.from({ length: ch.length }, (_, i) => hex4(ch.charCodeAt(i))).join('');
  const ops = ['BT', '/F1 12 Tf', '56 780 Td', '16 TL'];
  for (const line of lines) ops.push(`<${Array.from(line, (ch) => hex4(cids.get(ch) ?? 0)).join('')}> Tj T*`);
  ops.push('ET');
  const entries = [...cids].map(([ch, cid]) => `<${hex4(cid)}> <${utf16(ch)}>`);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /BotfolioUnicode /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
    stream(ops.join('\n')),
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /BotfolioUnicode /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /DW 600 /CIDToGIDMap /Identity >>',
    stream(cmap),
    '<< /Type /FontDescriptor /FontName /BotfolioUnicode /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 >>',
  ]);
}

/** A PDF of page images only: no text layer, like a scan. */
export async function makeImageOnlyPdf(pageCount = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(makePng(40, 20));
  for (let i = 0; i < pageCount; i++) {
    doc.addPage([595, 842]).drawImage(png, { x: 50, y: 400, width: 400, height: 200 });
  }
  return doc.save();
}

/** Greedy word wrap at `width` characters. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small RGB PNG with a diagonal gradient. */
export function makePng(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set([(x * 6) & 255, (y * 12) & 255, 128], row + 1 + x * 3);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
