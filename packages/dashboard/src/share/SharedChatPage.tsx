import { createHttp, errorStatus, getUser, loadChatWords, TOKEN_STORAGE_KEY } from '@botfolio/core';
import { ChatScreen, ChatStyles, createChatClient } from '@botfolio/widget';
import { useMemo } from 'react';
import { backFromOpenedChat } from '../chatBack';
import { useChatPage } from '../hooks/useChatPage';

export interface SharedChatPageProps {
  userId: string;
  botId: string;
  /** The page's fetch; tests pass a fake server's. */
  fetch?: typeof globalThis.fetch;
  /** Opens another page of the site (a full load: the app is another bundle); tests pass a spy. */
  go?: (path: string) => void;
}

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Who is looking, read only when they leave (a visitor's page makes no request for it): signed in or not, and as
 * whom. A token the server no longer knows signs the browser out, as the app does (context/UserContext.tsx).
 */
async function viewer(
  fetch: typeof globalThis.fetch | undefined,
): Promise<{ signedIn: boolean; id: string | undefined }> {
  const token = readToken();
  if (!token) return { signedIn: false, id: undefined };
  try {
    const user = await getUser(createHttp({ fetch, getToken: () => token }));
    return { signedIn: true, id: user._id };
  } catch (err) {
    if (errorStatus(err) !== 401) return { signedIn: true, id: undefined };
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // storage disabled: nothing kept to remove
    }
    return { signedIn: false, id: undefined };
  }
}

/**
 * A share link's page (/bot/:userId/:botId opened cold, share/main.tsx): the chat alone, no header, like the app's
 * chat screen (screens/BotChat.tsx), with the widget's client calls (the chat is public: no token is sent).
 */
export function SharedChatPage({
  userId,
  botId,
  fetch,
  go = (path) => window.location.assign(path),
}: SharedChatPageProps) {
  const client = useMemo(() => createChatClient('', fetch), [fetch]);
  const { session, appearance } = useChatPage(client, userId, botId);

  async function back() {
    // An entry the app pushed carries react-router's key in history.state (a reload of a chat opened from the
    // app's pages): back to that page, as the app's screen does.
    const state: unknown = window.history.state;
    if (state && typeof state === 'object' && 'key' in state && state.key) {
      window.history.back();
      return;
    }
    const to = backFromOpenedChat(userId, await viewer(fetch), window.history.length > 1);
    if (to === null) window.history.back();
    else go(to);
  }

  return (
    <div className="bot-chat">
      <ChatStyles />
      <ChatScreen
        client={client}
        userId={userId}
        botId={botId}
        session={session}
        appearance={appearance}
        onBack={() => void back()}
        variant="page"
        loadWords={loadChatWords}
      />
    </div>
  );
}
