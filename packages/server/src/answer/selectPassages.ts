/** Which retrieved passages go into the prompt: best first, within a character budget. */
import { RETRIEVAL } from '@botfolio/core';
import type { RankedPassage } from './provider.js';

/**
 * Keeps the matching passages (score > 0) in rank order while they fit in `maxChars`; the first one
 * always goes in (cut to the budget if it alone is too long) so a match is never dropped entirely.
 */
export function selectPassages(
  ranked: RankedPassage[],
  maxChars: number = RETRIEVAL.maxPromptPassageChars,
): RankedPassage[] {
  const selected: RankedPassage[] = [];
  let used = 0;
  for (const passage of ranked) {
    if (!(passage.score > 0)) continue;
    if (selected.length === 0 && passage.text.length > maxChars) {
      selected.push({ ...passage, text: passage.text.slice(0, maxChars) });
      break;
    }
    if (used + passage.text.length > maxChars) continue;
    selected.push(passage);
    used += passage.text.length;
  }
  return selected;
}

/** The first chunks within `maxChars`: what a model sees when no passage matches the question. */
export function leadingChunks(chunks: string[], maxChars: number = RETRIEVAL.maxPromptPassageChars): string[] {
  const out: string[] = [];
  let used = 0;
  for (const chunk of chunks) {
    if (used + chunk.length > maxChars) break;
    out.push(chunk);
    used += chunk.length;
  }
  if (out.length === 0 && chunks[0] !== undefined) out.push(chunks[0].slice(0, maxChars));
  return out;
}

/** Chunks spread evenly over the whole text, in order, within `maxChars` (a summary's view of a long text). */
export function spreadChunks(chunks: string[], maxChars: number = RETRIEVAL.maxPromptPassageChars): string[] {
  if (chunks.length === 0) return [];
  const average = chunks.reduce((n, c) => n + c.length, 0) / chunks.length;
  const wanted = Math.max(1, Math.min(chunks.length, Math.floor(maxChars / Math.max(1, average))));
  const picked: string[] = [];
  let used = 0;
  for (let i = 0; i < wanted; i += 1) {
    const chunk = chunks[Math.floor((i * chunks.length) / wanted)];
    if (chunk === undefined || used + chunk.length > maxChars) continue;
    picked.push(chunk);
    used += chunk.length;
  }
  if (picked.length === 0 && chunks[0] !== undefined) picked.push(chunks[0].slice(0, maxChars));
  return picked;
}
