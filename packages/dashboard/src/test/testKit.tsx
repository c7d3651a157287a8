import { createApiClient, TOKEN_STORAGE_KEY } from '@botfolio/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../AppProviders';

/** One request the fake server received. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

/** A JSON answer as the server sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A promise with its resolve exposed, for answers the test releases later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A fake of the server's HTTP surface for the real core client: routes 'METHOD /path' to handlers and
 * records every request, so tests assert on what the app actually sent. Unknown routes answer 404.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const received: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries((init.headers as Record<string, string> | undefined) ?? {})) {
      headers[key.toLowerCase()] = value;
    }
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    received.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) return json(404, { success: false, error: `No route ${call.method} ${call.path}` });
    return handler(call);
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    received,
    calls: (method: string, path: string) => received.filter((c) => c.method === method && c.path === path),
  };
}

/** Shows the router's current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.hash}`}</div>;
}

export const ADA = { _id: 'u-ada', name: 'Ada Lovelace', email: 'ada@example.com', bots: [] };

export interface RenderOptions {
  /** Initial URL. */
  at?: string;
  /** Session token placed in localStorage before render; null = visitor. */
  token?: string | null;
  fetch: typeof globalThis.fetch;
  /** Router state of the initial entry (e.g. where /login should return to). */
  state?: unknown;
}

/** Renders `ui` inside the app's providers and a memory router, with the real core client over `fetch`. */
export function renderWithApp(ui: ReactElement, { at = '/', token = 'tok-ada', fetch, state }: RenderOptions) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const reload = vi.fn();
  const api = createApiClient({ baseUrl: '', fetch });
  const result = render(
    <MemoryRouter initialEntries={[state === undefined ? at : { pathname: at, state }]}>
      <AppProviders api={api} reload={reload}>
        {ui}
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, reload, location: () => result.getByTestId('location').textContent };
}
