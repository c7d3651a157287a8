/**
 * Test kit for the dashboard pages: a fake API server behind an injected `fetch` (no module mocks,
 * never the network), a controllable fake XMLHttpRequest for the PDF upload, and a router + providers.
 */
import { createApiClient, TOKEN_STORAGE_KEY, type User } from '@botfolio/core';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { guardHistory } from '../hooks/guardHistory';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON answer like the server's. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A promise the test settles by hand, to hold a request open and answer it later (stale-answer tests). */
export function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A fake API: handlers keyed by 'METHOD /path'. Unknown routes answer 404 JSON like the server.
 * Every request is recorded with its parsed JSON body and headers.
 */
export function fakeServer(routes: Record<string, RouteHandler>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries((init.headers as Record<string, string> | undefined) ?? {})) {
      headers[name.toLowerCase()] = value;
    }
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const handler = routes[`${request.method} ${request.path}`];
    if (!handler) return json(404, { success: false, error: 'Not found.' });
    return handler(request);
  };
  const calls = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);
  return { fetch, requests, calls };
}

import { FakeXhr } from '../../../core/src/test/fakeXhr';

export { FakeXhr };

export const ADA: User = {
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  bots: [
    { _id: 'b1', botName: 'Resume bot', botText: 'I wrote the first program for the Analytical Engine in 1843.' },
    { _id: 'b2', botName: 'Notes', botText: 'Short.' },
  ],
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderPageOptions {
  /** The URL the app opens at. */
  at: string;
  /** The route pattern the page is mounted on. */
  path: string;
  fetch: ReturnType<typeof fakeServer>['fetch'];
  token?: string | null;
  /** In-app entries visited before `at` (for back navigation). */
  history?: string[];
  /**
   * The app's own router (BrowserRouter) over the test window's history, instead of a memory router: the browser's
   * Back (`window.history.back()`) then goes through popstate as in a browser. It opens at the first entry and
   * the router itself goes on to the others, as links would.
   */
  browserHistory?: boolean;
}

/** Visits `entries` in order through the router, once. */
function Visit({ entries }: { entries: string[] }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the visits happen once, on mount
  useEffect(() => {
    for (const entry of entries) navigate(entry);
  }, []);
  return null;
}

function TestRouter({ entries, browser, children }: { entries: string[]; browser: boolean; children: ReactNode }) {
  if (!browser)
    return (
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {children}
      </MemoryRouter>
    );
  return (
    <BrowserRouter>
      <Visit entries={entries.slice(1)} />
      {children}
    </BrowserRouter>
  );
}

/** Renders one page under the app's real providers with an API client that talks to `fetch`. */
export function renderPage(
  page: ReactElement,
  { at, path, fetch, token = 'tok-ada', history = [], browserHistory = false }: RenderPageOptions,
) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const api = createApiClient({ baseUrl: '', fetch, createXhr: () => new FakeXhr() });
  if (browserHistory) {
    window.history.replaceState(null, '', history[0] ?? at);
    guardHistory(); // as main.tsx does, before the router listens
  }
  return render(
    <TestRouter entries={[...history, at]} browser={browserHistory}>
      <AppProviders api={api} reload={() => {}}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/" element={<p>home page</p>} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/create-own-bot" element={<p>create page</p>} />
          <Route path="/your-bots" element={<p>your bots page</p>} />
          <Route path="/profile/:userId" element={<p>profile page</p>} />
          <Route path="/bot/:userId/:botId" element={<p>chat page</p>} />
        </Routes>
        <LocationProbe />
      </AppProviders>
    </TestRouter>,
  );
}
