/** The answer engine's contract: what routes ask of it (createAnswerer.ts builds it). */
import type { ChatMessage, Source } from '@botfolio/core';
import type { LlmProvider } from '../config.js';

/** A bot's text and, when it has several sources, each one's title and length in it (joined in order). */
export interface BotContent {
  text: string;
  sources?: Array<{ title: string; chars: number }>;
}

export interface AnswerInput {
  botId: string;
  botName: string;
  /**
   * The bot's text, or a loader the engine calls only when its cached index of `botId` at `botVersion`
   * is missing or stale (reading and decrypting a 1 MB text costs more than the rest of a chat).
   */
  botText: string | (() => Promise<string | BotContent>);
  /** Changes whenever the bot's text changes (used to invalidate the retrieval cache). */
  botVersion: string;
  question: string;
  history: ChatMessage[];
  /** The owner's language for the bot (settings.language, when they chose one): answers fall back to it. */
  language?: string;
  signal?: AbortSignal;
}

/** A streamed answer: `tokens` yields text pieces as the model produces them; `done` settles after. */
export interface AnswerStream {
  sources: Source[];
  tokens: AsyncIterable<string>;
}

export interface Answerer {
  readonly provider: LlmProvider;
  /** Retrieval happens synchronously before the model is called; errors surface while iterating `tokens`. */
  answer(input: AnswerInput): Promise<AnswerStream>;
  summarize(text: string, options?: { signal?: AbortSignal }): Promise<string>;
  /** The extractive summary (no model), computed off the event loop: the fallback when the model fails. */
  extractiveSummary(text: string): Promise<string>;
}
