import { SEARCH_DEBOUNCE_MS, STRINGS, type UserSummary } from '@botfolio/core';
import { useRef } from 'react';
import { useApi } from '../context/ApiContext';
import { isAbort } from '../errors';
import { useLatestRequest } from './useLatestRequest';

export type SearchStatus = 'idle' | 'pending' | 'done' | 'failed';

export interface UserSearchState {
  status: SearchStatus;
  results: UserSummary[];
}

/**
 * Searches users as the query changes, SEARCH_DEBOUNCE_MS after the last keystroke (useLatestRequest: the
 * superseded request is aborted and its answer ignored). While a search is pending the previous results
 * stay. An empty query clears the results and sends nothing.
 */
export function useUserSearch(query: string): UserSearchState {
  const api = useApi();
  const trimmed = query.trim();
  const state = useLatestRequest(
    trimmed || null,
    (q, signal) =>
      api.searchUsers(q, { signal }).then(
        (answer) => answer.users,
        (err: unknown) => {
          if (!isAbort(err)) console.error(STRINGS.searchFailed, err);
          throw err;
        },
      ),
    SEARCH_DEBOUNCE_MS,
  );
  const shown = useRef<UserSummary[]>([]);
  if (!trimmed) shown.current = [];
  else if (state.status === 'done') shown.current = state.value;
  else if (state.status === 'error') shown.current = [];
  if (!trimmed) return { status: 'idle', results: [] };
  if (state.status === 'done') return { status: 'done', results: state.value };
  if (state.status === 'error') return { status: 'failed', results: [] };
  return { status: 'pending', results: shown.current };
}
