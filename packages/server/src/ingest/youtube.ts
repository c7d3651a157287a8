/**
 * YouTube transcripts the way that works today: the InnerTube player endpoint with the Android client
 * lists the caption tracks, then the chosen track's timedtext URL gives the cues. Every failure is an
 * HttpError: 404 no transcript, 502 blocked or unexpected answer, 504 too slow.
 */
import { STRINGS } from '@botfolio/core';
import { HttpError } from '../errors.js';
import { INGEST_ERRORS } from '../messages.js';

export interface TranscriptOptions {
  /** https://www.youtube.com, or a loopback fake in tests. */
  baseUrl: string;
  /** Budget for both requests together. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The Android app's client: its player answers carry caption tracks that can be fetched without a PoToken. */
export const INNERTUBE_CLIENT = {
  clientName: 'ANDROID',
  clientVersion: '20.10.38',
  androidSdkVersion: 30,
  hl: 'en',
  gl: 'US',
} as const;
const USER_AGENT = `com.google.android.youtube/${INNERTUBE_CLIENT.clientVersion} (Linux; U; Android 11) gzip`;
/** Player answers are ~100 KB and transcripts of long videos a few MB; anything larger is not YouTube. */
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export interface CaptionTrack {
  baseUrl: string;
  languageCode: string;
  kind?: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const notFound = () => new HttpError(404, STRINGS.transcriptNotFound);
const unexpected = () => new HttpError(502, INGEST_ERRORS.youtubeUnexpected);
const blocked = () => new HttpError(502, INGEST_ERRORS.youtubeBlocked);

/** English first (a person's captions over automatic ones), else the first track. */
export function chooseTrack(tracks: readonly CaptionTrack[]): CaptionTrack | undefined {
  const english = tracks.filter((t) => /^en(?:-|$)/i.test(t.languageCode));
  return english.find((t) => t.kind !== 'asr') ?? english[0] ?? tracks[0];
}

/**
 * The timedtext URL to fetch: YouTube's absolute URLs are re-rooted on baseUrl (so a fake or proxy
 * receives them) and asked for json3. A URL on any other host is refused: it is not YouTube's to send us there.
 */
export function trackUrl(track: CaptionTrack, baseUrl: string): URL {
  const base = new URL(baseUrl);
  const given = new URL(track.baseUrl, base);
  const host = given.hostname.toLowerCase();
  const isYoutube = host === 'youtube.com' || host.endsWith('.youtube.com');
  if (!isYoutube && given.origin !== base.origin) throw unexpected();
  const url = new URL(`${given.pathname}${given.search}`, base);
  url.searchParams.set('fmt', 'json3');
  return url;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes XML/HTML character references (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const name = ref.toLowerCase();
    // (the table's own names only: "&constructor;" is no entity)
    return Object.hasOwn(ENTITIES, name) ? (ENTITIES[name] ?? whole) : whole;
  });
}

const tidy = (parts: readonly string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();

/** Cue text of a timedtext answer in json3, srv3 (`<p>`) or the legacy `<text>` format; null when it is none of them. */
export function parseTimedText(body: string): string | null {
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{')) {
    let data: unknown;
    try {
      data = JSON.parse(trimmed);
    } catch {
      return null;
    }
    if (!isObject(data) || !Array.isArray(data.events)) return null;
    const cues: string[] = [];
    for (const event of data.events) {
      if (!isObject(event) || !Array.isArray(event.segs)) continue;
      cues.push(event.segs.map((s) => (isObject(s) && typeof s.utf8 === 'string' ? s.utf8 : '')).join(''));
    }
    return tidy(cues);
  }
  if (!trimmed.startsWith('<')) return null;
  if (!/<(?:transcript|timedtext)\b/i.test(trimmed)) return null;
  const cues: string[] = [];
  for (const match of trimmed.matchAll(/<(text|p)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const inner = (match[2] ?? '').replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]+>/g, '');
    // The legacy format escapes twice (`&amp;#39;`): decode until nothing changes, at most twice.
    const once = decodeEntities(inner);
    cues.push(once.includes('&') ? decodeEntities(once) : once);
  }
  return tidy(cues);
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_RESPONSE_BYTES) throw unexpected();
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw unexpected();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Maps the player's playabilityStatus to a failure, or null when the video can be read. */
function playabilityProblem(status: unknown): HttpError | null {
  if (!isObject(status) || typeof status.status !== 'string') return unexpected();
  switch (status.status) {
    case 'OK':
      return null;
    case 'LOGIN_REQUIRED': {
      const reason = typeof status.reason === 'string' ? status.reason : '';
      // Private videos also answer LOGIN_REQUIRED; only the bot check is YouTube blocking us.
      return /private/i.test(reason) ? notFound() : blocked();
    }
    case 'AGE_CHECK_REQUIRED':
    case 'CONTENT_CHECK_REQUIRED':
      return blocked();
    case 'ERROR':
    case 'UNPLAYABLE':
    case 'LIVE_STREAM_OFFLINE':
      return notFound();
    default:
      return unexpected();
  }
}

function captionTracks(player: Json): CaptionTrack[] {
  const captions = player.captions;
  if (captions === undefined) return [];
  if (!isObject(captions)) throw unexpected();
  const renderer = captions.playerCaptionsTracklistRenderer;
  if (renderer === undefined) return [];
  if (!isObject(renderer)) throw unexpected();
  const list = renderer.captionTracks;
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw unexpected();
  return list.map((t) => {
    if (!isObject(t) || typeof t.baseUrl !== 'string' || typeof t.languageCode !== 'string') throw unexpected();
    return {
      baseUrl: t.baseUrl,
      languageCode: t.languageCode,
      ...(typeof t.kind === 'string' ? { kind: t.kind } : {}),
    };
  });
}

async function request(fetchImpl: typeof fetch, url: URL, init: RequestInit): Promise<string> {
  const response = await fetchImpl(url, init);
  if (response.status === 429 || response.status === 403) throw blocked();
  if (!response.ok) throw unexpected();
  return readCapped(response);
}

/** The plain transcript text of a video (the id must already be valid). */
export async function fetchTranscript(videoId: string, options: TranscriptOptions): Promise<string> {
  const fetchImpl = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const playerBody = await request(fetchImpl, new URL('/youtubei/v1/player?prettyPrint=false', options.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'x-youtube-client-name': '3',
        'x-youtube-client-version': INNERTUBE_CLIENT.clientVersion,
      },
      body: JSON.stringify({ context: { client: INNERTUBE_CLIENT }, videoId, contentCheckOk: true, racyCheckOk: true }),
      signal,
    });
    let player: unknown;
    try {
      player = JSON.parse(playerBody);
    } catch {
      throw unexpected();
    }
    if (!isObject(player)) throw unexpected();
    const problem = playabilityProblem(player.playabilityStatus);
    if (problem) throw problem;
    const track = chooseTrack(captionTracks(player));
    if (!track) throw notFound();

    const body = await request(fetchImpl, trackUrl(track, options.baseUrl), {
      headers: { 'user-agent': USER_AGENT },
      signal,
    });
    // An empty 200 is how timedtext refuses clients it does not trust.
    if (body.trim() === '') throw blocked();
    const text = parseTimedText(body);
    if (text === null) throw unexpected();
    if (text === '') throw notFound();
    return text;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (signal.aborted) throw new HttpError(504, INGEST_ERRORS.youtubeTimeout);
    throw new HttpError(502, INGEST_ERRORS.youtubeUnreachable);
  }
}
