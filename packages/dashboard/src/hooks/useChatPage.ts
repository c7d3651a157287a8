import {
  CHAT_STRINGS,
  type ChatSession,
  type ChatSessionClient,
  createChatSession,
  type PublicBot,
  pageTitle,
  tabStorage,
} from '@botfolio/core';
import { useChatSession } from '@botfolio/widget';
import { useEffect, useMemo } from 'react';

/** The chat screen's heading while there is no bot name to show (loading, not found, unreachable): never empty. */
const NAMELESS: Partial<PublicBot> = { botName: CHAT_STRINGS.chat };

/**
 * The chat of a /bot/:userId/:botId page (the app's screens/BotChat.tsx, a share link's share/SharedChatPage.tsx):
 * its session, kept for the tab, for `<ChatScreen session appearance>`, and what the page says of it: the bot's name
 * in the document title once known (tabs and screen readers tell share links apart) and, until then, 'Chat' as the
 * level-1 heading rather than an empty one. The name is only ever text: a title, a heading's content.
 */
export function useChatPage(
  client: ChatSessionClient,
  userId: string,
  botId: string,
): { session: ChatSession; appearance: Partial<PublicBot> | undefined } {
  const session = useMemo(
    () => createChatSession({ client, userId, botId, storage: tabStorage() }),
    [client, userId, botId],
  );
  const { botName } = useChatSession(session);
  useEffect(() => {
    if (botName) document.title = pageTitle(botName);
  }, [botName]);
  return { session, appearance: botName ? undefined : NAMELESS };
}
