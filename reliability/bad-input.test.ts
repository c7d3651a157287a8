/**
 * Bad input, property-based: every endpoint of docs/API.md gets malformed JSON, wrong types,
 * missing and extra fields, huge (≥ 1 MB) and unicode strings, odd headers and content types and bad
 * ids in its path. Whatever arrives, the answer is never a 5xx and every 4xx is the JSON error shape;
 * the server stays healthy after. Most cases go through `app.inject`, a few over a real socket.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createBot, signUp, type TestApp } from '../packages/server/src/test/helpers.js';
import { shapeViolation } from './support/errorShape.js';
import { startFakeYoutubeWithoutCaptions } from './support/fakeYoutubeWithoutCaptions.js';

interface FuzzRequest {
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

let testApp: TestApp;
let app: FastifyInstance;
let youtube: Awaited<ReturnType<typeof startFakeYoutubeWithoutCaptions>>;
let owner: { token: string; userId: string };
let stranger: { token: string; userId: string };
let botId: string;
let cases = 0;
const perEndpoint = new Map<string, number>();

const BOT_TEXT =
  'Ada Lovelace wrote the first published algorithm for the Analytical Engine. She worked with Charles Babbage in London. ' +
  'Her notes describe how the engine could compute Bernoulli numbers and manipulate symbols beyond arithmetic.';

/** Sends one request and fails with the request and the reason when the answer breaks the rule. */
async function check(label: string, request: FuzzRequest): Promise<void> {
  cases += 1;
  perEndpoint.set(label, (perEndpoint.get(label) ?? 0) + 1);
  const res = await app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    payload: request.payload,
  });
  const violation = shapeViolation({
    statusCode: res.statusCode,
    body: res.body,
    contentType: res.headers['content-type'] as string | undefined,
  });
  if (violation) {
    const payload = request.payload === undefined ? '' : String(request.payload).slice(0, 200);
    throw new Error(
      `${request.method} ${request.url.slice(0, 200)} headers=${JSON.stringify(request.headers).slice(0, 300)} payload=${JSON.stringify(payload)} → ${violation}`,
    );
  }
}

// ---- arbitraries -------------------------------------------------------------------------------------

const MB = 1024 * 1024;
/** Pre-built so generating them costs nothing; each is at least 1 MB once encoded as UTF-8. */
const HUGE_STRINGS = [
  'a'.repeat(MB + 17),
  'é€'.repeat(MB / 4),
  '😀'.repeat(MB / 4 + 1),
  `${'word '.repeat(MB / 5)}\u0000`,
];

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

const weirdString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '   \t\n ',
      '\u0000',
      '\uD800',
      '\uFEFF',
      '\u202Eevil',
      'ﷺ',
      '𝕳𝖊𝖑𝖑𝖔',
      'Zalgo: Z̷̡̛̯͎a̵̗͐l̶̳̈g̵͈͝o̷͖̓',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '%_%',
      '../../etc/passwd',
      '{"$gt":""}',
      'null',
      'undefined',
      'NaN',
      '__proto__',
      'constructor',
      'x'.repeat(10_001),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

/** A value of any JSON type, to put where a string (or list) belongs. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const fieldValue = (plausible: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 3, arbitrary: weirdString },
    { weight: 2, arbitrary: wrongType },
  );

const extraFields = fc.dictionary(
  fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'userId', '_id', 'isAdmin', 'passwordHash'),
  ),
  fc.jsonValue({ maxDepth: 2 }),
  { maxKeys: 3 },
);

/** A body with each field present or missing, right or wrong, plus sometimes extra fields. */
function bodyOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, plausible] of Object.entries(fields)) record[key] = fieldValue(plausible);
  return fc
    .tuple(fc.record(record, { requiredKeys: [] }), fc.option(extraFields, { freq: 3 }))
    .map(([body, extra]) => ({ ...(extra ?? {}), ...body }));
}

const jsonContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json;charset=UTF-8',
);
const oddContentType = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  '*/*',
  ';;;',
  'json',
  'application/json, text/plain',
);

/** How the body travels: valid JSON, broken JSON, raw text, nothing, or JSON under another content type. */
function encode(body: fc.Arbitrary<unknown>): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(body, jsonContentType).map(([b, ct]) => ({ payload: JSON.stringify(b), contentType: ct })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          body,
          fc.nat(),
          fc.constantFrom('', '{', '}', ',', '"', '\\', 'undefined', '\u0000', ']', 'NaN', "'"),
          jsonContentType,
        )
        .map(([b, cut, junk, ct]) => {
          const text = JSON.stringify(b);
          const at = text.length === 0 ? 0 : cut % text.length;
          return { payload: `${text.slice(0, at)}${junk}${text.slice(at + 1)}`, contentType: ct };
        }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(weirdString, jsonContentType).map(([raw, ct]) => ({ payload: raw, contentType: ct })),
    },
    { weight: 1, arbitrary: jsonContentType.map((ct) => ({ payload: '', contentType: ct })) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 2,
      arbitrary: fc.tuple(body, oddContentType).map(([b, ct]) => ({ payload: JSON.stringify(b), contentType: ct })),
    },
    { weight: 1, arbitrary: body.map((b) => ({ payload: JSON.stringify(b) })) },
  );
}

type Who = 'owner' | 'stranger' | 'none' | 'garbage';

/** The Authorization header: a real token raw or as Bearer, none, or garbage that looks like one. */
const authHeader = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom<Who>('owner') },
  { weight: 2, arbitrary: fc.constantFrom<Who>('stranger', 'none') },
  { weight: 3, arbitrary: fc.constant<Who>('garbage') },
);

function tokenFor(who: Who, garbage: string, bearer: boolean, flip: number): string | undefined {
  if (who === 'none') return undefined;
  if (who === 'garbage') return garbage;
  const token = who === 'owner' ? owner.token : stranger.token;
  if (flip % 7 === 0) {
    // one character changed: the signature no longer matches
    const at = flip % token.length;
    const swapped = token[at] === 'A' ? 'B' : 'A';
    return `${bearer ? 'Bearer ' : ''}${token.slice(0, at)}${swapped}${token.slice(at + 1)}`;
  }
  return bearer ? `Bearer ${token}` : token;
}

const garbageToken = fc.oneof(
  printable,
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'null',
    'undefined',
    'eyJhbGciOiJub25lIn0.e30.',
    'a.b.c',
    'x'.repeat(8192),
    'Basic dXNlcjpwYXNz',
  ),
);

/** Extra headers a client might send: odd Accept, forwarded-for noise, an encoding we never asked for. */
const oddHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'x-forwarded-for',
    'content-encoding',
    'accept-encoding',
    'origin',
    'x-requested-with',
    'if-none-match',
    'range',
    'expect',
  ),
  fc.oneof(
    printable,
    fc.constantFrom(
      'text/event-stream',
      'application/json',
      '*/*',
      'gzip',
      'br',
      '1.2.3.4, ::1',
      'null',
      'bytes=0-5',
      'text/html',
      'deflate',
    ),
  ),
  { maxKeys: 2 },
);

function requestWith(method: HTTPMethods, url: string, body: fc.Arbitrary<unknown> | null): fc.Arbitrary<FuzzRequest> {
  const encoded: fc.Arbitrary<{ payload?: string; contentType?: string }> = body ? encode(body) : fc.constant({});
  return fc
    .tuple(encoded, authHeader, garbageToken, fc.boolean(), fc.nat(), oddHeaders)
    .map(([enc, who, garbage, bearer, flip, extra]) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(extra)) {
        // a body-less request with content-encoding is still a valid request; `expect` values other than 100-continue are odd but legal
        if (k === 'expect' && v !== '100-continue') continue;
        headers[k] = v;
      }
      const token = tokenFor(who, garbage, bearer, flip);
      if (token !== undefined) headers.authorization = token;
      if (enc.contentType) headers['content-type'] = enc.contentType;
      return { method, url, headers, payload: enc.payload };
    });
}

/** Ids for paths: the real ones, or anything at all (encoded), long, unicode, traversal, numbers. */
function idArb(real: () => string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(null).map(() => real()) },
    { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1e309',
        'null',
        'undefined',
        '%20',
        '..',
        '%2e%2e%2f%2e%2e%2f',
        '%00',
        '%',
        '%zz',
        '%E0%A4%A',
        'x'.repeat(4000),
        '00000000-0000-0000-0000-000000000000',
        "1'%20OR%20'1'%3D'1",
        '%F0%9F%98%80',
      ),
    },
  );
}

const plausibleEmail = fc.oneof(
  fc.emailAddress(),
  fc.constant(' Mixed.Case@Example.COM '),
  fc.constant('not-an-email'),
);
const plausiblePassword = fc.oneof(fc.string({ minLength: 8, maxLength: 30 }), fc.constant('short'));
const plausibleName = fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constant('Ada Lovelace'));
const plausibleText = fc.oneof(fc.lorem({ maxCount: 30 }), fc.constant(BOT_TEXT));
const plausibleHistory = fc.array(
  fc.record(
    { sender: fc.oneof(fc.constantFrom('user', 'bot'), weirdString), text: fieldValue(fc.lorem({ maxCount: 5 })) },
    { requiredKeys: [] },
  ),
  { maxLength: 14 },
);

// Multipart bodies for /api/pdf/upload-pdf, built by hand so they can be wrong in every way.
const pdfLikeBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
  fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(b)])),
  fc.constant(
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF'),
  ),
  fc.constant(Buffer.from('%PDF-')),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('<html><body>not a pdf</body></html>')),
);

const multipartRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(
    pdfLikeBytes,
    fc.constantFrom('file', 'pdf', 'File', ''),
    fc.oneof(fc.constantFrom('cv.pdf', 'résumé 😀.pdf', '../../evil.pdf', 'x.exe', ''), printable),
    fc.constantFrom('application/pdf', 'application/octet-stream', 'text/plain', ''),
    fc.constantFrom('ok', 'noClose', 'wrongBoundary', 'twoFiles', 'noBoundaryParam', 'fieldOnly'),
    authHeader,
    garbageToken,
    fc.nat(),
  )
  .map(([bytes, field, filename, type, shape, who, garbage, flip]) => {
    const boundary = 'fuzzBoundary7MA4YWxk';
    const part = (name: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    let payload: Buffer;
    let contentType = `multipart/form-data; boundary=${boundary}`;
    if (shape === 'fieldOnly') {
      payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`),
      ]);
    } else {
      const parts = [part(field, bytes)];
      if (shape === 'twoFiles') parts.push(part(field, bytes));
      payload = Buffer.concat([...parts, Buffer.from(shape === 'noClose' ? '' : `--${boundary}--\r\n`)]);
    }
    if (shape === 'wrongBoundary') contentType = 'multipart/form-data; boundary=somethingElse';
    if (shape === 'noBoundaryParam') contentType = 'multipart/form-data';
    const headers: Record<string, string> = { 'content-type': contentType };
    const token = tokenFor(who, garbage, false, flip);
    if (token !== undefined) headers.authorization = token;
    return { method: 'POST' as const, url: '/api/pdf/upload-pdf', headers, payload };
  });

// ---- the suite ---------------------------------------------------------------------------------------

beforeAll(async () => {
  youtube = await startFakeYoutubeWithoutCaptions();
  testApp = await buildTestApp({
    CHAT_RATE_LIMIT: '1000000',
    AUTH_RATE_LIMIT: '1000000',
    SIGNUP_RATE_LIMIT: '0',
    YOUTUBE_BASE_URL: youtube.baseUrl,
    FETCH_TIMEOUT_MS: '3000',
  });
  app = testApp.app;
  owner = await signUp(app, { name: 'Fuzz Owner' });
  stranger = await signUp(app, { name: 'Fuzz Stranger' });
  botId = await createBot(app, owner.token, { botName: 'Fuzz bot', text: BOT_TEXT });
});

afterAll(async () => {
  console.log(`bad-input: ${cases} cases in all — ${[...perEndpoint].map(([k, v]) => `${k}: ${v}`).join(', ')}`);
  await testApp?.close();
  await youtube?.close();
});

async function expectHealthy(): Promise<void> {
  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ ok: true });
  const me = await app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: owner.token } });
  expect(me.statusCode).toBe(200);
  const bots = (me.json() as { bots: { _id: string; botText: string }[] }).bots;
  expect(bots.find((b) => b._id === botId)?.botText).toBe(BOT_TEXT);
}

const RUNS = 250;
const property = (label: string, arb: fc.Arbitrary<FuzzRequest>, numRuns = RUNS) =>
  fc.assert(
    fc.asyncProperty(arb, (request) => check(label, request)),
    { numRuns },
  );

describe('every endpoint answers bad input with a 4xx JSON error, never a 5xx', () => {
  test('POST /api/auth/signup', async () => {
    await property(
      'signup',
      requestWith(
        'POST',
        '/api/auth/signup',
        bodyOf({ name: plausibleName, email: plausibleEmail, password: plausiblePassword }),
      ),
    );
    await expectHealthy();
  });

  test('POST /api/auth/login', async () => {
    await property(
      'login',
      requestWith('POST', '/api/auth/login', bodyOf({ email: plausibleEmail, password: plausiblePassword })),
    );
    await expectHealthy();
  });

  test('GET /api/auth/getuser', async () => {
    await property('getuser', requestWith('GET', '/api/auth/getuser', null));
    await expectHealthy();
  });

  test('POST /api/auth/search', async () => {
    await property(
      'search',
      requestWith(
        'POST',
        '/api/auth/search',
        bodyOf({ query: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('fuzz', '%', '_', 'FUZZ')) }),
      ),
    );
    await expectHealthy();
  });

  test('PATCH /api/auth/user', async () => {
    await property(
      'patch-user',
      requestWith(
        'PATCH',
        '/api/auth/user',
        bodyOf({ name: plausibleName, password: plausiblePassword, currentPassword: plausiblePassword }),
      ),
      120,
    );
    await expectHealthy();
  });

  test('GET /api/auth/find-user/:userId', async () => {
    const arb = fc
      .tuple(
        idArb(() => owner.userId),
        requestWith('GET', '/', null),
      )
      .map(([id, req]) => ({ ...req, url: `/api/auth/find-user/${id}` }));
    await property('find-user', arb);
    await expectHealthy();
  });

  test('DELETE /api/auth/delete-bot/:userId/:botId (never the real bot with the owner token)', async () => {
    const arb = fc
      .tuple(
        idArb(() => owner.userId),
        idArb(() => `${botId}x`),
        requestWith('DELETE', '/', fc.oneof(fc.constant({}), wrongType)),
      )
      .map(([userId, bot, req]) => ({ ...req, url: `/api/auth/delete-bot/${userId}/${bot}` }));
    await property('delete-bot', arb);
    await expectHealthy();
  });

  test('POST /api/pdf/upload-pdf (multipart and otherwise)', async () => {
    await property(
      'upload-pdf',
      fc.oneof(
        { weight: 3, arbitrary: multipartRequest },
        { weight: 1, arbitrary: requestWith('POST', '/api/pdf/upload-pdf', bodyOf({ file: weirdString })) },
      ),
    );
    await expectHealthy();
  });

  test('POST /api/pdf/store-in-db', async () => {
    await property(
      'store-in-db',
      requestWith('POST', '/api/pdf/store-in-db', bodyOf({ text: plausibleText, botName: plausibleName })),
    );
    await expectHealthy();
  });

  test('POST /api/youtube/get-transcript', async () => {
    const videoId = fc.oneof(
      fc.constantFrom('dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'aaaaaaaaaaa', 'dQw4w9WgXc', 'dQw4w9WgXcQQ'),
      fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
    );
    await property('get-transcript', requestWith('POST', '/api/youtube/get-transcript', bodyOf({ videoId })));
    await expectHealthy();
  });

  test('POST /api/web/extract', async () => {
    const url = fc.oneof(
      fc.webUrl().map((u) => u.replace(/^(https?:\/\/)[^/:]+/, '$1127.0.0.1')),
      fc.constantFrom(
        'http://localhost/',
        'http://10.0.0.1/',
        'http://169.254.169.254/latest/meta-data/',
        'ftp://example.com/file',
        'file:///etc/passwd',
        'javascript:alert(1)',
        'data:text/html,<h1>x</h1>',
        'gopher://127.0.0.1:6379/_INFO',
        'http://',
        'http://[::1',
        'http://unresolvable.invalid/',
        'https://exa mple.com/',
        '//example.com',
        'example.com',
      ),
    );
    await property('web-extract', requestWith('POST', '/api/web/extract', bodyOf({ url })));
    await expectHealthy();
  });

  test('POST /api/summarize', async () => {
    await property('summarize', requestWith('POST', '/api/summarize', bodyOf({ text: plausibleText })));
    await expectHealthy();
  });

  test('POST /api/chat/:userId/:botId (JSON and SSE)', async () => {
    const arb = fc
      .tuple(
        idArb(() => owner.userId),
        idArb(() => botId),
        requestWith(
          'POST',
          '/',
          bodyOf({
            message: fc.oneof(fc.lorem({ maxCount: 8 }), fc.constant('Who wrote the first algorithm?')),
            history: plausibleHistory,
          }),
        ),
      )
      .map(([userId, bot, req]) => ({ ...req, url: `/api/chat/${userId}/${bot}` }));
    await property('chat', arb, 220);
    await expectHealthy();
  });

  test('GET /api/health with odd headers', async () => {
    await property('health', requestWith('GET', '/api/health', null), 60);
    await expectHealthy();
  });

  test('wrong methods and unknown /api paths', async () => {
    const paths = fc.constantFrom(
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/getuser',
      '/api/auth/search',
      '/api/pdf/store-in-db',
      '/api/pdf/upload-pdf',
      '/api/summarize',
      '/api/web/extract',
      '/api/youtube/get-transcript',
      '/api/health',
      '/api/nope',
      '/api/auth/find-user',
      '/api/auth/delete-bot/x',
      '/api/chat/x',
      '/api/',
    );
    const arb = fc
      .tuple(
        paths,
        fc.constantFrom<HTTPMethods>('PUT', 'PATCH', 'DELETE', 'GET', 'POST', 'OPTIONS'),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
      )
      .chain(([path, method, suffix]) =>
        requestWith(
          method,
          `${path}${suffix ? `/${suffix}` : ''}`,
          method === 'GET' || method === 'OPTIONS' ? null : bodyOf({ x: fc.string() }),
        ),
      );
    // Some of these are real routes with the right method (GET /api/health…): those must simply not fail.
    await property('wrong-method-or-path', arb, 150);
    await expectHealthy();
  });
});

describe('over a real socket', () => {
  let base: string;
  let port: number;

  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
  });

  async function viaFetch(label: string, url: string, init: RequestInit): Promise<void> {
    cases += 1;
    perEndpoint.set(label, (perEndpoint.get(label) ?? 0) + 1);
    const res = await fetch(`${base}${url}`, init);
    const body = await res.text();
    const violation = shapeViolation({
      statusCode: res.status,
      body,
      contentType: res.headers.get('content-type') ?? undefined,
    });
    expect(violation, `${init.method} ${url}`).toBeNull();
  }

  /** Writes raw bytes and returns whatever comes back before the server closes or 3 s pass. */
  function raw(bytes: string | Buffer): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      const done = () => {
        socket.destroy();
        resolve(received);
      };
      socket.setTimeout(3000, done);
      socket.on('data', (d) => {
        received += d.toString('utf8');
      });
      socket.on('end', done);
      socket.on('error', done);
      socket.write(bytes);
    });
  }

  test('streamed, huge and broken bodies get JSON errors', async () => {
    const json = { 'content-type': 'application/json', authorization: owner.token };
    // a 3 MB body streamed in chunks, never valid JSON
    let sent = 0;
    const chunks = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(sent === 0 ? '{"text":"' : 'ü'.repeat(50_000)));
        sent += 1;
        if (sent > 30) controller.close();
      },
    });
    await viaFetch('socket', '/api/pdf/store-in-db', {
      method: 'POST',
      headers: json,
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    await viaFetch('socket', '/api/summarize', {
      method: 'POST',
      headers: json,
      body: `{"text": "${'x'.repeat(12 * MB)}"}`,
    });
    await viaFetch('socket', '/api/auth/login', {
      method: 'POST',
      headers: json,
      body: '{"email": "a@b.c", "password": ',
    });
    await viaFetch('socket', '/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=x&email=y',
    });
    await viaFetch('socket', `/api/chat/${owner.userId}/${botId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: 'x'.repeat(2001) }),
    });
    await viaFetch('socket', '/api/pdf/upload-pdf', {
      method: 'POST',
      headers: { authorization: owner.token, 'content-type': 'multipart/form-data; boundary=abc' },
      body: `--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${'%PDF-'.repeat(10)}`,
    });
  });

  test('a lying Content-Length, raw garbage and a half-sent request leave the server up', async () => {
    // Protocol-level garbage never reaches our routes (Node's parser answers it); only survival is checked.
    await raw(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
    );
    await raw('GARBAGE / HTTP/9.9\r\n\r\n');
    await raw(Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03]));
    await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await raw(
      'POST /api/summarize HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    const smuggled = await raw(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
    );
    expect(smuggled).toMatch(/^HTTP\/1\.1 4\d\d/);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });
});

test('at least 2,000 bad-input cases ran', () => {
  expect(cases).toBeGreaterThanOrEqual(2000);
});
