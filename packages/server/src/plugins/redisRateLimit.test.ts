import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.js';
import { buildTestApp, createBot, signUp, type TestApp } from '../test/helpers.js';
import { RATE_LIMIT_KEY_PREFIX } from './rateLimitStore.js';

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

  it('checks at most AUTH_RATE_LIMIT passwords when 100 wrong logins arrive at once on two instances', async () => {
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `burst-${i}@example.com`, password: 'wrong password' },
          remoteAddress: ip,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(97);
  });
});

describe.skipIf(!REDIS_URL)('rate-limit key names in Redis (REDIS_URL)', () => {
  it('names each counter botfolio:rl:<limit>:<who>, never with "undefined" in it', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL ?? '');
    const t = await buildTestApp({ REDIS_URL: REDIS_URL ?? '', AUTH_RATE_LIMIT: '5', CHAT_RATE_LIMIT: '5' });
    const ip = randomIp();
    const email = `keys-${randomBytes(4).toString('hex')}@example.com`;
    let ours: string[] = [];
    try {
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong password' },
        remoteAddress: ip,
      });
      expect(failed.statusCode).toBe(401);
      const { token, userId } = await signUp(t.app);
      const botId = await createBot(t.app, token, { botName: 'Keys', text: 'Miso the cat sleeps all day.' });
      const chat = await t.app.inject({
        method: 'POST',
        url: `/api/chat/${userId}/${botId}`,
        payload: { message: 'What does Miso do?' },
        remoteAddress: ip,
      });
      expect(chat.statusCode).toBe(200);
      const summary = await t.app.inject({
        method: 'POST',
        url: '/api/summarize',
        headers: { authorization: token },
        payload: { text: 'Miso the cat sleeps all day. She wakes up for dinner. Then she sleeps again.' },
        remoteAddress: ip,
      });
      expect(summary.statusCode).toBe(200);

      ours = (await redis.keys(`*${ip}*`)).sort();
      const emailKey = `${RATE_LIMIT_KEY_PREFIX}auth-email-ip:${email}:${ip}`;
      expect(ours).toEqual(
        [
          `${RATE_LIMIT_KEY_PREFIX}auth-ip:${ip}`,
          emailKey,
          `${RATE_LIMIT_KEY_PREFIX}chat:${ip}:${botId}`,
          `${RATE_LIMIT_KEY_PREFIX}summarize:${ip}`,
        ].sort(),
      );
      expect(await redis.get(emailKey)).toBe('1');
      expect(await redis.get(`${RATE_LIMIT_KEY_PREFIX}auth-ip:${ip}`)).toBe('1');
      const ttl = await redis.pttl(`${RATE_LIMIT_KEY_PREFIX}chat:${ip}:${botId}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      if (ours.length > 0) await redis.del(...ours);
      redis.disconnect();
      await t.close();
    }
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
