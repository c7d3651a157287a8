import { createApiClient } from '@botfolio/core';

/** The app's one API client: same origin, token from localStorage (core's default getToken). */
export const api = createApiClient({ baseUrl: '' });

export type Api = typeof api;
