/** Sentences for failures that never reached the server or could not be read. */
export const API_ERROR_MESSAGES = {
  network: 'Could not reach the server. Check your connection and try again.',
  unreadable: 'The server sent an answer that could not be read.',
  streamCut: 'The answer was cut off. Please try again.',
} as const;

/** A failed call. `message` is the server's `error` sentence (or one of API_ERROR_MESSAGES); `status` 0 = no answer. */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The HTTP status a failed call carries (ApiError, or any error with a numeric `status`); undefined otherwise. */
export function errorStatus(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** True for a deliberately aborted call (a superseded request), which callers never report as a failure. */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null | undefined)?.name === 'AbortError';
}
