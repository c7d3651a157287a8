/**
 * Compression as a browser meets it, over real HTTP: the build's .br/.gz copies of static files, br/gzip for
 * JSON answers, and an SSE chat that still streams token by token when the client accepts gzip.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CHAT_LOCALES } from '@botfolio/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDir } from '../../../../scripts/compress-static.mjs';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { FakeModelServer } from '../test/fakes/modelFakeServer.js';
import { startFakeOpenAi } from '../test/fakes/openai.js';
import { buildTestApp, createBot, signUp, type TestApp } from '../test/helpers.js';
import { negotiateEncoding } from './compression.js';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When each chunk arrived (ms since the request) and its bytes. */
  chunks: { at: number; bytes: Buffer }[];
}

/** One request over a real socket; the body comes back exactly as sent (no automatic decoding). */
function raw(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: RawResponse['chunks'] = [];
      res.on('data', (bytes: Buffer) => chunks.push({ at: performance.now() - started, bytes }));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks.map((c) => c.bytes)),
          chunks,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decode(res: RawResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  expect(encoding).toBeUndefined();
  return res.body;
}

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

describe('negotiateEncoding', () => {
  it('prefers br, then gzip, respects q=0 and q-values, and * for the unnamed', () => {
    expect(negotiateEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(negotiateEncoding('*;q=0, identity', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding(undefined, ['br', 'gzip'])).toBeNull();
  });
});

describe('static files: pre-compressed copies by Accept-Encoding', () => {
  let app: FastifyInstance;
  let root: string;
  const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
  const files: Record<string, string> = {
    '/': `<!doctype html><html><head><title>Botfolio</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`,
    '/assets/index-abc123.js': bigScript,
    '/assets/index-abc123.css': `${'.a{color:red}'.repeat(200)}`,
    '/favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(40)}</svg>`,
    '/widget.js': `(()=>{${'/* widget */'.repeat(200)}})()`,
    '/widget/panel-Ab12_cd3.js': `export function mountPanel(){${'/* panel */'.repeat(300)}}`,
    '/examples/portfolio/index.html': `<!doctype html><title>Portfolio</title>${'<p>Ada</p>'.repeat(100)}<script src="/widget.js" async></script>`,
  };
  const botShell = `<!doctype html><html><head><script type="module" src="/assets/share-1.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(50)}</body></html>`;
  // the directory URL serves its index.html, in every encoding too
  files['/examples/portfolio/'] = files['/examples/portfolio/index.html']!;
  const uncompressedAsset = `console.log(${JSON.stringify('no copies '.repeat(300))})`;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'botfolio-compress-'));
    const dashboardDir = join(root, 'dashboard');
    const widgetDir = join(root, 'widget');
    const examplesDir = join(root, 'examples');
    mkdirSync(join(dashboardDir, 'assets'), { recursive: true });
    mkdirSync(widgetDir);
    mkdirSync(join(examplesDir, 'portfolio'), { recursive: true });
    writeFileSync(join(dashboardDir, 'index.html'), files['/']!);
    writeFileSync(join(dashboardDir, 'assets/index-abc123.js'), files['/assets/index-abc123.js']!);
    writeFileSync(join(dashboardDir, 'assets/index-abc123.css'), files['/assets/index-abc123.css']!);
    writeFileSync(join(dashboardDir, 'favicon.svg'), files['/favicon.svg']!);
    // the share link's own page, as the dashboard's build lists it (vite.config.ts, vite.share.config.ts)
    mkdirSync(join(dashboardDir, 'shells'));
    writeFileSync(join(dashboardDir, 'shells/bot.html'), botShell);
    writeFileSync(
      join(dashboardDir, 'shells/routes.json'),
      JSON.stringify([{ path: '/bot/:userId/:botId', file: 'shells/bot.html' }]),
    );
    writeFileSync(join(widgetDir, 'widget.js'), files['/widget.js']!);
    mkdirSync(join(widgetDir, 'widget'));
    writeFileSync(join(widgetDir, 'widget/panel-Ab12_cd3.js'), files['/widget/panel-Ab12_cd3.js']!);
    writeFileSync(join(examplesDir, 'portfolio/index.html'), files['/examples/portfolio/index.html']!);
    // the build step, as `npm run build` runs it
    for (const dir of [dashboardDir, widgetDir, examplesDir]) compressDir(dir);
    // written after: no copies beside it
    writeFileSync(join(dashboardDir, 'assets/late-def456.js'), uncompressedAsset);
    const config = loadConfig(
      { DATA_DIR: join(root, 'data'), LLM_PROVIDER: 'offline', LOG_LEVEL: 'silent' },
      { dashboardDir, widgetDir, examplesDir },
    );
    app = await buildApp({ config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends every file as br, gzip or plain, each decoding to the same bytes, with Vary, length and its own ETag', async () => {
    for (const [path, content] of Object.entries(files)) {
      const etags = new Set<string>();
      for (const [accept, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
        ['', undefined],
      ] as const) {
        const res = await raw(portOf(app), path, accept ? { 'accept-encoding': accept } : {});
        expect(res.status, `${path} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${path} ${accept}`).toBe(expected);
        expect(decode(res).toString(), `${path} ${accept}`).toBe(content);
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        if (expected) expect(res.body.length).toBeLessThan(Buffer.byteLength(content));
        etags.add(String(res.headers.etag));
        // the same ETag revalidates to an empty 304 in the same encoding
        const again = await raw(portOf(app), path, {
          ...(accept ? { 'accept-encoding': accept } : {}),
          'if-none-match': String(res.headers.etag),
        });
        expect(again.status, `${path} ${accept} revalidated`).toBe(304);
        expect(again.body.length).toBe(0);
      }
      // br, gzip and plain are three different representations: three ETags
      expect(etags.size, path).toBe(3);
      // an ETag of another encoding does not match
      const brEtag = (await raw(portOf(app), path, { 'accept-encoding': 'br' })).headers.etag;
      const plain = await raw(portOf(app), path, { 'if-none-match': String(brEtag) });
      expect(plain.status).toBe(200);
    }
  });

  it('keeps widget.js versioned by its plain content: ?v=<hash> is immutable in every encoding', async () => {
    const plain = await raw(portOf(app), '/widget.js');
    const version = String(plain.headers['x-widget-version']);
    expect(plain.headers.etag).toBe(`"${version}"`);
    const pinned = await raw(portOf(app), `/widget.js?v=${version}`, { 'accept-encoding': 'br' });
    expect(pinned.headers['x-widget-version']).toBe(version);
    expect(pinned.headers['cache-control']).toContain('immutable');
    expect(pinned.headers['access-control-allow-origin']).toBe('*');
    expect(decode(pinned).toString()).toBe(files['/widget.js']);
    const unpinned = await raw(portOf(app), '/widget.js', { 'accept-encoding': 'gzip' });
    expect(unpinned.headers['cache-control']).toContain('must-revalidate');
  });

  it('serves the chat panel by its content hash: immutable, compressed, importable from any origin', async () => {
    const res = await raw(portOf(app), '/widget/panel-Ab12_cd3.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(decode(res).toString()).toBe(files['/widget/panel-Ab12_cd3.js']);
    for (const path of [
      '/widget/panel-gone.js',
      '/widget/widget.js',
      '/widget/..%2Fwidget.js',
      '/widget/panel-a.js.br',
    ])
      expect((await raw(portOf(app), path)).status).toBe(404);
  });

  it("serves the chat's words per language to the widget (any origin, revalidated), and 404 for others", async () => {
    const res = await raw(portOf(app), '/widget/words/ja.json');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(res.body.toString()).chatPlaceholder).toBe(CHAT_LOCALES.ja?.chatPlaceholder);
    const again = await raw(portOf(app), '/widget/words/ja.json', { 'if-none-match': String(res.headers.etag) });
    expect(again.status).toBe(304);
    for (const path of ['/widget/words/en.json', '/widget/words/xx.json', '/widget/words/ja.js'])
      expect((await raw(portOf(app), path)).status).toBe(404);
  });

  it('serves a file that has no compressed copies as it is, whatever the client accepts', async () => {
    for (const accept of ['br', 'gzip', 'gzip, br']) {
      const res = await raw(portOf(app), '/assets/late-def456.js', { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(uncompressedAsset);
    }
  });

  it('answers HEAD and byte ranges of the plain file', async () => {
    const head = await raw(portOf(app), '/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const range = await raw(portOf(app), '/assets/index-abc123.js', { range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(files['/assets/index-abc123.js']!.slice(0, 10));
  });

  it("sends a share link its own page and preloads the bot's public settings beside it", async () => {
    const res = await raw(portOf(app), '/bot/user-1/bot-2', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode(res).toString()).toBe(botShell);
    expect(res.headers.link).toBe('</api/bots/user-1/bot-2/public>; rel=preload; as=fetch; crossorigin=anonymous');
    expect((await raw(portOf(app), '/bot/user-1/bot-2/')).body.toString()).toBe(botShell);
    // a path that is no share link (a segment short or one too many) is the app's, which shows its not-found page
    for (const path of ['/bot/user-1', '/bot/user-1/', '/bot/user-1/bot-2/more', '/bot']) {
      expect((await raw(portOf(app), path)).body.toString(), path).toBe(files['/']);
    }
    const other = await raw(portOf(app), '/your-bots');
    expect(other.body.toString()).toBe(files['/']);
    expect(other.headers.link).toBeUndefined();
    // an id that is not a plain id gets no preload
    const odd = await raw(portOf(app), '/bot/a%3Eb/c');
    expect(odd.headers.link).toBeUndefined();
  });

  it('gives unknown /examples/ paths a 404 page, and no HTML answer can be framed', async () => {
    const missing = await raw(portOf(app), '/examples/nope.html');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('id="root"');
    for (const path of ['/', '/bot/u/b', '/examples/portfolio/', '/examples/nope.html', '/examples/x/y']) {
      const res = await raw(portOf(app), path, { 'accept-encoding': 'br' });
      expect(String(res.headers['content-type']), path).toContain('text/html');
      expect(String(res.headers['content-security-policy']), path).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });
});

describe('dynamic answers: JSON over 1 KB compressed, SSE never held back', () => {
  let fake: FakeModelServer;
  let test: TestApp;
  let path: string;
  const longReply = Array.from({ length: 120 }, (_, i) => `Sentence ${i} of a long answer.`).join(' ');

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'fake-key', reply: longReply });
    test = await buildTestApp({ LLM_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'fake-key' });
    const { token, userId } = await signUp(test.app);
    const botId = await createBot(test.app, token, {
      botName: 'Lighthouse',
      text: 'The lighthouse keeper logs every ship. The harbour master keeps the launch code.',
    });
    path = `/api/chat/${userId}/${botId}`;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await test.close();
    await fake.close();
  });

  it('compresses a JSON answer over 1 KB for br and gzip clients, and not a small one', async () => {
    fake.mode = 'normal';
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ message: 'Who keeps the launch code?' });
    const answers: string[] = [];
    for (const [accept, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const res = await raw(
        portOf(test.app),
        path,
        { ...json, ...(accept ? { 'accept-encoding': accept } : {}) },
        'POST',
        body,
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      const text = decode(res).toString();
      expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
      answers.push((JSON.parse(text) as { answer: string }).answer);
    }
    expect(answers[0]).toContain('Sentence 119');
    expect(new Set(answers).size).toBe(1);
    const health = await raw(portOf(test.app), '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ ok: true });
  });

  it('streams SSE tokens one by one to a client that accepts gzip', async () => {
    fake.mode = 'slow';
    fake.tokenDelayMs = 60;
    fake.reply = 'One two three four five six seven eight.';
    const res = await raw(
      portOf(test.app),
      path,
      { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
      'POST',
      JSON.stringify({ message: 'Who keeps the launch code?' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    // each token frame arrived in its own chunk, spread over the model's pace
    const tokenChunks = res.chunks.filter((c) => c.bytes.toString().includes('event: token'));
    expect(tokenChunks.length).toBeGreaterThanOrEqual(6);
    const spread = tokenChunks.at(-1)!.at - tokenChunks[0]!.at;
    expect(spread).toBeGreaterThanOrEqual(5 * 60 * 0.8);
    expect(res.body.toString()).toContain('event: done');
  });
});
