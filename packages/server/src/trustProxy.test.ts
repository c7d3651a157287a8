import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';
import { buildTestApp, createBot, signUp } from './test/helpers.js';

/** What the proxy in front sees: the forged header the client sent, with the real client's address appended. */
const PROXY = '10.9.0.1';
const CLIENT = '203.0.113.7';

let attempts = 0;

/** A failed login, each with another email so only the per-address limit can refuse it. */
function login(app: FastifyInstance, forwardedFor: string, remoteAddress = PROXY) {
  attempts += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `nobody${attempts}@example.com`, password: 'wrong password' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
}

function chat(app: FastifyInstance, path: string, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: path,
    payload: { message: 'What does Miso do?' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: PROXY,
  });
}

/** Runs `attempt` with a new forged left-most address each time; answers the status codes. */
async function rotate(count: number, attempt: (forged: string) => Promise<{ statusCode: number }>): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await attempt(`198.51.100.${i + 1}, ${CLIENT}`)).statusCode);
  return codes;
}

describe('TRUST_PROXY and forged X-Forwarded-For', () => {
  it.each([
    ['unset (the default)', {}],
    ['a hop count of 1', { TRUST_PROXY: '1' }],
    ['the proxy address', { TRUST_PROXY: `${PROXY}/32` }],
  ])('with %s, rotating a forged X-Forwarded-For does not reset the login limit', async (_name, env) => {
    const t = await buildTestApp({ AUTH_RATE_LIMIT: '2', ...env });
    try {
      expect(await rotate(4, (forged) => login(t.app, forged))).toEqual([401, 401, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it.each([
    ['unset (the default)', {}],
    ['a hop count of 1', { TRUST_PROXY: '1' }],
  ])('with %s, rotating a forged X-Forwarded-For does not reset the chat limit', async (_name, env) => {
    const t = await buildTestApp({ CHAT_RATE_LIMIT: '2', ...env });
    try {
      const { token, userId } = await signUp(t.app);
      const botId = await createBot(t.app, token, { botName: 'Miso', text: 'Miso the cat sleeps all day.' });
      const path = `/api/chat/${userId}/${botId}`;
      expect(await rotate(4, (forged) => chat(t.app, path, forged))).toEqual([200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('with a hop count of 1, each client behind the proxy still has a limit of its own', async () => {
    const t = await buildTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });
    try {
      expect(await rotate(3, (forged) => login(t.app, forged))).toEqual([401, 401, 429]);
      // another visitor through the same proxy is not blocked by the first one's failures
      expect((await login(t.app, '198.51.100.1, 203.0.113.99')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('TRUST_PROXY=true (unsafe) is what lets a forged address reset the limit', async () => {
    const t = await buildTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: 'true' });
    try {
      expect(await rotate(4, (forged) => login(t.app, forged))).toEqual([401, 401, 401, 401]);
    } finally {
      await t.close();
    }
  });
});

describe('parseTrustProxy', () => {
  it('reads nothing, a hop count, a list of addresses and CIDRs, and true', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'loopback',
    ]);
    expect(parseTrustProxy('TRUE')).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it.each(['yes', '10.0.0.0/33', '1.2.3', 'proxy.internal', '10.0.0.1/8/1', '-1', ','])(
    'refuses %j with a sentence naming the variable',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be a hop count/);
    },
  );
});
