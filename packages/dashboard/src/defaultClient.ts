import { createApiClient } from '@botfolio/core';

/** The app's real client: same origin, token from localStorage (core's default getToken). */
export const defaultClient = createApiClient({ baseUrl: '' });
