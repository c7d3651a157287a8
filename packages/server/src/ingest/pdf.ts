/**
 * PDF text extraction in memory with pdf.js (legacy build, Node 20). The bytes never touch the disk;
 * every failure becomes an HttpError with a sentence a person can act on.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { HttpError } from '../errors.js';
import { INGEST_ERRORS } from './messages.js';
import { layoutPageText, type PdfTextItem } from './pdfLayout.js';

export interface PdfExtractOptions {
  /** More pages than this → 413. */
  maxPages: number;
  /** Wall-clock budget for the whole extraction → 422 when exceeded. */
  timeoutMs: number;
}

export interface PdfText {
  text: string;
  pages: number;
}

const require = createRequire(import.meta.url);
/** pdf.js in Node reads standard fonts with fs.readFile(dir + name): a plain path with a trailing slash. */
const STANDARD_FONT_DIR = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

const HEADER = Buffer.from('%PDF-');
const EOF_MARK = Buffer.from('%%EOF');
/** The header may follow a little junk (the PDF spec allows it within the first 1024 bytes). */
const HEADER_WINDOW = 1024;
/** Writers end every revision with %%EOF; trailing junk after it is tolerated up to this many bytes. */
const EOF_WINDOW = 8192;

/** True when the bytes start like a PDF (`%PDF-` within the first 1024 bytes). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER_WINDOW)).includes(HEADER);
}

/** True when the file still has its end marker; a cut-off upload does not. */
function hasEndMarker(bytes: Uint8Array): boolean {
  const start = Math.max(0, bytes.byteLength - EOF_WINDOW);
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.byteLength - start).includes(EOF_MARK);
}

function errorName(err: unknown): string {
  return typeof err === 'object' && err !== null && 'name' in err && typeof err.name === 'string' ? err.name : '';
}

class Timeout extends Error {}

/**
 * Extracts the text of a PDF, page by page in order, with line and paragraph breaks kept.
 * Throws HttpError: 400 not a PDF, 413 too many pages, 422 unreadable / password-protected / no text / too slow.
 */
export async function extractPdfText(bytes: Uint8Array, options: PdfExtractOptions): Promise<PdfText> {
  if (!looksLikePdf(bytes)) throw new HttpError(400, INGEST_ERRORS.notPdf);
  if (!hasEndMarker(bytes)) throw new HttpError(422, INGEST_ERRORS.pdfUnreadable);

  // pdf.js may detach the buffer it is given, so it gets its own copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    standardFontDataUrl: STANDARD_FONT_DIR,
    verbosity: VerbosityLevel.ERRORS,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), options.timeoutMs);
  });
  try {
    return await Promise.race([readAll(task.promise, options.maxPages), deadline]);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (err instanceof Timeout) throw new HttpError(422, INGEST_ERRORS.pdfTooSlow(options.timeoutMs));
    if (errorName(err) === 'PasswordException') throw new HttpError(422, INGEST_ERRORS.pdfPassword);
    throw new HttpError(422, INGEST_ERRORS.pdfUnreadable);
  } finally {
    clearTimeout(timer);
    // Always release the document: destroy() also cancels work still running after a timeout.
    await task.destroy().catch(() => undefined);
  }
}

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;

async function readAll(loading: Promise<PdfDocument>, maxPages: number): Promise<PdfText> {
  const doc = await loading;
  if (doc.numPages > maxPages) throw new HttpError(413, INGEST_ERRORS.pdfTooManyPages(maxPages));
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const items = content.items.filter((i): i is PdfTextItem & (typeof content.items)[number] => 'str' in i);
    pages.push(layoutPageText(items));
    page.cleanup();
  }
  const text = pages
    .filter((p) => p !== '')
    .join('\n\n')
    .trim();
  if (text === '') throw new HttpError(422, INGEST_ERRORS.pdfNoText);
  return { text, pages: doc.numPages };
}
