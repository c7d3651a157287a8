/**
 * A bot's retrieval data: its text cut into passages and their BM25 index, in the text's language. A bot of several
 * sources (their texts joined by a blank line) is cut source by source, so no passage mixes two sources and each
 * passage knows the source it came from. Runs in the compute workers (tasks.ts) and inline for tools.
 */
import {
  buildPassageIndexData,
  chunkSections,
  type PassageIndexData,
  RETRIEVAL,
  SOURCE_SEPARATOR,
} from '@botfolio/core';
import { impliedWords } from './implied.js';
import { analyzerFor, detectLanguage } from './language.js';

/** What the sources of a bot are: its joined text and, when it has several, each source's length in it. */
export interface RetrievalInput {
  text: string;
  /** The characters of each source, in order; their texts are joined by SOURCE_SEPARATOR. Absent: one source. */
  segments?: number[];
}

export interface RetrievalData {
  chunks: string[];
  index: PassageIndexData;
  /** The position (0, 1…) of the source each chunk comes from; empty for a bot of one source. */
  chunkSources: Int32Array;
}

/** The segments when they describe `text` exactly (lengths and joiners add up), else null: treated as one source. */
function validSegments(text: string, segments: number[] | undefined): number[] | null {
  if (!segments || segments.length < 2) return null;
  let total = SOURCE_SEPARATOR.length * (segments.length - 1);
  for (const length of segments) {
    if (!Number.isInteger(length) || length < 0) return null;
    total += length;
  }
  return total === text.length ? segments : null;
}

const sections = (text: string) => chunkSections(text, { size: RETRIEVAL.chunkSize, overlap: RETRIEVAL.chunkOverlap });

/**
 * What each chunk is indexed with besides its own words: its section's heading ("Education", "3.2. Distribution of
 * Executable Form") when it does not start with it, the words for the contact details it gives ("email" for
 * "maya@example.org"), the initials of the names it says ("agpl" for "GNU Affero General Public License"), the word
 * for where someone comes from that it says with a place ("родом" for "Сам я из Вологды"), and the direction of a change
 * it says in figures ("lower" for "from 34 % to 27 %"): implied.ts.
 */
function contextOf(chunks: readonly string[], headings: readonly (string | null)[]): (string | null)[] {
  return chunks.map((chunk, i) => {
    const heading = headings[i] ?? null;
    const extra = [heading !== null && !chunk.startsWith(heading) ? heading : '', impliedWords(chunk)]
      .filter((part) => part !== '')
      .join('\n');
    return extra === '' ? null : extra;
  });
}

export function buildRetrieval(input: string | RetrievalInput): RetrievalData {
  const { text, segments } = typeof input === 'string' ? { text: input, segments: undefined } : input;
  const analyzer = analyzerFor(detectLanguage(text));
  const spans = validSegments(text, segments);
  if (!spans) {
    const { chunks, headings } = sections(text);
    return {
      chunks,
      index: buildPassageIndexData(chunks, analyzer, contextOf(chunks, headings)),
      chunkSources: new Int32Array(0),
    };
  }
  const chunks: string[] = [];
  const headings: (string | null)[] = [];
  const sources: number[] = [];
  let start = 0;
  spans.forEach((length, source) => {
    const cut = sections(text.slice(start, start + length));
    cut.chunks.forEach((piece, i) => {
      chunks.push(piece);
      headings.push(cut.headings[i] ?? null);
      sources.push(source);
    });
    start += length + SOURCE_SEPARATOR.length;
  });
  return {
    chunks,
    index: buildPassageIndexData(chunks, analyzer, contextOf(chunks, headings)),
    chunkSources: Int32Array.from(sources),
  };
}
