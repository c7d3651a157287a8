/**
 * PDF text extraction in memory with pdf.js (legacy build, Node 20), in a worker thread: a hostile
 * PDF can block pdf.js's parser for seconds at a time, so it must not run on the event loop that
 * serves every other request, and the time budget is enforced by terminating the thread. The bytes
 * never touch the disk; every failure becomes an HttpError with a sentence a person can act on.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors.js';
import { INGEST_ERRORS } from './messages.js';
import { layoutPageText, type PdfTextItem, removeRunningLines } from './pdfLayout.js';

export interface PdfExtractOptions {
  /** More pages than this → 413. */
  maxPages: number;
  /** Wall-clock budget for the whole extraction (waiting for a free slot excluded) → 422 when exceeded. */
  timeoutMs: number;
}

export interface PdfText {
  text: string;
  pages: number;
}

const require = createRequire(import.meta.url);
const PDFJS_URL = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
/** pdf.js in Node reads standard fonts with fs.readFile(dir + name): a plain path with a trailing slash. */
const STANDARD_FONT_DIR = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

const HEADER = Buffer.from('%PDF-');
const EOF_MARK = Buffer.from('%%EOF');
/** The header may follow a little junk (the PDF spec allows it within the first 1024 bytes). */
const HEADER_WINDOW = 1024;
/** Writers end every revision with %%EOF; trailing junk after it is tolerated up to this many bytes. */
const EOF_WINDOW = 8192;
/** Two extractions at a time (the machine's cores are shared with the API); a few more may wait. */
const MAX_ACTIVE = 2;
const MAX_WAITING = 16;
/** A PDF that needs more heap than this to list its text is treated as unreadable, not as a reason to crash. */
const WORKER_HEAP_MB = 512;

/**
 * The worker: plain JavaScript (it runs from a string, so tests and the build share it). It loads
 * pdf.js once, then reads one document per job: it streams each page's text items back and always
 * destroys the document.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.pdfjsUrl);
parentPort.on('message', async ({ data, maxPages }) => {
  let task;
  try {
    const pdfjs = await loading;
    task = pdfjs.getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      useWorkerFetch: false,
      isOffscreenCanvasSupported: false,
      standardFontDataUrl: workerData.fontDir,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    });
    const doc = await task.promise;
    if (doc.numPages > maxPages) {
      parentPort.postMessage({ type: 'tooManyPages', pages: doc.numPages });
      return;
    }
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items = [];
      for (const it of content.items) {
        if (typeof it.str === 'string') items.push({ str: it.str, transform: it.transform, width: it.width, hasEOL: it.hasEOL });
      }
      parentPort.postMessage({ type: 'page', items });
      page.cleanup();
    }
    parentPort.postMessage({ type: 'done', pages: doc.numPages });
  } catch (err) {
    parentPort.postMessage({ type: 'failed', name: (err && err.name) || '' });
  } finally {
    if (task) await task.destroy().catch(() => {});
  }
});
`;

type WorkerMessage =
  | { type: 'page'; items: PdfTextItem[] }
  | { type: 'done'; pages: number }
  | { type: 'tooManyPages'; pages: number }
  | { type: 'failed'; name: string };

/** True when the bytes start like a PDF (`%PDF-` within the first 1024 bytes). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER_WINDOW)).includes(HEADER);
}

/** True when the file still has its end marker; a cut-off upload does not. */
function hasEndMarker(bytes: Uint8Array): boolean {
  const start = Math.max(0, bytes.byteLength - EOF_WINDOW);
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.byteLength - start).includes(EOF_MARK);
}

let active = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (active >= MAX_ACTIVE) {
    if (waiting.length >= MAX_WAITING) throw new HttpError(429, INGEST_ERRORS.pdfBusy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    active++;
  }
  try {
    return await fn();
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = waiting.shift();
    if (next) next();
    else active--;
  }
}

/** Warm workers (pdf.js loaded) waiting for a job; each ends itself after a while unused. */
const idle: Worker[] = [];
const IDLE_MS = 30_000;
const idleTimers = new WeakMap<Worker, NodeJS.Timeout>();

function spawnWorker(): Worker {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pdfjsUrl: PDFJS_URL, fontDir: STANDARD_FONT_DIR },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: true,
    stderr: true,
  });
  // pdf.js warns about odd fonts on the console: not our log's business.
  worker.stdout.resume();
  worker.stderr.resume();
  return worker;
}

function takeWorker(): Worker {
  const worker = idle.pop() ?? spawnWorker();
  clearTimeout(idleTimers.get(worker));
  worker.ref();
  return worker;
}

function releaseWorker(worker: Worker): void {
  // An idle worker must not keep the process alive, and goes away when unused for a while.
  worker.unref();
  idle.push(worker);
  const timer = setTimeout(() => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idleTimers.set(worker, timer);
}

function runWorker(bytes: Uint8Array, options: PdfExtractOptions): Promise<PdfText> {
  const worker = takeWorker();
  // The worker gets its own copy, transferred rather than cloned.
  const data = new Uint8Array(bytes);

  return new Promise<PdfText>((resolve, reject) => {
    const pages: string[] = [];
    let settled = false;
    /** A worker that answered is reused; one that timed out or crashed is ended. */
    const finish = (outcome: PdfText | HttpError, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onCrash);
      worker.off('exit', onCrash);
      if (reusable) releaseWorker(worker);
      else void worker.terminate();
      if (outcome instanceof HttpError) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(
      () => finish(new HttpError(422, INGEST_ERRORS.pdfTooSlow(options.timeoutMs)), false),
      options.timeoutMs,
    );

    const onMessage = (message: WorkerMessage) => {
      switch (message.type) {
        case 'page':
          try {
            pages.push(layoutPageText(message.items));
          } catch {
            // A throw here would escape the event emitter and take the server down: the file is at fault.
            finish(new HttpError(422, INGEST_ERRORS.pdfUnreadable), false);
          }
          return;
        case 'tooManyPages':
          return finish(new HttpError(413, INGEST_ERRORS.pdfTooManyPages(options.maxPages)), true);
        case 'failed':
          return finish(
            new HttpError(
              422,
              message.name === 'PasswordException' ? INGEST_ERRORS.pdfPassword : INGEST_ERRORS.pdfUnreadable,
            ),
            true,
          );
        case 'done': {
          const text = removeRunningLines(pages)
            .filter((p) => p !== '')
            .join('\n\n')
            .trim();
          return finish(
            text === '' ? new HttpError(422, INGEST_ERRORS.pdfNoText) : { text, pages: message.pages },
            true,
          );
        }
      }
    };
    // Out of memory, or pdf.js crashing the thread: the file is the problem, not the server.
    const onCrash = () => finish(new HttpError(422, INGEST_ERRORS.pdfUnreadable), false);
    worker.on('message', onMessage);
    worker.on('error', onCrash);
    worker.on('exit', onCrash);
    worker.postMessage({ data, maxPages: options.maxPages }, [data.buffer]);
  });
}

/**
 * Extracts the text of a PDF, page by page in order, with line and paragraph breaks kept.
 * Throws HttpError: 400 not a PDF, 413 too many pages, 422 unreadable / password-protected / no text / too slow,
 * 429 when too many PDFs are being read at once.
 */
export async function extractPdfText(bytes: Uint8Array, options: PdfExtractOptions): Promise<PdfText> {
  if (!looksLikePdf(bytes)) throw new HttpError(400, INGEST_ERRORS.notPdf);
  if (!hasEndMarker(bytes)) throw new HttpError(422, INGEST_ERRORS.pdfUnreadable);
  return withSlot(() => runWorker(bytes, options));
}
