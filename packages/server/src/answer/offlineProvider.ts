/** The provider without a model: quotes the retrieved passages, summarises extractively. Needs no key and no network. */
import { AnswerAbortedError } from './errors.js';
import { composeOfflineReply, type Quoted, quotedExcerpt, quotePassages } from './offlineReply.js';
import type { AnswerProvider, QuoteContext, RankedPassage } from './provider.js';

/** Offline provider; its reply streams word by word like a model's. */
export function offlineProvider(): AnswerProvider {
  // A chat asks for its sources, then its answer, of the same passages: their quotes are taken once for both.
  const taken = new WeakMap<RankedPassage[], { question: string; quoted: Quoted[] }>();
  const quotesOf = (question: string, passages: RankedPassage[], context?: QuoteContext): Quoted[] => {
    const known = taken.get(passages);
    if (known?.question === question) return known.quoted;
    const quoted = quotePassages(question, passages, context);
    taken.set(passages, { question, quoted });
    return quoted;
  };
  return {
    name: 'offline',
    // each source shown from where its quote starts
    citedPassages: (question, passages, context) =>
      quotesOf(question, passages, context).map((q) => quotedExcerpt(q.passage, q.quote)),
    async *streamAnswer(request) {
      const { question, passages, signal } = request;
      // the request carries the quote's context (analyzer, term shares, bot name) and the language to frame it in
      const reply = composeOfflineReply(question, passages, request, quotesOf(question, passages, request));
      for (const piece of reply.match(/\S+\s*|\s+/g) ?? []) {
        if (signal.aborted) throw new AnswerAbortedError();
        yield piece;
        // One macrotask per word: each word leaves as its own SSE frame instead of one burst.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async summarize({ signal, extractive }) {
      if (signal.aborted) throw new AnswerAbortedError();
      return extractive();
    },
  };
}
