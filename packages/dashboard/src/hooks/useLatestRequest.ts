import { useEffect, useMemo, useRef, useState } from 'react';
import { isAbort } from '../errors';

export type RequestState<K, T> =
  | { key: K | null; status: 'idle' }
  | { key: K; status: 'loading' }
  | { key: K; status: 'done'; value: T }
  | { key: K; status: 'error'; error: unknown };

/** How the request for `key` ended. */
type Outcome<K, T> = Extract<RequestState<K, T>, { status: 'done' | 'error' }>;

/**
 * The dashboard's one "latest request wins": whenever `key` changes, `request(key, signal)` runs after
 * `delayMs` of quiet; the request it supersedes is aborted (its signal) and its late answer dropped, so
 * answers never arrive out of order. A null key is idle and sends nothing. The state names the key it is
 * for, so a caller can tell it is current.
 *
 * 'idle' and 'loading' are read from the key during render, never set by the effect: a key changes with each
 * keystroke, and an effect that set state then left React an update behind every keystroke's commit. Keys
 * typed faster than React's background work runs (a held-down key on a long text) made 50 such commits in a
 * row, and React threw "Maximum update depth exceeded" (#185). Only an answer sets state, later, on its own.
 */
export function useLatestRequest<K extends string, T>(
  key: K | null,
  request: (key: K, signal: AbortSignal) => Promise<T>,
  delayMs = 0,
): RequestState<K, T> {
  const [outcome, setOutcome] = useState<Outcome<K, T> | null>(null);
  // A new key forgets the last outcome at once, in this render (no commit in between), even when the key
  // comes back to one that had an answer: that answer is asked for again, as before.
  const [outcomeKey, setOutcomeKey] = useState(key);
  if (outcomeKey !== key) {
    setOutcomeKey(key);
    if (outcome !== null) setOutcome(null);
  }
  // The newest request function, without making every render's new closure a new request.
  const latest = useRef(request);
  latest.current = request;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current(key, controller.signal).then(
        (value) => {
          if (!controller.signal.aborted) setOutcome({ key, status: 'done', value });
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error)) setOutcome({ key, status: 'error', error });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);

  return useMemo<RequestState<K, T>>(() => {
    if (key === null) return { key: null, status: 'idle' };
    if (outcome?.key === key) return outcome;
    return { key, status: 'loading' };
  }, [key, outcome]);
}
