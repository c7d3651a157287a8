/**
 * PDF text extraction in memory with pdf.js (legacy build, Node 20), in a child process
 * (compute/pdfWorker.ts, which also lays the pages out): a hostile PDF can block pdf.js's parser for
 * seconds at a time, so it must not run on the event loop that serves every other request, and a flate
 * bomb inflates into ArrayBuffers that no heap cap counts — memory a thread would leave in the server's
 * allocator after it ends. A process is watched on its own resident set (every 50 ms, from /proc) and
 * killed past its budget, which returns every byte; the time budget kills it too. Slots are shared fairly between
 * people: each may have a few PDFs in the queue, and the next slot goes to whoever waited least recently.
 * The bytes never touch the disk; every failure becomes an HttpError with a sentence a person can act on.
 */

import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { guardMemory, memoryBudget } from '../compute/memoryGuard.js';
import type { PdfReply } from '../compute/pdfWorker.js';
import { HttpError } from '../errors.js';
import { INGEST_ERRORS } from '../messages.js';

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
/** A reader whose resident set passes this is stopped (the file needs more memory than we allow). */
const readerBudget = () => Math.min(640 * 1024 * 1024, memoryBudget());
/** A reader still this big after a job is ended rather than kept warm. */
const KEEP_WARM_BELOW = 256 * 1024 * 1024;
const PAGE_SIZE = 4096;

/** Resident set of a child process from /proc (Linux); undefined elsewhere. */
function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
    return Number.isFinite(pages) ? pages * PAGE_SIZE : undefined;
  } catch {
    return undefined;
  }
}

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

/** Warm readers (pdf.js loaded) waiting for a job; each ends itself after a while unused. */
const idle: ChildProcess[] = [];
const IDLE_MS = 30_000;
const idleTimers = new WeakMap<ChildProcess, NodeJS.Timeout>();

function spawnReader(): ChildProcess {
  // pdf.js warns about odd fonts on the console: not our log's business, so no stdio but the channel.
  return fork(WORKER_FILE, [PDFJS_URL, STANDARD_FONT_DIR], {
    serialization: 'advanced',
    execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
}

function setRef(reader: ChildProcess, on: boolean): void {
  const channel = reader.channel as { ref(): void; unref(): void } | null | undefined;
  if (on) {
    reader.ref();
    channel?.ref();
  } else {
    reader.unref();
    channel?.unref();
  }
}

/** Readers working on a file now. */
const reading = new Set<ChildProcess>();

function takeReader(): ChildProcess {
  const reader = idle.pop() ?? spawnReader();
  clearTimeout(idleTimers.get(reader));
  setRef(reader, true);
  reading.add(reader);
  reader.once('exit', () => reading.delete(reader));
  return reader;
}

/** Ends every reader, idle or working (the app is closing; a working one's caller gets a 422). */
export function closePdfReaders(): void {
  for (const reader of [...idle.splice(0), ...reading]) {
    clearTimeout(idleTimers.get(reader));
    reader.kill('SIGKILL');
  }
  reading.clear();
}

function releaseReader(reader: ChildProcess): void {
  reading.delete(reader);
  // A reader that grew on this file gives its memory back by ending.
  if ((residentBytes(reader.pid) ?? 0) > KEEP_WARM_BELOW) {
    reader.kill('SIGKILL');
    return;
  }
  // An idle reader must not keep the server alive, and goes away when unused for a while.
  setRef(reader, false);
  idle.push(reader);
  const timer = setTimeout(() => {
    const at = idle.indexOf(reader);
    if (at >= 0) idle.splice(at, 1);
    reader.kill('SIGKILL');
  }, IDLE_MS);
  timer.unref();
  idleTimers.set(reader, timer);
}

function runReader(bytes: Uint8Array, options: PdfExtractOptions): Promise<PdfText> {
  const reader = takeReader();
  const data = new Uint8Array(bytes);

  return new Promise<PdfText>((resolve, reject) => {
    let settled = false;
    /** A reader that answered is reused; one that timed out, went over its memory budget or crashed is killed. */
    const finish = (outcome: PdfText | HttpError, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      releaseGuard();
      reader.off('message', onMessage);
      reader.off('error', onCrash);
      reader.off('exit', onCrash);
      if (reusable && reader.connected) releaseReader(reader);
      else reader.kill('SIGKILL');
      if (outcome instanceof HttpError) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(
      () => finish(new HttpError(422, INGEST_ERRORS.pdfTooSlow(options.timeoutMs)), false),
      options.timeoutMs,
    );
    const tooLarge = () => finish(new HttpError(422, INGEST_ERRORS.pdfTooLarge), false);
    // Its own resident set where /proc tells it; the server's as well, in any case.
    const watch = setInterval(() => {
      if ((residentBytes(reader.pid) ?? 0) > readerBudget()) tooLarge();
    }, 50);
    const releaseGuard = guardMemory(tooLarge);

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
    // Out of memory, or pdf.js crashing the process: the file is the problem, not the server.
    const onCrash = () => finish(new HttpError(422, INGEST_ERRORS.pdfUnreadable), false);
    reader.on('message', onMessage);
    reader.on('error', onCrash);
    reader.on('exit', onCrash);
    reader.send({ data, maxPages: options.maxPages }, (error) => {
      if (error) onCrash();
    });
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
  return withSlot(options.owner ?? '', () => runReader(bytes, options));
}
