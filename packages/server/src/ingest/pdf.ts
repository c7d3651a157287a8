/**
 * PDF text extraction in memory with pdf.js (legacy build, Node 20), in a worker thread
 * (compute/pdfWorker.ts, which also lays the pages out): a hostile PDF can block pdf.js's parser for
 * seconds at a time, so it must not run on the event loop that serves every other request. The time
 * budget is enforced by terminating the thread, memory by the process budget (compute/memoryGuard.ts:
 * a flate bomb inflates into ArrayBuffers that no heap cap counts). Slots are shared fairly between
 * people: each may have a few PDFs in the queue, and the next slot goes to whoever waited least recently.
 * The bytes never touch the disk; every failure becomes an HttpError with a sentence a person can act on.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { guardMemory } from '../compute/memoryGuard.js';
import type { PdfReply } from '../compute/pdfWorker.js';
import { HttpError } from '../errors.js';
import { INGEST_ERRORS } from './messages.js';

export interface PdfExtractOptions {
  /** More pages than this → 413. */
  maxPages: number;
  /** Wall-clock budget for the whole extraction (waiting for a free slot excluded) → 422 when exceeded. */
  timeoutMs: number;
  /** Whose PDF this is (a user id, or an address when signed out): the queue is shared fairly between them. */
  owner?: string;
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
/** PDFs one person (or, signed out, one address) may have reading or waiting at once. */
export const MAX_PDFS_PER_PERSON = 2;
/** The built worker, found alike from src/ingest (tests) and dist/ingest. */
const WORKER_FILE = fileURLToPath(new URL('../../dist/compute/pdfWorker.js', import.meta.url));
/** A PDF that needs more heap than this to list its text is treated as unreadable, not as a reason to crash. */
const WORKER_HEAP_MB = 512;

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
/** Who waits, in arrival order of their first waiting job; each with their jobs in order. */
const waiting = new Map<string, (() => void)[]>();
let waitingCount = 0;
const perPerson = new Map<string, number>();

function nextWaiter(): (() => void) | undefined {
  // Round robin: the first person in line gets one slot and, if they have more, goes to the back.
  for (const [who, jobs] of waiting) {
    const next = jobs.shift();
    waiting.delete(who);
    if (jobs.length > 0) waiting.set(who, jobs);
    if (next) {
      waitingCount--;
      return next;
    }
  }
  return undefined;
}

async function withSlot<T>(who: string, fn: () => Promise<T>): Promise<T> {
  const mine = perPerson.get(who) ?? 0;
  if (mine >= MAX_PDFS_PER_PERSON) throw new HttpError(429, INGEST_ERRORS.pdfYoursBusy);
  if (active >= MAX_ACTIVE && waitingCount >= MAX_WAITING) throw new HttpError(429, INGEST_ERRORS.pdfBusy);
  perPerson.set(who, mine + 1);
  try {
    if (active >= MAX_ACTIVE) {
      await new Promise<void>((resolve) => {
        const jobs = waiting.get(who) ?? [];
        jobs.push(resolve);
        waiting.set(who, jobs);
        waitingCount++;
      });
    } else {
      active++;
    }
    try {
      return await fn();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = nextWaiter();
      if (next) next();
      else active--;
    }
  } finally {
    const left = (perPerson.get(who) ?? 1) - 1;
    if (left === 0) perPerson.delete(who);
    else perPerson.set(who, left);
  }
}

/** Warm workers (pdf.js loaded) waiting for a job; each ends itself after a while unused. */
const idle: Worker[] = [];
const IDLE_MS = 30_000;
const idleTimers = new WeakMap<Worker, NodeJS.Timeout>();

function spawnWorker(): Worker {
  const worker = new Worker(WORKER_FILE, {
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
    let settled = false;
    /** A worker that answered is reused; one that timed out, went over the memory budget or crashed is ended. */
    const finish = (outcome: PdfText | HttpError, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      releaseGuard();
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
    const releaseGuard = guardMemory(() => finish(new HttpError(422, INGEST_ERRORS.pdfTooLarge), false));

    const onMessage = (message: PdfReply) => {
      switch (message?.type) {
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
        case 'done':
          return finish(
            message.text === ''
              ? new HttpError(422, INGEST_ERRORS.pdfNoText)
              : { text: message.text, pages: message.pages },
            true,
          );
        default:
          return finish(new HttpError(422, INGEST_ERRORS.pdfUnreadable), false);
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
  return withSlot(options.owner ?? '', () => runWorker(bytes, options));
}
