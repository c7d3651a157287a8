import { BOT_TEXT_PREVIEW_LENGTH, BOT_TEXT_PREVIEW_SUFFIX } from './constants.js';

/**
 * The first BOT_TEXT_PREVIEW_LENGTH characters of a bot's text followed by '...'.
 * Counts code points, so an emoji or other astral character is never cut in half; stops early on huge texts.
 */
export function botTextPreview(text: string): string {
  let preview = '';
  let count = 0;
  for (const codePoint of text) {
    if (count === BOT_TEXT_PREVIEW_LENGTH) break;
    preview += codePoint;
    count += 1;
  }
  return preview + BOT_TEXT_PREVIEW_SUFFIX;
}

/** Every run of whitespace (any Unicode space, tabs, line breaks) becomes one space; the ends are trimmed. */
export function collapseWhitespace(text: string): string {
  // Single spaces are left alone (the common case), so prose of millions of words is not rebuilt match by match.
  return text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

/**
 * An email address as other people may see it: the first character and the domain (`a•••@example.com`).
 * Only its owner ever sees an address whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${Array.from(email.slice(0, at))[0] ?? ''}•••${email.slice(at)}`;
}
