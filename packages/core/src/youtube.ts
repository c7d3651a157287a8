import { YOUTUBE_VIDEO_ID_LENGTH } from './constants.js';

const VIDEO_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_VIDEO_ID_LENGTH}}$`);

/** Hosts (after dropping a leading `www.`, `m.` or `music.`) whose links can carry a video id. */
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const SHORT_HOST = 'youtu.be';

/** Path prefixes followed by the id: `/embed/ID`, `/v/ID`, `/e/ID`, `/shorts/ID`, `/live/ID`. */
const PATH_FORMS = new Set(['embed', 'v', 'e', 'shorts', 'live']);

/** `u/x/ID`, as old channel pages put it in the fragment (`#p/u/1/ID`) or the path. */
const USER_FORM = /(?:^|\/)u\/\w+\/([^/?#&]+)/;

/** True for exactly YOUTUBE_VIDEO_ID_LENGTH (11) characters of `[A-Za-z0-9_-]`. */
export function isValidVideoId(id: string): boolean {
  return VIDEO_ID_PATTERN.test(id);
}

function valid(candidate: string | null | undefined): string | null {
  return candidate != null && isValidVideoId(candidate) ? candidate : null;
}

/**
 * The video id of a YouTube link, or null. Accepts every form (`youtu.be/`, `v/`, `u/x/`,
 * `embed/`, `watch?v=`, `&v=`) plus `shorts/`, `live/`, `m.`, `music.`, `www.` and youtube-nocookie.com, with
 * or without a scheme. Other hosts, and ids that are not exactly 11 characters of `[A-Za-z0-9_-]`, give null.
 */
export function extractVideoId(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed.length === 0 || trimmed.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;

  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname.split('/').filter((segment) => segment.length > 0);

  if (host === SHORT_HOST || host === `www.${SHORT_HOST}`) return valid(segments[0]);

  const baseHost = host.replace(/^(?:www|m|music)\./, '');
  if (!YOUTUBE_HOSTS.has(baseHost)) return null;

  // watch?v=ID and ...&v=ID first, then the path forms; the first well-formed id wins.
  const [first, second] = segments;
  const fromPath = first !== undefined && PATH_FORMS.has(first) ? second : undefined;
  const fromUserForm = USER_FORM.exec(url.pathname) ?? USER_FORM.exec(url.hash.replace(/^#/, ''));
  return valid(url.searchParams.get('v')) ?? valid(fromPath) ?? valid(fromUserForm?.[1]);
}
