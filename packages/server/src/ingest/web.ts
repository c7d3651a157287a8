/**
 * Website import: the readable text of a public page. HTML goes through Readability, text/plain passes
 * through, a PDF goes through the PDF extractor; anything else, or nothing readable, is a 4xx sentence.
 */
import { LIMITS } from '@botfolio/core';
import { WorkError, type WorkPool } from '../compute/pool.js';
import { HttpError } from '../errors.js';
import { INGEST_ERRORS } from '../messages.js';
import { fetchPublicUrl } from './fetchPublicUrl.js';
import { extractPdfText, looksLikePdf } from './pdf.js';
import type { Resolver } from './ssrf.js';

export interface WebExtractOptions {
  allowPrivateNetwork: boolean;
  timeoutMs: number;
  /** Every page, PDFs included: LIMITS.webFetchMaxBytes (5 MB) unless given. */
  maxBytes?: number;
  maxPdfPages: number;
  pdfTimeoutMs: number;
  resolver?: Resolver;
  isBlocked?: (address: string) => boolean;
  /** Where the page's HTML is parsed (off the event loop). */
  work: WorkPool;
  /** Whose import this is: a PDF it finds shares the PDF queue fairly (see pdf.ts). */
  owner?: string;
}

export interface WebPage {
  title: string;
  text: string;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const PLAIN_TYPES = new Set(['text/plain', 'text/markdown', 'text/x-markdown']);

/** The charset declared by the header, else by a <meta> in the first 2 KB, else UTF-8. */
function decode(body: Buffer, charset: string | undefined, html: boolean): string {
  let label = charset;
  if (!label && html) {
    const head = body.subarray(0, 2048).toString('latin1');
    label = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(label ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** A file-name-like title from the URL path, for pages that have no title of their own. */
function titleFromUrl(url: URL): string {
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let last = segment;
  try {
    last = decodeURIComponent(segment);
  } catch {
    // not valid percent-encoding (`%ff`): the segment as the address spells it
  }
  return last || url.hostname;
}

function kindOf(mediaType: string, body: Buffer): 'html' | 'plain' | 'pdf' | null {
  if (HTML_TYPES.has(mediaType)) return 'html';
  if (PLAIN_TYPES.has(mediaType)) return 'plain';
  if (mediaType === 'application/pdf') return 'pdf';
  if (mediaType !== '' && mediaType !== 'application/octet-stream') return null;
  // No usable type: sniff.
  if (looksLikePdf(body)) return 'pdf';
  const start = body.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  if (start.startsWith('<!doctype html') || start.startsWith('<html') || start.includes('<body')) return 'html';
  return mediaType === '' && !body.subarray(0, 4096).includes(0) ? 'plain' : null;
}

/** Fetches a public URL and returns its title and readable text. */
export async function extractWebPage(rawUrl: string, options: WebExtractOptions): Promise<WebPage> {
  const page = await fetchPublicUrl(rawUrl.trim(), {
    allowPrivateNetwork: options.allowPrivateNetwork,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes ?? LIMITS.webFetchMaxBytes,
    maxRedirects: LIMITS.webFetchMaxRedirects,
    ...(options.resolver ? { resolver: options.resolver } : {}),
    ...(options.isBlocked ? { isBlocked: options.isBlocked } : {}),
  });
  const kind = kindOf(page.mediaType, page.body);
  if (kind === null) throw new HttpError(422, INGEST_ERRORS.pageUnsupported);

  if (kind === 'pdf') {
    const { text } = await extractPdfText(page.body, {
      maxPages: options.maxPdfPages,
      timeoutMs: options.pdfTimeoutMs,
      ...(options.owner ? { owner: options.owner } : {}),
    });
    return { title: titleFromUrl(page.url), text };
  }
  if (kind === 'plain') {
    const text = decode(page.body, page.charset, false)
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    if (text === '') throw new HttpError(422, INGEST_ERRORS.pageNoText);
    return { title: titleFromUrl(page.url), text };
  }
  let parsed: { title: string; text: string };
  try {
    parsed = await options.work.run('htmlToText', decode(page.body, page.charset, true));
  } catch (error) {
    if (error instanceof WorkError && error.reason !== 'busy') throw new HttpError(422, INGEST_ERRORS.pageTooComplex);
    throw error;
  }
  const { title, text } = parsed;
  if (text === '') throw new HttpError(422, INGEST_ERRORS.pageNoText);
  return { title: title || page.url.hostname, text };
}
