import type { ApiClient } from '@botfolio/core';

export type Api = ApiClient;

let loading: Promise<ApiClient> | undefined;

/** Core's client code loads on the first call, so a visitor's landing page ships without it. */
function client(): Promise<ApiClient> {
  loading ??= import('./defaultClient').then((m) => m.defaultClient);
  return loading;
}

/**
 * The app's API client (same origin, token from localStorage). Every method defers to core's
 * `createApiClient`, loaded on first use. Tests inject their own client through ApiProvider.
 */
export const api: ApiClient = {
  signup: (...args) => client().then((c) => c.signup(...args)),
  login: (...args) => client().then((c) => c.login(...args)),
  getUser: (...args) => client().then((c) => c.getUser(...args)),
  findUser: (...args) => client().then((c) => c.findUser(...args)),
  searchUsers: (...args) => client().then((c) => c.searchUsers(...args)),
  deleteBot: (...args) => client().then((c) => c.deleteBot(...args)),
  updateUser: (...args) => client().then((c) => c.updateUser(...args)),
  uploadPdf: (...args) => client().then((c) => c.uploadPdf(...args)),
  storeBot: (...args) => client().then((c) => c.storeBot(...args)),
  getTranscript: (...args) => client().then((c) => c.getTranscript(...args)),
  extractWeb: (...args) => client().then((c) => c.extractWeb(...args)),
  summarize: (...args) => client().then((c) => c.summarize(...args)),
  chat: (...args) => client().then((c) => c.chat(...args)),
  chatStream: async function* (...args) {
    yield* (await client()).chatStream(...args);
  },
  health: (...args) => client().then((c) => c.health(...args)),
};
