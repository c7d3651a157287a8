import { RETRIEVAL } from './constants.js';
import { endsSentence, endsUnspacedSentence, SPACED_SENTENCE_ENDS, UNSPACED_SENTENCE_ENDS } from './sentenceEnds.js';
import { splitSentences } from './summarizeExtractive.js';

export interface ChunkOptions {
  /** Target maximum characters per chunk. */
  size?: number;
  /** Characters of the previous chunk's end repeated at the start of the next (whole sentences when they fit). */
  overlap?: number;
}

const PARAGRAPH_BREAK = /\n[ \t\f\v\r]*\n\s*/;

/** Cuts a sentence longer than `size` into windows, at a space when one is near the end, never inside a surrogate pair. */
function hardSplit(sentence: string, size: number, overlap: number, out: string[]): void {
  let start = 0;
  while (start < sentence.length) {
    let end = Math.min(sentence.length, start + size);
    if (end < sentence.length) {
      // Searched within the window only: lastIndexOf from `end` would rescan the whole text before it.
      // (any white space: a line break inside a sentence is a word's end too — "word\nCafé" is not cut in "Café")
      const space = start + lastSpaceIn(sentence.slice(start, end + 1));
      // A space in the window's second half: a word of up to half a window is then never cut.
      if (space > start && space >= start + size / 2 - 1) end = space;
      else if (/[\uD800-\uDBFF]/.test(sentence[end - 1]!)) end -= 1;
    }
    const piece = sentence.slice(start, end).trim();
    if (piece !== '') out.push(piece);
    if (end >= sentence.length) break;
    let next = Math.max(start + 1, end - overlap);
    if (/[\uDC00-\uDFFF]/.test(sentence[next] ?? '')) next += 1;
    start = next;
  }
}

/** Where the last white space of `text` is, or -1. */
function lastSpaceIn(text: string): number {
  for (let i = text.length - 1; i >= 0; i -= 1) if (WHITE_SPACE.test(text[i]!)) return i;
  return -1;
}
const WHITE_SPACE = /\s/;

/** The end of `text`, at most `overlap` characters, starting at a word when possible. */
function tail(text: string, overlap: number): string {
  if (overlap <= 0) return '';
  if (text.length <= overlap) return text;
  let cut = text.slice(text.length - overlap);
  const space = cut.search(WHITE_SPACE);
  if (space !== -1 && space < cut.length - 1) cut = cut.slice(space + 1);
  else if (/[\uDC00-\uDFFF]/.test(cut[0]!)) cut = cut.slice(1);
  return cut.trim();
}

/** A chunk's heading: the last heading-like paragraph (or first line of one) before or at its start. */
export interface ChunkSections {
  chunks: string[];
  /** For each chunk, the heading of the section it starts in, or null before the first heading. */
  headings: (string | null)[];
}

const HEADING_MAX_CHARS = 80;
/** A line that ends a sentence or a clause (or a quote), in any script: no heading does. */
const ENDS_SENTENCE_OR_CLAUSE = new RegExp(`[${SPACED_SENTENCE_ENDS}${UNSPACED_SENTENCE_ENDS},;:、，；：،؛"'”’)]$`);
/** A line that reads as a heading: short, with a letter, not ending like a sentence or a clause. */
function headingOf(line: string): string | null {
  // a paragraph's first line is often the whole paragraph: far too long to be a heading, not worth collapsing
  if (line.length > HEADING_MAX_CHARS * 4) return null;
  const text = line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^#+\s*/, '');
  if (text.length < 2 || text.length > HEADING_MAX_CHARS) return null;
  if (ENDS_SENTENCE_OR_CLAUSE.test(text) && !/^\d+(\.\d+)*\.?\s/.test(text)) return null;
  if (!/\p{L}/u.test(text)) return null;
  // a numbered clause heading ("3.2. Distribution of Executable Form") or any other short line
  return text.replace(/[.:]$/, '');
}

/**
 * Splits a text into retrieval passages of about `size` characters (default RETRIEVAL.chunkSize), filling each
 * with whole paragraphs, then whole sentences; only a sentence longer than `size` is cut mid-sentence. Each chunk
 * starts with up to `overlap` characters (default RETRIEVAL.chunkOverlap) of the previous one so an answer that
 * straddles a boundary stays findable. Whitespace is collapsed within paragraphs; chunks are never empty.
 * Linear time: each sentence is visited once (texts of 10 MB are expected).
 */
export function chunkText(text: string, options: ChunkOptions = {}): string[] {
  return chunkSections(text, options).chunks;
}

/**
 * chunkText, and the heading each chunk's section has (a short line on its own, or opening a paragraph, that does
 * not end like a sentence), so an index can carry "Education" or "3.2. Distribution" into the chunks under it.
 */
export function chunkSections(text: string, options: ChunkOptions = {}): ChunkSections {
  const size = Math.max(1, Math.floor(options.size ?? RETRIEVAL.chunkSize));
  // At most half a chunk, so every chunk advances through the text.
  const overlap = Math.max(0, Math.min(Math.floor(options.overlap ?? RETRIEVAL.chunkOverlap), Math.floor(size / 2)));
  const chunks: string[] = [];
  const headings: (string | null)[] = [];
  let heading: string | null = null;
  let chunkHeading: string | null = null;

  // The chunk being filled: its parts (joined by the separator before each) and its length so far.
  let parts: string[] = [];
  let separators: string[] = [];
  let length = 0;
  let hasNewText = false;

  const flush = () => {
    if (!hasNewText) return;
    let chunk = parts[0] ?? '';
    for (let i = 1; i < parts.length; i += 1) chunk += (separators[i] ?? ' ') + parts[i];
    chunks.push(chunk);
    headings.push(chunkHeading);
    // Carry whole trailing sentences that fit in the overlap; else the last words of the chunk.
    // (each with the separator it had: a paragraph break stays one, so "Unit Tests" stays the heading of ": A unit
    // test is…" rather than running into it)
    const carried: string[] = [];
    const carriedSeparators: string[] = [];
    let carriedLength = 0;
    for (let i = parts.length - 1; i >= 0; i -= 1) {
      const part = parts[i]!;
      // (the separator between this part and the one after it, already carried)
      const grow = part.length + (carried.length > 0 ? (separators[i + 1] ?? ' ').length : 0);
      if (carriedLength + grow > overlap) break;
      carried.unshift(part);
      carriedSeparators.unshift(separators[i] ?? ' ');
      carriedLength += grow;
    }
    if (carried.length === 0) {
      const words = tail(chunk, overlap);
      if (words !== '') {
        carried.push(words);
        carriedSeparators.push(' ');
        carriedLength = words.length;
      }
    }
    parts = carried;
    separators = carriedSeparators;
    length = carriedLength;
    hasNewText = false;
  };

  const add = (unit: string, separator: string) => {
    const extra = parts.length === 0 ? unit.length : unit.length + separator.length;
    if (hasNewText && length + extra > size) flush();
    // After a flush only the overlap remains; if even that plus this unit overflows, start clean.
    if (parts.length > 0 && length + unit.length + separator.length > size) {
      parts = [];
      separators = [];
      length = 0;
    }
    if (!hasNewText) chunkHeading = heading;
    length += parts.length === 0 ? unit.length : unit.length + separator.length;
    parts.push(unit);
    separators.push(separator);
    hasNewText = true;
  };

  for (const paragraph of text.split(PARAGRAPH_BREAK)) {
    const firstLine = paragraph.trimStart().split('\n', 1)[0] ?? '';
    const title = headingOf(firstLine);
    // a heading opens its section: the chunks from here on carry it (one that starts with it, too)
    if (title !== null) heading = title;
    const sentences = splitSentences(paragraph);
    // a heading line goes with the sentence under it, so a chunk never ends on a heading whose text is in the next
    // (on its own line, as in the text: a quote or a summary tells the heading from the sentence)
    if (title !== null && sentences.length > 1 && headingOf(sentences[0]!) !== null) {
      sentences.splice(0, 2, `${sentences[0]}\n${sentences[1]}`);
    }
    for (let i = 0; i < sentences.length; i += 1) {
      const sentence = sentences[i]!;
      const previous = sentences[i - 1];
      // Chinese and Japanese put no space after a full stop; a line that ends no sentence (a heading, a label, a
      // contact line) keeps its line break
      const separator =
        previous === undefined ? '\n\n' : endsUnspacedSentence(previous) ? '' : endsSentence(previous) ? ' ' : '\n';
      if (sentence.length <= size) {
        add(sentence, separator);
        continue;
      }
      flush();
      const pieces: string[] = [];
      hardSplit(sentence, size, overlap, pieces);
      parts = [];
      separators = [];
      length = 0;
      for (const piece of pieces.slice(0, -1)) {
        chunks.push(piece);
        headings.push(heading);
      }
      // The giant sentence's last piece may share a chunk with what follows.
      const last = pieces[pieces.length - 1];
      if (last !== undefined) add(last, separator);
    }
  }
  flush();
  return { chunks, headings };
}
