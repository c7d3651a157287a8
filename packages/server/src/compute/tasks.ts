/**
 * The CPU-heavy steps on untrusted input, as plain functions of plain data: the compute worker runs them
 * off the event loop (see pool.ts); tests may call them directly. Each takes and returns only values that
 * survive structured clone.
 */
import { chunkText, RETRIEVAL, SUMMARY_SENTENCES, summarizeExtractive } from '@botfolio/core';
import { buildRetrieval, type RetrievalInput } from '../answer/buildRetrieval.js';
import { analyzerFor, detectLanguage } from '../answer/language.js';
import { htmlToText } from '../ingest/htmlToText.js';

export const TASKS = {
  /** Title and readable text of an HTML page. */
  htmlToText: (html: string) => htmlToText(html),
  /** The extractive summary of a text (the offline summary, and the fallback when a model fails). */
  summarize: (text: string) =>
    summarizeExtractive(text, { sentences: SUMMARY_SENTENCES, analyzer: analyzerFor(detectLanguage(text)) }),
  /** The retrieval chunks of a bot's text. */
  chunk: (text: string) => chunkText(text, { size: RETRIEVAL.chunkSize, overlap: RETRIEVAL.chunkOverlap }),
  /** The retrieval chunks of a bot's text (source by source) and their BM25 index, as flat arrays. */
  retrieval: (input: string | RetrievalInput) => buildRetrieval(input),
  /**
   * Loads and exercises what a first chat needs (language detection, the English stemmer, chunking and indexing)
   * on a few kilobytes of made-up text, so a warm thread's first real bot runs on warm code.
   */
  warmUp: (_input: null) => {
    const sentence =
      'Ada studied mathematics in London and wrote programs for the analytical engine; her notes describe loops, ' +
      'variables and the numbers of Bernoulli. ';
    for (let round = 0; round < 8; round += 1) TASKS.retrieval(`${sentence.repeat(24)}\n\n`.repeat(4));
    return true;
  },
} as const;

export type TaskName = keyof typeof TASKS;
export type TaskInput<T extends TaskName> = Parameters<(typeof TASKS)[T]>[0];
export type TaskOutput<T extends TaskName> = ReturnType<(typeof TASKS)[T]>;
