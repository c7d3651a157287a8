import { type ChatSessionClient, chatStream, createHttp, findUser } from '@botfolio/core';

/**
 * The widget's client: core's two standalone calls a visitor's chat makes (find-user, streamed chat),
 * imported one by one so widget.js carries only them, not `createApiClient`'s whole API. No `getToken`:
 * the widget never sends a token, whatever the embedding page keeps in its localStorage.
 */
export function createChatClient(baseUrl: string, fetchImpl?: typeof fetch): ChatSessionClient {
  const http = createHttp({ baseUrl, fetch: fetchImpl });
  return {
    findUser: (userId) => findUser(http, userId),
    chatStream: (userId, botId, request, options) => chatStream(http, userId, botId, request, options),
  };
}
