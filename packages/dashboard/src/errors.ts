import { errorStatus } from '@botfolio/core';

/** The sentence to show for a failed call: the server's `error` (carried by core's client error) or the Error's message. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/**
 * The server's own sentence when it refused the call (a 4xx: it says what to change), else `fallback` (no answer,
 * a 5xx, or a failure that is not a call's).
 */
export function refusalMessage(err: unknown, fallback: string): string {
  const status = errorStatus(err) ?? 0;
  return status >= 400 && status < 500 ? errorMessage(err, fallback) : fallback;
}

/** The HTTP status of a failed call, and whether it was a deliberate abort (a superseded request, never reported). */
export { errorStatus, isAbortError as isAbort } from '@botfolio/core';
