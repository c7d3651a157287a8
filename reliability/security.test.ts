/**
 * Security: forged, foreign-secret and expired tokens are refused; one user cannot delete or store into
 * another's bots; every SSRF address form is refused by website import; login brute force meets 429
 * within 20 tries; no password, token, hash or secret reaches the logs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { buildTestApp, createBot, signUp, type TestApp } from '../packages/server/src/test/helpers.js';
import { shapeViolation } from './support/errorShape.js';

const JWT_SECRET = 'reliability-security-secret-0123456789abcdef';

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function expectErrorShape(res: { statusCode: number; body: string }, status: number | number[]): void {
  const allowed = Array.isArray(status) ? status : [status];
  expect(allowed, `status ${res.statusCode}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
  expect(shapeViolation({ statusCode: res.statusCode, body: res.body, contentType: undefined })).toBeNull();
}

describe('tokens', () => {
  let t: TestApp;
  let user: { token: string; userId: string };

  beforeAll(async () => {
    t = await buildTestApp({ JWT_SECRET });
    user = await signUp(t.app, { name: 'Token Owner' });
  });
  afterAll(() => t?.close());

  const getuser = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization } });
  const now = () => Math.floor(Date.now() / 1000);

  test('a token signed with the server secret works (control), raw and as Bearer', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect((await getuser(token)).statusCode).toBe(200);
    expect((await getuser(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await getuser(user.token)).statusCode).toBe(200);
  });

  test('alg "none" is refused with 401', async () => {
    for (const alg of ['none', 'None', 'NONE']) {
      const forged = `${b64url({ alg, typ: 'JWT' })}.${b64url({ sub: user.userId, iat: now(), exp: now() + 3600 })}.`;
      expectErrorShape(await getuser(forged), 401);
      expectErrorShape(await getuser(`Bearer ${forged}`), 401);
    }
    // the real token's header swapped for alg none, signature dropped
    const [, payload] = user.token.split('.');
    expectErrorShape(await getuser(`${b64url({ alg: 'none' })}.${payload}.`), 401);
  });

  test('a token signed with another secret is refused with 401', async () => {
    const wrong = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret'));
    expectErrorShape(await getuser(wrong), 401);
  });

  test('HS512 with the right secret is refused (HS256 only)', async () => {
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    expectErrorShape(await getuser(other), 401);
  });

  test('an expired token is refused with 401', async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt(now() - 8 * 24 * 3600)
      .setExpirationTime(now() - 24 * 3600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    expectErrorShape(await getuser(expired), 401);
    const store = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/store-in-db',
      headers: { authorization: expired },
      payload: { botName: 'x', text: 'y' },
    });
    expectErrorShape(store, 401);
  });

  test('tokens last 7 days', () => {
    const claims = JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });
});

describe('one user cannot touch another user’s bots', () => {
  let t: TestApp;
  let alice: { token: string; userId: string };
  let mallory: { token: string; userId: string };
  let aliceBot: string;
  const ALICE_TEXT = 'Alice’s private notes: the launch date is 12 March.';

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await signUp(t.app, { name: 'Alice' });
    mallory = await signUp(t.app, { name: 'Mallory' });
    aliceBot = await createBot(t.app, alice.token, { botName: 'Alice bot', text: ALICE_TEXT });
  });
  afterAll(() => t?.close());

  async function aliceBots(): Promise<{ _id: string; botName: string; botText: string }[]> {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: alice.token } });
    return (me.json() as { bots: { _id: string; botName: string; botText: string }[] }).bots;
  }

  test('delete with another user’s token is refused and the bot stays', async () => {
    const asMallory = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/delete-bot/${alice.userId}/${aliceBot}`,
      headers: { authorization: mallory.token },
    });
    expectErrorShape(asMallory, [403, 404]);
    const underOwnId = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/delete-bot/${mallory.userId}/${aliceBot}`,
      headers: { authorization: mallory.token },
    });
    expectErrorShape(underOwnId, [403, 404]);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/auth/delete-bot/${alice.userId}/${aliceBot}` });
    expectErrorShape(anonymous, 401);
    expect((await aliceBots()).map((b) => b._id)).toEqual([aliceBot]);
  });

  test('store-in-db always stores for the token’s owner, whatever the body claims', async () => {
    const store = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/store-in-db',
      headers: { authorization: mallory.token },
      payload: {
        botName: 'Planted',
        text: 'planted text',
        userId: alice.userId,
        _id: alice.userId,
        user: { id: alice.userId },
      },
    });
    expect(store.statusCode).toBe(200);
    expect((await aliceBots()).map((b) => b.botName)).toEqual(['Alice bot']);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/pdf/store-in-db',
      payload: { botName: 'Planted', text: 'planted text' },
    });
    expectErrorShape(anonymous, 401);
    expect(await aliceBots()).toHaveLength(1);
  });

  test('another user sees neither the bot text nor the password hash', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/find-user/${alice.userId}`,
      headers: { authorization: mallory.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('launch date');
    expect(res.body).not.toMatch(/argon2|password/i);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/auth/find-user/${alice.userId}` });
    expect(anonymous.body).not.toContain('launch date');
    expect(anonymous.body).not.toContain('@example.com');
  });
});

describe('website import refuses private, loopback and metadata addresses (SSRF)', () => {
  let t: TestApp;
  let allowed: TestApp;
  let user: { token: string };
  let allowedUser: { token: string };
  let canary: Server;
  let port: number;
  let hits = 0;

  beforeAll(async () => {
    // A loopback "internal service" on every local address: any request that reaches it is a leak.
    canary = createServer((req, res) => {
      hits += 1;
      req.resume();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><head><title>Internal admin</title></head><body><article><h1>Internal admin</h1>${'<p>Secret internal paragraph with enough words to be an article worth reading for Readability.</p>'.repeat(8)}</article></body></html>`,
      );
    });
    // every local address (IPv4 too, as mapped addresses) where IPv6 exists; else IPv4 loopback only
    await new Promise<void>((resolve, reject) => {
      canary.once('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') return reject(error);
        canary.listen(0, '127.0.0.1', resolve);
      });
      canary.listen(0, '::', resolve);
    });
    port = (canary.address() as AddressInfo).port;
    t = await buildTestApp({ FETCH_TIMEOUT_MS: '3000' });
    user = await signUp(t.app);
    allowed = await buildTestApp({ ALLOW_PRIVATE_NETWORK_FETCH: 'true' });
    allowedUser = await signUp(allowed.app);
  });
  afterAll(async () => {
    await t?.close();
    await allowed?.close();
    await new Promise((r) => canary?.close(r));
  });

  const forms = (p: number) => [
    `http://127.0.0.1:${p}/`,
    `http://localhost:${p}/`,
    `http://10.0.0.1:${p}/`,
    `http://172.16.0.1:${p}/`,
    `http://192.168.1.1:${p}/`,
    'http://169.254.169.254/latest/meta-data/',
    `http://100.64.0.1:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://[::1]:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`,
    `http://[fc00::1]:${p}/`,
    `http://[fe80::1]:${p}/`,
    `http://2130706433:${p}/`,
    `http://0x7f000001:${p}/`,
    `http://017700000001:${p}/`,
    `http://127.1:${p}/`,
  ];

  test('the canary is reachable when the allow flag is on (control)', async () => {
    const res = await allowed.app.inject({
      method: 'POST',
      url: '/api/web/extract',
      headers: { authorization: allowedUser.token },
      payload: { url: `http://127.0.0.1:${port}/` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(hits).toBeGreaterThan(0);
    hits = 0;
  });

  test('every address form is refused with a 4xx and nothing reaches the canary', async () => {
    const leaks: string[] = [];
    for (const url of forms(port)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/web/extract',
        headers: { authorization: user.token },
        payload: { url },
      });
      if (
        ![400, 403, 422].includes(res.statusCode) ||
        shapeViolation({ statusCode: res.statusCode, body: res.body, contentType: undefined })
      ) {
        leaks.push(`${url} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(hits).toBe(0);
  });
});

describe('login brute force', () => {
  let t: TestApp;

  beforeAll(async () => {
    // the production default (buildTestApp raises it for other tests, which all come from one IP)
    t = await buildTestApp({ AUTH_RATE_LIMIT: String(loadConfig({}).authRateLimit) });
  });
  afterAll(() => t?.close());

  test('meets 429 within 20 wrong passwords, as JSON', async () => {
    const victim = await signUp(t.app, { password: 'the real password 42' });
    const statuses: number[] = [];
    let limited: { statusCode: number; body: string } | undefined;
    for (let i = 0; i < 20 && !limited; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password: `guess number ${i}` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses, `statuses: ${statuses.join(',')}`).toContain(429);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    if (limited) expectErrorShape(limited, 429);
  });
});

describe('logs', () => {
  test('carry no password, token, hash or secret', async () => {
    let logs = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logs += chunk.toString('utf8');
        done();
      },
    });
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dataDir = mkdtempSync(join(tmpdir(), 'botfolio-logs-'));
    const dataKey = Buffer.alloc(32, 7).toString('base64');
    const config = loadConfig({
      LLM_PROVIDER: 'offline',
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      JWT_SECRET,
      DATA_KEY: dataKey,
    });
    const app = await buildApp({ config, logger: { level: 'trace', stream } });
    await app.ready();
    try {
      const password = 'Pa55word-that-must-never-be-logged';
      const newPassword = 'N3w-pa55word-also-secret';
      const wrongPassword = 'Wr0ng-guess-should-not-be-logged';
      const email = 'log.check@example.com';
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Log Check', email, password },
      });
      expect(signup.statusCode).toBe(200);
      const token = (signup.json() as { authtoken: string }).authtoken;
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: wrongPassword } });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      const loginToken = (login.json() as { authtoken: string }).authtoken;
      await app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
      await app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: `Bearer ${loginToken}` } });
      await app.inject({
        method: 'POST',
        url: '/api/pdf/store-in-db',
        headers: { authorization: token },
        payload: { botName: 'b', text: 'bot text' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Short', email: 'short@example.com', password: 'Tiny-7' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"x","email":"y@example.com","password":"${password}"`,
      });
      await app.inject({
        method: 'PATCH',
        url: '/api/auth/user',
        headers: { authorization: token },
        payload: { password: newPassword, currentPassword: password },
      });
      await app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: `${token}x` } });
      expect(logs.length, 'the logger captured nothing, so this test could not see a leak').toBeGreaterThan(0);
      expect(logs).toMatch(/getuser|signup|login/);
      const secrets = {
        password,
        newPassword,
        wrongPassword,
        shortPassword: 'Tiny-7',
        token,
        loginToken,
        tokenSignature: token.split('.')[2] ?? token,
        jwtSecret: JWT_SECRET,
        dataKey,
      };
      for (const [name, value] of Object.entries(secrets)) {
        expect(logs.includes(value), `${name} appears in the logs`).toBe(false);
      }
      expect(logs).not.toMatch(/\$argon2/);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
