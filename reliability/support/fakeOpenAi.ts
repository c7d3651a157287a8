/**
 * A minimal OpenAI-compatible chat-completions server on loopback (the wire protocol Ollama, llama.cpp
 * and vLLM speak): `POST …/chat/completions`, streamed as `data: {choices:[{delta:{content}}]}` lines
 * ending with `data: [DONE]`, or one JSON completion when `stream` is not true.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAi {
  baseUrl: string;
  /** The exact answer every completion produces. */
  answer: string;
  requests: () => number;
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** Starts the fake; each streamed answer is sent as `pieces` deltas, `delayMs` apart. */
export async function startFakeOpenAi(options: { pieces?: string[]; delayMs?: number } = {}): Promise<FakeOpenAi> {
  const pieces = options.pieces ?? ['The ', 'fake ', 'model ', 'says: ', 'héllo ', 'wörld ', '✓ ', 'done.'];
  const delayMs = options.delayMs ?? 5;
  const answer = pieces.join('');
  let requests = 0;
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || !req.url?.split('?')[0]?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    requests += 1;
    let stream = false;
    try {
      stream = (JSON.parse(raw) as { stream?: unknown }).stream === true;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'bad json' } }));
      return;
    }
    const id = `chatcmpl-${requests}`;
    const created = Math.floor(Date.now() / 1000);
    if (!stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const frame = (delta: Record<string, string>, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(frame({ role: 'assistant' }, null));
    for (const piece of pieces) {
      await new Promise((r) => setTimeout(r, delayMs));
      if (res.destroyed) return;
      res.write(frame({ content: piece }, null));
    }
    res.write(frame({}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    answer,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
