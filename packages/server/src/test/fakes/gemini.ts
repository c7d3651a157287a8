/**
 * A fake Gemini REST API on loopback: `POST /v1beta/models/{model}:generateContent` and
 * `:streamGenerateContent?alt=sse` with `x-goog-api-key`, answering the frames @google/genai reads; and the
 * embeddings, `:batchEmbedContents` (what @google/genai's `models.embedContent` calls on the Gemini API) and
 * `:embedContent`, answering fakeEmbedding's deterministic vectors. Models listed in RETIRED_MODELS answer 404 the
 * way Google answers for a model it has shut down, and so does a model without "embedding" in its name asked to embed.
 */
import {
  answeredByFailureMode,
  type FakeModelOptions,
  type FakeModelServer,
  fakeEmbedding,
  GARBAGE_JSON,
  type ProtocolContext,
  replyFor,
  splitIntoPieces,
  startModelFake,
} from './modelFakeServer.js';

interface GeminiContent {
  role?: string;
  parts?: Array<{ text?: string }>;
}
interface GeminiBody {
  contents?: GeminiContent[];
  systemInstruction?: GeminiContent | string;
}

function promptOf(body: GeminiBody | undefined): string {
  const texts: string[] = [];
  const sys = body?.systemInstruction;
  if (typeof sys === 'string') texts.push(sys);
  else for (const p of sys?.parts ?? []) if (p.text) texts.push(p.text);
  for (const c of body?.contents ?? []) for (const p of c.parts ?? []) if (p.text) texts.push(p.text);
  return texts.join('\n');
}

function responseOf(text: string, last: boolean): unknown {
  return {
    candidates: [
      { content: { parts: [{ text }], role: 'model' }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) },
    ],
    ...(last ? { usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 } } : {}),
    modelVersion: 'gemini-flash-latest-fake',
  };
}

function googleError(code: number, message: string, status: string): string {
  return JSON.stringify({ error: { code, message, status } });
}

/** Models this fake answers 404 for, with Google's own sentence. */
export const RETIRED_MODELS = new Set(['gemini-1.5-flash', 'gemini-0-unknown']);

const ROUTE = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent)(\?.*)?$/;
const EMBED_ROUTE = /^\/v1beta\/models\/([^/:]+):(batchEmbedContents|embedContent)(\?.*)?$/;

/** gemini-embedding-001's full size; `outputDimensionality` truncates it (Matryoshka). */
export const GEMINI_EMBEDDING_DIMS = 3072;
/** Most requests `batchEmbedContents` takes at once. */
export const GEMINI_EMBED_BATCH_MAX = 100;

interface EmbedRequest {
  model?: string;
  content?: GeminiContent;
  taskType?: string;
  title?: string;
  outputDimensionality?: number;
}

const KEY_NOT_VALID = googleError(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT');
const INTERNAL = googleError(500, 'An internal error has occurred.', 'INTERNAL');
/** Google's 404 for a model it does not have (or has shut down), or that does not do `method`. */
const modelNotFound = (model: string, method: string) =>
  googleError(
    404,
    `models/${model} is not found for API version v1beta, or is not supported for ${method}. Call ListModels to see the list of available models and their supported methods.`,
    'NOT_FOUND',
  );

function sendJson(ctx: ProtocolContext, status: number, body: string): true {
  ctx.res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  ctx.res.end(body);
  return true;
}

/** `:batchEmbedContents` ({requests: [{model, content, taskType, outputDimensionality}]} → {embeddings: [{values}]}) and `:embedContent` (one request → {embedding: {values}}). */
async function handleEmbed(
  ctx: ProtocolContext,
  apiKey: string | undefined,
  model: string,
  method: string,
): Promise<boolean> {
  const { req, state } = ctx;
  const batch = method === 'batchEmbedContents';
  const body = ctx.body as { requests?: unknown } | EmbedRequest | undefined;
  const requests: EmbedRequest[] = batch
    ? Array.isArray((body as { requests?: unknown } | undefined)?.requests)
      ? ((body as { requests: EmbedRequest[] }).requests ?? [])
      : []
    : body
      ? [body as EmbedRequest]
      : [];
  const textsOf = (request: EmbedRequest) => (request.content?.parts ?? []).map((p) => p.text ?? '');
  const prompt = requests.map((request) => textsOf(request).join(' ')).join('\n');
  state.embeddingRequests.push({ path: ctx.path, headers: req.headers, body, prompt, stream: false });

  if (apiKey !== undefined && req.headers['x-goog-api-key'] !== apiKey) return sendJson(ctx, 400, KEY_NOT_VALID);
  if (RETIRED_MODELS.has(model) || !model.includes('embedding'))
    return sendJson(ctx, 404, modelNotFound(model, method));
  if (answeredByFailureMode(ctx, () => sendJson(ctx, 500, INTERNAL), GARBAGE_JSON, true)) return true;

  const invalid = (message: string) => sendJson(ctx, 400, googleError(400, message, 'INVALID_ARGUMENT'));
  if (requests.length === 0)
    return invalid(
      batch
        ? '* BatchEmbedContentsRequest.requests: requests must not be empty.'
        : '* EmbedContentRequest.content: contents is not specified',
    );
  if (requests.length > GEMINI_EMBED_BATCH_MAX)
    return invalid(
      `* BatchEmbedContentsRequest.requests: at most ${GEMINI_EMBED_BATCH_MAX} requests can be in one batch`,
    );
  for (const [i, request] of requests.entries()) {
    const where = batch ? `BatchEmbedContentsRequest.requests[${i}]` : 'EmbedContentRequest';
    if (batch && request.model !== `models/${model}`)
      return invalid(`* ${where}.model: the model of each request must be the batch's, models/${model}.`);
    if (textsOf(request).join('').trim() === '')
      return invalid(`* ${where}.content.parts: contents must not be empty.`);
    const dims = request.outputDimensionality;
    if (dims !== undefined && (!Number.isInteger(dims) || dims < 1 || dims > GEMINI_EMBEDDING_DIMS))
      return invalid(`* ${where}.output_dimensionality: must be between 1 and ${GEMINI_EMBEDDING_DIMS}.`);
  }
  if (state.mode === 'slow') await new Promise((r) => setTimeout(r, state.tokenDelayMs));
  const embeddings = requests.map((request) => ({
    values: fakeEmbedding(textsOf(request).join(' '), request.outputDimensionality ?? GEMINI_EMBEDDING_DIMS),
  }));
  return sendJson(ctx, 200, JSON.stringify(batch ? { embeddings } : { embedding: embeddings[0] }));
}

async function handleGemini(ctx: ProtocolContext, apiKey: string | undefined): Promise<boolean> {
  const { req, res, state } = ctx;
  if (req.method !== 'POST') return false;
  const embed = EMBED_ROUTE.exec(ctx.path);
  if (embed) return handleEmbed(ctx, apiKey, decodeURIComponent(embed[1] ?? ''), embed[2] ?? '');
  const match = ROUTE.exec(ctx.path);
  if (!match) return false;
  const stream = match[2] === 'streamGenerateContent';
  const body = ctx.body as GeminiBody | undefined;
  const prompt = promptOf(body);
  state.requests.push({ path: ctx.path, headers: req.headers, body, prompt, stream });

  if (apiKey !== undefined && req.headers['x-goog-api-key'] !== apiKey) return sendJson(ctx, 400, KEY_NOT_VALID);
  const model = decodeURIComponent(match[1] ?? '');
  if (RETIRED_MODELS.has(model)) return sendJson(ctx, 404, modelNotFound(model, match[2] ?? ''));
  const garbage = stream
    ? { contentType: 'text/event-stream', body: 'data: <html>Bad gateway</html>\r\n\r\n' }
    : GARBAGE_JSON;
  if (answeredByFailureMode(ctx, () => sendJson(ctx, 500, INTERNAL), garbage)) return true;

  const reply = replyFor(state, prompt);
  if (!stream) {
    if (state.mode === 'slow') await new Promise((r) => setTimeout(r, state.tokenDelayMs));
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(responseOf(reply, true)));
    return true;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const pieces = splitIntoPieces(reply);
  await ctx.writePieces(pieces, (piece) => {
    res.write(`data: ${JSON.stringify(responseOf(piece, false))}\r\n\r\n`);
  });
  if (!res.destroyed) res.end(`data: ${JSON.stringify(responseOf('', true))}\r\n\r\n`);
  return true;
}

/** Starts the fake; `apiKey` (if given) must arrive as x-goog-api-key. */
export function startFakeGemini(options: FakeModelOptions = {}): Promise<FakeModelServer> {
  return startModelFake(options, (ctx) => handleGemini(ctx, options.apiKey));
}
