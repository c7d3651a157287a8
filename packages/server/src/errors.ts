import { API_MESSAGES } from './messages.js';

/** An error whose message is safe and useful to show the caller. Anything else becomes a 500 "Something went wrong." */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Response headers that go with the error, e.g. `retry-after` on a 429. */
  readonly headers: Readonly<Record<string, string>>;
  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/** The `code` of an error (Node, database drivers, busboy) when it has a string one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const GENERIC_SERVER_ERROR = API_MESSAGES.serverError;
