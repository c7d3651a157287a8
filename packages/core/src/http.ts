import { API_ERROR_MESSAGES, ApiError, isAbortError } from './apiError.js';
import type { XhrLike } from './uploadPdf.js';

export interface HttpOptions {
  /** Origin (and optional path prefix) of the API; '' means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The session token, sent raw in `Authorization` by the calls that take one. None by default. */
  getToken?: () => string | null | undefined;
  /** XMLHttpRequest factory for `uploadPdf` (upload progress needs XHR); the browser's by default. */
  createXhr?: () => XhrLike;
}

/** The I/O every standalone API call runs over; made by `createHttp`. */
export interface Http {
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  readonly getToken: () => string | null | undefined;
  readonly createXhr: (() => XhrLike) | undefined;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The shared request seam of the API calls (`findUser(http, …)`, `chatStream(http, …)`, …). Inert: nothing touches
 * browser globals until a call is made. Without `getToken` no call sends a token (what the widget wants).
 */
export function createHttp(options: HttpOptions = {}): Http {
  return {
    baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''),
    // Called as a plain function: a fetch stored on an object and called as a method throws "Illegal invocation".
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    getToken: options.getToken ?? (() => null),
    createXhr: options.createXhr,
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The rejection of an aborted call, as fetch gives it (DOMException: browsers and Node 17+). */
export function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** The ApiError for an answer body: the server's `error` sentence when it sent one. */
export function errorFromBody(body: unknown, status: number): ApiError {
  let sentence =
    status >= 500 ? 'The server had a problem. Please try again later.' : `The request failed (status ${status}).`;
  if (isRecord(body) && typeof body.error === 'string' && body.error.trim()) sentence = body.error;
  return new ApiError(sentence, status);
}

/** Parses an answer body; non-2xx and `success: false` become ApiError, a 2xx that is no JSON object too. */
export function readBody<T>(status: number, text: string): T {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Empty or not JSON: undefined, so a 2xx is unreadable and an error status gets its generic sentence.
  }
  if (status < 200 || status >= 300) throw errorFromBody(body, status);
  if (!isRecord(body)) throw new ApiError(API_ERROR_MESSAGES.unreadable, status);
  if (body.success === false) throw errorFromBody(body, 400);
  return body as T;
}

export interface SendInit {
  body?: unknown;
  /** Send the token (when `http` has one); true by default. */
  auth?: boolean;
  accept?: string;
  signal?: AbortSignal | undefined;
}

/** What a failed fetch or body read rejects with: an abort stays itself, anything else is the network ApiError. */
export function transportError(error: unknown, signal: AbortSignal | undefined): unknown {
  return signal?.aborted || isAbortError(error) ? error : new ApiError(API_ERROR_MESSAGES.network, 0);
}

/** One fetch with the API's headers; the token only when `init.auth` is not false and `http` has one. */
export function sendRequest(http: Http, method: string, path: string, init: SendInit = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: init.accept ?? 'application/json' };
  const request: RequestInit = { method, headers, signal: init.signal };
  if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(init.body);
  }
  const token = init.auth !== false && http.getToken();
  if (token) headers.Authorization = token;
  return http.fetch(http.baseUrl + path, request).catch((error: unknown) => {
    throw transportError(error, init.signal);
  });
}

/** A JSON answer read by `readBody`; a body that breaks off while read is a transport error. */
export async function readJson<T>(response: Response, signal: AbortSignal | undefined): Promise<T> {
  const text = await response.text().catch((error: unknown) => {
    throw transportError(error, signal);
  });
  return readBody<T>(response.status, text);
}

/** `sendRequest`, then its JSON answer. */
export async function requestJson<T>(http: Http, method: string, path: string, init: SendInit = {}): Promise<T> {
  return readJson<T>(await sendRequest(http, method, path, init), init.signal);
}
