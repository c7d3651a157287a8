#!/usr/bin/env node
// `npm run bench:vitals`: what a visitor on a mid-tier phone gets. Builds, starts the real server on a free
// loopback port (SQLite in a temporary DATA_DIR, offline model), creates a user and a bot through the API, then
// drives Debian's Chromium (playwright-core + CDP) with the mobile profile page-speed tools use — CPU 4×
// slower, 150 ms round trip, 1.6 Mbps down, 750 kbps up — through cold loads (a fresh browser context each)
// of: the landing page, the login page, a share link /bot/:userId/:botId, and a host page that embeds
// widget.js (before and after the first click on the launcher). Prints, per page, the median of RUNS loads:
// bytes on the wire, requests, LCP, time until the page's control accepts input, total blocking time, CLS
// and the longest task. Environment: RUNS (default 5), CHROMIUM_PATH, and it rebuilds what is older than its sources.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS as SHARED_CHROMIUM_ARGS } from '../serverProcess.mjs';
import { ensureBuilt, fmt, freePort, isMain, machineInfo, median, startServer, textTable } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
export const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
};
/** Goals of the share-link path (issue 21), applied to landing, login and share link. */
export const GOALS = { bytes: 100 * 1024, readyMs: 1200, cls: 0, longestTaskMs: 200 };

/** What `npm start` serves, in build order (rebuilt when older than its sources). */
export const SERVED_BUILDS = {
  core: 'packages/core/dist/index.js',
  widget: 'packages/widget/dist/widget.js',
  dashboard: 'packages/dashboard/dist/index.html',
  server: 'packages/server/dist/server.js',
};

const CHROMIUM_ARGS = ['--headless', ...SHARED_CHROMIUM_ARGS];

async function postJson(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A user and a bot, through the API as the dashboard would. */
async function seed(baseUrl) {
  const email = `vitals.${Date.now()}@example.com`;
  const { authtoken } = await postJson(`${baseUrl}/api/auth/signup`, {
    name: 'Ada Lovelace',
    email,
    password: 'correct horse battery',
  });
  const me = await (await fetch(`${baseUrl}/api/auth/getuser`, { headers: { authorization: authtoken } })).json();
  const text =
    'Ada Lovelace is a software engineer. She wrote a chess engine in Rust and a compiler for a small language. ' +
    'She likes teaching, distributed systems and careful benchmarks. She worked five years on search infrastructure.';
  const { bot } = await postJson(`${baseUrl}/api/pdf/store-in-db`, { botName: 'Ada’s résumé', text }, authtoken);
  return { userId: me._id, botId: bot._id };
}

/** A third-party page that embeds widget.js with one script tag, served from its own loopback origin. */
async function startHost(appUrl, userId, botId) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;line-height:1.5}</style></head>
<body><h1>Ada Lovelace — portfolio</h1>
<p>${'Software engineer. Chess engines, compilers and search infrastructure. '.repeat(12)}</p>
<script src="${appUrl}/widget.js" data-user-id="${userId}" data-bot-id="${botId}" async></script>
</body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

/** Records LCP, layout shifts and long tasks from the first byte of every document. */
const OBSERVERS = `(() => {
  const v = (window.__vitals = { lcp: 0, cls: 0, longTasks: [] });
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) v.lcp = e.renderTime || e.loadTime || e.startTime; })
      .observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) v.cls += e.value; })
      .observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) v.longTasks.push([e.startTime, e.duration]); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
})();`;

/** Network and CPU of the mobile profile, and a byte/request counter, on one page's CDP session. */
async function instrument(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  const counter = { bytes: 0, requests: 0 };
  cdp.on('Network.requestWillBeSent', () => {
    counter.requests += 1;
  });
  cdp.on('Network.loadingFinished', (e) => {
    counter.bytes += e.encodedDataLength;
  });
  return { cdp, counter };
}

/** Waits (polling every animation frame) until `ready` holds in the page; returns performance.now() then. */
async function readyAt(page, ready, arg) {
  const handle = await page.waitForFunction(ready, arg, { polling: 'raf', timeout: 60_000 });
  return handle.jsonValue();
}

const readyFns = {
  // the landing page's primary action is a link: ready when it is in the DOM and the app has rendered
  landing: () => {
    const link = document.querySelector('main a[href]');
    return link ? performance.now() : false;
  },
  // a form: ready when its first field is enabled
  form: () => {
    const field = document.querySelector('main input:not([disabled])');
    return field ? performance.now() : false;
  },
  // the chat: the message box is enabled
  chat: () => {
    const box = document.querySelector('main textarea:not([disabled]), main input[type=text]:not([disabled])');
    return box ? performance.now() : false;
  },
  launcher: () => {
    const host = document.querySelector('botfolio-chat');
    const button = host?.shadowRoot?.querySelector('button');
    return button ? performance.now() : false;
  },
  widgetInput: () => {
    const root = document.querySelector('botfolio-chat')?.shadowRoot;
    const box = root?.querySelector('textarea:not([disabled]), input[type=text]:not([disabled])');
    return box ? performance.now() : false;
  },
};

async function settle(page) {
  // let the load finish and late shifts or long tasks show up
  await page.waitForLoadState('load').catch(() => {});
  await page.waitForTimeout(1000);
  return page.evaluate(() => window.__vitals);
}

const tbt = (tasks, until) =>
  tasks.filter(([start]) => start <= until).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
const longest = (tasks) => tasks.reduce((max, [, duration]) => Math.max(max, duration), 0);

async function coldLoad(browser, url, ready) {
  const context = await browser.newContext({ viewport: PROFILE.viewport, isMobile: true, hasTouch: true });
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const { counter } = await instrument(context, page);
  await page.goto(url, { waitUntil: 'commit' });
  const readyMs = await readyAt(page, ready);
  const vitals = await settle(page);
  const result = {
    bytes: counter.bytes,
    requests: counter.requests,
    lcp: vitals.lcp,
    readyMs,
    tbt: tbt(vitals.longTasks, readyMs + 1000),
    cls: vitals.cls,
    longestTask: longest(vitals.longTasks),
  };
  return { result, page, context, counter, vitals };
}

async function measurePage(browser, url, ready) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { result, context } = await coldLoad(browser, url, ready);
    runs.push(result);
    await context.close();
  }
  return runs;
}

/** The widget's first intent: click the launcher on a loaded host page, time until the message box is enabled. */
async function measureWidgetIntent(browser, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { page, context, counter, vitals } = await coldLoad(browser, url, readyFns.launcher);
    const before = { bytes: counter.bytes, requests: counter.requests, tasks: vitals.longTasks.length };
    const clickAt = await page.evaluate(() => performance.now());
    await page.evaluate(() => document.querySelector('botfolio-chat').shadowRoot.querySelector('button').click());
    const readyMs = (await readyAt(page, readyFns.widgetInput)) - clickAt;
    const after = await settle(page);
    const tasks = after.longTasks.slice(before.tasks).map(([start, d]) => [start - clickAt, d]);
    runs.push({
      bytes: counter.bytes - before.bytes,
      requests: counter.requests - before.requests,
      lcp: null,
      readyMs,
      tbt: tbt(tasks, readyMs + 1000),
      cls: after.cls - vitals.cls,
      longestTask: longest(tasks),
    });
    await context.close();
  }
  return runs;
}

/** Loads on loopback without throttling, to time the panel alone: how many (issue 17: median of 20). */
const INTENT_RUNS = Number(process.env.INTENT_RUNS ?? 20);

/**
 * The first intent on loopback, no throttling: the pointer over the launcher of a loaded host page starts the
 * panel's import; the time until the panel's message box is enabled (panel fetched, parsed, mounted, the bot's
 * settings read). Fresh context per run, so nothing is cached.
 */
async function measureIntentLoopback(browser, url) {
  const runs = [];
  for (let i = 0; i < INTENT_RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await readyAt(page, readyFns.launcher);
    const launcher = page.locator('botfolio-chat').locator('.bf-launch');
    const startAt = await page.evaluate(() => performance.now());
    await launcher.hover();
    await launcher.click();
    const readyMs = (await readyAt(page, readyFns.widgetInput)) - startAt;
    runs.push({ bytes: 0, requests: 0, lcp: null, readyMs, tbt: 0, cls: 0, longestTask: 0 });
    await context.close();
  }
  return runs;
}

const medianOf = (runs, key) => (runs[0][key] === null ? null : median(runs.map((r) => r[key])));

export function summarize(name, runs, goals) {
  const row = { page: name };
  for (const key of ['bytes', 'requests', 'lcp', 'readyMs', 'tbt', 'cls', 'longestTask'])
    row[key] = medianOf(runs, key);
  if (goals) {
    const worstCls = Math.max(...runs.map((r) => r.cls));
    const worstTask = Math.max(...runs.map((r) => r.longestTask));
    row.misses = [
      row.bytes > GOALS.bytes && `${fmt(row.bytes / 1024)} KB`,
      row.readyMs > GOALS.readyMs && `ready ${fmt(row.readyMs, 0)} ms`,
      worstCls > GOALS.cls + 1e-9 && `CLS ${fmt(worstCls, 3)} in a run`,
      worstTask > GOALS.longestTaskMs && `a ${fmt(worstTask, 0)} ms task in a run`,
    ].filter(Boolean);
    row.ok = row.misses.length === 0;
  }
  return row;
}

export async function runVitalsBench({ log = console.log } = {}) {
  ensureBuilt(SERVED_BUILDS, { log });
  const app = await startServer();
  let host;
  let browser;
  try {
    const { userId, botId } = await seed(app.baseUrl);
    host = await startHost(app.baseUrl, userId, botId);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
    const rows = [];
    log(`bench:vitals: ${RUNS} cold loads per page …`);
    rows.push(summarize('landing /', await measurePage(browser, `${app.baseUrl}/`, readyFns.landing), true));
    rows.push(summarize('login /login', await measurePage(browser, `${app.baseUrl}/login`, readyFns.form), true));
    rows.push(
      summarize(
        'share link /bot/:userId/:botId',
        await measurePage(browser, `${app.baseUrl}/bot/${userId}/${botId}`, readyFns.chat),
        true,
      ),
    );
    rows.push(summarize('host page + widget.js (launcher)', await measurePage(browser, host.url, readyFns.launcher)));
    rows.push(summarize('  widget first intent (click → input)', await measureWidgetIntent(browser, host.url)));
    const loopback = summarize(
      `  first intent → panel interactive, loopback, median of ${INTENT_RUNS}`,
      await measureIntentLoopback(browser, host.url),
    );
    loopback.bytes = null;
    loopback.requests = null;
    rows.push(loopback);
    return rows;
  } finally {
    await browser?.close();
    await host?.close();
    await app.stop();
  }
}

export function printVitals(rows) {
  const ms = (n) => (n === null ? '—' : `${fmt(n, 0)} ms`);
  const table = rows.map((r) => ({
    page: r.page,
    bytes: r.bytes === null ? '—' : `${fmt(r.bytes / 1024)} KB`,
    requests: r.requests === null ? '—' : String(r.requests),
    lcp: ms(r.lcp),
    ready: ms(r.readyMs),
    tbt: ms(r.tbt),
    cls: fmt(r.cls, 3),
    longest: ms(r.longestTask),
    status: r.ok === undefined ? '' : r.ok ? 'ok' : `NOT MET (${r.misses.join(', ')})`,
  }));
  console.log(
    textTable(table, [
      ['page', 'page'],
      ['bytes', 'on the wire', { align: 'right' }],
      ['requests', 'requests', { align: 'right' }],
      ['lcp', 'LCP', { align: 'right' }],
      ['ready', 'input ready', { align: 'right' }],
      ['tbt', 'TBT', { align: 'right' }],
      ['cls', 'CLS', { align: 'right' }],
      ['longest', 'longest task', { align: 'right' }],
      ['status', 'goal'],
    ]),
  );
  console.log(
    `Profile: CPU ${PROFILE.cpuSlowdown}× slower, ${PROFILE.latencyMs} ms RTT, 1.6 Mbps down, 750 kbps up, ${PROFILE.viewport.width}×${PROFILE.viewport.height}; median of ${RUNS} cold loads.`,
  );
  console.log(
    `Goals (landing, login, share link): ≤ ${GOALS.bytes / 1024} KB, input ready ≤ ${GOALS.readyMs} ms, CLS ${GOALS.cls}, no task > ${GOALS.longestTaskMs} ms.`,
  );
  const m = machineInfo();
  console.log(`Machine: ${m.cores} × ${m.cpu}, ${m.memory}, Node ${m.node}, ${m.os}, load ${m.load}.`);
}

if (isMain(import.meta.url)) {
  const rows = await runVitalsBench();
  printVitals(rows);
}
