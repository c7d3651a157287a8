/** The answer engine: retrieval over the bot's text and core's prompt; the provider only does the I/O. */
import {
  buildPrompt,
  chunkText,
  RETRIEVAL,
  SUMMARY_SENTENCES,
  summarizeExtractive,
  UNKNOWN_ANSWER,
} from '@botfolio/core';
import type { Answerer, AnswerInput, AnswerStream, BotContent } from './answerer.js';
import { buildRetrieval, type RetrievalData, type RetrievalInput } from './buildRetrieval.js';
import { analyzerFor, answerLanguageFor, detectLanguage } from './language.js';
import type { AnswerProvider } from './provider.js';
import { type BotRetrieval, createRetrievalCache, type RetrievalCacheOptions } from './retrievalCache.js';
import { leadingChunks, selectPassages, spreadChunks } from './selectPassages.js';

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

export interface AnswererOptions {
  cache?: RetrievalCacheOptions;
  work?: AnswerWork;
}

/** The question a model is asked when summarising; it goes through buildPrompt so the text stays a data block. */
export const SUMMARY_QUESTION = `Summarize the source in ${SUMMARY_SENTENCES - 2} to ${SUMMARY_SENTENCES} plain sentences, without a heading or a list.`;

/**
 * Wraps a provider: chunks + BM25 per bot (cached until `botVersion` changes), the top passages
 * (≤ RETRIEVAL.maxPromptPassageChars) or the whole text when short, core's buildPrompt, and
 * `sources` = the passages that matched the question (those the provider cites, when it says).
 */
export function createAnswerer(provider: AnswerProvider, options: AnswererOptions = {}): Answerer {
  const work = options.work ?? INLINE_WORK;
  const cache = createRetrievalCache(options.cache);
  // one text load per bot version at a time, however many chats arrive while it is being read
  const loading = new Map<string, Promise<BotRetrieval>>();

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
          return cache.put(input.botId, input.botVersion, content.text, data, titles);
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };

  return {
    provider: provider.name,

    async answer(input: AnswerInput): Promise<AnswerStream> {
      const { chunks, index, shortText, sourceOf } = await retrievalOf(input);
      // the question's language, else the owner's choice, else the text's
      const language = answerLanguageFor(input.question, input.language ?? index.analyzer.language);
      const analyzer = index.analyzer;
      const ranked = index.rankPassages(input.question, RETRIEVAL.topK).map((passage) => {
        const source = sourceOf(passage.index);
        return source === null ? passage : { ...passage, source };
      });
      const selected = selectPassages(ranked);
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
      const signal = input.signal ?? new AbortController().signal;
      const cited = provider.citedPassages?.(input.question, selected, analyzer) ?? selected;
      return {
        sources: cited.map((p) => (p.source ? { text: p.text, title: p.source } : { text: p.text })),
        tokens: provider.streamAnswer({
          question: input.question,
          history,
          prompt,
          passages: selected,
          signal,
          language,
          analyzer,
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
