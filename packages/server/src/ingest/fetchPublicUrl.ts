/**
 * GET a user-supplied URL from the server without letting it reach this machine's network: each hop's
 * host is resolved and checked, and the connection is pinned to the checked address (a custom lookup),
 * so DNS rebinding cannot swap it between check and connect. Redirects are followed by hand and
 * re-checked; time and size are capped, compressed bodies included.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { HttpError } from '../errors.js';
import { INGEST_ERRORS } from '../messages.js';
import {
  bareHost,
  isBlockedAddress,
  type ResolvedAddress,
  type Resolver,
  resolveHost,
  systemResolver,
} from './ssrf.js';

export interface FetchPublicOptions {
  /** Tests only: loopback and private addresses allowed. */
  allowPrivateNetwork: boolean;
  /** For the whole chain: every redirect and the body. */
  timeoutMs: number;
  /** Body cap, after decompression. */
  maxBytes: number;
  maxRedirects: number;
  resolver?: Resolver;
  /** Which addresses are refused; tests inject one that treats the loopback fake as public. */
  isBlocked?: (address: string) => boolean;
}

export interface FetchedPage {
  /** The final URL after redirects. */
  url: URL;
  /** Lower-cased media type without parameters, '' when the server sent none. */
  mediaType: string;
  charset: string | undefined;
  body: Buffer;
}

const USER_AGENT = 'Mozilla/5.0 (compatible; BotfolioImport/1.0; +https://botfolio.dev/)';

function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpError(400, INGEST_ERRORS.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(400, INGEST_ERRORS.badUrl);
  return url;
}

/** Settles with `promise`, or rejects when `signal` aborts first (a hung DNS lookup cannot be cancelled). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Picks the address to connect to, refusing the host if any of its addresses is not public. */
async function checkedAddress(url: URL, options: FetchPublicOptions, signal: AbortSignal): Promise<ResolvedAddress> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await abortable(resolveHost(url, options.resolver ?? systemResolver), signal);
  } catch (err) {
    if (signal.aborted) throw err;
    throw new HttpError(400, INGEST_ERRORS.hostNotFound);
  }
  const first = addresses[0];
  if (!first) throw new HttpError(400, INGEST_ERRORS.hostNotFound);
  const isBlocked = options.isBlocked ?? isBlockedAddress;
  if (!options.allowPrivateNetwork && addresses.some((a) => isBlocked(a.address))) {
    throw new HttpError(400, INGEST_ERRORS.addressNotAllowed);
  }
  return addresses.find((a) => a.family === 4) ?? first;
}

function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const host = bareHost(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        lookup: pinnedLookup(target),
        // SNI and certificate checks use the name, the socket uses the pinned address.
        ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8,*/*;q=0.5',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en;q=1, *;q=0.5',
        },
        signal,
        agent: false,
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

function decoder(encoding: string): Transform | null {
  switch (encoding.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

function decoded(res: IncomingMessage): NodeJS.ReadableStream {
  const transform = decoder(res.headers['content-encoding'] ?? '');
  if (!transform) return res;
  // pipe() does not forward errors: a connection cut mid-body must fail the read, not go unhandled.
  res.on('error', (err) => transform.destroy(err));
  return res.pipe(transform);
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length'] ?? '0');
  const compressed = Boolean(res.headers['content-encoding']);
  if (!compressed && declared > maxBytes) {
    res.destroy();
    throw new HttpError(413, INGEST_ERRORS.pageTooBig(maxBytes));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(res)) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.byteLength;
    // Counted after decompression, so a small compressed bomb cannot expand past the cap.
    if (size > maxBytes) {
      res.destroy();
      throw new HttpError(413, INGEST_ERRORS.pageTooBig(maxBytes));
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

function mediaTypeOf(res: IncomingMessage): { mediaType: string; charset: string | undefined } {
  const header = res.headers['content-type'] ?? '';
  const [type = '', ...params] = header.split(';');
  const charset = params
    .map((p) => p.trim().split('='))
    .find(([k]) => k?.toLowerCase() === 'charset')?.[1]
    ?.replace(/^"|"$/g, '');
  return { mediaType: type.trim().toLowerCase(), charset };
}

/** Fetches a public http(s) URL. Throws HttpError: 400 bad/refused address, 413 too big, 422 failed, 504 too slow. */
export async function fetchPublicUrl(rawUrl: string, options: FetchPublicOptions): Promise<FetchedPage> {
  let url = parseUrl(rawUrl);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    for (let hop = 0; ; hop++) {
      const target = await checkedAddress(url, options, signal);
      const res = await get(url, target, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= options.maxRedirects) throw new HttpError(422, INGEST_ERRORS.tooManyRedirects);
        let next: URL;
        try {
          next = new URL(res.headers.location, url);
        } catch {
          throw new HttpError(422, INGEST_ERRORS.pageUnreachable);
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:')
          throw new HttpError(400, INGEST_ERRORS.addressNotAllowed);
        url = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw new HttpError(422, INGEST_ERRORS.pageFailed(status));
      }
      const { mediaType, charset } = mediaTypeOf(res);
      const body = await readCapped(res, options.maxBytes);
      return { url, mediaType, charset, body };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (signal.aborted) throw new HttpError(504, INGEST_ERRORS.pageTimeout);
    throw new HttpError(422, INGEST_ERRORS.pageUnreachable);
  }
}

/**
 * POSTs `body` to a user-supplied URL (a contact webhook) through the same guard: the host is resolved,
 * checked and pinned; redirects are not followed. Resolves with the status code (the answer's body is dropped).
 */
export async function postPublicJson(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: Pick<FetchPublicOptions, 'allowPrivateNetwork' | 'timeoutMs' | 'resolver' | 'isBlocked'>,
): Promise<number> {
  const url = parseUrl(rawUrl);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const target = await checkedAddress(url, { ...options, maxBytes: 0, maxRedirects: 0 }, signal);
  const host = bareHost(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        lookup: pinnedLookup(target),
        ...(url.protocol === 'https:' && !isIP(host) ? { servername: host } : {}),
        headers: {
          'user-agent': USER_AGENT,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
        signal,
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
