/**
 * A fake OpenAI-compatible server on loopback (what Ollama, llama.cpp and vLLM expose):
 * `POST /v1/chat/completions`, streamed (`data: {choices:[{delta:{content}}]}` … `data: [DONE]`) or not; and
 * `POST /v1/embeddings`, answering fakeEmbedding's deterministic vectors.
 */
import {
  answeredByFailureMode,
  type FakeModelOptions,
  type FakeModelServer,
  fakeEmbedding,
  fakeEmbeddingWords,
  GARBAGE_JSON,
  type ProtocolContext,
  replyFor,
  splitIntoPieces,
  startModelFake,
} from './modelFakeServer.js';

interface OpenAiBody {
  model?: string;
  stream?: boolean;
  messages?: Array<{ role: string; content: string }>;
}

function chunk(model: string, delta: Record<string, string>, finish: string | null): string {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
}

/** The vectors' size when the request names no `dimensions` (text-embedding-3-small's). */
export const OPENAI_EMBEDDING_DIMS = 1536;
/** Most inputs one embeddings request takes. */
export const OPENAI_EMBED_BATCH_MAX = 2048;

interface EmbeddingsBody {
  model?: string;
  input?: unknown;
  dimensions?: number;
  encoding_format?: 'float' | 'base64';
}

const KEY_INCORRECT = {
  error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
};
const SERVER_ERROR = { error: { message: 'The server had an error.', type: 'server_error' } };

function sendJson(ctx: ProtocolContext, status: number, body: unknown): true {
  ctx.res.writeHead(status, { 'content-type': 'application/json' });
  ctx.res.end(JSON.stringify(body));
  return true;
}

const invalidRequest = (message: string, param: string | null = null) => ({
  error: { message, type: 'invalid_request_error', param, code: null },
});

/** `POST /v1/embeddings` {model, input: string | string[], dimensions?, encoding_format?} → {object: 'list', data: [{object: 'embedding', index, embedding}], model, usage}. */
async function handleEmbeddings(ctx: ProtocolContext, options: OpenAiFakeOptions): Promise<boolean> {
  const { req, state } = ctx;
  const body = ctx.body as EmbeddingsBody | undefined;
  const input = body?.input;
  const texts = typeof input === 'string' ? [input] : Array.isArray(input) ? input : [];
  state.embeddingRequests.push({
    path: ctx.path,
    headers: req.headers,
    body,
    prompt: texts.map((t) => (typeof t === 'string' ? t : JSON.stringify(t))).join('\n'),
    stream: false,
  });

  if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`)
    return sendJson(ctx, 401, KEY_INCORRECT);
  if (answeredByFailureMode(ctx, () => sendJson(ctx, 500, SERVER_ERROR), GARBAGE_JSON, true)) return true;

  if (!body?.model) return sendJson(ctx, 400, invalidRequest('you must provide a model parameter', 'model'));
  if (input === undefined) return sendJson(ctx, 400, invalidRequest("'input' is a required property", 'input'));
  if (
    texts.length === 0 ||
    texts.length > OPENAI_EMBED_BATCH_MAX ||
    texts.some((t) => typeof t !== 'string' || t === '')
  )
    return sendJson(ctx, 400, invalidRequest("'$.input' is invalid. Please check the API reference.", 'input'));
  const dims = body.dimensions ?? OPENAI_EMBEDDING_DIMS;
  if (!Number.isInteger(dims) || dims < 1 || dims > OPENAI_EMBEDDING_DIMS)
    return sendJson(ctx, 400, invalidRequest(`Invalid value for 'dimensions' = ${dims}.`, 'dimensions'));
  if (state.mode === 'slow') await new Promise((r) => setTimeout(r, state.tokenDelayMs));
  const tokens = (texts as string[]).reduce((n, t) => n + fakeEmbeddingWords(t).length, 0);
  return sendJson(ctx, 200, {
    object: 'list',
    data: (texts as string[]).map((text, index) => {
      const values = fakeEmbedding(text, dims);
      return {
        object: 'embedding',
        index,
        embedding:
          body.encoding_format === 'base64' ? Buffer.from(Float32Array.from(values).buffer).toString('base64') : values,
      };
    }),
    model: body.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  });
}

async function handleOpenAi(ctx: ProtocolContext, options: OpenAiFakeOptions): Promise<boolean> {
  const { req, res, state } = ctx;
  const { apiKey } = options;
  if (req.method === 'POST' && ctx.path === '/v1/embeddings') return handleEmbeddings(ctx, options);
  if (req.method !== 'POST' || ctx.path !== '/v1/chat/completions') return false;
  const body = ctx.body as OpenAiBody | undefined;
  const stream = body?.stream === true && !options.ignoresStream;
  const prompt = (body?.messages ?? []).map((m) => m.content).join('\n');
  state.requests.push({ path: ctx.path, headers: req.headers, body, prompt, stream });
  const model = body?.model ?? 'fake';

  if (apiKey !== undefined && req.headers.authorization !== `Bearer ${apiKey}`)
    return sendJson(ctx, 401, KEY_INCORRECT);
  const garbage = stream ? { contentType: 'text/event-stream', body: 'data: {"choices": [oops\n\n' } : GARBAGE_JSON;
  if (answeredByFailureMode(ctx, () => sendJson(ctx, 500, SERVER_ERROR), garbage)) return true;

  const reply = replyFor(state, prompt);
  if (!stream) {
    if (state.mode === 'slow') await new Promise((r) => setTimeout(r, state.tokenDelayMs));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
    return true;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(`data: ${chunk(model, { role: 'assistant', content: '' }, null)}\n\n`);
  await ctx.writePieces(splitIntoPieces(reply), (piece) => {
    res.write(`data: ${chunk(model, { content: piece }, null)}\n\n`);
  });
  if (!res.destroyed) {
    res.write(`data: ${chunk(model, {}, 'stop')}\n\n`);
    res.end('data: [DONE]\n\n');
  }
  return true;
}

export interface OpenAiFakeOptions extends FakeModelOptions {
  /** Answers one JSON completion even when `stream: true` is asked (some small servers do). */
  ignoresStream?: boolean;
}

/** Starts the fake; `apiKey` (if given) must arrive as `Authorization: Bearer <key>`. */
export function startFakeOpenAi(options: OpenAiFakeOptions = {}): Promise<FakeModelServer> {
  return startModelFake(options, (ctx) => handleOpenAi(ctx, options));
}
