import {
  type ChatSessionClient,
  type ChatWordsLoader,
  chatStream,
  createHttp,
  getPublicBot,
  sendContact,
} from '@botfolio/core';

/**
 * The widget's client: core's standalone calls a visitor's chat makes (the bot's public settings, the streamed
 * chat, a contact request), imported one by one so the bundle carries only them, not `createApiClient`'s whole
 * API. No `getToken`: the widget never sends a token, whatever the embedding page keeps in its localStorage.
 */
export function createChatClient(baseUrl: string, fetchImpl?: typeof fetch): ChatSessionClient {
  const http = createHttp({ baseUrl, fetch: fetchImpl });
  return {
    getPublicBot: (userId, botId) => getPublicBot(http, userId, botId),
    sendContact: (userId, botId, request) => sendContact(http, userId, botId, request),
    chatStream: (userId, botId, request, options) => chatStream(http, userId, botId, request, options),
  };
}

/** The widget's words in other languages: JSON from the server it was loaded from (none of them in the panel). */
export function createWordsLoader(
  baseUrl: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ChatWordsLoader {
  return async (locale) => {
    const response = await fetchImpl(`${baseUrl}/widget/words/${encodeURIComponent(locale)}.json`);
    if (!response.ok) throw new Error(`No words for ${locale}`);
    return (await response.json()) as Record<string, string>;
  };
}
