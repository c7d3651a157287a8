#!/usr/bin/env node
// `npm run bench`: every benchmark in one run — sizes, API throughput against a bare Fastify
// hello-world, chat overhead and retrieval, ingestion, and summary time on 1 MB — printed as one table
// and written to docs/BENCHMARKS.md with the command behind each figure, the machine and the date.
// Builds first when a build is missing or older than its sources. A module that is missing or throws
// shows its error in the table and the run goes on.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, fmt, kb, MB, machineInfo, median, ROOT, seededRandom, textTable } from './lib.mjs';
import { chatTable, documentTable, followUpTable, missTable } from './quality.mjs';

const OUT = join(ROOT, 'docs/BENCHMARKS.md');
const SUMMARY_RUNS = Number(process.env.BENCH_SUMMARY_RUNS ?? 5);

const BUILT = {
  core: 'packages/core/dist/index.js',
  widget: 'packages/widget/dist/widget.js',
  dashboard: 'packages/dashboard/dist/index.html',
  server: 'packages/server/dist/server.js',
};

/**
 * One row of the combined table.
 * @typedef {{ area: string, figure: string, value: string, peer: string, goal: string, status: string, command: string }} Row
 */

/** @returns {Row} */
const row = (area, command, figure, value, { peer = '', goal = '', ok } = {}) => ({
  area,
  figure,
  value,
  peer,
  goal,
  status: ok === true ? 'ok' : ok === false ? 'NOT MET' : '',
  command,
});

function sizeRows(rows, command) {
  const widget = rows.find((r) => /widget/i.test(r.name) && !r.published);
  const panel = rows.find((r) => /chat panel/i.test(r.name));
  // what a visitor who opens the chat downloads: the launcher and the panel
  const whole = widget?.gzipBytes && panel?.gzipBytes ? widget.gzipBytes + panel.gzipBytes : null;
  return rows.map((r) => {
    if (r.published) {
      const ratio = whole ? `${fmt(r.gzipBytes / whole)}× widget.js + panel` : '';
      return row('size', command, `${r.name} (published, reference)`, `gzip ${kb(r.gzipBytes)}`, { peer: ratio });
    }
    if (r.gzipBytes === null)
      return row('size', command, r.name, 'not built', { goal: r.budgetBytes ? `≤ ${kb(r.budgetBytes)} gzip` : '' });
    const peers = rows.filter((p) => p.published && p.gzipBytes);
    const smallest = Math.min(...peers.map((p) => p.gzipBytes));
    const peer =
      r === widget && peers.length && whole
        ? `with the panel ${kb(whole)}: ${fmt(smallest / whole, 0)}× smaller than the smallest peer`
        : '';
    const wire =
      r.brWireBytes === undefined ? '' : `; on the wire br ${kb(r.brWireBytes)}, gzip ${kb(r.gzipWireBytes)}`;
    return row('size', command, r.name, `raw ${kb(r.rawBytes)}, gzip-9 ${kb(r.gzipBytes)} (${r.gzipBytes} B)${wire}`, {
      peer,
      goal: r.budgetBytes ? `≤ ${kb(r.budgetBytes)} gzip` : '',
      ok: r.ok ?? undefined,
    });
  });
}

function vitalsRows(rows, command) {
  const ms = (n) => (n === null ? '—' : `${fmt(n, 0)} ms`);
  return rows.map((r) =>
    row(
      'vitals',
      command,
      r.bytes === null ? r.page.trim() : `${r.page.trim()} (mobile profile, median of cold loads)`,
      r.bytes === null
        ? `input ready ${ms(r.readyMs)}`
        : `${kb(r.bytes)}, ${r.requests} req, LCP ${ms(r.lcp)}, input ready ${ms(r.readyMs)}, TBT ${ms(r.tbt)}, CLS ${fmt(r.cls, 3)}, longest task ${ms(r.longestTask)}`,
      {
        goal: r.ok === undefined ? '' : '≤ 100 KB, ready ≤ 1.2 s, CLS 0, no task > 200 ms',
        peer: r.misses?.length ? `missed: ${r.misses.join(', ')}` : '',
        ok: r.ok,
      },
    ),
  );
}

function qualityRows(allRows, command) {
  const pct = (n, d) => `${fmt((100 * n) / d, 0)} %`;
  const documents = documentTable(allRows.filter((r) => r.split && !r.followUp)).map((r) =>
    row(
      'quality',
      command,
      `${r.kind === 'all' ? 'all documents' : `${r.kind} documents`}, ${r.split} questions (offline answer, ${r.questions})`,
      `recall@1 ${r.r1}, recall@5 ${r.r5}, MRR ${r.mrr}, answer holds it ${r.hit}, unanswerable declined ${r.declined}, ${r.ms} per question`,
      {
        goal: r.kind === 'all' ? '≥ 90 % hit, ≥ 90 % declined' : '≥ 85 % hit',
        ok: r.kind === 'all' ? r.hitRate >= 0.9 && r.declineRate >= 0.9 : r.hitRate >= 0.85,
      },
    ),
  );
  // (where each split's misses are: the rank of the passage that holds the answer, declined / quoted other words)
  const misses = missTable(allRows.filter((r) => r.split && !r.followUp)).map((r) =>
    row(
      'quality',
      command,
      `${r.split} questions: where the misses are (declined / quoted other words)`,
      `${r.missed} missed; the answer's passage ranked first ${r.first}, 2nd to 5th ${r.top5}, lower or not in the top 10 ${r.lower}`,
    ),
  );
  // (the follow-ups: each asked after the question before it and its answer, and alone)
  const followUps = followUpTable(allRows.filter((r) => r.followUp)).map((r) =>
    row(
      'quality',
      command,
      // (the multilingual follow-ups are kept per language, of personal bots)
      `${r.kind === 'all' ? (r.split.includes('languages') ? 'all personal bots' : 'all documents') : r.split.includes('languages') ? `${r.kind} personal bots` : `${r.kind} documents`}, ${r.split} (offline answer, ${r.questions})`,
      `in the conversation ${r.hit}, declined ${r.declined}; asked alone ${r.alone}, declined ${r.declinedAlone}`,
    ),
  );
  // (and the questions that stand alone, asked again after the one before them: answered the same)
  const inChat = chatTable(allRows.filter((r) => r.split && !r.followUp)).map((r) =>
    row(
      'quality',
      command,
      `${r.split} questions asked in a conversation, after the question before them (${r.questions})`,
      `alone ${r.alone}; in the conversation ${r.inChat}`,
    ),
  );
  const rows = allRows.filter((r) => !r.split);
  const out = [];
  for (const suite of new Set(rows.map((r) => r.suite))) {
    const of = rows.filter((r) => r.suite === suite);
    for (const r of of)
      out.push(
        row(
          'quality',
          command,
          `${suite}: ${r.language} personal bot (offline answer, ${r.questions} questions + ${r.unanswerable} unanswerable)`,
          `holds the fact ${r.hits}/${r.questions} (${pct(r.hits, r.questions)}), recall@5 ${pct(r.recalled, r.questions)}, declined ${r.declined}/${r.unanswerable}, framed in another language ${r.wrongFrame}, ${fmt(r.msPerQuestion, 1)} ms per question`,
          {
            goal: '≥ 80 % per language, every unanswerable declined, no other language',
            ok: r.hits >= 0.8 * r.questions && r.declined === r.unanswerable && r.wrongFrame === 0,
          },
        ),
      );
    const total = (key) => of.reduce((sum, r) => sum + r[key], 0);
    out.push(
      row(
        'quality',
        command,
        `${suite}: all ${of.length} bots`,
        `holds the fact ${total('hits')}/${total('questions')} (${pct(total('hits'), total('questions'))}), recall@5 ${pct(total('recalled'), total('questions'))}, declined ${total('declined')}/${total('unanswerable')}, framed in another language ${total('wrongFrame')}`,
        { goal: '≥ 90 % overall', ok: total('hits') >= 0.9 * total('questions') },
      ),
    );
    // (and its questions asked again, each after the one before it: answered the same)
    const chat = (key) => of.reduce((sum, r) => sum + (r.inChat?.[key] ?? 0), 0);
    out.push(
      row(
        'quality',
        command,
        `${suite}: questions asked in a conversation, after the question before them (${chat('questions')} + ${chat('unanswerable')})`,
        `alone ${chat('hitsAlone')} hit, ${chat('declinedAlone')} declined; in the conversation ${chat('hits')} hit, ${chat('declined')} declined`,
      ),
    );
  }
  return [...documents, ...misses, ...inChat, ...followUps, ...out];
}

function apiRows(rows, command) {
  return rows.map((r) => {
    const isHello = /hello/i.test(r.name);
    const isFind = /find-user/i.test(r.name);
    return row(
      'api',
      command,
      `${r.name} (c=${r.connections})`,
      `${r.reqPerSec} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`,
      {
        peer: isHello
          ? 'the peer (100 %)'
          : `${fmt(r.ratioToHello * 100, r.ratioToHello < 0.1 ? 1 : 0)} % of hello-world`,
        goal: isFind ? '≥ 40 % of hello-world, p99 < 20 ms' : '',
        ok: isFind ? r.ratioToHello >= 0.4 && r.p99Ms < 20 : undefined,
      },
    );
  });
}

/** Rows shaped `{metric, value, unit, goal?, ok?}` (chat, and ingest if it uses the same shape). */
function metricRows(area, rows, command) {
  return rows.map((r) => {
    if (r && typeof r === 'object' && 'metric' in r) {
      return row(area, command, String(r.metric), `${r.value}${r.unit ? ` ${r.unit}` : ''}`, {
        goal: r.goal ? String(r.goal) : '',
        ok: typeof r.ok === 'boolean' ? r.ok : undefined,
        peer: r.peer ? String(r.peer) : '',
      });
    }
    // Unknown shape: show every field rather than guess.
    const { name, ...rest } = r ?? {};
    return row(
      area,
      command,
      String(name ?? 'row'),
      Object.entries(rest)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
      {
        ok: typeof rest.ok === 'boolean' ? rest.ok : undefined,
      },
    );
  });
}

/** Deterministic prose of about `bytes` characters (sentences of common and rare words). */
function proseOf(bytes) {
  const rand = seededRandom(7);
  const words = [
    'the',
    'engine',
    'of',
    'a',
    'portfolio',
    'and',
    'project',
    'shipped',
    'with',
    'care',
    'for',
    'users',
    'in',
    'data',
    'research',
    'paper',
    'results',
    'model',
    'team',
    'built',
  ];
  const rare = Array.from({ length: 3000 }, (_, i) => `term${i.toString(36)}`);
  const parts = [];
  let length = 0;
  while (length < bytes) {
    const n = 8 + Math.floor(rand() * 16);
    const sentence = Array.from({ length: n }, () =>
      rand() < 0.7 ? words[Math.floor(rand() * words.length)] : rare[Math.floor(rand() * rare.length)],
    ).join(' ');
    const s = `${sentence[0].toUpperCase()}${sentence.slice(1)}.${rand() < 0.15 ? '\n\n' : ' '}`;
    parts.push(s);
    length += s.length;
  }
  return parts.join('').slice(0, bytes);
}

/** Summary time on 1 MB: core's summarizeExtractive directly, and POST /api/summarize offline through the app. */
async function runSummaryBench() {
  const command = 'npm run bench';
  const text = proseOf(MB);
  const out = [];
  const core = await import(pathToFileURL(join(ROOT, BUILT.core)).href);
  const sentences = core.SUMMARY_SENTENCES ?? 5;
  core.summarizeExtractive(text.slice(0, 50_000), { sentences }); // warm-up
  const coreTimes = [];
  let summary = '';
  for (let i = 0; i < SUMMARY_RUNS; i++) {
    const t0 = performance.now();
    summary = core.summarizeExtractive(text, { sentences });
    coreTimes.push(performance.now() - t0);
  }
  out.push(
    row('summary', command, 'core summarizeExtractive, 1 MB (median of runs)', `${fmt(median(coreTimes))} ms`, {
      peer: `summary ${summary.length} chars`,
    }),
  );

  const { buildApp, loadConfig } = await import(pathToFileURL(join(ROOT, 'packages/server/dist/app.js')).href);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'botfolio-bench-summary-'));
  const app = await buildApp({
    config: loadConfig({
      LLM_PROVIDER: 'offline',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      CHAT_RATE_LIMIT: '100000',
      AUTH_RATE_LIMIT: '100000',
      SIGNUP_RATE_LIMIT: '0',
      IMPORT_RATE_LIMIT: '0',
    }),
    logger: false,
  });
  try {
    await app.ready();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Bench', email: `bench-summary-${Date.now()}@example.com`, password: 'bench password 1' },
    });
    const token = signup.json().authtoken;
    const payload = JSON.stringify({ text });
    const routeTimes = [];
    for (let i = 0; i <= SUMMARY_RUNS; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/summarize',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload,
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200)
        throw new Error(`POST /api/summarize answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      if (i > 0) routeTimes.push(ms); // the first run warms up
    }
    out.push(
      row(
        'summary',
        command,
        'POST /api/summarize offline, 1 MB (median, in-process inject)',
        `${fmt(median(routeTimes))} ms`,
      ),
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

const MODULES = [
  { area: 'size', file: 'size.mjs', exportName: 'runSizeBench', command: 'npm run bench:size', toRows: sizeRows },
  {
    area: 'vitals',
    file: 'vitals.mjs',
    exportName: 'runVitalsBench',
    command: 'npm run bench:vitals',
    toRows: vitalsRows,
  },
  { area: 'api', file: 'api.mjs', exportName: 'runApiBench', command: 'npm run bench:api', toRows: apiRows },
  {
    area: 'chat',
    file: 'chat.mjs',
    exportName: 'runChatBench',
    command: 'npm run bench:chat',
    toRows: (rows, c) => metricRows('chat', rows, c),
  },
  {
    area: 'quality',
    file: 'quality.mjs',
    exportName: 'runQualityBench',
    command: 'npm run bench:quality',
    toRows: qualityRows,
  },
  {
    area: 'ingest',
    file: 'ingest.mjs',
    exportName: 'runIngestBench',
    command: 'npm run bench:ingest',
    toRows: (rows, c) => metricRows('ingest', rows, c),
  },
];

function errorRow(area, command, error) {
  const message = error instanceof Error ? error.message : String(error);
  return { ...row(area, command, 'ERROR', message.split('\n')[0].slice(0, 200)), status: 'ERROR' };
}

async function runModule(mod) {
  const path = join(ROOT, 'scripts/bench', mod.file);
  if (!existsSync(path))
    return [errorRow(mod.area, mod.command, new Error(`scripts/bench/${mod.file} does not exist`))];
  try {
    const imported = await import(pathToFileURL(path).href);
    const run = imported[mod.exportName];
    if (typeof run !== 'function') throw new Error(`scripts/bench/${mod.file} exports no ${mod.exportName}()`);
    const started = Date.now();
    const rows = await run({ log: (line) => console.log(`  ${mod.area}: ${line}`) });
    if (!Array.isArray(rows)) throw new Error(`${mod.exportName}() returned no rows`);
    console.log(`  ${mod.area}: done in ${fmt((Date.now() - started) / 1000)} s`);
    return mod.toRows(rows, mod.command);
  } catch (error) {
    console.error(`  ${mod.area}: ${error instanceof Error ? error.stack : error}`);
    return [errorRow(mod.area, mod.command, error)];
  }
}

const COLUMNS = [
  ['area', 'area'],
  ['figure', 'figure'],
  ['value', 'value'],
  ['peer', 'peer / ratio'],
  ['goal', 'goal'],
  ['status', 'status'],
];

const md = (value) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function markdown(rows, info, startedAt, seconds) {
  const lines = [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` (scripts/bench/all.mjs) on ${startedAt.toISOString()}; the run took ${fmt(seconds, 0)} s.`,
    'Every figure below comes from that one run on the machine described here; rerun the command to reproduce.',
    'Peers measured in the same run are side by side (a bare Fastify hello-world for the API); the widget peers are',
    'their published gzip sizes, shown as references only.',
    '',
    '## Machine',
    '',
    `- CPU: ${info.cores} cores (${info.cpu})`,
    `- Memory: ${info.memory}`,
    `- Node.js: ${info.node}`,
    `- OS: ${info.os}`,
    `- Load average at start (1 / 5 / 15 min): ${info.load}`,
    '',
    '## Figures',
    '',
    '| area | figure | value | peer / ratio | goal | status | command |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${md(r.area)} | ${md(r.figure)} | ${md(r.value)} | ${md(r.peer)} | ${md(r.goal)} | ${md(r.status)} | \`${r.command}\` |`,
    ),
    '',
    '## What each command measures',
    '',
    "- `npm run bench:size` — widget.js (the launcher) and the chat panel it imports on first intent, raw and gzip (level 9) against their budgets, the peers' published embed sizes, and the",
    "  dashboard landing route's initial JavaScript (entry plus static imports; lazy routes excluded) and the share link's",
    '  page (the chat alone, its own bundle). Sizes, not timings.',
    '  Beside the gzip-9 figure: the bytes the built server really sends for the same files with `Accept-Encoding: br`',
    '  and with `gzip` (the build writes Brotli-11 and gzip-9 copies; scripts/compress-static.mjs).',
    "- `npm run bench:vitals` — Debian's Chromium (playwright-core, CDP) on the mobile profile page-speed tools use (CPU",
    '  4× slower, 150 ms RTT, 1.6 Mbps down) against the built server: per page, the median of 5 cold loads of bytes on',
    '  the wire, requests, LCP, time until the page accepts input, total blocking time, CLS and the longest task; then, on loopback',
    "  without throttling, the median of 20 first intents (the pointer over the launcher → the panel's input enabled).",
    '- `npm run bench:api` — autocannon against the built server (embedded SQLite, offline answerer) and, in the same run, a',
    '  bare Fastify hello-world; each server in its own process, one at a time.',
    '- `npm run bench:quality` — personal bots in nine languages (en, zh, ja, ko, de, es, fr, ru, ar; a short bio among',
    '  unrelated paragraphs, written for the benchmark) asked 10 questions and 2 it cannot answer, in its language, by the',
    "  server's own offline answerer: how often the answer holds the fact, recall@5 of retrieval, declines, and answers",
    "  framed in another language than the question's. Seven sets: the first (tuned on), and six written blind by someone",
    '  who never saw the answerer — of the second to the fifth, the first bio per language tuned on since it was measured',
    '  once ("languages 2" to "languages 5"), the second held out (only its totals are ever printed); the sixth and the',
    '  seventh tuned on whole. Then the real documents of issue 19, per kind and split (scripts/bench/quality/documents):',
    '  thirteen tuning sets, the held-out third, the fresh set, and seven sets written blind on new documents and never',
    '  tuned on ("blind 6" to "blind 21"), with BM25 alone and fused with the loopback fake\'s embeddings; and for each',
    "  split, where its misses are: how many with the answer's passage ranked first, second to fifth, or lower, declined",
    "  or quoted other words (a miss whose passage ranks first is the quoting's or the declining's, not retrieval's).",
    '  Follow-up conversations (a question, its answer, then a follow-up that makes sense only after them) on the',
    "  documents and, in the nine languages, on the sixth and seventh sets' bios (languages-followups.mjs, tuned on;",
    '  languages-followups-second.mjs, written blind, totals only): each answered in the conversation and alone.',
    "- `npm run bench:chat` — with a fake Gemini on loopback: the server's own time to the first SSE byte (client time minus",
    "  the fake's hold), chunking/BM25/query times on 1 MB and 10 MB texts, and the prompt as a share of the text.",
    '- `npm run bench:ingest` — PDF text extraction on a generated 200-page PDF (pages/s, memory peak).',
    "- `npm run bench` — all of the above, plus the summary time on 1 MB of text: core's `summarizeExtractive` directly and",
    '  `POST /api/summarize` through the app with the offline answerer.',
    '',
    'Figures on a shared or busy machine vary; the load average above says how busy this one was.',
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const startedAt = new Date();
  const info = machineInfo();
  ensureBuilt(BUILT);
  const rows = [];
  for (const mod of MODULES) {
    console.log(`bench: ${mod.area} (${mod.command}) …`);
    rows.push(...(await runModule(mod)));
  }
  console.log('bench: summary on 1 MB …');
  try {
    rows.push(...(await runSummaryBench()));
  } catch (error) {
    console.error(`  summary: ${error instanceof Error ? error.stack : error}`);
    rows.push(errorRow('summary', 'npm run bench', error));
  }
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  console.log(
    `\nBotfolio benchmarks — ${startedAt.toISOString()} — ${info.cores} cores (${info.cpu}), ${info.memory}, Node ${info.node}\n`,
  );
  console.log(textTable(rows, COLUMNS));
  writeFileSync(OUT, markdown(rows, info, startedAt, seconds));
  // `npm run lint` checks Markdown too: let the repository's formatter lay out the tables
  const biome = join(ROOT, 'node_modules/.bin/biome');
  if (existsSync(biome)) spawnSync(biome, ['format', '--write', OUT], { cwd: ROOT, stdio: 'ignore' });
  console.log(`\nWrote ${OUT}`);
  if (rows.some((r) => r.figure === 'ERROR')) process.exitCode = 1;
}

await main();
