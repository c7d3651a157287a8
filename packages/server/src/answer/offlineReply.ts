/** The offline provider's reply: quotes of the best-matching passages, or an honest "I don't know". */
import { splitSentences, tokenize, UNKNOWN_ANSWER } from '@botfolio/core';
import type { RankedPassage } from './provider.js';

export const OFFLINE_INTRO = 'Here is what I found in my source:';
export const OFFLINE_MORE = 'It also says:';
/** The same sentence a model is told to use when the source does not hold the answer. */
export const OFFLINE_DONT_KNOW = UNKNOWN_ANSWER;

/** Longest quote taken from one passage; longer sentences are cut at a word. */
const MAX_QUOTE_CHARS = 360;
/** A quote shorter than this takes the next sentence along, for context. */
const SHORT_QUOTE_CHARS = 120;
/** Secondary passages must score at least this share of the best one. */
const SECONDARY_SCORE_SHARE = 0.6;
const MAX_QUOTES = 3;
/** Words that ask rather than say what is asked about ("can you tell me…"); ignored when other terms remain. */
const QUESTION_FILLER = new Set([
  'tell',
  'know',
  'please',
  'like',
  'say',
  'give',
  'explain',
  'describe',
  'mention',
  'much',
  'many',
  'thing',
  'anything',
  'something',
]);

interface Quote {
  text: string;
  matched: Set<string>;
}

/** How many distinct question terms a passage must contain to count as an answer (half of them, at least one). */
function requiredMatches(termCount: number): number {
  return Math.max(1, Math.ceil(termCount / 2));
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/** The sentence(s) of a passage that best match the terms, trimmed to whole sentences. */
function quoteOf(passage: string, terms: Set<string>): Quote {
  const sentences = splitSentences(passage)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
  const matched = new Set<string>();
  let best = -1;
  let bestCount = 0;
  sentences.forEach((sentence, i) => {
    let count = 0;
    for (const token of new Set(tokenize(sentence))) {
      if (!terms.has(token)) continue;
      count += 1;
      matched.add(token);
    }
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  });
  if (best < 0) return { text: '', matched };
  let text = sentences[best] ?? '';
  const next = sentences[best + 1];
  if (text.length < SHORT_QUOTE_CHARS && next !== undefined && text.length + next.length + 1 <= MAX_QUOTE_CHARS) {
    text = `${text} ${next}`;
  }
  text = cutAtWord(text, MAX_QUOTE_CHARS);
  // A passage cut inside a giant sentence starts mid-sentence: say so rather than pass a fragment off as whole.
  if (/^\p{Ll}/u.test(text)) text = `…${text}`;
  return { text, matched };
}

/** The passages worth quoting for a question (one to three, best first) with the quote taken from each. */
export function quotePassages(
  question: string,
  passages: RankedPassage[],
): Array<{ passage: RankedPassage; quote: string }> {
  const all = new Set(tokenize(question));
  const content = [...all].filter((t) => !QUESTION_FILLER.has(t));
  const terms = content.length > 0 ? new Set(content) : all;
  if (terms.size === 0) return [];
  const needed = requiredMatches(terms.size);
  const topScore = passages[0]?.score ?? 0;
  const quoted: Array<{ passage: RankedPassage; quote: string }> = [];
  for (const passage of passages) {
    if (quoted.length >= MAX_QUOTES) break;
    if (!(passage.score > 0)) continue;
    if (quoted.length > 0 && passage.score < topScore * SECONDARY_SCORE_SHARE) break;
    const quote = quoteOf(passage.text, terms);
    if (quote.matched.size < needed || quote.text === '') continue;
    // Overlapping chunks can yield the same sentence twice.
    if (quoted.some((q) => q.quote.includes(quote.text) || quote.text.includes(q.quote))) continue;
    quoted.push({ passage, quote: quote.text });
  }
  return quoted;
}

/**
 * Quotes one to three passages that contain enough of the question's terms; otherwise says it does
 * not know (a question sharing only a stray word with the text gets no quote of noise).
 */
export function composeOfflineReply(question: string, passages: RankedPassage[]): string {
  const quoted = quotePassages(question, passages);
  if (quoted.length === 0) return OFFLINE_DONT_KNOW;
  return quoted.map((q, i) => `${i === 0 ? OFFLINE_INTRO : OFFLINE_MORE} “${q.quote}”`).join('\n\n');
}
