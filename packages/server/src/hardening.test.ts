/** What an attacker or a careless deployment runs into: file modes, weak secrets, a body trickled forever. */
import { statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { buildTestApp, signUp, type TestApp } from './test/helpers.js';

describe('DATA_DIR and the files in it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await signUp(t.app); // a write, so the WAL files exist
  });
  afterAll(() => t.close());

  it('is 0700, and the database, its WAL files and the secrets are 0600', () => {
    expect(statSync(t.dataDir).mode & 0o777).toBe(0o700);
    for (const name of ['botfolio.db', 'botfolio.db-wal', 'botfolio.db-shm', 'secrets.json']) {
      expect({ name, mode: (statSync(join(t.dataDir, name)).mode & 0o777).toString(8) }).toEqual({ name, mode: '600' });
    }
  });
});

describe('JWT_SECRET', () => {
  it('shorter than 32 bytes is refused at start with a sentence that says how to make one', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter' })).toThrow(/JWT_SECRET is 6 bytes; it must be at least 32/);
  });

  it('of 32 bytes or more is taken', () => {
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32) }).jwtSecret).toBe('k'.repeat(32));
  });
});

describe('a request body trickled in byte by byte', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ REQUEST_TIMEOUT_MS: '1500' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('gets a 408 once REQUEST_TIMEOUT_MS has passed, and the socket is closed', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(' ');
    }, 200);
    await closed;
    clearInterval(drip);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });
});
