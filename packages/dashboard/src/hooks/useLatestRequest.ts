import { useEffect, useRef, useState } from 'react';
import { isAbort } from '../errors';

export type RequestState<K, T> =
  | { key: K | null; status: 'idle' }
  | { key: K; status: 'loading' }
  | { key: K; status: 'done'; value: T }
  | { key: K; status: 'error'; error: unknown };

/**
 * The dashboard's one "latest request wins": whenever `key` changes, `request(key, signal)` runs after
 * `delayMs` of quiet; the request it supersedes is aborted (its signal) and its late answer dropped, so
 * answers never arrive out of order. A null key is idle and sends nothing. The state names the key it is
 * for, so a caller can tell it is current.
 */
export function useLatestRequest<K extends string, T>(
  key: K | null,
  request: (key: K, signal: AbortSignal) => Promise<T>,
  delayMs = 0,
): RequestState<K, T> {
  const [state, setState] = useState<RequestState<K, T>>({ key: null, status: 'idle' });
  // The newest request function, without making every render's new closure a new request.
  const latest = useRef(request);
  latest.current = request;

  useEffect(() => {
    if (key === null) {
      setState({ key: null, status: 'idle' });
      return;
    }
    setState({ key, status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current(key, controller.signal).then(
        (value) => {
          if (!controller.signal.aborted) setState({ key, status: 'done', value });
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error)) setState({ key, status: 'error', error });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);

  return state;
}
