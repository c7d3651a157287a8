import { type ChatSession, type ChatSessionClient, createChatSession, pageTitle, tabStorage } from '@botfolio/core';
import { useChatSession } from '@botfolio/widget';
import { useEffect, useMemo } from 'react';

/**
 * The chat of a /bot/:userId/:botId page (the app's screens/BotChat.tsx, a share link's share/SharedChatPage.tsx):
 * its session, kept for the tab, for `<ChatScreen session>`, and what the page says of it: the bot's name
 * in the document title once known (tabs and screen readers tell share links apart). The name is only ever text.
 */
export function useChatPage(client: ChatSessionClient, userId: string, botId: string): { session: ChatSession } {
  const session = useMemo(
    () => createChatSession({ client, userId, botId, storage: tabStorage() }),
    [client, userId, botId],
  );
  const { botName } = useChatSession(session);
  useEffect(() => {
    if (botName) document.title = pageTitle(botName);
  }, [botName]);
  return { session };
}
