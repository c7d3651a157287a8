/** What an answer provider supplies: only I/O. Retrieval, prompts and caching live in createAnswerer. */
import type { AnswerLanguage, BuiltPrompt, ChatMessage, RankedPassage, TextAnalyzer } from '@botfolio/core';
import type { LlmProvider } from '../config.js';
import type { DatedEntry } from './chronology.js';
import type { Reference } from './crossReference.js';
import type { Dateline } from './dateline.js';

export type { RankedPassage };

/** What the bot's passages are read with, besides the question: how the offline provider picks its quotes. */
export interface QuoteContext {
  /** How the bot's text was analysed (English by default). */
  analyzer?: TextAnalyzer | undefined;
  /** The share of the bot's passages that hold a term; unknown: every candidate term may be the subject. */
  termShare?: ((term: string) => number) | undefined;
  /** The bot's compounds of a term it never says alone (German "elektroauto" of "auto"); none when unknown. */
  compounding?: ((term: string) => string[]) | undefined;
  /** The bot's name: a name in it that the question asks with is the bot's subject ("Jordan" of "Jordan Lee — CV"). */
  botName?: string | undefined;
  /** What follows passage `index` in its source (null at its end): a quote that goes on past a passage's edge. */
  following?: ((index: number) => string | null) | undefined;
  /** The start of the sentence passage `index` begins in the middle of, or null when it starts a sentence. */
  leading?: ((index: number) => string | null) | undefined;
  /** The language of the question, which the answer is framed in (English when unknown). */
  language?: AnswerLanguage | undefined;
  /**
   * The name a bio's person goes by: the one a first-person text introduces ("Hi, I'm Owen Gallagher…") or the one a
   * third-person text opens on ("Maya Okafor is a midwife…"): the bot's subject too.
   */
  subjectName?: string | null | undefined;
  /** The bot's first passage: "Who are you?" is answered by how its text opens. */
  opening?: (() => RankedPassage | null) | undefined;
  /** Where and when the talk a transcript records took place, as its dateline says: "where was the speech given?". */
  dateline?: (() => Dateline | null) | undefined;
  /** The bot's dated lines (a résumé's jobs): "where did she work before X?" is answered by them. */
  datedEntries?: (() => readonly DatedEntry[]) | undefined;
  /** What a section of the bot's text says first ("Section 6(a)"), for a quote that only points at it; or null. */
  referenced?: ((reference: Reference) => string | null) | undefined;
  /**
   * Of a follow-up, what it is about (followUp.ts): the bot's answer before it, when it asks of what that answer said
   * ("how long was she there?" after "Hydrotec, Porto — Backend Developer…"), else the visitor's question(s) before
   * it ("and trademarks?" after "does it cover patents?"); absent when the question stands alone.
   */
  followsOn?: string | undefined;
}

export interface ProviderAnswerRequest extends QuoteContext {
  question: string;
  history: ChatMessage[];
  prompt: BuiltPrompt;
  /** The ranked passages retrieved for the question, best first (what the offline provider quotes). */
  passages: RankedPassage[];
  signal: AbortSignal;
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
