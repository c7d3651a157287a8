/**
 * The loopback HTTP plumbing shared by the Gemini and OpenAI fakes: a real server on 127.0.0.1 that
 * records what it received, notices when a client hangs up early, and can be slow, fail, hang or
 * answer garbage. The protocol details live in gemini.ts and openai.ts.
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
  /** Every text the model was given (system instruction, history, user turn), joined by newlines. */
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
  readonly requests: FakeRequest[];
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
