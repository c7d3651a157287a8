import { tabStorage } from '@botfolio/core';
import { ChatScreen, ChatStyles } from '@botfolio/widget';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../context/ApiContext';
import './BotChat.css';

/** /bot/:userId/:botId — the widget's chat screen on a full page (the shell hides the header here). */
export default function BotChat() {
  const { userId = '', botId = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  // The router marks the entry the app was opened at with key 'default'.
  const openedHere = useLocation().key === 'default';

  function back() {
    // A shared link opened in a fresh tab has no entry inside the app to go back to.
    if (openedHere) navigate('/your-bots');
    else navigate(-1);
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
      />
    </div>
  );
}
