import { ChatScreen, ChatStyles } from '@botfolio/widget';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../context/ApiContext';
import './BotChat.css';

function tabStorage(): Storage | null {
  // Sandboxed frames and some privacy modes throw on access; the chat then simply forgets on reload.
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** /bot/:userId/:botId — the widget's chat screen on a full page (the shell hides the header here). */
export default function BotChat() {
  const { userId = '', botId = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();

  function back() {
    // A shared link opened in a fresh tab has no entry inside the app to go back to.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/your-bots');
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
