#!/usr/bin/env node
// `npm run bench:quality`: does a bot find the answer, in the visitor's language? For every set of
// scripts/bench/quality/ (one personal bot per language, questions with the words the answer must hold, and
// questions the text cannot answer), the built server's own answer engine (offline provider, no model) answers
// each question. Printed per language: the hit rate (the answer holds the expected words), recall@5 (a top-5
// retrieved passage holds them), the decline rate on unanswerable questions, answers framed in another language
// than the question's, and the time per question. Deterministic; needs the core and server builds.
import { pathToFileURL } from 'node:url';
import { ensureBuilt, fmt, isMain, median, ROOT, textTable } from './lib.mjs';
import { LANGUAGE_SETS } from './quality/languages.mjs';

const BUILDS = { core: 'packages/core/dist/index.js', server: 'packages/server/dist/server.js' };

async function load() {
  const dist = (path) => import(pathToFileURL(`${ROOT}/${path}`).href);
  const core = await dist('packages/core/dist/index.js');
  const { createAnswerer, INLINE_WORK } = await dist('packages/server/dist/answer/createAnswerer.js');
  const { offlineProvider } = await dist('packages/server/dist/answer/offlineProvider.js');
  // a build from before languages (to measure the change): every text analysed as English
  const language = await dist('packages/server/dist/answer/language.js').catch(() => null);
  const english = { language: 'en (only)' };
  const analyzerFor = language?.analyzerFor ?? (() => english);
  const detectLanguage = language?.detectLanguage ?? (() => 'en');
  return { core, createAnswerer, INLINE_WORK, offlineProvider, analyzerFor, detectLanguage, legacy: !language };
}

/** The frame an answer was written in: the language whose intro or decline it starts with, or null. */
function frameOf(core, answer) {
  if (!core.ANSWER_FRAMES) return answer.startsWith("I don't know") || answer.startsWith('Here is') ? 'en' : null;
  for (const language of core.ANSWER_LANGUAGES) {
    const frame = core.ANSWER_FRAMES[language];
    if (answer.startsWith(frame.intro) || answer.startsWith(frame.dontKnow)) return language;
  }
  return null;
}

const declinedAnswer = (core, answer) =>
  core.isDeclined ? core.isDeclined(answer) : answer.startsWith("I don't know");

const pct = (n, d) => (d === 0 ? '—' : `${fmt((100 * n) / d, 0)} %`);

export async function runQualityBench({ log = console.log } = {}) {
  ensureBuilt(BUILDS, { log });
  const m = await load();
  const { core } = m;
  const rows = [];
  for (const set of LANGUAGE_SETS) {
    const answerer = m.createAnswerer(m.offlineProvider(), { work: m.INLINE_WORK });
    const chunks = core.chunkText(set.text, { size: core.RETRIEVAL.chunkSize, overlap: core.RETRIEVAL.chunkOverlap });
    const analyzer = m.analyzerFor(m.detectLanguage(set.text));
    const index = m.legacy
      ? core.createPassageIndex(chunks)
      : core.passageIndexFromData(chunks, core.buildPassageIndexData(chunks, analyzer), analyzer);
    const ask = async (question) => {
      const stream = await answerer.answer({
        botId: `quality-${set.language}`,
        botName: 'Bot',
        botText: set.text,
        botVersion: '1',
        question,
        history: [],
      });
      let out = '';
      for await (const piece of stream.tokens) out += piece;
      return out.trim();
    };
    const times = [];
    let hits = 0;
    let recalled = 0;
    let declined = 0;
    let wrongFrame = 0;
    const misses = [];
    for (const [question, expected] of set.questions) {
      const started = performance.now();
      const answer = await ask(question);
      times.push(performance.now() - started);
      if (answer.includes(expected) && !declinedAnswer(core, answer)) hits += 1;
      else misses.push(question);
      if (index.rankPassages(question, 5).some((p) => p.text.includes(expected))) recalled += 1;
      if (frameOf(core, answer) !== set.language) wrongFrame += 1;
    }
    for (const question of set.unanswerable) {
      const started = performance.now();
      const answer = await ask(question);
      times.push(performance.now() - started);
      if (declinedAnswer(core, answer)) declined += 1;
      else misses.push(`${question} (answered)`);
      if (frameOf(core, answer) !== set.language) wrongFrame += 1;
    }
    rows.push({
      language: set.language,
      detected: analyzer.language,
      questions: set.questions.length,
      hits,
      recalled,
      unanswerable: set.unanswerable.length,
      declined,
      wrongFrame,
      msPerQuestion: median(times),
      misses,
    });
  }
  return rows;
}

export function printQuality(rows) {
  const total = (key) => rows.reduce((sum, r) => sum + r[key], 0);
  const table = rows.map((r) => ({
    language: r.language,
    analysis: r.detected,
    hit: `${r.hits}/${r.questions} (${pct(r.hits, r.questions)})`,
    recall: pct(r.recalled, r.questions),
    declined: `${r.declined}/${r.unanswerable}`,
    frame: String(r.wrongFrame),
    ms: `${fmt(r.msPerQuestion, 1)} ms`,
  }));
  table.push({
    language: 'all',
    analysis: '',
    hit: `${total('hits')}/${total('questions')} (${pct(total('hits'), total('questions'))})`,
    recall: pct(total('recalled'), total('questions')),
    declined: `${total('declined')}/${total('unanswerable')}`,
    frame: String(total('wrongFrame')),
    ms: `${fmt(median(rows.map((r) => r.msPerQuestion)), 1)} ms`,
  });
  console.log(
    textTable(table, [
      ['language', 'language'],
      ['analysis', 'analysed as'],
      ['hit', 'offline answer holds the fact'],
      ['recall', 'recall@5', { align: 'right' }],
      ['declined', 'unanswerable declined'],
      ['frame', 'framed in another language', { align: 'right' }],
      ['ms', 'per question (median)', { align: 'right' }],
    ]),
  );
  for (const r of rows) if (r.misses.length) console.log(`${r.language} missed: ${r.misses.join(' | ')}`);
}

if (isMain(import.meta.url)) printQuality(await runQualityBench());
