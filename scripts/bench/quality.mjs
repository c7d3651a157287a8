#!/usr/bin/env node
// `npm run bench:quality`: does a bot find the answer, in the visitor's language? For every set of
// scripts/bench/quality/ (personal bots in nine languages, questions with the words the answer must hold, and
// questions the text cannot answer), the built server's own answer engine (offline provider, no model) answers
// each question. Printed per language: the hit rate (the answer holds the expected words), recall@5 (a top-5
// retrieved passage holds them), the decline rate on unanswerable questions, answers framed in another language
// than the question's, and the time per question. Then the document suite (scripts/bench/quality/documents: real
// resumes, papers, licenses and transcripts): recall@1/@5 and MRR of the passage holding the answer, the offline
// answer's hit rate and declines, per kind, for the tuning sets, the held-out ones, the fresh set and the blind sets apart — with BM25, and
// with hybrid retrieval (BM25 fused with the loopback fake's embeddings). Deterministic; needs the core and server
// builds.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, fmt, isMain, median, ROOT, textTable } from './lib.mjs';
import { LANGUAGE_SETS } from './quality/languages.mjs';
import { LANGUAGE_EIGHTH_SETS } from './quality/languages-eighth.mjs';
import { LANGUAGE_ELEVENTH_SETS } from './quality/languages-eleventh.mjs';
import { LANGUAGE_FIFTH_SETS } from './quality/languages-fifth.mjs';
import { LANGUAGE_FOLLOWUPS } from './quality/languages-followups.mjs';
import { LANGUAGE_FOLLOWUPS_SECOND } from './quality/languages-followups-second.mjs';
import { LANGUAGE_FOLLOWUPS_THIRD } from './quality/languages-followups-third.mjs';
import { LANGUAGE_FOURTEENTH_SETS } from './quality/languages-fourteenth.mjs';
import { LANGUAGE_FOURTH_SETS } from './quality/languages-fourth.mjs';
import { LANGUAGE_FRESH_SETS } from './quality/languages-fresh.mjs';
import { LANGUAGE_NINTH_SETS } from './quality/languages-ninth.mjs';
import { LANGUAGE_SEVENTH_SETS } from './quality/languages-seventh.mjs';
import { LANGUAGE_SIXTH_SETS } from './quality/languages-sixth.mjs';
import { LANGUAGE_TENTH_SETS } from './quality/languages-tenth.mjs';
import { LANGUAGE_THIRD_SETS } from './quality/languages-third.mjs';
import { LANGUAGE_THIRTEENTH_SETS } from './quality/languages-thirteenth.mjs';
import { LANGUAGE_TWELFTH_SETS } from './quality/languages-twelfth.mjs';

/**
 * The multilingual sets: the first (tuned on), and the six written blind after it — of the second to the fifth, the
 * first bio per language tuned on since it was measured once, the second held out (only totals printed); the sixth
 * and the seventh (third-person bios only) tuned on whole; the eighth (Hindi, Portuguese and Italian) half and half;
 * the ninth (the same three languages) tuned on whole; the tenth (the same three, written after) held out whole; the
 * eleventh (Hindi mostly), the twelfth (Chinese, Japanese, Korean, German, Russian, Arabic), the thirteenth
 * (Chinese, Korean, Japanese, Hindi) and the fourteenth (German, French, Spanish, Portuguese, Italian, Russian, Arabic)
 * tuned on whole.
 */
/** A set's bios named by their place: the first `tuned` per language (one by default) `tuning`, the rest `heldOut`. */
function halves(sets, tuning, heldOut, tuned = 1) {
  const seen = new Map();
  return sets.map((set) => {
    const place = seen.get(set.language) ?? 0;
    seen.set(set.language, place + 1);
    return { ...set, set: place < tuned ? tuning : heldOut };
  });
}

function languageSets() {
  return [
    ...LANGUAGE_SETS.map((set) => ({ ...set, set: 'languages' })),
    ...halves(LANGUAGE_FRESH_SETS, 'languages 2', 'languages, held out'),
    ...halves(LANGUAGE_THIRD_SETS, 'languages 3', 'languages 3, held out'),
    ...halves(LANGUAGE_FOURTH_SETS, 'languages 4', 'languages 4, held out'),
    ...halves(LANGUAGE_FIFTH_SETS, 'languages 5', 'languages 5, held out'),
    // (the sixth, all tuning: its third-person bios too, the kind the held-out halves show weakest)
    ...LANGUAGE_SIXTH_SETS.map((set) => ({ ...set, set: 'languages 6' })),
    // (the seventh, third-person bios only, all tuning)
    ...LANGUAGE_SEVENTH_SETS.map((set) => ({ ...set, set: 'languages 7' })),
    // (the eighth, of the languages the others leave out — Hindi, Portuguese, Italian: per language a first-person and
    // a third-person bio tuned on, the next two held out)
    ...halves(LANGUAGE_EIGHTH_SETS, 'languages 8', 'languages 8, held out', 2),
    // (the ninth, Hindi, Portuguese and Italian again, all tuning)
    ...LANGUAGE_NINTH_SETS.map((set) => ({ ...set, set: 'languages 9' })),
    // (the tenth, the same three languages, written after the tuning on the ninth: all held out)
    ...LANGUAGE_TENTH_SETS.map((set) => ({ ...set, set: 'languages 10, held out' })),
    // (the eleventh, six Hindi bios, formal and colloquial, three Portuguese, three Italian: all tuning)
    ...LANGUAGE_ELEVENTH_SETS.map((set) => ({ ...set, set: 'languages 11' })),
    // (the twelfth, two bios each in Chinese, Japanese, Korean, German, Russian and Arabic: all tuning)
    ...LANGUAGE_TWELFTH_SETS.map((set) => ({ ...set, set: 'languages 12' })),
    // (the thirteenth, two bios each in Chinese, Korean, Japanese and Hindi, the languages the held-out halves show weakest:
    // measured once, then tuning)
    ...LANGUAGE_THIRTEENTH_SETS.map((set) => ({ ...set, set: 'languages 13' })),
    // (the fourteenth, two bios each in German, French, Spanish, Portuguese, Italian, Russian and Arabic: measured once,
    // then tuning)
    ...LANGUAGE_FOURTEENTH_SETS.map((set) => ({ ...set, set: 'languages 14' })),
  ];
}

/** The document suite (issue 19), when it is there: real documents of four kinds and their questions. */
async function documentSuite() {
  try {
    return await import('./quality/documents/index.mjs');
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

const collapse = (text) => text.replace(/\s+/g, ' ');
/** The words an answer holds as a visitor reads them (a build from before plainText: as they are). */
const readAs = (core, text) => (core.plainText ? core.plainText(text) : text);

const BUILDS = { core: 'packages/core/dist/index.js', server: 'packages/server/dist/server.js' };

async function load() {
  const dist = (path) => import(pathToFileURL(`${ROOT}/${path}`).href);
  const core = await dist('packages/core/dist/index.js');
  const { createAnswerer, INLINE_WORK } = await dist('packages/server/dist/answer/createAnswerer.js');
  const { offlineProvider } = await dist('packages/server/dist/answer/offlineProvider.js');
  const { geminiEmbedder } = await dist('packages/server/dist/answer/embeddings.js').catch(() => ({}));
  // a build from before languages (to measure the change): every text analysed as English
  const language = await dist('packages/server/dist/answer/language.js').catch(() => null);
  const english = { language: 'en (only)' };
  const analyzerFor = language?.analyzerFor ?? (() => english);
  const detectLanguage = language?.detectLanguage ?? (() => 'en');
  return {
    core,
    createAnswerer,
    INLINE_WORK,
    offlineProvider,
    geminiEmbedder,
    analyzerFor,
    detectLanguage,
    legacy: !language,
  };
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

/** The whole text of an answer, as the chat shows it once streamed (trimmed). */
async function answerText(answerer, input) {
  const stream = await answerer.answer(input);
  let text = '';
  for await (const piece of stream.tokens) text += piece;
  return text.trim();
}

/** Whether an answer quotes the words expected of it (and is no "I don't know"). */
const holdsAnswer = (core, answer, expected) =>
  !declinedAnswer(core, answer) && collapse(answer).includes(readAs(core, expected));

const pct = (n, d) => (d === 0 ? '—' : `${fmt((100 * n) / d, 0)} %`);

/**
 * One bot per document, asked its questions by the server's own answerer (offline provider): per question the rank of
 * the first retrieved passage holding the expected words (recall@1, recall@5, MRR over the top 10), whether the
 * offline answer holds them, whether an unanswerable question is declined, and the time.
 */
/** A build from before `retrieve` (to measure the change): BM25 over the text's chunks, as it answered then. */
function legacyRank(m, text, question) {
  const { core } = m;
  const chunks = core.chunkText(text, { size: core.RETRIEVAL.chunkSize, overlap: core.RETRIEVAL.chunkOverlap });
  return core.createPassageIndex(chunks, m.analyzerFor(m.detectLanguage(text))).rankPassages(question, 10);
}

/**
 * The loopback Gemini fake of the server's tests (TypeScript, bundled here by esbuild): it answers
 * `:batchEmbedContents` with deterministic hashed bag-of-words vectors, so the fused ranking can be measured with no
 * key and no network. Its vectors know words, not meanings: the figures show the fusion working, not a real model.
 */
async function startEmbeddingFake() {
  const { build } = await import('esbuild');
  const outfile = join(tmpdir(), `botfolio-bench-fake-gemini-${process.pid}.mjs`);
  await build({
    entryPoints: [join(ROOT, 'packages/server/src/test/fakes/gemini.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'silent',
  });
  try {
    const { startFakeGemini } = await import(pathToFileURL(outfile).href);
    return await startFakeGemini();
  } finally {
    rmSync(outfile, { force: true });
  }
}

/** The counts of one document kind (or all) in one question set, before any question. */
const emptyRow = (split, kind) => ({
  split,
  kind,
  questions: 0,
  top1: 0,
  top5: 0,
  reciprocal: 0,
  hits: 0,
  unanswerable: 0,
  declined: 0,
  times: [],
  misses: [],
  // the answerable questions missed, by where retrieval ranked the passage that holds the answer (first, second to
  // fifth, lower or nowhere in the top 10) and whether the answer declined or quoted other words
  missedAt: { first: [0, 0], top5: [0, 0], lower: [0, 0] },
  // each question asked again in a conversation, after the set's question before it on the same document and its
  // answer (a question that stands alone must be answered the same: the follow-ups' reading of the history must not
  // take it for one); of the questions that have one before them, answered alone and in the conversation
  inChat: { questions: 0, hitsAlone: 0, hits: 0, unanswerable: 0, declinedAlone: 0, declined: 0 },
});

/** Where a missed question's answer was ranked: `first`, `top5` (second to fifth) or `lower` (or not in the top 10). */
const placeOf = (rank) => (rank === 0 ? 'first' : rank > 0 && rank < 5 ? 'top5' : 'lower');

async function runDocuments(m, suite, questions, split, hybrid) {
  const { core } = m;
  const rows = [];
  for (const kind of [...new Set(suite.DOCUMENTS.map((d) => d.kind))]) {
    const row = emptyRow(split, kind);
    for (const doc of suite.DOCUMENTS.filter((d) => d.kind === kind)) {
      const asked = questions.filter((q) => q.doc === doc.name);
      if (asked.length === 0) continue;
      const answerer = m.createAnswerer(m.offlineProvider(), {
        work: m.INLINE_WORK,
        // every chat waits for the passages' vectors: the fused ranking from the first question
        ...(hybrid ? { hybrid: { embedder: hybrid, waitMs: 600_000, onError: (error) => console.error(error) } } : {}),
      });
      const input = (question, history = []) => ({
        botId: `doc-${doc.name}`,
        botName: doc.title,
        botText: doc.text,
        botVersion: '1',
        question,
        history,
      });
      const ask = (question, history) => answerText(answerer, input(question, history));
      let before = null;
      for (const { q, a } of asked) {
        const started = performance.now();
        const answer = await ask(q);
        row.times.push(performance.now() - started);
        const declined = declinedAnswer(core, answer);
        // (and in a conversation, after the question before it: not in the hybrid runs, which would ask the same)
        const inChat = hybrid || !before ? null : await ask(q, before);
        before = [
          { sender: 'user', text: q },
          { sender: 'bot', text: answer },
        ];
        if (inChat !== null) {
          const chat = row.inChat;
          if (a === null) {
            chat.unanswerable += 1;
            chat.declinedAlone += Number(declined);
            chat.declined += Number(declinedAnswer(core, inChat));
          } else {
            chat.questions += 1;
            chat.hitsAlone += Number(holdsAnswer(core, answer, a));
            chat.hits += Number(holdsAnswer(core, inChat, a));
          }
        }
        if (a === null) {
          row.unanswerable += 1;
          if (declined) row.declined += 1;
          else row.misses.push(`${doc.name}: ${q} (answered)`);
          continue;
        }
        row.questions += 1;
        // the passages the answer is drawn from, as the answerer ranks them (BM25, then definitions and phrases)
        const ranked = answerer.retrieve ? await answerer.retrieve(input(q), 10) : legacyRank(m, doc.text, q);
        const rank = ranked.findIndex((p) => collapse(p.text).includes(a));
        if (rank === 0) row.top1 += 1;
        if (rank >= 0 && rank < 5) row.top5 += 1;
        if (rank >= 0) row.reciprocal += 1 / (rank + 1);
        // (the words: an answer shows a quote read as text, "`data`" as "data", a table's "|" as "·")
        if (holdsAnswer(core, answer, a)) row.hits += 1;
        else {
          row.misses.push(`${doc.name}: ${q}`);
          row.missedAt[placeOf(rank)][declined ? 0 : 1] += 1;
        }
      }
    }
    // (a set written on some kinds only — the eighth is résumés — has no row for the others: nothing was asked of them)
    if (row.questions + row.unanswerable > 0) rows.push(row);
  }
  return rows;
}

/**
 * The follow-up conversations (followups.mjs): a question, the server's own answer to it, then a follow-up that
 * only makes sense after them ("how long was she there?"), asked with that history as the chat sends it. Per half
 * (of each kind's items in file order, the first, third… are tuned on, the second, fourth… held out: only their
 * totals are printed) and kind: the follow-up's hit rate in the conversation and asked alone (what the answerer did
 * before it read the history), and the unanswerable ones declined, both ways.
 */
async function runFollowUps(m, items, documentOf, splitOf) {
  const { core } = m;
  const seen = new Map();
  const rows = new Map();
  // (one answerer per document, as a bot has: its text indexed once)
  const answerers = new Map();
  for (const item of items) {
    const doc = documentOf(item);
    const place = seen.get(doc.kind) ?? 0;
    seen.set(doc.kind, place + 1);
    const split = splitOf(place, item);
    const key = `${split}\n${doc.kind}`;
    if (!rows.has(key))
      rows.set(key, {
        followUp: true,
        split,
        kind: doc.kind,
        questions: 0,
        hits: 0,
        alone: 0,
        unanswerable: 0,
        declined: 0,
        declinedAlone: 0,
        misses: [],
      });
    const row = rows.get(key);
    if (!answerers.has(doc.name))
      answerers.set(doc.name, m.createAnswerer(m.offlineProvider(), { work: m.INLINE_WORK }));
    const answerer = answerers.get(doc.name);
    const ask = (question, history) =>
      answerText(answerer, {
        botId: `followup-${doc.name}`,
        botName: doc.title,
        botText: doc.text,
        botVersion: '1',
        question,
        history,
      });
    // (the questions before it, each asked after the ones before it, as a chat goes: one, or two for a three-turn chat)
    const befores = Array.isArray(item.before) ? item.before : [item.before];
    const history = [];
    for (const question of befores)
      history.push({ sender: 'user', text: question }, { sender: 'bot', text: await ask(question, [...history]) });
    const [inChat, alone] = [await ask(item.q, history), await ask(item.q, [])];
    if (item.a === null) {
      row.unanswerable += 1;
      if (declinedAnswer(core, inChat)) row.declined += 1;
      else row.misses.push(`${doc.name}: ${befores.join(' → ')} → ${item.q} (answered)`);
      if (declinedAnswer(core, alone)) row.declinedAlone += 1;
      continue;
    }
    row.questions += 1;
    if (holdsAnswer(core, inChat, item.a)) row.hits += 1;
    else row.misses.push(`${doc.name}: ${befores.join(' → ')} → ${item.q}`);
    if (holdsAnswer(core, alone, item.a)) row.alone += 1;
  }
  return [...rows.values()].sort((a, b) => (a.split < b.split ? -1 : a.split > b.split ? 1 : 0));
}

/** The follow-ups' table: per half and kind, then each half's total. */
export function followUpTable(rows) {
  const table = [];
  for (const split of new Set(rows.map((r) => r.split))) {
    const of = rows.filter((r) => r.split === split);
    const all = { split, kind: 'all' };
    for (const key of ['questions', 'hits', 'alone', 'unanswerable', 'declined', 'declinedAlone'])
      all[key] = of.reduce((n, r) => n + r[key], 0);
    for (const r of [...of, all])
      table.push({
        split,
        kind: r.kind,
        questions: `${r.questions} + ${r.unanswerable}`,
        hit: `${r.hits}/${r.questions} (${pct(r.hits, r.questions)})`,
        alone: `${r.alone}/${r.questions} (${pct(r.alone, r.questions)})`,
        declined: `${r.declined}/${r.unanswerable}`,
        declinedAlone: `${r.declinedAlone}/${r.unanswerable}`,
      });
  }
  return table;
}

export async function runQualityBench({ log = console.log } = {}) {
  ensureBuilt(BUILDS, { log });
  const m = await load();
  const { core } = m;
  const rows = [];
  const suite = await documentSuite();
  if (suite) {
    // the tuning questions, the held-out third, the fresh set written after the tuning, and the second to fifth
    // sets of questions (tuning since each was measured once, where the build has them)
    const splits = [
      ['tuning', suite.TUNING],
      ['tuning 2', suite.SECOND],
      ['tuning 3', suite.THIRD],
      ['tuning 4', suite.FOURTH],
      ['tuning 5', suite.FIFTH],
      ['tuning 8', suite.EIGHTH],
      // (written on documents of the suite, measured once at f80072c, then tuned on)
      ['tuning 10', suite.TENTH],
      // (and one more, measured once at afd7f87, then tuned on)
      ['tuning 12', suite.TWELFTH],
      // (and one more, measured once at 3648ba7, then tuned on)
      ['tuning 13', suite.THIRTEENTH],
      // (four new documents and their questions, measured once at 58a18e9, then tuned on)
      ['tuning 14', suite.FOURTEENTH],
      // (four more new documents and their questions, measured once at 30a580f, then tuned on)
      ['tuning 15', suite.FIFTEENTH],
      // (and four more, measured once at 15ee4fa, then tuned on)
      ['tuning 16', suite.SIXTEENTH],
      // (and four more, measured at b8713dd and 2e91eb8, then tuned on)
      ['tuning 17', suite.SEVENTEENTH],
      // (and four more, written blind by a helper, measured once at 862bab7, then tuned on)
      ['tuning 22', suite.TWENTYSECOND],
      // (and four new résumés, written blind by a helper, measured once at f970105, then tuned on)
      ['tuning 23', suite.TWENTYTHIRD],
      ['held out', suite.HELDOUT],
      ['fresh', suite.FRESH],
      // (written blind on new documents, never tuned on: no question printed, as for the held-out sets)
      ['blind 6', suite.SIXTH],
      ['blind 7', suite.SEVENTH],
      ['blind 9', suite.NINTH],
      ['blind 11', suite.ELEVENTH],
      ['blind 18', suite.EIGHTEENTH],
      ['blind 19', suite.NINETEENTH],
      ['blind 20', suite.TWENTIETH],
      ['blind 21', suite.TWENTYFIRST],
    ].filter(([, questions]) => questions?.length);
    for (const [split, questions] of splits) rows.push(...(await runDocuments(m, suite, questions, split)));
    // (the follow-ups: the first set's first, third… of each kind tuned on, the second, fourth… held out; the second
    // set written blind, never tuned on; the third tuned on)
    const documents = new Map(suite.DOCUMENTS.map((doc) => [doc.name, doc]));
    const documentOf = (item) => {
      const doc = documents.get(item.doc);
      if (!doc) throw new Error(`a follow-up names no document of the suite: ${item.doc}`);
      return doc;
    };
    if (suite.FOLLOWUPS?.length)
      rows.push(
        ...(await runFollowUps(m, suite.FOLLOWUPS, documentOf, (place) =>
          place % 2 === 0 ? 'follow-ups' : 'follow-ups, held out',
        )),
      );
    if (suite.FOLLOWUPS_SECOND?.length)
      rows.push(...(await runFollowUps(m, suite.FOLLOWUPS_SECOND, documentOf, () => 'follow-ups 2, blind')));
    // (and a third, measured once at 4af909f, then tuned on)
    if (suite.FOLLOWUPS_THIRD?.length)
      rows.push(...(await runFollowUps(m, suite.FOLLOWUPS_THIRD, documentOf, () => 'follow-ups 3')));
    if (m.geminiEmbedder) {
      const fake = await startEmbeddingFake();
      try {
        const embedder = m.geminiEmbedder({ apiKey: 'bench', baseUrl: fake.url, timeoutMs: 60_000 });
        for (const [split, questions] of splits)
          rows.push(...(await runDocuments(m, suite, questions, `${split}, hybrid`, embedder)));
      } finally {
        await fake.close();
      }
    }
  }
  for (const set of languageSets()) {
    const answerer = m.createAnswerer(m.offlineProvider(), { work: m.INLINE_WORK });
    const chunks = core.chunkText(set.text, { size: core.RETRIEVAL.chunkSize, overlap: core.RETRIEVAL.chunkOverlap });
    const analyzer = m.analyzerFor(m.detectLanguage(set.text));
    const index = m.legacy
      ? core.createPassageIndex(chunks)
      : core.passageIndexFromData(chunks, core.buildPassageIndexData(chunks, analyzer), analyzer);
    const input = (question) => ({
      botId: `quality-${set.set}-${set.language}`,
      botName: 'Bot',
      botText: set.text,
      botVersion: '1',
      question,
      history: [],
    });
    const ask = (question, history = []) => answerText(answerer, { ...input(question), history });
    const times = [];
    let hits = 0;
    let recalled = 0;
    let declined = 0;
    let wrongFrame = 0;
    const misses = [];
    // (each question asked again after the one before it and its answer, as in a chat: a question that stands alone
    // must be answered the same there; the first has none before it)
    const inChat = { questions: 0, hitsAlone: 0, hits: 0, unanswerable: 0, declinedAlone: 0, declined: 0 };
    let before = null;
    const askedInChat = async (question, answer) => {
      const chatted = before ? await ask(question, before) : null;
      before = [
        { sender: 'user', text: question },
        { sender: 'bot', text: answer },
      ];
      return chatted;
    };
    for (const [question, expected] of set.questions) {
      const started = performance.now();
      const answer = await ask(question);
      times.push(performance.now() - started);
      if (holdsAnswer(core, answer, expected)) hits += 1;
      else misses.push(question);
      const chatted = await askedInChat(question, answer);
      if (chatted !== null) {
        inChat.questions += 1;
        inChat.hitsAlone += Number(holdsAnswer(core, answer, expected));
        inChat.hits += Number(holdsAnswer(core, chatted, expected));
      }
      // (the passages as the answerer retrieves them: with the words a bio says for what is asked)
      const top5 = answerer.retrieve ? await answerer.retrieve(input(question), 5) : index.rankPassages(question, 5);
      if (top5.some((p) => p.text.includes(expected))) recalled += 1;
      if (frameOf(core, answer) !== set.language) wrongFrame += 1;
    }
    for (const question of set.unanswerable) {
      const started = performance.now();
      const answer = await ask(question);
      times.push(performance.now() - started);
      if (declinedAnswer(core, answer)) declined += 1;
      else misses.push(`${question} (answered)`);
      if (frameOf(core, answer) !== set.language) wrongFrame += 1;
      const chatted = await askedInChat(question, answer);
      if (chatted !== null) {
        inChat.unanswerable += 1;
        inChat.declinedAlone += Number(declinedAnswer(core, answer));
        inChat.declined += Number(declinedAnswer(core, chatted));
      }
    }
    rows.push({
      suite: set.set,
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
      inChat,
    });
  }
  // the multilingual follow-up conversations: on the sixth set's bios tuned on, on the seventh's written blind (only
  // their totals printed)
  const bioOf = (sets, name) => (item) => {
    const set = sets[item.bio];
    if (set?.language !== item.language)
      throw new Error(`a follow-up names no ${item.language} bio: ${name} ${item.bio}`);
    return { name: `${name}-${item.bio}`, kind: item.language, title: 'Bot', text: set.text };
  };
  rows.push(
    ...(await runFollowUps(m, LANGUAGE_FOLLOWUPS, bioOf(LANGUAGE_SIXTH_SETS, 'sixth'), () => 'follow-ups, languages')),
    ...(await runFollowUps(
      m,
      LANGUAGE_FOLLOWUPS_SECOND,
      bioOf(LANGUAGE_SEVENTH_SETS, 'seventh'),
      () => 'follow-ups, languages, blind',
    )),
    // (and on the eighth's, Hindi, Portuguese and Italian: of each language's four bios, the conversations on the first
    // two tuned on, on the last two held out — only their totals printed)
    ...(await runFollowUps(m, LANGUAGE_FOLLOWUPS_THIRD, bioOf(LANGUAGE_EIGHTH_SETS, 'eighth'), (_place, item) =>
      item.bio % 4 < 2 ? 'follow-ups, languages 3' : 'follow-ups, languages 3, held out',
    )),
  );
  return rows;
}

/** The document suite's table: per split and kind, then each split's total. */
export function documentTable(rows) {
  const table = [];
  for (const split of new Set(rows.map((r) => r.split))) {
    const of = rows.filter((r) => r.split === split);
    const all = emptyRow(split, 'all');
    for (const r of of)
      for (const key of ['questions', 'top1', 'top5', 'reciprocal', 'hits', 'unanswerable', 'declined'])
        all[key] += r[key];
    for (const r of [...of, { ...all, times: of.flatMap((r) => r.times) }])
      table.push({
        split: r.split,
        kind: r.kind,
        questions: `${r.questions} + ${r.unanswerable}`,
        r1: pct(r.top1, r.questions),
        r5: pct(r.top5, r.questions),
        mrr: fmt(r.questions ? r.reciprocal / r.questions : 0, 2),
        hit: `${r.hits}/${r.questions} (${pct(r.hits, r.questions)})`,
        declined: `${r.declined}/${r.unanswerable} (${pct(r.declined, r.unanswerable)})`,
        ms: `${fmt(median(r.times), 1)} ms`,
        hitRate: r.questions ? r.hits / r.questions : 0,
        declineRate: r.unanswerable ? r.declined / r.unanswerable : 1,
      });
  }
  return table;
}

/**
 * Where each split's misses are: how many answerable questions were missed with the answer's passage ranked first,
 * second to fifth, or lower (or not in the top 10), each as declined / quoted other words. Misses whose passage is
 * ranked first are the quoting's and the declining's to mend, not retrieval's.
 */
export function missTable(rows) {
  const table = [];
  for (const split of new Set(rows.map((r) => r.split))) {
    const of = rows.filter((r) => r.split === split);
    const sum = (place, i) => of.reduce((n, r) => n + r.missedAt[place][i], 0);
    const cell = (place) => `${sum(place, 0)} / ${sum(place, 1)}`;
    const questions = of.reduce((n, r) => n + r.questions, 0);
    const hits = of.reduce((n, r) => n + r.hits, 0);
    table.push({
      split,
      missed: `${questions - hits}/${questions}`,
      first: cell('first'),
      top5: cell('top5'),
      lower: cell('lower'),
    });
  }
  return table;
}

/** Per split (BM25 only): the questions that have one before them, answered alone and after it in a conversation. */
export function chatTable(rows) {
  const table = [];
  for (const split of new Set(rows.filter((r) => !r.split.includes('hybrid')).map((r) => r.split))) {
    const total = (key) => rows.filter((r) => r.split === split).reduce((n, r) => n + r.inChat[key], 0);
    table.push({
      split,
      questions: `${total('questions')} + ${total('unanswerable')}`,
      alone: `${total('hitsAlone')} hit, ${total('declinedAlone')} declined`,
      inChat: `${total('hits')} hit, ${total('declined')} declined`,
    });
  }
  return table;
}

export function printQuality(allRows) {
  const documents = allRows.filter((r) => r.split && !r.followUp);
  if (documents.length > 0) {
    console.log(
      textTable(documentTable(documents), [
        ['split', 'questions set'],
        ['kind', 'document kind'],
        ['questions', 'answerable + not'],
        ['r1', 'recall@1', { align: 'right' }],
        ['r5', 'recall@5', { align: 'right' }],
        ['mrr', 'MRR', { align: 'right' }],
        ['hit', 'offline answer holds it'],
        ['declined', 'unanswerable declined'],
        ['ms', 'per question (median)', { align: 'right' }],
      ]),
    );
    console.log('');
    console.log('Where the misses are: the passage holding the answer ranked … (declined / quoted other words)');
    console.log(
      textTable(missTable(documents), [
        ['split', 'questions set'],
        ['missed', 'missed'],
        ['first', 'first', { align: 'right' }],
        ['top5', '2nd to 5th', { align: 'right' }],
        ['lower', 'lower or not in the top 10', { align: 'right' }],
      ]),
    );
    console.log('');
    console.log(
      'Questions that stand alone, asked in a conversation after the question before them (the first per document has none)',
    );
    console.log(
      textTable(chatTable(documents), [
        ['split', 'questions set'],
        ['questions', 'answerable + not'],
        ['alone', 'asked alone'],
        ['inChat', 'in the conversation'],
      ]),
    );
    for (const r of documents.filter((r) => r.split.startsWith('tuning') && !r.split.includes('hybrid')))
      if (r.misses.length) console.log(`${r.kind} missed: ${r.misses.join(' | ')}`);
    console.log('');
  }
  const followUps = allRows.filter((r) => r.followUp);
  if (followUps.length > 0) {
    console.log('Follow-ups: asked after the question before them and its answer, and asked alone');
    console.log(
      textTable(followUpTable(followUps), [
        ['split', 'questions set'],
        ['kind', 'document kind'],
        ['questions', 'answerable + not'],
        ['hit', 'in the conversation'],
        ['alone', 'asked alone'],
        ['declined', 'declined'],
        ['declinedAlone', 'declined alone'],
      ]),
    );
    // (the held-out half's questions are never printed)
    for (const r of followUps.filter((r) =>
      ['follow-ups', 'follow-ups 3', 'follow-ups, languages', 'follow-ups, languages 3'].includes(r.split),
    ))
      if (r.misses.length) console.log(`${r.kind} follow-ups missed: ${r.misses.join(' | ')}`);
    console.log('');
  }
  const rows = allRows.filter((r) => !r.split);
  const table = [];
  const chats = [];
  for (const suite of new Set(rows.map((r) => r.suite))) {
    const of = rows.filter((r) => r.suite === suite);
    const total = (key) => of.reduce((sum, r) => sum + r[key], 0);
    for (const r of of)
      table.push({
        suite,
        language: r.language,
        analysis: r.detected,
        hit: `${r.hits}/${r.questions} (${pct(r.hits, r.questions)})`,
        recall: pct(r.recalled, r.questions),
        declined: `${r.declined}/${r.unanswerable}`,
        frame: String(r.wrongFrame),
        ms: `${fmt(r.msPerQuestion, 1)} ms`,
      });
    table.push({
      suite,
      language: 'all',
      analysis: '',
      hit: `${total('hits')}/${total('questions')} (${pct(total('hits'), total('questions'))})`,
      recall: pct(total('recalled'), total('questions')),
      declined: `${total('declined')}/${total('unanswerable')}`,
      frame: String(total('wrongFrame')),
      ms: `${fmt(median(of.map((r) => r.msPerQuestion)), 1)} ms`,
    });
    const chatTotal = (key) => of.reduce((sum, r) => sum + r.inChat[key], 0);
    chats.push({
      suite,
      questions: `${chatTotal('questions')} + ${chatTotal('unanswerable')}`,
      alone: `${chatTotal('hitsAlone')} hit, ${chatTotal('declinedAlone')} declined`,
      inChat: `${chatTotal('hits')} hit, ${chatTotal('declined')} declined`,
    });
  }
  console.log(
    textTable(table, [
      ['suite', 'set'],
      ['language', 'language'],
      ['analysis', 'analysed as'],
      ['hit', 'offline answer holds the fact'],
      ['recall', 'recall@5', { align: 'right' }],
      ['declined', 'unanswerable declined'],
      ['frame', 'framed in another language', { align: 'right' }],
      ['ms', 'per question (median)', { align: 'right' }],
    ]),
  );
  console.log('');
  console.log('The same questions, each asked in a conversation after the one before it (the first per bio has none)');
  console.log(
    textTable(chats, [
      ['suite', 'set'],
      ['questions', 'answerable + not'],
      ['alone', 'asked alone'],
      ['inChat', 'in the conversation'],
    ]),
  );
  // (the held-out set's questions are never printed)
  for (const r of rows.filter((r) => !r.suite.includes('held out')))
    if (r.misses.length) console.log(`${r.suite} ${r.language} missed: ${r.misses.join(' | ')}`);
}

if (isMain(import.meta.url)) printQuality(await runQualityBench());
