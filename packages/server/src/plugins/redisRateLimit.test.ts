import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.js';
import { buildTestApp, signUp, type TestApp } from '../test/helpers.js';

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;

/** A random client address per run, so runs sharing one Redis never see each other's counters. */
const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe.skipIf(!REDIS_URL)('login limits shared through Redis (REDIS_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL ?? '', AUTH_RATE_LIMIT: '3' };
    a = await buildTestApp(env);
    b = await buildTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts failures on one instance against the other', async () => {
    const ip = randomIp();
    const email = `redis-${randomBytes(4).toString('hex')}@example.com`;
    const login = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong password' },
        remoteAddress: ip,
      });
    expect((await login(a)).statusCode).toBe(401);
    expect((await login(b)).statusCode).toBe(401);
    expect((await login(a)).statusCode).toBe(401);
    const blocked = await login(b);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, error: API_MESSAGES.tooManyAttempts });
  });
});

describe('Redis unreachable', () => {
  it('starts anyway and lets logins through (fails open)', async () => {
    const t = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT: '1' });
    try {
      const { email } = await signUp(t.app, { password: 'right password' });
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'wrong password' },
        });
        expect(res.statusCode).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});

describe('readiness with Redis configured', () => {
  it('answers 503 naming Redis when it is down', async () => {
    const t = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, error: 'Not ready: Redis is not reachable.' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!REDIS_URL)('answers 200 when Redis answers', async () => {
    const t = await buildTestApp({ REDIS_URL: REDIS_URL ?? '' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ ok: true });
    } finally {
      await t.close();
    }
  });
});
