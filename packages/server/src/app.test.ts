import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { GENERIC_SERVER_ERROR, HttpError } from './errors.js';
import { API_MESSAGES } from './messages.js';
import { DASHBOARD_CSP } from './plugins/security.js';
import { buildTestApp, createBot, signUp, type TestApp } from './test/helpers.js';

describe('errors', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'botfolio-app-'));
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LLM_PROVIDER: 'offline', LOG_LEVEL: 'info' }),
      logger: { stream },
    });
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail: connection string postgres://u:p@h/db');
    });
    app.get('/api/test/teapot', async () => {
      throw new HttpError(418, "I'm a teapot.");
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns an unexpected error into 500 "Something went wrong." and logs the detail', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: GENERIC_SERVER_ERROR });
    expect(res.body).not.toContain('secret internal detail');
    expect(lines.join('')).toContain('secret internal detail');
  });

  it('passes an HttpError through with its status and sentence', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ success: false, error: "I'm a teapot." });
  });

  it('answers 404 JSON for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/nope/nothing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: API_MESSAGES.apiNotFound });
    }
  });

  it('answers 415 for a body that is not JSON, 400 for broken JSON and 413 beyond 64 KB', async () => {
    const text = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ success: false, error: API_MESSAGES.unsupportedMediaType });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, error: API_MESSAGES.invalidJson });
    const big = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(70_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, error: API_MESSAGES.bodyTooLarge });
  });

  it('refuses prototype pollution in JSON bodies with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('never writes a password, hash or token to the log, even at debug level', async () => {
    const captured: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        captured.push(String(chunk));
        done();
      },
    });
    const dir = mkdtempSync(join(tmpdir(), 'botfolio-log-'));
    const debugApp = await buildApp({
      config: loadConfig({ DATA_DIR: dir, LLM_PROVIDER: 'offline', LOG_LEVEL: 'trace' }),
      logger: { stream },
    });
    try {
      const password = 'Hunter2-very-secret-password';
      const { token } = await signUp(debugApp, { email: 'logged@example.com', password });
      await debugApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'logged@example.com', password },
      });
      await debugApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'logged@example.com', password: `${password}-wrong` },
      });
      await debugApp.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: `Bearer ${token}` } });
      await debugApp.inject({
        method: 'PATCH',
        url: '/api/auth/user',
        headers: { authorization: token },
        payload: { password: `${password}-new`, currentPassword: password },
      });
      const log = captured.join('');
      expect(log).toContain('"reqId"');
      expect(log).not.toContain(password);
      expect(log).not.toContain(token);
      expect(log).not.toContain(token.split('.')[2] ?? 'unreachable');
      expect(log).not.toMatch(/\$argon2id\$/);
    } finally {
      await debugApp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('rate limits on login and signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('answers 429 JSON after the allowed failures for one email from one IP, but the owner still signs in from another', async () => {
    const { email } = await signUp(t.app, { password: 'the right password' });
    for (let i = 0; i < 3; i++) expect((await login(email, 'wrong password', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login(email.toUpperCase(), 'the right password', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, error: API_MESSAGES.tooManyAttempts });
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // a stranger's wrong guesses never lock the owner out of their own account
    expect((await login(email, 'the right password', '10.1.0.4')).statusCode).toBe(200);
  });

  it('checks at most AUTH_RATE_LIMIT passwords when 100 wrong logins from one IP arrive at once', async () => {
    const { email } = await signUp(t.app, { password: 'the right password' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(i % 2 ? email : `x${i}@example.com`, 'wrong password', '10.5.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(97);
  });

  it('lets SIGNUP_RATE_LIMIT accounts be made per IP and hour, then says why not', async () => {
    const limited = await buildTestApp({ SIGNUP_RATE_LIMIT: '2' });
    try {
      const signup = (n: number, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: `N ${n}`, email: `n${n}-${ip}@example.com`, password: 'long enough' },
          remoteAddress: ip,
        });
      expect((await signup(1, '10.6.0.1')).statusCode).toBe(200);
      // an address already taken makes no account and uses no slot
      const twin = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Twin', email: 'n1-10.6.0.1@example.com', password: 'long enough' },
        remoteAddress: '10.6.0.1',
      });
      expect(twin.statusCode).toBe(409);
      expect((await signup(2, '10.6.0.1')).statusCode).toBe(200);
      const third = await signup(3, '10.6.0.1');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ success: false, error: API_MESSAGES.tooManySignups });
      expect((await signup(4, '10.6.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lets one person start IMPORT_RATE_LIMIT imports per 10 minutes, across import routes, without touching others', async () => {
    const limited = await buildTestApp({ IMPORT_RATE_LIMIT: '2' });
    try {
      const greedy = await signUp(limited.app);
      const other = await signUp(limited.app);
      const web = (token: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/web/extract',
          headers: { authorization: token },
          payload: { url: 'not a url' },
        });
      const youtube = (token: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/youtube/get-transcript',
          headers: { authorization: token },
          payload: { videoId: 'not an id' },
        });
      expect((await web(greedy.token)).statusCode).toBe(400);
      expect((await youtube(greedy.token)).statusCode).toBe(400);
      const third = await web(greedy.token);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ success: false, error: API_MESSAGES.tooManyImports });
      expect(third.headers['retry-after']).toBeDefined();
      expect((await web(other.token)).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after the allowed failures from one IP, across emails, without touching other IPs', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(`nobody${i}@example.com`, 'whatever pw', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('someone-else@example.com', 'whatever pw', '10.2.0.1')).statusCode).toBe(429);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'New', email: 'fresh@example.com', password: 'long enough' },
      remoteAddress: '10.2.0.1',
    });
    expect(signup.statusCode).toBe(429);
    expect((await login('someone-else@example.com', 'whatever pw', '10.2.0.2')).statusCode).toBe(401);
  });

  it('does not count successful logins', async () => {
    const { email } = await signUp(t.app, { password: 'the right password' });
    for (let i = 0; i < 6; i++) expect((await login(email, 'the right password', '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('static files, CORS and security headers', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'botfolio-static-'));
    const dashboardDir = join(root, 'dashboard');
    const widgetDir = join(root, 'widget');
    const examplesDir = join(root, 'examples');
    mkdirSync(join(dashboardDir, 'assets'), { recursive: true });
    mkdirSync(widgetDir);
    mkdirSync(examplesDir);
    writeFileSync(join(dashboardDir, 'index.html'), '<!doctype html><title>Botfolio</title><div id="root"></div>');
    writeFileSync(join(dashboardDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dashboardDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(widgetDir, 'widget.js'), '(()=>{/* widget */})()');
    writeFileSync(
      join(examplesDir, 'index.html'),
      '<!doctype html><title>Portfolio</title><script src="/widget.js" async></script>',
    );
    const config = loadConfig(
      { DATA_DIR: join(root, 'data'), LLM_PROVIDER: 'offline' },
      { dashboardDir, widgetDir, examplesDir },
    );
    app = await buildApp({ config, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the dashboard shell for / and for deep links, uncached, with the CSP', async () => {
    for (const url of ['/', '/bot/u1/b1', '/profile/u1', '/your-bots?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(DASHBOARD_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['permissions-policy']).toContain('microphone=(self)');
    }
  });

  it('serves a page whose address is not valid percent-encoding (a share link cut short), and 400 JSON on /api', async () => {
    for (const url of ['/bot/%E0%A4%A/x', '/bot/%E0%A4%A/x?ref=cv', '/profile/%zz']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toBe(DASHBOARD_CSP);
    }
    const api = await app.inject({ method: 'GET', url: '/api/bots/%E0%A4%A/x/public' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({ success: false, error: API_MESSAGES.invalidRequest });
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.body).toContain('<svg');
  });

  it('serves /widget.js to any origin with a cache header and an ETag that revalidates', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/widget.js',
      headers: { origin: 'https://someones-portfolio.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toMatch(/max-age/);
    const etag = String(res.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/widget.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('versions /widget.js by content hash: ?v=<hash> is cached for a year, a stale hash is not', async () => {
    const plain = await app.inject({ method: 'GET', url: '/widget.js' });
    const version = String(plain.headers['x-widget-version']);
    expect(`"${version}"`).toBe(plain.headers.etag);
    const pinned = await app.inject({ method: 'GET', url: `/widget.js?v=${version}` });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers['cache-control']).toContain('immutable');
    expect(pinned.body).toBe(plain.body);
    const stale = await app.inject({ method: 'GET', url: '/widget.js?v=old-build' });
    expect(stale.headers['cache-control']).not.toContain('immutable');
  });

  it('serves /examples/ with a CSP that lets it load widget.js and forbids framing', async () => {
    const res = await app.inject({ method: 'GET', url: '/examples/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/widget.js');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an unknown /examples/ path with a 404 page, not the dashboard shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/examples/no-such-page.html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('keeps the account API same-origin and opens health, find-user and chat to any origin', async () => {
    const origin = { origin: 'https://evil.example' };
    const signupPreflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/signup',
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(signupPreflight.headers['access-control-allow-origin']).toBeUndefined();
    const getuser = await app.inject({ method: 'GET', url: '/api/auth/getuser', headers: origin });
    expect(getuser.headers['access-control-allow-origin']).toBeUndefined();

    const health = await app.inject({ method: 'GET', url: '/api/health', headers: origin });
    expect(health.json()).toEqual({ ok: true });
    expect(health.headers['access-control-allow-origin']).toBe('*');
    const chatPreflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/chat/u/b',
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(chatPreflight.statusCode).toBeLessThan(300);
    expect(chatPreflight.headers['access-control-allow-origin']).toBe('*');
    expect(chatPreflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a preflight on an open path even without Origin, and 404 JSON on a closed one', async () => {
    const open = await app.inject({
      method: 'OPTIONS',
      url: '/api/chat/u/b',
      headers: { 'access-control-request-headers': 'content-type, accept' },
    });
    expect(open.statusCode).toBe(204);
    expect(open.headers['access-control-allow-headers']).toBe('content-type, accept');
    expect(open.headers['access-control-allow-methods']).toContain('POST');
    const closed = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
    });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().success).toBe(false);
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not put the page CSP on API answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('without a built dashboard', () => {
  it('serves a small placeholder page titled Botfolio at / and health at /api/health', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Botfolio</title>');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ ok: true });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ ok: true });
    } finally {
      await t.close();
    }
  });

  it('reports readiness 503 with a sentence when the database is gone', async () => {
    const t = await buildTestApp();
    const { token } = await signUp(t.app);
    await createBot(t.app, token, { botName: 'b', text: 't' });
    await t.app.repo.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/database/);
    await t.close().catch(() => {});
  });
});

describe('Cache-Control on API answers', () => {
  it('marks every /api answer no-store (JSON, errors, rate limits and SSE) so no CDN keeps one', async () => {
    const t = await buildTestApp({ CHAT_RATE_LIMIT: '3' });
    try {
      const { token, userId } = await signUp(t.app);
      const botId = await createBot(t.app, token, { botName: 'Cached?', text: 'Miso the cat sleeps all day.' });
      const chatUrl = `/api/chat/${userId}/${botId}`;
      const answers = [
        await t.app.inject({ method: 'GET', url: '/api/health' }),
        await t.app.inject({ method: 'GET', url: `/api/auth/find-user/${userId}` }),
        await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } }),
        await t.app.inject({ method: 'GET', url: '/api/auth/getuser' }),
        await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
        await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }),
        await t.app.inject({ method: 'POST', url: chatUrl, payload: { message: 'What does Miso do?' } }),
        await t.app.inject({
          method: 'POST',
          url: chatUrl,
          headers: { accept: 'text/event-stream' },
          payload: { message: 'What does Miso do?' },
        }),
        await t.app.inject({ method: 'POST', url: chatUrl, payload: { message: 'again' } }),
        await t.app.inject({ method: 'POST', url: chatUrl, payload: { message: 'once more' } }),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 401, 404, 400, 200, 200, 200, 429]);
      expect(answers[7]?.headers['content-type']).toContain('text/event-stream');
      for (const res of answers) expect(String(res.headers['cache-control'])).toMatch(/^no-store\b/);
    } finally {
      await t.close();
    }
  });
});
