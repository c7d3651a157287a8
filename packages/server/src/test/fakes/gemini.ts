/**
 * A fake Gemini REST API on loopback: `POST /v1beta/models/{model}:generateContent` and
 * `:streamGenerateContent?alt=sse` with `x-goog-api-key`, answering the frames @google/genai reads. Models
 * listed in RETIRED_MODELS answer 404 the way Google answers for a model it has shut down.
 */
import {
  type FakeModelOptions,
  type FakeModelServer,
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

async function handleGemini(ctx: ProtocolContext, apiKey: string | undefined): Promise<boolean> {
  const { req, res, state } = ctx;
  const match = ROUTE.exec(ctx.path);
  if (req.method !== 'POST' || !match) return false;
  const stream = match[2] === 'streamGenerateContent';
  const body = ctx.body as GeminiBody | undefined;
  const prompt = promptOf(body);
  state.requests.push({ path: ctx.path, headers: req.headers, body, prompt, stream });

  if (apiKey !== undefined && req.headers['x-goog-api-key'] !== apiKey) {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(googleError(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT'));
    return true;
  }
  const model = decodeURIComponent(match[1] ?? '');
  if (RETIRED_MODELS.has(model)) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      googleError(
        404,
        `models/${model} is not found for API version v1beta, or is not supported for ${match[2]}. Call ListModels to see the list of available models and their supported methods.`,
        'NOT_FOUND',
      ),
    );
    return true;
  }
  if (state.mode === 'timeout') return true; // holds the connection open, never answers
  if (state.mode === 'failing') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(googleError(500, 'An internal error has occurred.', 'INTERNAL'));
    return true;
  }
  if (state.mode === 'garbage') {
    res.writeHead(200, { 'content-type': stream ? 'text/event-stream' : 'application/json' });
    res.end(stream ? 'data: <html>Bad gateway</html>\r\n\r\n' : '<html>Bad gateway</html>');
    return true;
  }

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
