// Starting the built server as its own process, for the e2e journeys, the benchmarks and the multi-instance
// tests: one free loopback port, SQLite in a fresh temporary DATA_DIR and the offline answerer unless `env`
// says otherwise, the process's output kept for error messages. Also the Chromium flags every browser run uses.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_JS = join(ROOT, 'packages/server/dist/server.js');

/** Chromium's flags for headless runs here (no sandbox in the container, nothing phoning home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Spawns `node packages/server/dist/server.js`; does not wait for it to listen (see waitHealthy). */
export function spawnServer({ port, env = {}, dataDirPrefix = 'botfolio-' }) {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  let output = '';
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LLM_PROVIDER: 'offline',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { child, port, dataDir, baseUrl: `http://127.0.0.1:${port}`, logs: () => output };
}

/** Waits until /api/health answers 200; fails with the process's output if it exits or takes too long. */
export async function waitHealthy(server, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited early (${server.child.exitCode}):\n${server.logs()}`);
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${server.logs()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Ends the process (SIGTERM, then SIGKILL after 5 s) and removes its data. */
export async function stopServer(server) {
  const { child } = server;
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** spawnServer on a free port + waitHealthy, with `stop()`. */
export async function startServer({ env = {}, dataDirPrefix = 'botfolio-' } = {}) {
  const server = spawnServer({ port: await freePort(), env, dataDirPrefix });
  await waitHealthy(server);
  return { ...server, stop: () => stopServer(server) };
}
