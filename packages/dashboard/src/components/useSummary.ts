import { STRINGS, SUMMARY_DEBOUNCE_MS } from '@botfolio/core';
import { useEffect, useRef, useState } from 'react';
import type { Api } from '../api';
import { errorMessage, isAbort } from '../errors';

export interface SummaryState {
  status: 'idle' | 'loading' | 'done' | 'error';
  summary: string;
  error: string | null;
}

const IDLE: SummaryState = { status: 'idle', summary: '', error: null };

/** Summaries kept per source text, so switching modes back and forth does not ask again. */
const CACHE_SIZE = 8;

/**
 * The 'Summarized Text' panel's content: `summarize(source)` once the source has not changed for
 * SUMMARY_DEBOUNCE_MS. A newer source aborts the older request and its late answer is dropped.
 */
export function useSummary(api: Api, source: string): SummaryState {
  const [state, setState] = useState<SummaryState>(IDLE);
  const cache = useRef(new Map<string, string>());

  useEffect(() => {
    if (!source.trim()) {
      setState(IDLE);
      return;
    }
    const known = cache.current.get(source);
    if (known !== undefined) {
      setState({ status: 'done', summary: known, error: null });
      return;
    }
    setState({ status: 'loading', summary: '', error: null });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.summarize(source, { signal: controller.signal }).then(
        (result) => {
          if (controller.signal.aborted) return;
          const summary = result.summary ?? '';
          cache.current.set(source, summary);
          // Oldest first in a Map: drop it once the cache is full.
          if (cache.current.size > CACHE_SIZE) cache.current.delete(cache.current.keys().next().value ?? '');
          setState({ status: 'done', summary, error: null });
        },
        (err: unknown) => {
          if (controller.signal.aborted || isAbort(err)) return;
          console.error('Summary failed', err);
          setState({ status: 'error', summary: '', error: errorMessage(err, STRINGS.summaryFailed) });
        },
      );
    }, SUMMARY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, source]);

  return state;
}
