/**
 * The rules a bot's settings follow, written once: the server's PATCH schema checks them, the dashboard's Edit page
 * checks them before sending (so the owner reads a sentence about the field as the form labels it).
 */

/** `#rrggbb`. */
export const ACCENT_PATTERN = /^#[0-9a-f]{6}$/i;

/** One or two letters (any script). */
export const AVATAR_PATTERN = /^\p{L}{1,2}$/u;

/** Highest answers-per-day limit an owner may set (0 is no limit). */
export const DAILY_CHAT_LIMIT_MAX = 1_000_000;

/** True for one BCP 47 language tag (`en-US`, `fr`, `zh-Hant`). */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** True for an `https:` link with a host or a `mailto:` link with an address. */
export function isContactUrl(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' && url.hostname !== '') || (url.protocol === 'mailto:' && url.pathname !== '');
  } catch {
    return false;
  }
}

const ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * The origin an owner means, written `https://host[:port]` in lower case, or null when it is not one: a trailing
 * slash (`https://example.com/`, as a browser's address bar copies it) is dropped; a path, query, fragment, user or
 * plain http is refused (an origin says which site, never which page).
 */
export function normalizeOrigin(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const origin = trimmed.endsWith('/') ? trimmed.slice(0, -1) : trimmed;
  return ORIGIN.test(origin) ? origin : null;
}
