import { STRINGS, TOKEN_STORAGE_KEY, type User } from '@botfolio/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, errorStatus, isAbort } from '../errors';
import { useApi } from './ApiContext';

export interface UserState {
  /** Signed in or not is decided only by this token. */
  token: string | null;
  user: User | null;
  loading: boolean;
  error: string | null;
  /** Fetches GET /api/auth/getuser again. */
  refresh(): Promise<void>;
  /** Stores a fresh session token (after login/register) and loads its user. */
  setToken(token: string): void;
  /** Revokes the token on the server, then clears all browser storage and reloads the page. */
  logout(): void;
  /** Deletes one of the user's bots, then refreshes the user whether or not the delete worked; rejects when it did not. */
  deleteBot(botId: string): Promise<void>;
  /** Replaces the cached user, e.g. with the answer of a rename. */
  setUser(user: User): void;
}

const UserContext = createContext<UserState | null>(null);

/** Longest a logout waits for the server to revoke its token before the browser forgets it anyway. */
const LOGOUT_WAIT_MS = 3000;

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export interface UserProviderProps {
  children: ReactNode;
  /** Page reload after logout; injectable because jsdom cannot reload. */
  reload?: () => void;
}

/** The shared user context: starts empty, loads the profile once a token exists. */
export function UserProvider({ children, reload = () => window.location.reload() }: UserProviderProps) {
  const api = useApi();
  const [token, setTokenState] = useState<string | null>(readToken);
  const [user, setUserState] = useState<User | null>(null);
  const [loading, setLoading] = useState<boolean>(() => readToken() !== null);
  const [error, setError] = useState<string | null>(null);
  // Only the newest profile request may write state (a refresh can overlap the first load): a new one aborts
  // the one it supersedes, as useLatestRequest does for the hooks.
  const current = useRef<AbortController | null>(null);
  const userRef = useRef<User | null>(null);
  userRef.current = user;
  const tokenRef = useRef(token);
  tokenRef.current = token;

  const load = useCallback(async () => {
    current.current?.abort();
    const mine = new AbortController();
    current.current = mine;
    if (!readToken()) {
      setUserState(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    try {
      const fresh = await api.getUser({ signal: mine.signal });
      if (mine.signal.aborted) return;
      setUserState(fresh);
      setError(null);
    } catch (err) {
      if (mine.signal.aborted || isAbort(err)) return;
      console.error('Failed to fetch user', err);
      setError(errorMessage(err, STRINGS.fetchUserFailed));
      // A token the server no longer knows (expired, database reset) signs the browser out.
      if (errorStatus(err) === 401) {
        localStorage.removeItem(TOKEN_STORAGE_KEY);
        setTokenState(null);
        setUserState(null);
      }
    } finally {
      if (!mine.signal.aborted) setLoading(false);
    }
  }, [api]);

  useEffect(() => {
    if (token) void load();
  }, [token, load]);

  // Another tab logged in, logged out (Logout clears all storage: a `storage` event with no key) or got a fresh
  // token: this tab follows at once, so its header and the screens that need an account (their redirects) agree
  // with the browser's one token rather than acting for a session that is gone.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
      const next = readToken();
      if (next === tokenRef.current) return;
      current.current?.abort();
      setUserState(null);
      setError(null);
      setLoading(next !== null);
      setTokenState(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setToken = useCallback((next: string) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, next);
    setTokenState(next);
  }, []);

  const logout = useCallback(() => {
    current.current?.abort();
    // the server forgets the token first, so a copy of it (another tab, a stolen one) stops working too; a slow or
    // unreachable server keeps nobody waiting long, and the browser forgets it whatever the answer
    const revoked = readToken()
      ? api.logout({ signal: AbortSignal.timeout(LOGOUT_WAIT_MS) }).catch(() => undefined)
      : Promise.resolve();
    void revoked.then(() => {
      localStorage.clear();
      sessionStorage.clear();
      setTokenState(null);
      setUserState(null);
      reload();
    });
  }, [api, reload]);

  const deleteBot = useCallback(
    async (botId: string) => {
      const owner = userRef.current;
      let failure: unknown = null;
      try {
        if (!owner) throw new Error('Not signed in');
        await api.deleteBot(owner._id, botId);
      } catch (err) {
        console.error('Failed to delete bot', err);
        failure = err;
      }
      await load();
      if (failure) throw failure;
    },
    [api, load],
  );

  const value = useMemo<UserState>(
    () => ({ token, user, loading, error, refresh: load, setToken, logout, deleteBot, setUser: setUserState }),
    [token, user, loading, error, load, setToken, logout, deleteBot],
  );
  return <UserContext.Provider value={value}>{children}</UserContext.Provider>;
}

/** The shared user context. Must be used under <UserProvider>. */
export function useUser(): UserState {
  const value = useContext(UserContext);
  if (!value) throw new Error('useUser must be used inside <UserProvider>');
  return value;
}
