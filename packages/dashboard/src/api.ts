import type { ApiClient } from '@botfolio/core';

export type Api = ApiClient;

let loading: Promise<ApiClient> | undefined;

/** Core's client code loads on the first call, so a visitor's landing page ships without it. */
function client(): Promise<ApiClient> {
  loading ??= import('./defaultClient').then((m) => m.defaultClient);
  return loading;
}

type AnyCall = (...args: unknown[]) => unknown;
const call = (c: ApiClient, name: PropertyKey) => (c as unknown as Record<PropertyKey, AnyCall>)[name] as AnyCall;

/**
 * The app's API client (same origin, token from localStorage): every method of core's client, whatever its
 * name, deferred until core's `createApiClient` has loaded (no list of methods to keep in step). A stream
 * (`chatStream`) is an async iterable at once; every other call a promise. Tests inject their own client
 * through ApiProvider.
 */
export const api = new Proxy({} as ApiClient, {
  get: (_target, name) =>
    String(name).endsWith('Stream')
      ? async function* (...args: unknown[]) {
          yield* call(await client(), name)(...args) as AsyncIterable<unknown>;
        }
      : (...args: unknown[]) => client().then((c) => call(c, name)(...args)),
});
