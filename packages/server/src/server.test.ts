import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from './messages.js';
import { buildTestApp, signUp } from './test/helpers.js';

describe('graceful shutdown', () => {
  it('finishes a request that is in flight when close starts, then refuses new connections', async () => {
    const t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    let answeredAt = 0;
    const received = new Promise((resolve) => t.app.server.once('request', resolve));
    // signup hashes with argon2id (19 MiB): tens of milliseconds in flight
    const inFlight = fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ name: 'Late', email: 'late@example.com', password: 'long enough pw' }),
    }).then(async (res) => {
      answeredAt = performance.now();
      return { status: res.status, body: await res.json() };
    });
    await received;
    const closeStartedAt = performance.now();
    const closed = t.close();
    const result = await inFlight;
    await closed;
    expect(closeStartedAt).toBeLessThan(answeredAt);
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});

describe('tokens', () => {
  it('refuses an expired token signed with the right secret', async () => {
    const t = await buildTestApp();
    try {
      const { userId } = await signUp(t.app);
      const { jwtSecret } = JSON.parse(readFileSync(join(t.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86400)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
        .sign(new TextEncoder().encode(jwtSecret));
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: expired } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: API_MESSAGES.sessionExpired });
      const valid = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(jwtSecret));
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: valid } })).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses a token signed with another algorithm or another secret', async () => {
    const t = await buildTestApp();
    try {
      const { userId } = await signUp(t.app);
      const other = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another secret entirely, 32+ chars'));
      const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 })).toString(
        'base64url',
      );
      for (const token of [other, `${header}.${payload}.`]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/getuser', headers: { authorization: token } });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});
