/**
 * A loopback stand-in for YouTube's InnerTube player endpoint and timedtext captions, answering with
 * the real response shapes (Android client player JSON with absolute youtube.com caption URLs; json3,
 * srv3 and legacy XML timedtext). Each video id can be given a failure mode.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTrack {
  languageCode: string;
  /** 'asr' for automatic captions. */
  kind?: 'asr';
  name: string;
  cues: string[];
  /** What timedtext answers with whatever `fmt` is asked (default: honour fmt=json3, else legacy XML). */
  format?: 'json3' | 'srv3' | 'legacy';
}

export interface FakeVideo {
  title?: string;
  tracks?: FakeTrack[];
  /** playabilityStatus.status; default OK. */
  status?: 'OK' | 'LOGIN_REQUIRED' | 'ERROR' | 'UNPLAYABLE' | 'AGE_CHECK_REQUIRED';
  reason?: string;
  /** A broken answer: HTML instead of JSON, or JSON of the wrong shape, from the player or timedtext. */
  garbage?: 'player-html' | 'player-shape' | 'track-html' | 'track-empty';
  /** HTTP status the player answers with instead of 200 (e.g. 429 rate limit). */
  playerStatus?: number;
  /** Delay before answering the player, in ms. */
  slowMs?: number;
}

export interface YoutubeFake {
  baseUrl: string;
  videos: Map<string, FakeVideo>;
  /** Every request received: method, path with query, parsed JSON body (player only). */
  requests: { method: string; url: string; body: unknown }[];
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, data: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(data));
};

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function playerAnswer(videoId: string, video: FakeVideo): unknown {
  const status = video.status ?? 'OK';
  const playabilityStatus =
    status === 'OK'
      ? { status, playableInEmbed: true, contextParams: 'Q0FFU0FnZ0M=' }
      : { status, reason: video.reason ?? 'Video unavailable', contextParams: 'Q0FFU0FnZ0M=' };
  const answer: Record<string, unknown> = {
    responseContext: { visitorData: 'CgtfZmFrZVZpc2l0b3I%3D', serviceTrackingParams: [] },
    playabilityStatus,
  };
  if (status !== 'OK') return answer;
  answer.streamingData = { expiresInSeconds: '21540', formats: [], adaptiveFormats: [] };
  answer.videoDetails = {
    videoId,
    title: video.title ?? 'A fake video',
    lengthSeconds: '212',
    author: 'Fake Channel',
    isLiveContent: false,
  };
  const tracks = video.tracks ?? [];
  if (tracks.length > 0) {
    answer.captions = {
      playerCaptionsTracklistRenderer: {
        captionTracks: tracks.map((t, i) => ({
          // The Android client answers with absolute URLs on www.youtube.com, fmt=srv3 included.
          baseUrl: `https://www.youtube.com/api/timedtext?v=${videoId}&ei=fake&caps=asr&opi=112496729&xoaf=5&hl=en&ip=0.0.0.0&ipbits=0&expire=1893456000&sparams=ip,ipbits,expire,v,ei,caps,opi,xoaf&signature=FAKE${i}&key=yt8${t.kind ? `&kind=${t.kind}` : ''}&lang=${t.languageCode}&fmt=srv3`,
          name: { runs: [{ text: t.name }] },
          vssId: `${t.kind === 'asr' ? 'a' : ''}.${t.languageCode}`,
          languageCode: t.languageCode,
          ...(t.kind ? { kind: t.kind } : {}),
          isTranslatable: true,
          trackName: '',
        })),
        audioTracks: [{ captionTrackIndices: tracks.map((_, i) => i), audioTrackId: 'und' }],
        translationLanguages: [{ languageCode: 'fr', languageName: { runs: [{ text: 'French' }] } }],
        defaultAudioTrackIndex: 0,
      },
    };
  }
  return answer;
}

function timedText(track: FakeTrack, fmt: string | null): { type: string; body: string } {
  const format = track.format ?? (fmt === 'json3' ? 'json3' : fmt === 'srv3' ? 'srv3' : 'legacy');
  if (format === 'json3') {
    const events: unknown[] = [{ tStartMs: 0, dDurationMs: 212000, id: 1, wpWinPosId: 1, wsWinStyleId: 1 }];
    track.cues.forEach((cue, i) => {
      const [first, ...rest] = cue.split(' ');
      events.push({
        tStartMs: i * 2000,
        dDurationMs: 2000,
        wWinId: 1,
        segs: [
          { utf8: first ?? '', acAsrConf: 0 },
          ...rest.map((w, j) => ({ utf8: ` ${w}`, tOffsetMs: (j + 1) * 200, acAsrConf: 0 })),
        ],
      });
      events.push({ tStartMs: i * 2000 + 1900, dDurationMs: 100, wWinId: 1, aAppend: 1, segs: [{ utf8: '\n' }] });
    });
    return {
      type: 'application/json; charset=UTF-8',
      body: JSON.stringify({ wireMagic: 'pb3', pens: [{}], wsWinStyles: [{}], wpWinPositions: [{}], events }),
    };
  }
  if (format === 'srv3') {
    const ps = track.cues.map((cue, i) => {
      const [first, ...rest] = cue.split(' ');
      const words = rest.map((w, j) => `<s t="${(j + 1) * 200}" ac="0"> ${escapeXml(w)}</s>`).join('');
      return `<p t="${i * 2000}" d="2000" w="1"><s ac="0">${escapeXml(first ?? '')}</s>${words}</p>`;
    });
    return {
      type: 'text/xml; charset=UTF-8',
      body: `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">\n<head><ws id="0"/></head>\n<body>\n${ps.join('\n')}\n</body>\n</timedtext>`,
    };
  }
  // The legacy format escapes the cue text twice (&amp;#39;), as YouTube does.
  const texts = track.cues.map((cue, i) => `<text start="${i * 2}.0" dur="2.0">${escapeXml(escapeXml(cue))}</text>`);
  return {
    type: 'text/xml; charset=UTF-8',
    body: `<?xml version="1.0" encoding="utf-8" ?><transcript>${texts.join('')}</transcript>`,
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on 127.0.0.1 on a free port. */
export async function startYoutubeFake(videos: Record<string, FakeVideo> = {}): Promise<YoutubeFake> {
  const fake: Omit<YoutubeFake, 'baseUrl' | 'close'> = { videos: new Map(Object.entries(videos)), requests: [] };
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = req.method === 'POST' ? await readBody(req) : '';
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    fake.requests.push({ method: req.method ?? '', url: `${url.pathname}${url.search}`, body });

    if (url.pathname === '/youtubei/v1/player') {
      const client = (body as { context?: { client?: { clientName?: unknown; clientVersion?: unknown } } } | null)
        ?.context?.client;
      const videoId = (body as { videoId?: unknown } | null)?.videoId;
      if (
        req.method !== 'POST' ||
        typeof videoId !== 'string' ||
        typeof client?.clientName !== 'string' ||
        typeof client.clientVersion !== 'string'
      ) {
        return json(res, 400, {
          error: {
            code: 400,
            message: 'Request contains an invalid argument.',
            errors: [{ message: 'Request contains an invalid argument.', domain: 'global', reason: 'badRequest' }],
            status: 'INVALID_ARGUMENT',
          },
        });
      }
      const video = fake.videos.get(videoId) ?? { status: 'ERROR', reason: 'This video is unavailable' };
      const answer = () => {
        if (res.destroyed) return;
        if (video.playerStatus)
          return json(res, video.playerStatus, {
            error: { code: video.playerStatus, message: 'The service is unavailable.', status: 'UNAVAILABLE' },
          });
        if (video.garbage === 'player-html') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(
            '<!DOCTYPE html><html><body>Our systems have detected unusual traffic from your computer network.</body></html>',
          );
        }
        if (video.garbage === 'player-shape')
          return json(res, 200, {
            playabilityStatus: { status: 'OK' },
            captions: { playerCaptionsTracklistRenderer: { captionTracks: 'none' } },
          });
        json(res, 200, playerAnswer(videoId, video));
      };
      if (video.slowMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer();
        }, video.slowMs);
        timers.add(timer);
      } else answer();
      return;
    }

    if (url.pathname === '/api/timedtext') {
      const video = fake.videos.get(url.searchParams.get('v') ?? '');
      const track = video?.tracks?.find(
        (t) =>
          t.languageCode === url.searchParams.get('lang') && (t.kind ?? '') === (url.searchParams.get('kind') ?? ''),
      );
      if (!video || !track || !url.searchParams.get('signature')) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<html><body>Not Found</body></html>');
      }
      if (video.garbage === 'track-html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><body>Sorry…</body></html>');
      }
      if (video.garbage === 'track-empty') {
        res.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8', 'content-length': '0' });
        return res.end();
      }
      const { type, body: text } = timedText(track, url.searchParams.get('fmt'));
      res.writeHead(200, { 'content-type': type });
      return res.end(text);
    }

    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>404</body></html>');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
