/** The sentence to show for a failed call: the server's `error` (carried by core's client error) or the Error's message. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

/** The HTTP status of a failed call when core's client error carries one. */
export function errorStatus(err: unknown): number | undefined {
  if (typeof err === 'object' && err !== null && 'status' in err) {
    const status = (err as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/** True when the failure is a deliberate abort (a superseded request), which is never reported. */
export { isAbortError as isAbort } from '@botfolio/core';
