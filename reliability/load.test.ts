/**
 * Load: the built server on loopback, answering through a fake OpenAI-compatible model, takes 200
 * concurrent streamed chats (each ends with `event: done` and the full answer) and 5,000 find-user
 * requests at concurrency 100 (autocannon) without an error; twice, and its memory settles back after:
 * RSS from /proc before, at peak and after a settle period, and the live V8 heap after a forced full GC
 * (through the inspector) before and after each identical round — what a leak would keep.
 */
import autocannon, { type Result } from 'autocannon';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBot, type RunningApp, signUp, startApp } from '../e2e/harness.js';
import { type FakeOpenAi, startFakeOpenAi } from './support/fakeOpenAi.js';
import { heapUsedAfterGc, inspectorUrl } from './support/inspectorHeap.js';
import { MB, rssBytes, serverPid } from './support/serverProcess.js';

const CHATS = 200;
const FIND_USER_REQUESTS = 5000;
const FIND_USER_CONCURRENCY = 100;
const SETTLE_MS = 6000;

let fake: FakeOpenAi;
let app: RunningApp;
let pid: number;
let userId: string;
let botId: string;
let peakRss = 0;
let inspector: string;

/** ~60 KB of text, so retrieval has real work to do on every chat. */
const BOT_TEXT = Array.from(
  { length: 400 },
  (_, i) =>
    `Paragraph ${i}: the portfolio owner shipped project ${i} in ${2000 + (i % 25)}, using TypeScript, PostgreSQL and careful testing.`,
).join('\n\n');

beforeAll(async () => {
  fake = await startFakeOpenAi({ delayMs: 10 });
  app = await startApp({
    LLM_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'fake-key',
    OPENAI_MODEL: 'fake',
    CHAT_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'warn',
    // loopback only, for reading the heap after a forced GC; never in production
    NODE_OPTIONS: '--inspect=127.0.0.1:0',
  });
  pid = serverPid(app.port);
  inspector = inspectorUrl(app.logs());
  const owner = await signUp(app.baseUrl, 'Load Owner');
  userId = owner.userId;
  botId = await createBot(app.baseUrl, owner.token, 'Load bot', BOT_TEXT);
});

afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

interface ChatOutcome {
  ok: boolean;
  reason?: string;
}

/** One streamed chat, read to the end: token frames, then exactly one `done` whose answer is the model's. */
async function streamedChat(question: string): Promise<ChatOutcome> {
  try {
    const res = await fetch(`${app.baseUrl}/api/chat/${userId}/${botId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: question }),
      signal: AbortSignal.timeout(120_000),
    });
    if (res.status !== 200) return { ok: false, reason: `status ${res.status}: ${(await res.text()).slice(0, 200)}` };
    if (!res.headers.get('content-type')?.includes('text/event-stream'))
      return { ok: false, reason: `content-type ${res.headers.get('content-type')}` };
    const raw = await res.text();
    let streamed = '';
    let done: { answer?: string } | undefined;
    let doneCount = 0;
    for (const frame of raw.split(/\r?\n\r?\n/)) {
      if (!frame.trim()) continue;
      const lines = frame.split(/\r?\n/);
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).replace(/^ /, ''))
        .join('\n');
      if (event === 'token') streamed += (JSON.parse(data) as { text: string }).text;
      else if (event === 'done') {
        doneCount += 1;
        done = JSON.parse(data) as { answer?: string };
      } else if (event === 'error') return { ok: false, reason: `error event ${data}` };
    }
    if (doneCount !== 1 || !done)
      return {
        ok: false,
        reason: `stream ended without exactly one done event (${doneCount}); last bytes ${JSON.stringify(raw.slice(-120))}`,
      };
    if (done.answer?.trim() !== fake.answer.trim())
      return { ok: false, reason: `done.answer ${JSON.stringify(done.answer)} is not the model's answer` };
    if (streamed.trim() !== fake.answer.trim())
      return { ok: false, reason: `streamed tokens ${JSON.stringify(streamed)} are not the whole answer` };
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}

function sampleRss(): () => void {
  const timer = setInterval(() => {
    try {
      peakRss = Math.max(peakRss, rssBytes(pid));
    } catch {
      // sampling must not fail the run; the assertions below read RSS directly
    }
  }, 50);
  return () => clearInterval(timer);
}

async function round(n: number): Promise<{ chatMs: number; findUser: Result }> {
  const stop = sampleRss();
  try {
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: CHATS }, (_, i) =>
        streamedChat(`Round ${n}, question ${i}: what did the owner ship in 2007?`),
      ),
    );
    const chatMs = Date.now() - started;
    const failures = outcomes.filter((o) => !o.ok).map((o) => o.reason);
    expect(failures, `${failures.length} of ${CHATS} streamed chats failed`).toEqual([]);

    const findUser = await autocannon({
      url: `${app.baseUrl}/api/auth/find-user/${userId}`,
      connections: FIND_USER_CONCURRENCY,
      amount: FIND_USER_REQUESTS,
      timeout: 30,
    });
    expect({ errors: findUser.errors, timeouts: findUser.timeouts, non2xx: findUser.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(findUser['2xx']).toBe(FIND_USER_REQUESTS);
    return { chatMs, findUser };
  } finally {
    stop();
  }
}

test('200 streamed chats and 5,000 find-user requests, twice: no error, nothing cut short, memory settles', async () => {
  // warm up (JIT, retrieval cache, connection pools) so the baseline is the steady state
  const warm = await Promise.all(Array.from({ length: 10 }, (_, i) => streamedChat(`warm-up ${i}`)));
  expect(warm.filter((o) => !o.ok)).toEqual([]);
  await autocannon({ url: `${app.baseUrl}/api/auth/find-user/${userId}`, connections: 10, amount: 300 });
  await new Promise((r) => setTimeout(r, 1000));
  const heapBefore = await heapUsedAfterGc(inspector);
  const before = rssBytes(pid);
  peakRss = before;

  const first = await round(1);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const afterFirst = rssBytes(pid);
  const heapAfterFirst = await heapUsedAfterGc(inspector);
  const second = await round(2);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const afterSecond = rssBytes(pid);
  const heapAfterSecond = await heapUsedAfterGc(inspector);

  const fmt = (b: number) => `${(b / MB).toFixed(1)} MB`;
  console.log(
    [
      `load: ${CHATS} streamed chats in ${first.chatMs} ms then ${second.chatMs} ms (fake model: ${fake.requests()} calls)`,
      `find-user ×${FIND_USER_REQUESTS} at c=${FIND_USER_CONCURRENCY}: ${Math.round(first.findUser.requests.average)} then ${Math.round(second.findUser.requests.average)} req/s, p50 ${first.findUser.latency.p50}/${second.findUser.latency.p50} ms, p99 ${first.findUser.latency.p99}/${second.findUser.latency.p99} ms`,
      `RSS before ${fmt(before)}, peak ${fmt(peakRss)}, after round 1 ${fmt(afterFirst)}, after round 2 ${fmt(afterSecond)}`,
      `live heap after full GC: before ${fmt(heapBefore)}, after round 1 ${fmt(heapAfterFirst)}, after round 2 ${fmt(heapAfterSecond)}`,
    ].join('\n'),
  );

  // Settles back: what survives a full GC after an identical second round is what a leak would keep
  // (200 chats and 5,000 requests leaking even 5 KB each would show as megabytes). RSS may stay up —
  // V8 keeps heap it grew into — so it only has to stay bounded.
  expect(
    heapAfterSecond - heapAfterFirst,
    `live heap grew ${fmt(heapAfterSecond - heapAfterFirst)} in round 2`,
  ).toBeLessThan(4 * MB);
  expect(
    heapAfterSecond - heapBefore,
    `live heap grew ${fmt(heapAfterSecond - heapBefore)} over both rounds`,
  ).toBeLessThan(12 * MB);
  expect(afterSecond - before, `RSS grew ${fmt(afterSecond - before)} over the whole test`).toBeLessThan(150 * MB);
  expect(peakRss).toBeGreaterThanOrEqual(before);
  const health = await fetch(`${app.baseUrl}/api/health`);
  expect(health.status).toBe(200);
});
