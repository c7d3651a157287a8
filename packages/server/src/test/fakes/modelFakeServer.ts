/**
 * The loopback HTTP plumbing shared by the Gemini and OpenAI fakes: a real server on 127.0.0.1 that
 * records what it received, notices when a client hangs up early, and can be slow, fail, hang or
 * answer garbage. The protocol details live in gemini.ts and openai.ts; the vectors both answer, fakeEmbedding, here.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * normal: answers; slow: waits `tokenDelayMs` before each piece; failing: 500; timeout: never answers;
 * garbage: 200 with non-JSON; broken: streams two pieces, then drops the connection.
 */
export type FakeMode = 'normal' | 'slow' | 'failing' | 'timeout' | 'garbage' | 'broken';

export interface FakeRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
  /**
   * Every text the model was given (system instruction, history, user turn), joined by newlines; for an
   * embeddings request, the texts to embed, one a line.
   */
  prompt: string;
  stream: boolean;
}

export interface FakeModelOptions {
  mode?: FakeMode;
  /** The model's answer; a function sees the prompt. */
  reply?: string | ((prompt: string) => string);
  /** Delay before each streamed piece in `slow` mode. */
  tokenDelayMs?: number;
  /** The key the fake insists on; undefined accepts anything. */
  apiKey?: string;
}

export interface FakeModelServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  mode: FakeMode;
  reply: string | ((prompt: string) => string);
  tokenDelayMs: number;
  /** The generation requests (chat, summary), in order. */
  readonly requests: FakeRequest[];
  /**
   * The embeddings requests, in order (kept apart from `requests`, whose first entry tests read as the chat's, now
   * that an app with a Gemini key embeds its passages and questions before it asks the model).
   */
  readonly embeddingRequests: FakeRequest[];
  /** How many responses the client abandoned before the fake finished writing them. */
  readonly abortedResponses: number;
  /** Resolves when the next response is abandoned by its client. */
  nextAbort(): Promise<void>;
  close(): Promise<void>;
}

export interface ProtocolContext {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  body: unknown;
  state: FakeModelServer;
  /** Writes `pieces` one by one (honouring `slow`), stopping if the client went away. */
  writePieces(pieces: string[], write: (piece: string) => void): Promise<void>;
  /** Drops the connection (the fake's own doing, not counted as abandoned by the client). */
  drop(): void;
}

/** What a provider's fake writes in `garbage` mode: a 200 whose body is not what the client can read. */
export const GARBAGE_JSON = { contentType: 'application/json', body: '<html>Bad gateway</html>' } as const;

/**
 * The answer of a failure mode, written (true), or false in a mode that answers normally: `timeout` holds the
 * connection open, `failing` is the provider's own server error (`fail`), `garbage` writes `garbage`, and `broken`
 * drops the connection at once when `dropsAtOnce` (a streamed reply drops after two pieces instead: writePieces).
 */
export function answeredByFailureMode(
  ctx: ProtocolContext,
  fail: () => true,
  garbage: { contentType: string; body: string } = GARBAGE_JSON,
  dropsAtOnce = false,
): boolean {
  const { state, res } = ctx;
  if (state.mode === 'timeout') return true; // holds the connection open, never answers
  if (state.mode === 'failing') return fail();
  if (state.mode === 'garbage') {
    res.writeHead(200, { 'content-type': garbage.contentType });
    res.end(garbage.body);
    return true;
  }
  if (state.mode === 'broken' && dropsAtOnce) {
    ctx.drop();
    return true;
  }
  return false;
}

/** Splits a reply into word-sized pieces whose concatenation is the reply, the way models stream. */
export function splitIntoPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a fake on a free loopback port. `handle` speaks the protocol; it returns false for unknown paths. */
export async function startModelFake(
  options: FakeModelOptions,
  handle: (ctx: ProtocolContext) => Promise<boolean>,
): Promise<FakeModelServer> {
  let aborted = 0;
  let abortWaiters: Array<() => void> = [];
  const state: FakeModelServer = {
    url: '',
    mode: options.mode ?? 'normal',
    reply: options.reply ?? 'This is the fake model answering.',
    tokenDelayMs: options.tokenDelayMs ?? 50,
    requests: [],
    embeddingRequests: [],
    get abortedResponses() {
      return aborted;
    },
    nextAbort: () => new Promise<void>((resolve) => abortWaiters.push(resolve)),
    close: async () => {},
  };

  const server = createServer((req, res) => {
    let finished = false;
    res.on('finish', () => {
      finished = true;
    });
    res.on('close', () => {
      if (finished) return;
      aborted += 1;
      const waiters = abortWaiters;
      abortWaiters = [];
      for (const w of waiters) w();
    });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"Invalid JSON payload."}}');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const ctx: ProtocolContext = {
        req,
        res,
        path: `${url.pathname}${url.search}`,
        body,
        state,
        writePieces: async (pieces, write) => {
          for (const [i, piece] of pieces.entries()) {
            if (res.destroyed) return;
            if (state.mode === 'broken' && i === 2) {
              // Let the two pieces reach the client before the connection drops.
              await sleep(20);
              finished = true; // dropped by the fake itself, not abandoned by the client
              res.socket?.destroy();
              return;
            }
            if (state.mode === 'slow') await sleep(state.tokenDelayMs);
            if (res.destroyed) return;
            write(piece);
          }
        },
        drop: () => {
          finished = true;
          res.socket?.destroy();
        },
      };
      handle(ctx)
        .then((known) => {
          if (!known)
            res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"Not found."}}');
        })
        .catch(() => {
          if (!res.headersSent) res.writeHead(500).end();
          else res.destroy();
        });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.defineProperty(state, 'url', { value: `http://127.0.0.1:${port}` });
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** The reply text for a prompt. */
export function replyFor(state: FakeModelServer, prompt: string): string {
  return typeof state.reply === 'function' ? state.reply(prompt) : state.reply;
}

/** 32-bit FNV-1a of the UTF-8 bytes of `text`. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The words of a text for fakeEmbedding: lower-cased runs of Unicode letters and digits. */
export function fakeEmbeddingWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The fakes' embedding of `text` (both fakes, and the benchmarks, use it): deterministic, a hashed bag of words.
 * Each lower-cased word and its first 5 letters (a crude stem, so "licenses" and "license" meet) is hashed
 * (FNV-1a) into one of `dims` buckets, with a sign from another bit of the hash; the sum is L2-normalised (a text
 * without words gives the zero vector). Texts sharing words or stems are near; the others nearly orthogonal.
 */
export function fakeEmbedding(text: string, dims: number): number[] {
  const vector = new Array<number>(dims).fill(0);
  if (dims <= 0) return vector;
  for (const word of fakeEmbeddingWords(text)) {
    // the stem is hashed apart from the word, so a 5-letter word counts as a word and as a stem
    for (const feature of [word, `${[...word].slice(0, 5).join('')}~`]) {
      const hash = fnv1a(feature);
      const bucket = hash % dims;
      vector[bucket] = (vector[bucket] ?? 0) + (hash & 0x80000000 ? -1 : 1);
    }
  }
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
  return norm > 0 ? vector.map((value) => value / norm) : vector;
}
