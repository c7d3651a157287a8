/** The answer engine: retrieval over the bot's text and core's prompt; the provider only does the I/O. */

import { createHash } from 'node:crypto';
import {
  ANSWER_FRAMES,
  buildPrompt,
  chunkText,
  RETRIEVAL,
  SUMMARY_SENTENCES,
  summarizeExtractive,
  UNKNOWN_ANSWER,
} from '@botfolio/core';
import type { VectorStore } from '../storage/vectorStore.js';
import type { Answerer, AnswerInput, AnswerStream, BotContent } from './answerer.js';
import { buildRetrieval, type RetrievalData, type RetrievalInput } from './buildRetrieval.js';
import { type DatedEntry, datedEntries } from './chronology.js';
import { type Reference, referencedText } from './crossReference.js';
import { datelineOf } from './dateline.js';
import { cosineTopK, type Embedder, RRF_K, reciprocalRankFusion } from './embeddings.js';
import { followedTurns, MAX_ANSWER_CHARS } from './followUp.js';
import { introducedName, thirdPersonName } from './identity.js';
import { analyzerFor, answerLanguageFor, detectLanguage } from './language.js';
import type { AnswerProvider, QuoteContext, RankedPassage } from './provider.js';
import { rerankPassages } from './rerank.js';
import { type BotRetrieval, createRetrievalCache, type RetrievalCacheOptions } from './retrievalCache.js';
import { rankForQuestion } from './sections.js';
import { leadingChunks, selectPassages, spreadChunks } from './selectPassages.js';
import { smallTalkOf } from './smallTalk.js';
import { withTyposCorrected } from './typos.js';
import { withWorkNamed } from './workName.js';

/** What is read of a bot's text at most once per text (and only when a question needs it). */
function perText<T>(read: (retrieval: BotRetrieval) => T): (retrieval: BotRetrieval) => T {
  const known = new WeakMap<BotRetrieval, { value: T }>();
  return (retrieval) => {
    let entry = known.get(retrieval);
    if (!entry) {
      entry = { value: read(retrieval) };
      known.set(retrieval, entry);
    }
    return entry.value;
  };
}

/** A bot's dated lines (a résumé's jobs). */
const datedEntriesOf = perText((retrieval): readonly DatedEntry[] => datedEntries(retrieval.chunks));
/** The dateline a transcript opens with. */
const datelineOfRetrieval = perText((retrieval) => datelineOf(retrieval.head));
/** The name a bio's person goes by: the one a first-person text introduces, or the one a third-person text opens on. */
const subjectNameOf = perText((retrieval) => {
  const opening = retrieval.chunks[0] ?? '';
  return introducedName(opening) ?? thirdPersonName(opening);
});

/** What the sections a bot's quotes point at say ("Section 6(a)"): looked up once per text and section. */
const sectionsReferenced = perText(() => new Map<string, string | null>());
function referencedOf(retrieval: BotRetrieval, reference: Reference): string | null {
  const known = sectionsReferenced(retrieval);
  const key = `${reference.section}(${reference.part ?? ''})`;
  if (!known.has(key)) known.set(key, referencedText(retrieval.chunks, reference));
  return known.get(key) ?? null;
}

/** The heavy steps on a bot's text; the app runs them in its worker pool (compute/pool.ts). */
export interface AnswerWork {
  /** The extractive summary of a text. */
  summarize(text: string): Promise<string>;
  /** The retrieval chunks of a text. */
  chunk(text: string): Promise<string[]>;
  /** The retrieval chunks of a bot's text (source by source when it has several) and their index data. */
  retrieval(input: string | RetrievalInput): Promise<RetrievalData>;
}

/** The same steps on the calling thread: for tests and tools that have no pool. */
export const INLINE_WORK: AnswerWork = {
  summarize: async (text) =>
    summarizeExtractive(text, { sentences: SUMMARY_SENTENCES, analyzer: analyzerFor(detectLanguage(text)) }),
  chunk: async (text) => chunkText(text, { size: RETRIEVAL.chunkSize, overlap: RETRIEVAL.chunkOverlap }),
  retrieval: async (input) => buildRetrieval(input),
};

/** Hybrid retrieval: passage embeddings beside BM25, their ranks fused (when a model that embeds is configured). */
export interface HybridOptions {
  embedder: Embedder;
  /** Where a bot's vectors are kept between restarts and across instances (the repository). */
  store?: VectorStore;
  /**
   * Longest a chat waits for a bot's vectors being made before answering from BM25 alone (default 1 s): the first
   * chats of a new text do not wait for all of it to be embedded; they go on in the background.
   */
  waitMs?: number;
  /** Passages taken from each ranking into the fusion (default 20). */
  candidates?: number;
  /** Told when embedding fails (the chat goes on with BM25 alone). */
  onError?(error: unknown): void;
}

export interface AnswererOptions {
  cache?: RetrievalCacheOptions;
  work?: AnswerWork;
  hybrid?: HybridOptions;
}

/** A reply known before any search, streamed as one piece. */
async function* oneReply(text: string): AsyncIterable<string> {
  yield text;
}

/** BM25 passages looked at again (rerank.ts) before the best RETRIEVAL.topK are kept. */
const RERANK_CANDIDATES = 20;

/** After a failure to embed a bot's passages, the next try waits this long (chats use BM25 meanwhile). */
const EMBED_RETRY_MS = 60_000;

/** An answerer that also tells what retrieval ranks for a question (the quality benchmark measures it). */
export interface RetrievingAnswerer extends Answerer {
  /** The `k` passages the question's answer is drawn from, best first (with their source's title). */
  retrieve(input: AnswerInput, k?: number): Promise<RankedPassage[]>;
}

/** The question a model is asked when summarising; it goes through buildPrompt so the text stays a data block. */
export const SUMMARY_QUESTION = `Summarize the source in ${SUMMARY_SENTENCES - 2} to ${SUMMARY_SENTENCES} plain sentences, without a heading or a list.`;

/**
 * Wraps a provider: chunks + BM25 per bot (cached until `botVersion` changes), the top passages
 * (≤ RETRIEVAL.maxPromptPassageChars) or the whole text when short, core's buildPrompt, and
 * `sources` = the passages that matched the question (those the provider cites, when it says).
 */
export function createAnswerer(provider: AnswerProvider, options: AnswererOptions = {}): RetrievingAnswerer {
  const work = options.work ?? INLINE_WORK;
  const cache = createRetrievalCache(options.cache);
  // one text load per bot version at a time, however many chats arrive while it is being read
  const loading = new Map<string, Promise<BotRetrieval>>();
  const hybrid = options.hybrid;
  /** Per cached retrieval: what its text is (for the vectors kept with the bot) and its vectors, once asked for. */
  const contentKeys = new WeakMap<BotRetrieval, string>();
  const vectorStates = new WeakMap<BotRetrieval, { vectors: Promise<Float32Array[] | null>; failedAt: number }>();

  /** The passage vectors of a bot's retrieval: kept ones when they match its text and model, else made now (once). */
  const vectorsOf = (embedder: Embedder, botId: string, retrieval: BotRetrieval): Promise<Float32Array[] | null> => {
    const known = vectorStates.get(retrieval);
    if (known && (known.failedAt === 0 || Date.now() - known.failedAt < EMBED_RETRY_MS)) return known.vectors;
    const key = contentKeys.get(retrieval) ?? '';
    const state = { vectors: Promise.resolve<Float32Array[] | null>(null), failedAt: 0 };
    state.vectors = (async () => {
      const kept = await hybrid?.store?.getVectors(botId, key, embedder.id);
      if (kept && kept.length === retrieval.chunks.length) return kept;
      const made = await embedder.embed(retrieval.chunks, { kind: 'document' });
      await hybrid?.store?.putVectors(botId, key, embedder.id, made);
      return made;
    })().catch((error: unknown) => {
      state.failedAt = Date.now();
      hybrid?.onError?.(error);
      return null;
    });
    vectorStates.set(retrieval, state);
    return state.vectors;
  };

  /**
   * The passages for a question: BM25's, or with hybrid retrieval the reciprocal rank fusion of BM25's and the
   * embeddings' rankings (falling back to BM25 alone while vectors are being made, or when embedding fails).
   */
  const rank = async (
    input: AnswerInput,
    retrieval: BotRetrieval,
    signal: AbortSignal,
    k: number = RETRIEVAL.topK,
  ): Promise<Array<Omit<RankedPassage, 'source'>>> => {
    const { index, chunks } = retrieval;
    // BM25's best, looked at again for definitions and phrases
    const candidates = Math.max(k, hybrid?.candidates ?? RERANK_CANDIDATES);
    const sparse = rerankPassages(
      input.question,
      // a resume's sections are searched by the words visitors use for them ("hobbies?" finds "Interests")
      rankForQuestion(input.question, index, candidates),
      index.analyzer,
      candidates,
    );
    if (!hybrid || retrieval.shortText !== null) return sparse.slice(0, k);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), hybrid.waitMs ?? 1000);
    });
    const vectors = await Promise.race([vectorsOf(hybrid.embedder, input.botId, retrieval), waited]);
    clearTimeout(timer);
    if (!vectors) return sparse.slice(0, k);
    let query: Float32Array | undefined;
    try {
      [query] = await hybrid.embedder.embed([input.question], { kind: 'query', signal });
    } catch (error) {
      hybrid.onError?.(error);
    }
    if (!query) return sparse.slice(0, k);
    // only passages nearer than unrelated (a similarity above 0), so a question about nothing in the text still finds nothing
    const dense = cosineTopK(query, vectors, candidates)
      .filter((hit) => hit.score > 0)
      .map((hit) => hit.index);
    const fused = reciprocalRankFusion([sparse.map((p) => p.index), dense]).slice(0, k);
    // a fused passage's score is its fusion score (positive: every fused passage is a match of one kind or both)
    return fused.map((chunk, position) => ({
      index: chunk,
      text: chunks[chunk] ?? '',
      score: 1 / (RRF_K + position + 1),
    }));
  };

  /** The cached retrieval; the text is read (through `input.botText`'s loader) only on a miss. */
  const retrievalOf = async (input: AnswerInput): Promise<BotRetrieval> => {
    const source = input.botText;
    const hit = cache.peek(input.botId, input.botVersion);
    if (hit) return hit;
    const key = `${input.botId}\n${input.botVersion}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = (typeof source === 'string' ? Promise.resolve(source) : source())
        .then(async (loaded: string | BotContent) => {
          const content = typeof loaded === 'string' ? { text: loaded } : loaded;
          const segments = content.sources?.map((s) => s.chars);
          const data = await work.retrieval(segments ? { text: content.text, segments } : content.text);
          const titles = content.sources?.map((s) => s.title) ?? [];
          const retrieval = cache.put(input.botId, input.botVersion, content.text, data, titles);
          // what the vectors kept with the bot must match (its text and how it is cut into sources)
          if (hybrid)
            contentKeys.set(
              retrieval,
              createHash('sha256')
                .update(content.text)
                .update(JSON.stringify(segments ?? []))
                .digest('hex'),
            );
          return retrieval;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };

  /**
   * What a question asks, as the text is searched for it: the question with its typos corrected (a typo is searched
   * for and quoted as the word meant; a model reads the question as the visitor wrote it) and, of a follow-up ("how
   * long was she there?"), the visitor's question before it and the bot's answer to it, which say what it is about
   * (followUp.ts).
   */
  const askedOf = (input: AnswerInput, { index }: BotRetrieval) => {
    const corrected = withWorkNamed(withTyposCorrected(input.question, index), input.botName, index);
    const before = followedTurns(corrected, input.history, index.analyzer);
    // (a follow-up that points at someone of the family by a pronoun is asked of them: "is she married?" of the sister)
    const question = before.asked ?? corrected;
    const followsOn = before.questions && withTyposCorrected(before.questions, index);
    // (and, of one that asks of what the bot answered it with, that answer: "there" is the place that answer names;
    // "and on CPUs?" asks the same of something else, which that answer does not say)
    const answer = followsOn && before.ofTheAnswer ? before.answer : '';
    const searched = followsOn
      ? [question, followsOn, answer.slice(0, MAX_ANSWER_CHARS)].filter(Boolean).join('\n')
      : question;
    // (the quote of a follow-up that asks of what that answer said is about that answer's words)
    const about = answer || followsOn;
    return { question, followsOn: about, searched };
  };

  /** The ranked passages with the title of the source each comes from (bots of several sources). */
  const ranked = async (input: AnswerInput, retrieval: BotRetrieval, signal: AbortSignal, k?: number) =>
    (await rank(input, retrieval, signal, k)).map((passage): RankedPassage => {
      const source = retrieval.sourceOf(passage.index);
      return source === null ? passage : { ...passage, source };
    });

  return {
    provider: provider.name,

    async retrieve(input, k) {
      const retrieval = await retrievalOf(input);
      const { searched } = askedOf(input, retrieval);
      return ranked({ ...input, question: searched }, retrieval, input.signal ?? new AbortController().signal, k);
    },

    async answer(input: AnswerInput): Promise<AnswerStream> {
      // "hi", "thanks!", "bye": answered in kind, without searching the text (or asking a model) for them
      const talk = smallTalkOf(input.question, input.botName);
      if (talk) return { sources: [], tokens: oneReply(ANSWER_FRAMES[talk.language][talk.kind]) };
      const retrieval = await retrievalOf(input);
      const { chunks, index, shortText } = retrieval;
      const signal = input.signal ?? new AbortController().signal;
      // the question's language, else the owner's choice, else the text's
      const language = answerLanguageFor(input.question, input.language ?? index.analyzer.language);
      const analyzer = index.analyzer;
      const { question, followsOn, searched } = askedOf(input, retrieval);
      const passages = await ranked({ ...input, question: searched }, retrieval, signal);
      const selected = selectPassages(passages);
      let promptPassages: string[];
      if (shortText !== null) promptPassages = [shortText];
      else if (selected.length > 0)
        promptPassages = selected.map((p) => (p.source ? `(${p.source})\n${p.text}` : p.text));
      else promptPassages = leadingChunks(chunks);
      const { history } = input;
      const prompt = buildPrompt({
        botName: input.botName,
        question: input.question,
        passages: promptPassages,
        history,
        answerLanguage: language,
      });
      // what the passages are read with: the offline provider picks its quotes by it
      const context: QuoteContext = {
        analyzer,
        termShare: (term) => index.share(term),
        compounding: (term) => index.compounding(term),
        botName: input.botName,
        following: (chunk) => retrieval.following(chunk),
        leading: (chunk) => retrieval.leading(chunk),
        language,
        datedEntries: () => datedEntriesOf(retrieval),
        referenced: (reference) => referencedOf(retrieval, reference),
        dateline: () => datelineOfRetrieval(retrieval),
        opening: () => (chunks[0] === undefined ? null : { index: 0, text: chunks[0], score: 0 }),
        subjectName: subjectNameOf(retrieval),
        followsOn: followsOn || undefined,
      };
      const cited = provider.citedPassages?.(question, selected, context) ?? selected;
      return {
        sources: cited.map((p) => (p.source ? { text: p.text, title: p.source } : { text: p.text })),
        tokens: provider.streamAnswer({
          ...context,
          question,
          history,
          prompt,
          passages: selected,
          signal,
          language,
        }),
      };
    },

    extractiveSummary: (text) => work.summarize(text),

    async summarize(text, summarizeOptions = {}) {
      const source =
        text.length <= RETRIEVAL.wholeTextMaxChars ? text : spreadChunks(await work.chunk(text)).join('\n\n');
      const prompt = buildPrompt({ botName: '', question: SUMMARY_QUESTION, passages: [source] });
      const signal = summarizeOptions.signal ?? new AbortController().signal;
      const extractive = () => work.summarize(text);
      const summary = (await provider.summarize({ text: source, fullText: text, prompt, signal, extractive })).trim();
      // A model that answers nothing, "I don't know", or more than it was given is replaced by the extractive summary.
      if (summary.length === 0 || summary.includes(UNKNOWN_ANSWER) || summary.length >= text.trim().length)
        return extractive();
      return summary;
    },
  };
}
