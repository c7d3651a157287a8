/** What an answer provider supplies: only I/O. Retrieval, prompts and caching live in createAnswerer. */
import type { AnswerLanguage, BuiltPrompt, ChatMessage, RankedPassage, TextAnalyzer } from '@botfolio/core';
import type { LlmProvider } from '../config.js';
import type { QuoteContext } from './offlineReply.js';

export type { RankedPassage };

export interface ProviderAnswerRequest {
  question: string;
  history: ChatMessage[];
  prompt: BuiltPrompt;
  /** The ranked passages retrieved for the question, best first (what the offline provider quotes). */
  passages: RankedPassage[];
  signal: AbortSignal;
  /** The language to answer in (the offline provider frames its quotes in it). */
  language?: AnswerLanguage;
  /** How the bot's text was analysed (the offline provider picks sentences with it). */
  analyzer?: TextAnalyzer;
  /** The share of the bot's passages that hold a term (its subject runs through most of them). */
  termShare?: (term: string) => number;
  /** The bot's name (the offline provider sets its subject's name aside when it picks sentences). */
  botName?: string;
}

export interface ProviderSummaryRequest {
  /** The text to summarise (already cut down to what fits a prompt). */
  text: string;
  /** The whole original text (the offline provider summarises it itself). */
  fullText: string;
  prompt: BuiltPrompt;
  signal: AbortSignal;
  /** The extractive summary of the whole text, computed off the event loop (what the offline provider answers). */
  extractive(): Promise<string>;
}

export interface AnswerProvider {
  readonly name: LlmProvider;
  /**
   * Yields the answer's text pieces as they are produced. Throws ModelUnavailableError on upstream
   * failure or timeout, AnswerAbortedError once `signal` is aborted.
   */
  streamAnswer(request: ProviderAnswerRequest): AsyncIterable<string>;
  /**
   * The passages the answer will rest on, cited as `sources`; by default every passage the prompt
   * carries. The offline provider cites only what it quotes (nothing when it does not know).
   */
  citedPassages?(question: string, passages: RankedPassage[], context?: QuoteContext): RankedPassage[];
  summarize(request: ProviderSummaryRequest): Promise<string>;
}
