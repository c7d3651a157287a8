/**
 * The hostile-input corpus (support/hostileCorpus.ts) through every route that accepts each case — PDF
 * upload, website import from a loopback site, store, summarize and chat — against a real server process,
 * on SQLite and (with DATABASE_URL and REDIS_URL) on PostgreSQL with Redis. While each case runs, a probe
 * asks /api/health every 50 ms and the server's resident set is sampled. Every case must end in a 2xx or a
 * 4xx with the error shape, with the process alive; afterwards a bot made before the attack still answers.
 * Per case it prints route, status, time, the slowest and 99th-percentile health answer and peak RSS (the
 * server and the PDF readers it forks, together).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { createBot, type RunningApp, signUp, startApp } from '../e2e/harness.js';
import { type HostileCase, type HostileRoute, hostileCorpus } from './support/hostileCorpus.js';
import { withPgSchema } from './support/pgSchema.js';
import { isAlive, MB, serverPid, treeRssBytes } from './support/serverProcess.js';

const SECRETS = {
  JWT_SECRET: 'reliability-hostile-secret-0123456789',
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
};
const ENV = {
  ALLOW_PRIVATE_NETWORK_FETCH: 'true',
  AUTH_RATE_LIMIT: '1000',
  CHAT_RATE_LIMIT: '1000',
  PDF_TIMEOUT_MS: '10000',
  WORK_TIMEOUT_MS: '10000',
  LOG_LEVEL: 'error',
};
const PROBE_EVERY_MS = 50;
const PROBE_GIVE_UP_MS = 5000;

interface Row {
  database: string;
  name: string;
  route: HostileRoute;
  status: number;
  ms: number;
  healthMax: number;
  healthP99: number;
  probes: number;
  failedProbes: number;
  peakRssMb: number;
  error: string;
}
const rows: Row[] = [];

/** The loopback website the import route reads hostile pages from. */
async function startSite(): Promise<{
  url: string;
  serve(path: string, body: Buffer, type: string): void;
  close(): Promise<void>;
}> {
  const pages = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': page.type, 'content-length': page.body.byteLength }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (path, body, type) => pages.set(path, { body, type }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Probes /api/health and samples RSS until stopped. */
function watch(app: RunningApp, pid: number) {
  const latencies: number[] = [];
  let failed = 0;
  let peak = treeRssBytes(pid);
  let running = true;
  const probe = async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${app.baseUrl}/api/health`, { signal: AbortSignal.timeout(PROBE_GIVE_UP_MS) });
        await res.arrayBuffer();
        if (!res.ok) failed++;
      } catch {
        failed++;
      }
      const took = performance.now() - started;
      latencies.push(took);
      try {
        peak = Math.max(peak, treeRssBytes(pid));
      } catch {
        // the process is gone: the test below says so
      }
      await new Promise((r) => setTimeout(r, Math.max(0, PROBE_EVERY_MS - took)));
    }
  };
  const done = probe();
  return async () => {
    running = false;
    await done;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      max: sorted.at(-1) ?? 0,
      p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
      probes: sorted.length,
      failed,
      peakMb: peak / MB,
    };
  };
}

async function send(
  app: RunningApp,
  route: HostileRoute,
  input: Awaited<ReturnType<HostileCase['make']>>,
  ctx: { token: string; userId: string; site: Awaited<ReturnType<typeof startSite>>; caseNo: number; botId?: string },
): Promise<{ status: number; body: string; botId?: string }> {
  const json = { 'content-type': 'application/json', authorization: ctx.token };
  let res: Response;
  if (route === 'upload' && 'body' in input) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(input.body)], { type: 'application/pdf' }), 'hostile.pdf');
    res = await fetch(`${app.baseUrl}/api/pdf/upload-pdf`, {
      method: 'POST',
      headers: { authorization: ctx.token },
      body: form,
    });
  } else if (route === 'import' && 'body' in input) {
    const path = input.path ?? `/case-${ctx.caseNo}`;
    ctx.site.serve(path, input.body, input.contentType ?? 'application/octet-stream');
    res = await fetch(`${app.baseUrl}/api/web/extract`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ url: `${ctx.site.url}${path}` }),
    });
  } else if (route === 'store' && 'text' in input) {
    res = await fetch(`${app.baseUrl}/api/pdf/store-in-db`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ botName: `Hostile ${ctx.caseNo}`, text: input.text }),
    });
    const body = await res.text();
    const botId = res.ok ? (JSON.parse(body) as { bot: { _id: string } }).bot._id : undefined;
    return { status: res.status, body, ...(botId ? { botId } : {}) };
  } else if (route === 'summarize' && 'text' in input) {
    res = await fetch(`${app.baseUrl}/api/summarize`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ text: input.text }),
    });
  } else if (route === 'chat') {
    if (!ctx.botId) return { status: 0, body: 'no bot was stored' };
    res = await fetch(`${app.baseUrl}/api/chat/${ctx.userId}/${ctx.botId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What is this about?' }),
    });
  } else {
    throw new Error(`route ${route} does not take this input`);
  }
  return { status: res.status, body: await res.text() };
}

async function attack(database: string, env: Record<string, string>): Promise<void> {
  const app = await startApp({ ...ENV, ...env });
  const site = await startSite();
  try {
    const pid = serverPid(app.port);
    const user = await signUp(app.baseUrl, 'Grace Hopper');
    const earlierBot = await createBot(
      app.baseUrl,
      user.token,
      'Before the attack',
      'Grace Hopper worked on the Harvard Mark I. She made the first compiler, the A-0 System, in 1952.',
    );
    let caseNo = 0;
    for (const hostile of hostileCorpus()) {
      const input = await hostile.make();
      let botId: string | undefined;
      for (const route of hostile.routes) {
        caseNo++;
        const stop = watch(app, pid);
        const started = performance.now();
        const result = await send(app, route, input, {
          token: user.token,
          userId: user.userId,
          site,
          caseNo,
          ...(botId ? { botId } : {}),
        });
        const ms = performance.now() - started;
        const health = await stop();
        if (result.botId) botId = result.botId;
        let error = '';
        if (result.status >= 400) {
          try {
            error = (JSON.parse(result.body) as { error?: string }).error ?? '';
          } catch {
            error = result.body.slice(0, 80);
          }
        }
        rows.push({
          database,
          name: hostile.name,
          route,
          status: result.status,
          ms,
          healthMax: health.max,
          healthP99: health.p99,
          probes: health.probes,
          failedProbes: health.failed,
          peakRssMb: health.peakMb,
          error,
        });
        expect
          .soft(result.status, `${hostile.name} via ${route}: ${result.body.slice(0, 200)}`)
          .toBeGreaterThanOrEqual(200);
        expect.soft(result.status, `${hostile.name} via ${route}: ${result.body.slice(0, 200)}`).toBeLessThan(500);
        expect.soft(health.failed, `${hostile.name} via ${route}: health probes that failed`).toBe(0);
        expect(isAlive(pid), `the server died on ${hostile.name} via ${route}\n${app.logs().slice(-2000)}`).toBe(true);
      }
    }
    // The bot made before the attack still answers from its text.
    const res = await fetch(`${app.baseUrl}/api/chat/${user.userId}/${earlierBot}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What did she make in 1952?' }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('A-0');
  } finally {
    await site.close();
    await app.stop();
  }
}

afterAll(() => {
  if (rows.length === 0) return;
  const lines = rows.map(
    (r) =>
      `| ${r.database} | ${r.name} | ${r.route} | ${r.status} | ${Math.round(r.ms)} | ${Math.round(r.healthMax)} | ${Math.round(r.healthP99)} | ${Math.round(r.peakRssMb)} | ${r.error} |`,
  );
  console.log(
    [
      '\nHostile inputs (health probed every 50 ms while each ran):',
      '| database | case | route | status | ms | health max ms | health p99 ms | peak RSS MB | answer |',
      '|---|---|---|---|---|---|---|---|---|',
      ...lines,
    ].join('\n'),
  );
});

describe('hostile inputs: every one ends in a clear answer, the server stays responsive and alive', () => {
  test('SQLite', async () => {
    await attack('SQLite', {});
  }, 900_000);

  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  test.skipIf(!databaseUrl || !redisUrl)(
    'PostgreSQL with Redis',
    async () => {
      await withPgSchema('hostile', async (schema) => {
        await attack('PostgreSQL+Redis', {
          DATABASE_URL: databaseUrl ?? '',
          DATABASE_SCHEMA: schema,
          REDIS_URL: redisUrl ?? '',
          ...SECRETS,
        });
      });
    },
    900_000,
  );
});
