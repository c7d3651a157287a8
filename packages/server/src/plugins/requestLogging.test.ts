import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createRequestIdGenerator, SLOW_REQUEST_MS } from './requestLogging.js';

interface LogLine {
  level: number;
  reqId?: string;
  msg?: string;
  res?: { statusCode?: number };
  req?: { method?: string; url?: string };
  responseTime?: number;
}

describe('request logs: nothing for fast successes, one JSON line with the reqId for 4xx, 5xx and slow ones', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let lines: LogLine[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'botfolio-reqlog-'));
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const text of String(chunk).split('\n')) if (text.trim() !== '') lines.push(JSON.parse(text) as LogLine);
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LLM_PROVIDER: 'offline', LOG_LEVEL: 'info' }),
      logger: { stream },
    });
    app.get('/api/test/boom', async () => {
      throw new Error('boom');
    });
    app.get('/api/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
      return { ok: true };
    });
    await app.ready();
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const linesOf = (reqId: unknown) => lines.filter((l) => l.reqId === reqId);

  it('writes nothing for a fast 200', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes one info line for a 4xx, with the reqId sent back in X-Request-Id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/getuser' });
    expect(res.statusCode).toBe(401);
    const id = res.headers['x-request-id'];
    expect(linesOf(id)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        res: expect.objectContaining({ statusCode: 401 }),
        req: expect.objectContaining({ method: 'GET', url: '/api/auth/getuser' }),
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('never writes the query string of a request', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/getuser?q=jane%40example.com&token=abc' });
    expect(res.statusCode).toBe(401);
    const mine = linesOf(res.headers['x-request-id']);
    expect(mine).toEqual([expect.objectContaining({ req: expect.objectContaining({ url: '/api/auth/getuser' }) })]);
    expect(JSON.stringify(lines)).not.toMatch(/jane|example\.com|token=abc/);
  });

  it('writes the error and an error-level completion line for a 5xx', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const mine = linesOf(res.headers['x-request-id']);
    expect(mine.map((l) => [l.level, l.msg])).toEqual([
      [50, 'request failed'],
      [50, 'request completed'],
    ]);
  });

  it('writes a warn line for a slow success', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(res.statusCode).toBe(200);
    const mine = linesOf(res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 40, msg: 'slow request', res: { statusCode: 200 } });
    expect(mine[0]?.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });
});

describe('createRequestIdGenerator', () => {
  it('never repeats an id, within a process or across two', () => {
    const a = createRequestIdGenerator();
    const b = createRequestIdGenerator();
    const ids = new Set<string>();
    for (let i = 0; i < 10_000; i += 1) {
      ids.add(a());
      ids.add(b());
    }
    expect(ids.size).toBe(20_000);
  });
});
