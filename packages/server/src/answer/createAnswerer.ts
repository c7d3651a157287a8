/** The answer engine: retrieval over the bot's text and core's prompt; the provider only does the I/O. */
import {
  buildPrompt,
  chunkText,
  LIMITS,
  RETRIEVAL,
  SUMMARY_SENTENCES,
  summarizeExtractive,
  UNKNOWN_ANSWER,
} from '@botfolio/core';
import type { Answerer, AnswerInput, AnswerStream } from '../contracts.js';
import type { AnswerProvider } from './provider.js';
import { type BotRetrieval, createRetrievalCache, type RetrievalCacheOptions } from './retrievalCache.js';
import { leadingChunks, selectPassages, spreadChunks } from './selectPassages.js';

export interface AnswererOptions {
  cache?: RetrievalCacheOptions;
}

/** The question a model is asked when summarising; it goes through buildPrompt so the text stays a data block. */
export const SUMMARY_QUESTION = `Summarize the source in ${SUMMARY_SENTENCES - 2} to ${SUMMARY_SENTENCES} plain sentences, without a heading or a list.`;

/**
 * Wraps a provider: chunks + BM25 per bot (cached until `botVersion` changes), the top passages
 * (≤ RETRIEVAL.maxPromptPassageChars) or the whole text when short, core's buildPrompt, and
 * `sources` = the passages that matched the question (those the provider cites, when it says).
 */
export function createAnswerer(provider: AnswerProvider, options: AnswererOptions = {}): Answerer {
  const cache = createRetrievalCache(options.cache);
  // one text load per bot version at a time, however many chats arrive while it is being read
  const loading = new Map<string, Promise<BotRetrieval>>();

  /** The cached retrieval; the text is read (through `input.botText`'s loader) only on a miss. */
  const retrievalOf = async (input: AnswerInput): Promise<BotRetrieval> => {
    const source = input.botText;
    if (typeof source === 'string') return cache.get(input.botId, input.botVersion, source);
    const hit = cache.peek(input.botId, input.botVersion);
    if (hit) return hit;
    const key = `${input.botId}\n${input.botVersion}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = source()
        .then((text) => cache.get(input.botId, input.botVersion, text))
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };

  return {
    provider: provider.name,

    async answer(input: AnswerInput): Promise<AnswerStream> {
      const { chunks, index, shortText } = await retrievalOf(input);
      const ranked = index.rankPassages(input.question, RETRIEVAL.topK);
      const selected = selectPassages(ranked);
      let promptPassages: string[];
      if (shortText !== null) promptPassages = [shortText];
      else if (selected.length > 0) promptPassages = selected.map((p) => p.text);
      else promptPassages = leadingChunks(chunks);
      const history = input.history.slice(-LIMITS.chatHistoryMaxTurns);
      const prompt = buildPrompt({
        botName: input.botName,
        question: input.question,
        passages: promptPassages,
        history,
      });
      const signal = input.signal ?? new AbortController().signal;
      const cited = provider.citedPassages?.(input.question, selected) ?? selected;
      return {
        sources: cited.map((p) => ({ text: p.text })),
        tokens: provider.streamAnswer({ question: input.question, history, prompt, passages: selected, signal }),
      };
    },

    async summarize(text, summarizeOptions = {}) {
      const source = text.length <= RETRIEVAL.wholeTextMaxChars ? text : spreadChunks(chunkText(text)).join('\n\n');
      const prompt = buildPrompt({ botName: '', question: SUMMARY_QUESTION, passages: [source] });
      const signal = summarizeOptions.signal ?? new AbortController().signal;
      const summary = (await provider.summarize({ text: source, fullText: text, prompt, signal })).trim();
      // A model that answers nothing, "I don't know", or more than it was given is replaced by the extractive summary.
      if (summary.length === 0 || summary.includes(UNKNOWN_ANSWER) || summary.length >= text.trim().length)
        return summarizeExtractive(text, { sentences: SUMMARY_SENTENCES });
      return summary;
    },
  };
}
