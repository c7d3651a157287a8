import { STRINGS } from './strings.js';

/** Escapes a value for a double-quoted HTML attribute. */
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The public chat page of a bot: `${origin}/bot/${userId}/${botId}` (ids URL-encoded). */
export function chatUrl(origin: string, userId: string, botId: string): string {
  return `${trimOrigin(origin)}/bot/${encodeURIComponent(userId)}/${encodeURIComponent(botId)}`;
}

/** A WhatsApp link that opens a message carrying `url`. */
export function whatsappShareUrl(url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(url)}`;
}

/** A mailto link with the subject 'Check out my bot' (STRINGS.shareSubject) and `url` as the body. */
export function emailShareUrl(url: string): string {
  return `mailto:?subject=${encodeURIComponent(STRINGS.shareSubject)}&body=${encodeURIComponent(url)}`;
}

/** Facebook's share dialog for `url`. */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/**
 * The one-tag embed (README.md "Put your bot on your site"):
 * `<script src="ORIGIN/widget.js" data-user-id="…" data-bot-id="…" async></script>`, attribute values escaped.
 */
export function embedSnippet(origin: string, userId: string, botId: string): string {
  const src = escapeAttribute(`${trimOrigin(origin)}/widget.js`);
  return `<script src="${src}" data-user-id="${escapeAttribute(userId)}" data-bot-id="${escapeAttribute(botId)}" async></script>`;
}
