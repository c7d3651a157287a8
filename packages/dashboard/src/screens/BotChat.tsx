import { loadChatWords } from '@botfolio/core';
import { ChatScreen, ChatStyles } from '@botfolio/widget';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { backFromOpenedChat } from '../chatBack';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import { useChatPage } from '../hooks/useChatPage';
import './BotChat.css';

/**
 * /bot/:userId/:botId reached inside the app — the widget's chat screen on a full page (the shell hides the header
 * here). A share link opened cold gets the lighter share/SharedChatPage.tsx instead (vite.share.config.ts).
 */
export default function BotChat() {
  const { userId = '', botId = '' } = useParams();
  const api = useApi();
  const { session, appearance } = useChatPage(api, userId, botId);
  const navigate = useNavigate();
  // The router marks the entry the app was opened at with key 'default'.
  const openedHere = useLocation().key === 'default';

  const { token, user } = useUser();

  function back() {
    if (!openedHere) {
      navigate(-1);
      return;
    }
    const to = backFromOpenedChat(userId, { signedIn: Boolean(token), id: user?._id }, window.history.length > 1);
    if (to === null) window.history.back();
    else navigate(to);
  }

  return (
    <div className="bot-chat">
      <ChatStyles />
      <ChatScreen
        key={`${userId}/${botId}`}
        client={api}
        userId={userId}
        botId={botId}
        session={session}
        appearance={appearance}
        onBack={back}
        variant="page"
        loadWords={loadChatWords}
      />
    </div>
  );
}
