import { STRINGS, SUMMARY_DEBOUNCE_MS } from '@botfolio/core';
import { useRef } from 'react';
import type { Api } from '../api';
import { errorMessage, isAbort } from '../errors';
import { useLatestRequest } from '../hooks/useLatestRequest';
import { hasText } from './useCreateBotSources';

export interface SummaryState {
  status: 'idle' | 'loading' | 'done' | 'error';
  summary: string;
  error: string | null;
}

/** Summaries kept per source text, so switching modes back and forth does not ask again. */
const CACHE_SIZE = 8;

/**
 * The 'Summarized Text' panel's content: `summarize(source)` once the source has not changed for
 * SUMMARY_DEBOUNCE_MS (useLatestRequest: a newer source aborts the older request, its late answer is dropped).
 */
export function useSummary(api: Api, source: string): SummaryState {
  const cache = useRef(new Map<string, string>());
  const known = cache.current.get(source);
  const state = useLatestRequest(
    hasText(source) && known === undefined ? source : null,
    async (text, signal) => {
      const summary =
        (
          await api.summarize(text, { signal }).catch((err: unknown) => {
            if (!isAbort(err)) console.error('Summary failed', err);
            throw err;
          })
        ).summary ?? '';
      cache.current.set(text, summary);
      // Oldest first in a Map: drop it once the cache is full.
      if (cache.current.size > CACHE_SIZE) cache.current.delete(cache.current.keys().next().value ?? '');
      return summary;
    },
    SUMMARY_DEBOUNCE_MS,
  );
  if (!hasText(source)) return { status: 'idle', summary: '', error: null };
  if (known !== undefined) return { status: 'done', summary: known, error: null };
  if (state.status === 'error')
    return { status: 'error', summary: '', error: errorMessage(state.error, STRINGS.summaryFailed) };
  if (state.status === 'done') return { status: 'done', summary: state.value, error: null };
  return { status: 'loading', summary: '', error: null };
}
