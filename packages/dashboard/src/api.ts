import { type ApiClient, createApiClient } from '@botfolio/core';

/** The app's one API client: same origin, token from localStorage (core's default getToken). */
export const api: ApiClient = createApiClient({ baseUrl: '' });

export type Api = ApiClient;
