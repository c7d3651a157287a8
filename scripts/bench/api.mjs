#!/usr/bin/env node
// `npm run bench:api`: HTTP throughput of the built server against a bare Fastify hello-world, measured
// in the same run on the same machine. Each server runs in its own process and is loaded one at a time;
// autocannon runs in this process.
// - find-user (anonymous, a user with 3 bots) and getuser (token) at c=50 for BENCH_DURATION s (10) each,
//   interleaved with hello-world in 2 s slices so a busy neighbour skews every target alike;
// - login (argon2id, 19 MiB, t=2) at c=4: bounded by hashing, shown for scale.
// Goals (issue 3): find-user >= 40 % of hello-world's req/s, p99 < 20 ms.
// The server runs with LOG_LEVEL=warn (per-request info logs cost ~25 % of throughput; BENCH_LOG_LEVEL overrides).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuilt, isMain, median, ROOT, textTable } from './lib.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOGIN_CONNECTIONS = 4;
const SLICE_SECONDS = 2;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const HELLO_SOURCE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

/** Starts a node process and resolves once `healthUrl` answers 200. */
async function startProcess(args, env, healthUrl) {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(healthUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`process did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** One autocannon run of `seconds`; throws when any request failed. */
async function slice(name, options, seconds) {
  const result = await autocannon({ duration: seconds, connections: CONNECTIONS, ...options });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    throw new Error(
      `${name}: ${bad} failed requests (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}).`,
    );
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * Measures several targets in interleaved slices (A B C A B C …) for DURATION s each in total, so a
 * neighbour's burst on a shared machine lands on every target alike. req/s = all requests / all time;
 * p50/p99 = the median over the slices.
 */
async function interleaved(targets, log) {
  const rounds = Math.max(1, Math.round(DURATION / SLICE_SECONDS));
  const samples = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, target] of targets.entries()) {
      log(
        `${target.name}: slice ${round + 1}/${rounds} (c=${target.options.connections ?? CONNECTIONS}, ${SLICE_SECONDS} s)`,
      );
      samples[i].push(await slice(target.name, target.options, SLICE_SECONDS));
    }
  }
  return targets.map((target, i) => {
    const s = samples[i];
    const requests = s.reduce((sum, x) => sum + x.requests, 0);
    const seconds = s.reduce((sum, x) => sum + x.seconds, 0);
    return {
      name: target.name,
      connections: target.options.connections ?? CONNECTIONS,
      reqPerSec: Math.round(requests / seconds),
      p50Ms: median(s.map((x) => x.p50)),
      p99Ms: median(s.map((x) => x.p99)),
    };
  });
}

async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Runs the benchmark and returns one row per measured endpoint (hello-world first). Both servers are up
 * for the whole run (idle when not measured); the endpoints are measured in interleaved slices.
 */
export async function runApiBench({ log = console.log } = {}) {
  ensureBuilt({ core: 'packages/core/dist/index.js', server: 'packages/server/dist/server.js' }, { log });
  const stops = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'botfolio-bench-'));
  const helloFile = join(dataDir, 'hello.mjs');
  try {
    const helloPort = await freePort();
    // the hello-world resolves fastify from the repo, like the server does
    writeFileSync(
      helloFile,
      HELLO_SOURCE.replace(
        "from 'fastify'",
        `from ${JSON.stringify(pathToFileURL(join(ROOT, 'node_modules/fastify/fastify.js')).href)}`,
      ),
    );
    const helloServer = await startProcess([helloFile], { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/`);
    stops.push(helloServer.stop);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startProcess(
      [join(ROOT, 'packages/server/dist/server.js')],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'data'),
        DATABASE_URL: '',
        REDIS_URL: '',
        LLM_PROVIDER: 'offline',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        AUTH_RATE_LIMIT: '100000000',
        SIGNUP_RATE_LIMIT: '0',
        IMPORT_RATE_LIMIT: '0',
      },
      `${base}/api/health`,
    );
    stops.push(server.stop);

    const email = 'bench@example.com';
    const password = 'bench password 123';
    const { authtoken } = await postJson(`${base}/api/auth/signup`, { name: 'Bench User', email, password });
    for (let i = 1; i <= 3; i += 1) {
      await postJson(
        `${base}/api/pdf/store-in-db`,
        { botName: `Bot ${i}`, text: `Bot ${i} knows things. `.repeat(50) },
        { authorization: authtoken },
      );
    }
    const me = await (await fetch(`${base}/api/auth/getuser`, { headers: { authorization: authtoken } })).json();

    const [hello, findUser, getUser] = await interleaved(
      [
        { name: 'bare Fastify hello-world', options: { url: `http://127.0.0.1:${helloPort}/` } },
        { name: 'GET /api/auth/find-user/:id', options: { url: `${base}/api/auth/find-user/${me._id}` } },
        {
          name: 'GET /api/auth/getuser',
          options: { url: `${base}/api/auth/getuser`, headers: { authorization: authtoken } },
        },
      ],
      log,
    );
    const [login] = await interleaved(
      [
        {
          name: 'POST /api/auth/login (argon2id)',
          options: {
            url: `${base}/api/auth/login`,
            connections: LOGIN_CONNECTIONS,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          },
        },
      ],
      log,
    );
    const rows = [hello, findUser, getUser, login];
    for (const row of rows) row.ratioToHello = hello.reqPerSec > 0 ? row.reqPerSec / hello.reqPerSec : Number.NaN;
    return rows;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const RIGHT = { align: 'right' };

/** Prints rows as a fixed-width table. */
export function formatApiBench(rows) {
  return textTable(
    rows.map((r) => ({ ...r, vsHello: `${(r.ratioToHello * 100).toFixed(0)} %` })),
    [
      ['name', 'endpoint'],
      ['connections', 'c', RIGHT],
      ['reqPerSec', 'req/s', RIGHT],
      ['p50Ms', 'p50 ms', RIGHT],
      ['p99Ms', 'p99 ms', RIGHT],
      ['vsHello', 'vs hello', RIGHT],
    ],
  );
}

if (isMain(import.meta.url)) {
  const rows = await runApiBench();
  console.log(`\n${formatApiBench(rows)}`);
  const find = rows.find((r) => r.name.includes('find-user'));
  if (find) {
    const ok = find.ratioToHello >= 0.4 && find.p99Ms < 20;
    console.log(`\nfind-user goal (>= 40 % of hello-world, p99 < 20 ms): ${ok ? 'met' : 'NOT met'}`);
  }
}
