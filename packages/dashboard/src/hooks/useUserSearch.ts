import { SEARCH_DEBOUNCE_MS, STRINGS, type UserSummary } from '@botfolio/core';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../context/ApiContext';
import { isAbort } from '../errors';

export type SearchStatus = 'idle' | 'pending' | 'done' | 'failed';

export interface UserSearchState {
  status: SearchStatus;
  results: UserSummary[];
}

const IDLE: UserSearchState = { status: 'idle', results: [] };

/**
 * Searches users as the query changes: waits SEARCH_DEBOUNCE_MS after the last keystroke, aborts the
 * request it supersedes and ignores any answer that is not the newest, so results never arrive out of
 * order. An empty query clears the results and sends nothing.
 */
export function useUserSearch(query: string): UserSearchState {
  const api = useApi();
  const [state, setState] = useState<UserSearchState>(IDLE);
  const sequence = useRef(0);

  useEffect(() => {
    const mine = ++sequence.current;
    const trimmed = query.trim();
    if (!trimmed) {
      setState(IDLE);
      return;
    }
    setState((prev) => ({ status: 'pending', results: prev.results }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.searchUsers(trimmed, { signal: controller.signal }).then(
        (answer) => {
          if (mine === sequence.current) setState({ status: 'done', results: answer.users });
        },
        (err: unknown) => {
          if (isAbort(err) || mine !== sequence.current) return;
          console.error(STRINGS.searchFailed, err);
          setState({ status: 'failed', results: [] });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query]);

  return state;
}
