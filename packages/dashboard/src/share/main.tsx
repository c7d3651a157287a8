/**
 * The share link's page: /bot/:userId/:botId opened cold (a link in a résumé or a message; the server sends
 * shells/bot.html) is the chat alone, not the whole app. Built by vite.share.config.ts with React aliased to the
 * widget's Preact shim, as the widget's chat panel is: the chat screen, core's client calls and Preact, about a
 * fifth of the app's entry, so a phone has that much less to download, parse and run before the visitor can type.
 * Reached inside the app, the same route is screens/BotChat.tsx.
 */
// Global styles first, as in the app (main.tsx), so the chat page's own come later and win ties.
import '../styles.css';
import '../screens/BotChat.css';
import { createRoot } from 'react-dom/client';
import { SharedChatPage } from './SharedChatPage';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

/** A path segment as the app's router gives it (decoded; kept as it is when it is no valid encoding). */
function segment(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return raw ?? '';
  }
}

// The server sends this page for /bot/:userId/:botId only (dist/shells/routes.json).
const [, userId, botId] = /^\/bot\/([^/]+)\/([^/]+)\/?$/.exec(window.location.pathname) ?? [];

createRoot(root).render(
  <main id="main" className="main main--chat" tabIndex={-1}>
    <SharedChatPage userId={segment(userId)} botId={segment(botId)} />
  </main>,
);
