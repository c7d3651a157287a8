import { loadChatWords, tabStorage } from '@botfolio/core';
import { ChatScreen, ChatStyles } from '@botfolio/widget';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../context/ApiContext';
import { useUser } from '../context/UserContext';
import './BotChat.css';

/** /bot/:userId/:botId — the widget's chat screen on a full page (the shell hides the header here). */
export default function BotChat() {
  const { userId = '', botId = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  // The router marks the entry the app was opened at with key 'default'.
  const openedHere = useLocation().key === 'default';

  const { token, user } = useUser();

  function back() {
    // A shared link opened in a fresh tab has no entry inside the app to go back to: the owner goes to their
    // bots, a signed-in person to the owner's profile. A visitor (no token) may not see profiles (spec: the
    // profile screen sends them to /), so they go back to the page that linked here (a résumé, a message) when
    // the tab has one, else straight to the landing page — never through a profile that bounces them.
    if (!openedHere) navigate(-1);
    else if (token && user?._id === userId) navigate('/your-bots');
    else if (token) navigate(`/profile/${encodeURIComponent(userId)}`);
    else if (window.history.length > 1) window.history.back();
    else navigate('/');
  }

  return (
    <div className="bot-chat">
      <ChatStyles />
      <ChatScreen
        key={`${userId}/${botId}`}
        client={api}
        userId={userId}
        botId={botId}
        onBack={back}
        storage={tabStorage()}
        variant="page"
        loadWords={loadChatWords}
      />
    </div>
  );
}
