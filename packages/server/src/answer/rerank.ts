/**
 * The second look at BM25's best passages for a question: a passage that defines what is asked goes first, and
 * passages that hold the question's words as a phrase (in its order, side by side: "larger work", "source code
 * form") rise above those that only scatter them. Linear in the passages looked at.
 */
import { splitSentences, type TextAnalyzer, tokenize } from '@botfolio/core';
import { definesAsked, definitionAsked } from './definitions.js';
import type { RankedPassage } from './provider.js';

/** How much a passage's score grows when it holds every pair of the question's adjacent terms side by side. */
const PHRASE_BOOST = 0.5;

/** Pairs of adjacent terms of a token list, as `a\u0000b`. */
function pairsOf(terms: readonly string[]): Set<string> {
  const pairs = new Set<string>();
  for (let i = 1; i < terms.length; i += 1) pairs.add(`${terms[i - 1]}\u0000${terms[i]}`);
  return pairs;
}

export function rerankPassages<P extends RankedPassage>(
  question: string,
  passages: readonly P[],
  analyzer: TextAnalyzer,
  k: number,
): P[] {
  const order = tokenize(question, analyzer);
  const asked = new Set(order);
  if (asked.size === 0 || passages.length === 0) return passages.slice(0, k);
  const wanted = pairsOf(order);
  const defined = definitionAsked(question, analyzer);
  const scored = passages.map((passage, rank) => {
    const defines =
      defined !== null && splitSentences(passage.text).some((sentence) => definesAsked(sentence, defined, analyzer));
    let phrase = 0;
    if (wanted.size > 0) {
      const held = pairsOf(tokenize(passage.text, analyzer));
      for (const pair of wanted) if (held.has(pair)) phrase += 1;
    }
    return { passage, rank, defines, score: passage.score * (1 + (PHRASE_BOOST * phrase) / Math.max(1, wanted.size)) };
  });
  scored.sort((a, b) => Number(b.defines) - Number(a.defines) || b.score - a.score || a.rank - b.rank);
  return scored.slice(0, k).map(({ passage, score }) => ({ ...passage, score }));
}
