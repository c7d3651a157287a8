/**
 * A fake OpenAI-compatible server on loopback (what Ollama, llama.cpp and vLLM expose):
 * `POST /v1/chat/completions`, streamed (`data: {choices:[{delta:{content}}]}` … `data: [DONE]`) or not.
 */
import {
  type FakeModelOptions,
  type FakeModelServer,
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

async function handleOpenAi(ctx: ProtocolContext, options: OpenAiFakeOptions): Promise<boolean> {
  const { req, res, state } = ctx;
  const { apiKey } = options;
  if (req.method !== 'POST' || ctx.path !== '/v1/chat/completions') return false;
  const body = ctx.body as OpenAiBody | undefined;
  const stream = body?.stream === true && !options.ignoresStream;
  const prompt = (body?.messages ?? []).map((m) => m.content).join('\n');
  state.requests.push({ path: ctx.path, headers: req.headers, body, prompt, stream });
  const model = body?.model ?? 'fake';

  if (apiKey !== undefined && req.headers.authorization !== `Bearer ${apiKey}`) {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
      }),
    );
    return true;
  }
  if (state.mode === 'timeout') return true;
  if (state.mode === 'failing') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'The server had an error.', type: 'server_error' } }));
    return true;
  }
  if (state.mode === 'garbage') {
    res.writeHead(200, { 'content-type': stream ? 'text/event-stream' : 'application/json' });
    res.end(stream ? 'data: {"choices": [oops\n\n' : '<html>Bad gateway</html>');
    return true;
  }

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
