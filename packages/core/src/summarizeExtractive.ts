import { SUMMARY_SENTENCES } from './constants.js';
import { ENGLISH_ANALYZER, type TextAnalyzer, tokenize } from './passageIndex.js';
import {
  CLOSERS,
  endsSentence,
  endsUnspacedSentence,
  SPACED_SENTENCE_ENDS,
  UNSPACED_SENTENCE_ENDS,
} from './sentenceEnds.js';
import { collapseWhitespace, plainText } from './text.js';

/** Words that end in a period without ending the sentence ("Dr. Smith", "e.g. this"). */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'inc',
  'ltd',
  'co',
  'corp',
  'no',
  'nos',
  'fig',
  'figs',
  'al',
  'approx',
  'dept',
  'est',
  'vol',
  'pp',
  'p',
  'ed',
  'eds',
  'cf',
  'mt',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'u.s',
  'u.k',
  'ph.d',
]);

// Spaced marks need whitespace after them; unspaced ones end a sentence on their own. A run of marks is only tried
// from its first character (the lookbehind), so a run of a million dots is read once, not once per dot.
const BOUNDARY = new RegExp(
  `(?<![${SPACED_SENTENCE_ENDS}])[${SPACED_SENTENCE_ENDS}]+[${CLOSERS}]*(?=\\s)|[${UNSPACED_SENTENCE_ENDS}]+[${CLOSERS}]*`,
  'g',
);
/** Abbreviations are short: the look back for one stops after this many characters. */
const MAX_ABBREVIATION_CHARS = 12;
const PARAGRAPH_BREAK = /\n[ \t\f\v\r]*\n\s*/;

/** The paragraphs of a text: its parts between blank lines. */
export function splitParagraphs(text: string): string[] {
  return text.split(PARAGRAPH_BREAK);
}
const MAX_SUMMARY_SENTENCE_CHARS = 500;
/** What a line that ends no sentence ("Staff Engineer, Parcelway (Lisbon), 2021 – present") weighs in a summary. */
const LABEL_WEIGHT = 0.25;
/**
 * A list item's bullet opening a sentence ("- Mentored six engineers."), or the colon that opens a definition under
 * its term in Markdown (": A unit test is…" under "Unit Tests").
 */
const BULLET = /^[-•*·◦–—▪:]\s+/;
/** A line without the bullet that makes it a list item ("- Mentored six engineers." → "Mentored six engineers."). */
export const withoutBullet = (line: string): string => line.replace(BULLET, '');

function endsWithAbbreviation(text: string, dotIndex: number): boolean {
  let start = dotIndex;
  const floor = Math.max(0, dotIndex - MAX_ABBREVIATION_CHARS);
  while (start > floor && /[\p{L}.]/u.test(text[start - 1]!)) start -= 1;
  if (start === floor && floor > 0 && /[\p{L}.]/u.test(text[floor - 1]!)) return false;
  const word = text.slice(start, dotIndex).toLowerCase();
  // Single letters are initials ("J. R. R. Tolkien").
  if (word.length === 1) return /\p{L}/u.test(word);
  // after a figure a word is a unit ("40 ms."), not a title ("Ms. Smith")
  return ABBREVIATIONS.has(word) && !(word === 'ms' && /\d\s?$/.test(text.slice(Math.max(0, start - 2), start)));
}

/** A bullet or list marker opening a line: a new item, so a new sentence. */
const LIST_ITEM = /^\s*(?:[-•*·◦–—▪]\s|\(?[a-z0-9]{1,3}[.)]\s)/i;
/** Whether a line opens with a list item's bullet or marker ("- ", "b) ", "(iv) ", "2. "). */
export const opensListItem = (line: string): boolean => LIST_ITEM.test(line);
/** A line that ends a sentence or a clause (a colon or semicolon too): the next line is not its continuation. */
const endsLine = (line: string) => endsSentence(line) || /[:;]\s*$/.test(line);
const HEADING_LINE_MAX_CHARS = 60;
/** A line that reads as a heading or a label: short, ending no sentence ("Summary", "Languages spoken", a name). */
export const isLabelLine = (line: string): boolean => line.length <= HEADING_LINE_MAX_CHARS && !endsSentence(line);

/**
 * The line breaks inside a paragraph that end a sentence though no full stop does: after a heading line (short,
 * opening the paragraph or following a finished sentence, with a capital or a digit after it) and before a list
 * item. A line wrapped mid-sentence (a long line, or one followed by a small letter) is not one.
 */
function lineBlocks(paragraph: string): string[] {
  if (!paragraph.includes('\n')) return [paragraph];
  const lines = paragraph.split('\n');
  // a Markdown page's front matter ("---", "date: 2022-09-09", "title: …", "---"): each field is a line of its own,
  // then the paragraph goes on as any other (a front matter opens a paragraph once: no recursion, whatever follows)
  const start = lines[0]?.trim() === '---' ? 1 : 0;
  if (FRONT_MATTER_FIELD.test(lines[start] ?? '') && FRONT_MATTER_FIELD.test(lines[start + 1] ?? '')) {
    const close = lines.findIndex((line, i) => i > start && line.trim() === '---');
    const blocks: string[] = [];
    // (a value wrapped onto the next line stays with its field)
    for (const line of lines.slice(start, close < 0 ? undefined : close))
      if (FRONT_MATTER_FIELD.test(line) || blocks.length === 0) blocks.push(line);
      else blocks[blocks.length - 1] += `\n${line}`;
    if (close >= 0 && close + 1 < lines.length)
      for (const block of proseBlocks(lines.slice(close + 1))) blocks.push(block);
    return blocks;
  }
  return proseBlocks(lines);
}

/**
 * A line that ends on an article, a preposition or a conjunction goes on into the next: no heading ends so ("The
 * development of AMReX was supported by the" / "U.S. Department of Energy…" is one sentence).
 */
const ENDS_ON_FUNCTION_WORD =
  /(?:^|\s)(?:the|a|an|of|by|to|and|or|for|with|in|on|at|from|as|than|der|die|das|und|von|mit|zu|le|la|les|de|des|du|et|el|los|las|y|del|con)$/u;

/** How far a line is indented (its leading spaces and tabs). */
const indentOf = (line: string): number => /^[ \t]*/.exec(line)?.[0].length ?? 0;

/** The blocks of a paragraph's lines (see lineBlocks). */
function proseBlocks(lines: readonly string[]): string[] {
  const blocks: string[] = [];
  let block = lines[0] ?? '';
  let previousEnded = true;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const last = lines[i - 1]?.trim() ?? '';
    const heading: boolean =
      last.length > 0 &&
      last.length <= HEADING_LINE_MAX_CHARS &&
      previousEnded &&
      !endsLine(last) &&
      !ENDS_ON_FUNCTION_WORD.test(last) &&
      /^\s*[\p{Lu}\p{N}"“(]/u.test(line) &&
      // (a list item's line goes on under its hanging indent: "i. identification of the creator(s) of the Licensed"
      // / "   Material and any others…" is one item)
      !(LIST_ITEM.test(last) && indentOf(line) > indentOf(lines[i - 1] ?? ''));
    if (heading || LIST_ITEM.test(line)) {
      blocks.push(block);
      block = line;
    } else block += `\n${line}`;
    previousEnded = heading || endsLine(last) || last.length === 0;
  }
  blocks.push(block);
  return blocks;
}

/** A field of front matter: a lower-case key, a colon and its value ("published_time: 2022-09-09 16:25"). */
const FRONT_MATTER_FIELD = /^[a-z_][\w-]{0,40}:(?:\s|$)/;
/** Whether a line is a field of a Markdown page's front matter ("date: '2022-09-09'", "tags:"). */
export const isFrontMatterField = (line: string): boolean => FRONT_MATTER_FIELD.test(line);

/** A line break, then a line that opens with a capital or a figure. */
const NEW_LINE_OPENS = /^[ \t]*\n\s*[\p{Lu}\p{N}]/u;

function splitParagraph(paragraph: string, out: string[]): void {
  for (const block of lineBlocks(paragraph)) splitBlock(block, out);
}

/** A Devanagari letter or vowel sign: what a Hindi abbreviation's full stop follows ("बी.वी.एससी.", "डॉ."). */
const DEVANAGARI = /[\u0900-\u097F]/;
/** A boundary that is one full stop, and whatever closes it. */
const LONE_FULL_STOP = new RegExp(`^\\.[${CLOSERS}]*$`);

function splitBlock(paragraph: string, out: string[]): void {
  let start = 0;
  // (a text that ends its sentences with the danda writes a full stop only after an abbreviation: "मैंने बी.वी.एससी. की
  // पढ़ाई…" is one sentence)
  const danda = paragraph.includes('।');
  BOUNDARY.lastIndex = 0;
  for (let match = BOUNDARY.exec(paragraph); match !== null; match = BOUNDARY.exec(paragraph)) {
    const end = match.index + match[0].length;
    // (and before a closing bracket: "सहायक नर्स प्रसाविका (ए.एन.एम.) के रूप में…")
    if (danda && LONE_FULL_STOP.test(match[0]) && DEVANAGARI.test(paragraph[match.index - 1] ?? '')) continue;
    if (match[0].startsWith('.') && match[0].length === 1) {
      // "Dr. Smith", "J. Doe", or a lower-case continuation ("approx. ten"): not a sentence end — unless a line
      // ends there and the next opens with a capital or a figure ("…from 180 ms to 40 ms.\n2015–2019: …")
      if (endsWithAbbreviation(paragraph, match.index) && !NEW_LINE_OPENS.test(paragraph.slice(end, end + 8))) continue;
      const next = /\S/.exec(paragraph.slice(end, end + 8));
      if (next && /\p{Ll}/u.test(next[0])) continue;
    }
    const sentence = collapseWhitespace(paragraph.slice(start, end));
    if (sentence !== '') out.push(sentence);
    start = end;
  }
  const rest = collapseWhitespace(paragraph.slice(start));
  if (rest !== '') out.push(rest);
}

/**
 * Sentences of a text, in order, whitespace collapsed, never empty. Ends at `.`, `!`, `?`, `…`, `।`, `॥` followed by
 * whitespace (not after common abbreviations or initials), at `。！？`, and at blank lines. Linear time.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of splitParagraphs(text)) splitParagraph(paragraph, out);
  return out;
}

export interface SummarizeOptions {
  sentences?: number;
  /** The text's language (stop words, folding); English by default. */
  analyzer?: TextAnalyzer;
}

/** Joins sentences: a space between them, none after a CJK full stop (those languages use no spaces). */
function joinSentences(sentences: readonly string[]): string {
  let out = '';
  for (const sentence of sentences) {
    if (out !== '' && !endsUnspacedSentence(out)) out += ' ';
    out += sentence;
  }
  return out;
}

/** Sentences as a summary shows them: markup out, a list item's bullet off, cut when too long, none empty. */
function readable(sentences: readonly string[]): string[] {
  return sentences.map((sentence) => clip(withoutBullet(plainText(sentence)))).filter((s) => s !== '');
}

function clip(sentence: string): string {
  if (sentence.length <= MAX_SUMMARY_SENTENCE_CHARS) return sentence;
  const cut = sentence.slice(0, MAX_SUMMARY_SENTENCE_CHARS);
  const space = cut.lastIndexOf(' ');
  const end = space > MAX_SUMMARY_SENTENCE_CHARS / 2 ? space : MAX_SUMMARY_SENTENCE_CHARS;
  // Never cut a surrogate pair in half.
  const safeEnd = /[\uD800-\uDBFF]/.test(cut[end - 1] ?? '') ? end - 1 : end;
  return `${sentence.slice(0, safeEnd)}…`;
}

/**
 * A deterministic extractive summary: the `sentences` best sentences (default SUMMARY_SENTENCES) in their original
 * order. A sentence scores by how frequent its content words are in the whole text (averaged, so long sentences do
 * not win by length), with a bonus for coming early. Never longer than the text; linear in its length.
 */
export function summarizeExtractive(text: string, options: SummarizeOptions = {}): string {
  const wanted = Math.max(0, Math.floor(options.sentences ?? SUMMARY_SENTENCES));
  if (wanted === 0) return '';
  const sentences = splitSentences(text);
  if (sentences.length === 0) return '';

  let summary: string;
  if (sentences.length <= wanted) {
    summary = joinSentences(readable(sentences));
  } else {
    const analyzer = options.analyzer ?? ENGLISH_ANALYZER;
    const sentenceTerms = sentences.map((sentence) => tokenize(sentence, analyzer));
    const frequency = new Map<string, number>();
    for (const terms of sentenceTerms) for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
    let maxFrequency = 1;
    for (const value of frequency.values()) if (value > maxFrequency) maxFrequency = value;

    const total = sentences.length;
    const scored = sentenceTerms.map((terms, index) => {
      let sum = 0;
      for (const term of new Set(terms)) sum += frequency.get(term)! / maxFrequency;
      // Average over the words, softened so a one-word heading cannot beat a real sentence.
      const average = terms.length === 0 ? 0 : sum / (terms.length + 3);
      const position = index === 0 ? 1.5 : 1 + 0.3 * (1 - index / total);
      // a line that ends no sentence (a job title, a date line, a label) says less than a sentence does
      const prose = endsSentence(sentences[index]!) ? 1 : LABEL_WEIGHT;
      return { index, score: average * position * prose };
    });
    scored.sort((a, b) => b.score - a.score || a.index - b.index);
    // Repeated sentences (page headers and footers of a PDF) are taken once.
    const seen = new Set<string>();
    const chosen: number[] = [];
    for (const entry of scored) {
      const key = sentences[entry.index]!.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      chosen.push(entry.index);
      if (chosen.length === wanted) break;
    }
    chosen.sort((a, b) => a - b);
    // (a list item's bullet is the list's, not the sentence's)
    summary = joinSentences(readable(chosen.map((index) => sentences[index]!)));
  }
  if (summary.length > text.length) summary = collapseWhitespace(text);
  return summary.length > text.length ? text : summary;
}
