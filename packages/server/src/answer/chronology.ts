/**
 * A résumé's jobs in time: "Where did she work before Quintal Pay?", "what did he do after Medivo?", "what was her
 * first job?", "his previous job?". The answer is the entry whose dates come just before or after the one named, or
 * the earliest, or the one before the current — which no word of the question shares. An entry is a line with a
 * date range ("Senior Backend Engineer — Quintal Pay, Lisbon (January 2017 – February 2021)", "UX Designer, Studio
 * Kade (2015 – 2017)"); its dates, not its place in the list, decide. English questions only; short texts only (a
 * résumé, not a book: read on the event loop, at most MAX_TEXT characters, once per bot text).
 */
import { splitSentences, type TextAnalyzer, tokenize } from '@botfolio/core';
import { readsAsEnglish } from './language.js';

/** A line of the text that dates something: a job, a degree. */
export interface DatedEntry {
  /** The line, trimmed. */
  line: string;
  /** Start and end as fractional years (a month is a twelfth); "present" is +Infinity. */
  start: number;
  end: number;
  /** The chunk the line stands in, and its text. */
  chunk: number;
  passage: string;
  /** The line and, when it is no dated line, the one after it (what the job was: "Quintal Pay is a card acquirer…"). */
  quote: string;
}

/** Texts longer than this are no résumé: not looked at. */
const MAX_TEXT = 200_000;
/** The longest line read as an entry (a job's heading, not a paragraph). */
const MAX_LINE = 200;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?`;
/** "2017 – 2021", "January 2017 – February 2021", "(2021 – present)", "from 2019 to 2023"; or "since 2023". */
const RANGE = new RegExp(
  String.raw`\b${MONTH}((?:19|20)\d{2})\s*(?:[–—-]|to|until)\s*(?:${MONTH}((?:19|20)\d{2})|(present|now|current|today))\b|\bsince\s+${MONTH}((?:19|20)\d{2})\b`,
  'i',
);

const yearOf = (year: string, month: string | undefined): number =>
  Number(year) + (month ? MONTHS.indexOf(month.slice(0, 3).toLowerCase()) / 12 : 0);

/** The dated lines of a bot's chunks, in the text's order (each line once, though chunks overlap). */
export function datedEntries(chunks: readonly string[]): DatedEntry[] {
  let total = 0;
  for (const chunk of chunks) total += chunk.length;
  if (total > MAX_TEXT * 1.5) return [];
  const entries: DatedEntry[] = [];
  const seen = new Set<string>();
  chunks.forEach((chunk, index) => {
    const lines = chunk.split('\n').map((line) => line.trim());
    lines.forEach((text, i) => {
      if (!RANGE.test(text)) return;
      // each sentence that dates something: a résumé's heading line ("… (2017 – 2021)"), or prose ("From 2019 to
      // 2023 Ada worked at Havenbank…", "Since 2023 she has been…")
      const sentences = splitSentences(text).map((sentence) => sentence.trim());
      sentences.forEach((line, j) => {
        const match = RANGE.exec(line);
        if (!match || line.length > MAX_LINE * 2 || seen.has(line)) return;
        seen.add(line);
        const [, startMonth, startYear, endMonth, endYear, present, sinceMonth, sinceYear] = match;
        const start = sinceYear ? yearOf(sinceYear, sinceMonth) : yearOf(startYear ?? '', startMonth);
        const end =
          present || sinceYear ? Number.POSITIVE_INFINITY : yearOf(endYear ?? startYear ?? '', endMonth ?? startMonth);
        // a heading line that ends on its dates is said by the line under it ("Quintal Pay is a card acquirer…")
        const under = j === sentences.length - 1 && line.length <= MAX_LINE ? (lines[i + 1] ?? '') : '';
        const next = splitSentences(under)[0]?.trim() ?? '';
        entries.push({
          line,
          start,
          end,
          chunk: index,
          passage: chunk,
          quote: next !== '' && next.length <= MAX_LINE * 2 && !RANGE.test(next) ? `${line}\n${next}` : line,
        });
      });
    });
  });
  return entries;
}

type Asked = { kind: 'before' | 'after'; anchor: string } | { kind: 'first' | 'previous' };

/** Words of the question that ask for an entry by its time, and what it is asked relative to. */
const RELATIVE =
  /\b(before|prior\s+to|until|after|following)\s+(?:(?:she|he|they|i)\s+(?:was|were|worked|joined|went)\s+(?:at|to|for)?\s*)?(?:joining\s+|working\s+(?:at|for)\s+)?(.+)$/i;
const FIRST = /\b(?:first|earliest)\s+(?:job|role|position|employer|work)\b/i;
const PREVIOUS = /\b(?:previous|prior|last|former|before\s+that)\s+(?:job|role|position|employer|company)\b/i;

/** What a question asks of a résumé's time line, or null when it does not. */
export function chronologyAsked(question: string, analyzer: TextAnalyzer): Asked | null {
  if (!readsAsEnglish(question, analyzer)) return null;
  const relative = RELATIVE.exec(question);
  if (relative) {
    const kind = /^(?:after|following)/i.test(relative[1] ?? '') ? 'after' : 'before';
    return { kind, anchor: (relative[2] ?? '').replace(/[?.!]+\s*$/, '') };
  }
  if (FIRST.test(question)) return { kind: 'first' };
  if (PREVIOUS.test(question)) return { kind: 'previous' };
  return null;
}

/** The entry that answers what is asked of the time line, or null (no such entry, or the anchor names none). */
export function entryAsked(asked: Asked, entries: readonly DatedEntry[], analyzer: TextAnalyzer): DatedEntry | null {
  if (entries.length < 2) return null;
  if (asked.kind === 'first') return entries.reduce((a, b) => (b.start < a.start ? b : a));
  if (asked.kind === 'previous') {
    const latest = entries.reduce((a, b) => (b.start > a.start ? b : a));
    return before(latest, entries);
  }
  if (!('anchor' in asked)) return null;
  // the entry the question names: the one holding most of its words
  const words = new Set(tokenize(asked.anchor, analyzer));
  if (words.size === 0) return null;
  let named: DatedEntry | null = null;
  let most = 0;
  for (const entry of entries) {
    const held = new Set(tokenize(entry.line, analyzer).filter((term) => words.has(term))).size;
    if (held > most) {
      most = held;
      named = entry;
    }
  }
  if (!named || most < Math.ceil(words.size / 2)) return null;
  return asked.kind === 'before' ? before(named, entries) : after(named, entries);
}

/** The entry that started last before `entry` did. */
function before(entry: DatedEntry, entries: readonly DatedEntry[]): DatedEntry | null {
  let found: DatedEntry | null = null;
  for (const other of entries)
    if (other !== entry && other.start < entry.start && (!found || other.start > found.start)) found = other;
  return found;
}

/** The entry that started first after `entry` did. */
function after(entry: DatedEntry, entries: readonly DatedEntry[]): DatedEntry | null {
  let found: DatedEntry | null = null;
  for (const other of entries)
    if (other !== entry && other.start > entry.start && (!found || other.start < found.start)) found = other;
  return found;
}
