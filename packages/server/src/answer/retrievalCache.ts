/** Chunks + BM25 index per bot, built once and reused until the bot's version changes. */
import { endsSentence, type PassageIndex, passageIndexFromData, RETRIEVAL, splitSentences } from '@botfolio/core';
import type { RetrievalData } from './buildRetrieval.js';
import { analyzerFor } from './language.js';

export interface BotRetrieval {
  chunks: string[];
  index: PassageIndex;
  /** The title of the source chunk `i` comes from, for a bot of several sources; null for a bot of one. */
  sourceOf(chunk: number): string | null;
  /**
   * What follows chunk `i` in its source: the next chunk without the overlap it starts with, or null at the end of a
   * source. An answer that runs over a chunk's edge is quoted whole with it.
   */
  following(chunk: number): string | null;
  /**
   * The start of the sentence chunk `i` begins in the middle of (a long sentence of which the chunk repeats only the
   * last words), or null when it starts a sentence.
   */
  leading(chunk: number): string | null;
  /** The whole text when it is short enough to send as it is (≤ RETRIEVAL.wholeTextMaxChars), else null. */
  shortText: string | null;
  /** The text's first characters as written, its lines intact (chunks join some): where a transcript's dateline is. */
  head: string;
}

/** How much of a text's start BotRetrieval.head keeps. */
const HEAD_CHARS = 4000;

export interface RetrievalCache {
  /**
   * Keeps the retrieval `data` (of `text`, built in a worker) of `botId` at `version`, replacing an older
   * version's; `titles` are its sources' titles, in order, when it has several.
   */
  put(botId: string, version: string, text: string, data: RetrievalData, titles?: string[]): BotRetrieval;
  /** The cached retrieval of `botId` at `version` (marked as recently used), or undefined when missing or stale. */
  peek(botId: string, version: string): BotRetrieval | undefined;
  readonly size: number;
}

export interface RetrievalCacheOptions {
  /** Most bots kept (least recently used go first). */
  maxBots?: number;
  /**
   * Most characters of bot text kept indexed in total (chunks + index cost about 1.2–2× the text in
   * heap); a text bigger than this is indexed for its request but not kept.
   */
  maxChars?: number;
}

/**
 * `next` without what it repeats of the end of `previous` (chunkText starts each chunk with up to
 * RETRIEVAL.chunkOverlap characters of the one before, whole sentences or the last words). Linear in the overlap's
 * length squared at most: a few hundred characters.
 */
export function withoutOverlap(previous: string, next: string): string {
  return next.slice(overlapLength(previous, next)).trimStart();
}

/** How many characters of `previous`, from its end, hold the `length` first characters of `next` (their overlap). */
function overlapInPrevious(previous: string, next: string, length: number): number {
  if (previous.endsWith(next.slice(0, length))) return length;
  // the same non-space characters, whitespace laid out otherwise
  let letters = next.slice(0, length).replace(/\s+/g, '').length;
  let at = previous.trimEnd().length;
  while (at > 0 && letters > 0) if (!/\s/.test(previous[--at] ?? '')) letters -= 1;
  return previous.length - at;
}

/** How many characters `next` starts with that `previous` ends with (the overlap chunkText repeats), up to twice it. */
function overlapLength(previous: string, next: string): number {
  const longest = Math.min(previous.length, next.length, RETRIEVAL.chunkOverlap * 2);
  // The overlap may be laid out with other whitespace than where it was first ("rights.\n\nDevelopers" ends one
  // chunk, "rights. Developers" opens the next): both ends are compared with their whitespace runs as one space.
  // The longest match wins (a text that repeats a sentence ends a shorter overlap with it too); each place where
  // the next chunk's first words stand in the previous one's tail is tried once, so this is linear in the overlap.
  const tail = collapseSpaces(previous.slice(-2 * longest)).trimEnd();
  const head = collapseSpaces(next.slice(0, 2 * longest)).trimStart();
  const probe = head.slice(0, MIN_OVERLAP_CHARS);
  if (probe.length === MIN_OVERLAP_CHARS)
    for (let at = tail.indexOf(probe); at !== -1; at = tail.indexOf(probe, at + 1)) {
      if (at > 0 && tail[at - 1] !== ' ') continue;
      const common = tail.slice(at);
      // it must end where a word of the next chunk ends
      if (!head.startsWith(common) || (head.length > common.length && head[common.length] !== ' ')) continue;
      return charsHolding(next, common.replace(/ /g, '').length);
    }
  for (let n = Math.min(longest, MIN_OVERLAP_CHARS - 1); n > 0; n -= 1)
    if (previous.endsWith(next.slice(0, n))) return n;
  return 0;
}

/** How many characters of `text`, from its start, hold its first `letters` characters that are not whitespace. */
function charsHolding(text: string, letters: number): number {
  let at = 0;
  for (let left = letters; at < text.length && left > 0; at += 1) if (!/\s/.test(text[at] ?? '')) left -= 1;
  return at;
}

/** Fewer characters than this in common are no overlap of chunkText's (it repeats whole sentences). */
const MIN_OVERLAP_CHARS = 20;
const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ');

/**
 * The start of the sentence `next` begins in the middle of (its overlap carried only the last words of a long
 * sentence of `previous`), or null when `next` starts a sentence.
 */
export function sentenceStart(previous: string, next: string): string | null {
  const n = overlapLength(previous, next);
  if (n === 0) return null;
  const kept = previous.slice(0, previous.length - overlapInPrevious(previous, next, n));
  const before = kept.trimEnd();
  if (before === '' || endsSentence(before) || /\n\s*$/.test(kept)) return null;
  // the last sentence of what comes before the overlap, which the overlap finishes
  return splitSentences(before.slice(-RETRIEVAL.chunkSize)).at(-1)?.trim() || null;
}

/** An LRU keyed by bot id; a new version of a bot replaces its entry. */
export function createRetrievalCache(options: RetrievalCacheOptions = {}): RetrievalCache {
  const maxBots = options.maxBots ?? 48;
  const maxChars = options.maxChars ?? 50_000_000;
  // Map iteration order is insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { version: string; chars: number; retrieval: BotRetrieval }>();
  let totalChars = 0;

  const evict = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalChars -= entry.chars;
  };

  const peek = (botId: string, version: string): BotRetrieval | undefined => {
    const hit = entries.get(botId);
    if (!hit || hit.version !== version) return undefined;
    entries.delete(botId);
    entries.set(botId, hit);
    return hit.retrieval;
  };

  return {
    peek,
    put(botId, version, text, data, titles = []) {
      evict(botId);
      const { chunks, chunkSources } = data;
      const several = titles.length > 1 && chunkSources.length === chunks.length;
      // (a bot of one source has no source numbers: all its chunks are of the one)
      const sameSource = (a: number, b: number) =>
        chunkSources.length !== chunks.length || chunkSources[a] === chunkSources[b];
      const retrieval: BotRetrieval = {
        chunks,
        index: passageIndexFromData(chunks, data.index, analyzerFor(data.index.language)),
        sourceOf: (chunk) => (several ? (titles[chunkSources[chunk] ?? -1] ?? null) : null),
        leading: (chunk) => {
          const previous = chunks[chunk - 1];
          const current = chunks[chunk];
          if (previous === undefined || current === undefined) return null;
          if (!sameSource(chunk - 1, chunk)) return null;
          return sentenceStart(previous, current);
        },
        following: (chunk) => {
          const current = chunks[chunk];
          const next = chunks[chunk + 1];
          if (current === undefined || next === undefined) return null;
          // a bot of several sources: the next chunk may open the next source
          if (!sameSource(chunk, chunk + 1)) return null;
          return withoutOverlap(current, next) || null;
        },
        shortText: text.length <= RETRIEVAL.wholeTextMaxChars ? text : null,
        head: text.slice(0, HEAD_CHARS),
      };
      if (text.length <= maxChars) {
        while (entries.size >= maxBots || (entries.size > 0 && totalChars + text.length > maxChars)) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          evict(oldest);
        }
        entries.set(botId, { version, chars: text.length, retrieval });
        totalChars += text.length;
      }
      return retrieval;
    },
    get size() {
      return entries.size;
    },
  };
}
