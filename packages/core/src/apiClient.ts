import * as calls from './apiCalls.js';
import { chatStream } from './chatStream.js';
import { TOKEN_STORAGE_KEY } from './constants.js';
import { createHttp, type Http, type HttpOptions } from './http.js';
import { uploadPdf } from './uploadPdf.js';

// The client's vocabulary, also importable from here (the standalone modules hold them).
export { API_ERROR_MESSAGES, ApiError, errorStatus, isAbortError } from './apiError.js';
export type { CallOptions } from './http.js';
export type { UploadOptions, XhrLike } from './uploadPdf.js';

export interface ApiClientOptions extends HttpOptions {
  /** The session token, sent raw in `Authorization`; the browser's localStorage `token` by default. */
  getToken?: () => string | null | undefined;
}

/**
 * Every call of docs/API.md, by its client method name: the standalone functions (apiCalls.ts, chatStream,
 * uploadPdf), each taking the Http first. The client and its type are derived from this table.
 */
const CALLS = { ...calls, uploadPdf, chatStream };
type Calls = typeof CALLS;

/** A call with its Http bound: the same arguments but the first. */
type Bound<F> = F extends (http: Http, ...args: infer A) => infer R ? (...args: A) => R : never;

/** The typed client: each call of CALLS bound to one Http (see each standalone function for what it does). */
export type ApiClient = {
  [K in keyof Calls as Calls[K] extends (http: Http, ...args: never[]) => unknown ? K : never]: Bound<Calls[K]>;
};

function defaultGetToken(): string | null {
  // Guarded: Node has no localStorage, and sandboxed iframes throw on access.
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The typed client of docs/API.md: every standalone call (apiCalls.ts, chatStream, uploadPdf) bound to one
 * `createHttp` with the signed-in user's token. Bundles that need a few calls import those instead (the widget).
 * I/O is injected: `fetch`, the token source and the XMLHttpRequest factory; nothing touches browser globals until
 * a call is made.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttp({ ...options, getToken: options.getToken ?? defaultGetToken });
  const client: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(CALLS)) {
    // The paths (findUserPath, chatPath) are not calls.
    if (!name.endsWith('Path'))
      client[name] = (...args: unknown[]) => (call as (...a: unknown[]) => unknown)(http, ...args);
  }
  return client as ApiClient;
}
