/** The sentence to show for a failed call: the server's `error` (carried by core's client error) or the Error's message. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** The HTTP status of a failed call, and whether it was a deliberate abort (a superseded request, never reported). */
export { errorStatus, isAbortError as isAbort } from '@botfolio/core';
