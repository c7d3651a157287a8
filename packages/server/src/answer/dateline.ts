/**
 * A transcript's dateline: where and when the talk, the call or the meeting took place, as the lines that open it say
 * ("John F. Kennedy Presidential Library and Museum / Boston, Massachusetts / 4:33 P.M. EDT"). "Where did he give the
 * speech?", "where was she calling from?", "what time did it start?" share no word with those lines, and no sentence
 * of the talk answers them. English questions; the dateline is read once per bot, in the first dozen lines of its
 * text as written (after a page's front matter).
 */

/**
 * "Where" asked of the event itself: where it was given, held or recorded ("where was the speech given?"), where its
 * speaker called from, where someone gave the talk ("where did Biden give the cancer speech?"), where the meeting was.
 */
const ASKS_PLACE: readonly RegExp[] = [
  /^\W*where\s+(?:was|were|is|did|does)\b[^?]{0,60}\b(?:given|held|delivered|recorded|filmed|hosted|take\s+place|took\s+place|happen|happened|(?:calling|speaking|call|speak)\s+from)\b/i,
  /^\W*where\s+did\s+[\p{L}.'’-]+(?:\s+[\p{L}.'’-]+)?\s+(?:give|deliver|hold|record|make)\s+(?:the|this|that|his|her|their)\s+(?:[\p{L}-]+\s+)?(?:speech|talk|remarks|address|lecture|keynote|call|presentation)\b/iu,
  /^\W*where\s+(?:was|is)\s+(?:the|this|that)\s+(?:[\p{L}-]+\s+)?(?:speech|talk|call|meeting|event|lecture|interview|conference|keynote|address|session|remarks|presentation)\W*$/iu,
];
/** "What time…" asked of the event ("what time did it start?", "what time was the call?"), or when it started. */
const ASKS_TIME: readonly RegExp[] = [
  /^\W*what\s+time\s+(?:did|does|was|is|will)\s+(?:it|the\s+[\p{L}-]+|this\s+[\p{L}-]+)(?:\s+(?:start|begin|happen|take\s+place|held|given|be))?\W*$/iu,
  /^\W*when\s+(?:did|does|will)\s+(?:it|the\s+[\p{L}-]+|this\s+[\p{L}-]+)\s+(?:start|begin)\W*$/iu,
];

/**
 * "When was it written / published?" asked of the text itself ("when was the paper published?", "what's the date of
 * the speech?"): the date its page's front matter gives ("date: 2 December 2022").
 */
const ASKS_DATE: readonly RegExp[] = [
  /^\W*when\s+(?:was|were)\s+(?:it|this|that|the\s+[\p{L}-]+|this\s+[\p{L}-]+)\s+(?:first\s+)?(?:written|published|released|posted|dated|given|delivered|recorded|made|held)\W*$/iu,
  /^\W*(?:what|which)(?:['’]s|\s+is|\s+was)?\s+(?:the\s+)?date\s+(?:of|on)\s+(?:it|this|that|the\s+[\p{L}-]+)\W*$/iu,
  /^\W*(?:what|which)\s+(?:year|date)\s+(?:was|were)\s+(?:it|this|that|the\s+[\p{L}-]+)\s+(?:written|published|released|given|delivered|held)\W*$/iu,
];

/** "Boston, Massachusetts", "Houston, Texas", "Geneva, Switzerland": a place as a dateline gives it. */
const PLACE_LINE = /^\p{Lu}[\p{L}.'’ -]{1,40},\s*\p{Lu}[\p{L}.'’ -]{1,40}$/u;
/** "4:33 P.M. EDT", "10:14 a.m.": the time a dateline gives. */
const TIME_LINE = /^\d{1,2}:\d{2}\s*[AaPp]\.?\s?[Mm]\.?(?:\s+[A-Z]{2,5})?$/;
/** A line of a dateline: short, and no sentence (it does not end with a full stop, unless a time's "M."). */
const MAX_LINE_CHARS = 60;
/** How far into a text (after its front matter) a dateline may stand, in lines. */
const MAX_LINES = 12;
/** The most lines of a place (a venue's name over two lines, then its city). */
const MAX_PLACE_LINES = 3;

export type DatelineAsked = 'place' | 'time' | 'date';

/** Whether an English question asks where or when the event the text records took place. */
export function datelineAsked(question: string): DatelineAsked | null {
  if (question.length > 120) return null;
  if (ASKS_PLACE.some((asks) => asks.test(question))) return 'place';
  if (ASKS_TIME.some((asks) => asks.test(question))) return 'time';
  if (ASKS_DATE.some((asks) => asks.test(question))) return 'date';
  return null;
}

/** A front matter's date field ("date: 2 December 2022", "date: '2022-09-09'"). */
const DATE_FIELD = /^date:\s*['"]?([^'"\n]{4,40}?)['"]?\s*$/m;

/** The date a text's front matter gives, as its line ("date: 2 December 2022"), or ''. */
function frontMatterDate(text: string): string {
  if (!text.startsWith('---')) return '';
  const end = text.indexOf('\n---', 3);
  const date = DATE_FIELD.exec(end < 0 ? '' : text.slice(0, end))?.[1];
  return date ? `date: ${date}` : '';
}

/** A line as read: emphasis marks and the spaces around it gone ("*Houston, Texas*" is "Houston, Texas"). */
const bare = (line: string): string => line.replace(/[*_]+/g, '').replace(/\s+/g, ' ').trim();

/** The first lines of a text, its front matter ("---" … "---") skipped. */
function openingLines(text: string): string[] {
  const lines = text.split('\n', MAX_LINES * 8);
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
    if (end < 0) return [];
    start = end + 1;
  }
  const out: string[] = [];
  for (const line of lines.slice(start)) {
    const read = bare(line);
    if (read === '') continue;
    out.push(read);
    if (out.length >= MAX_LINES) break;
  }
  return out;
}

/** Where and when a text's event took place, as its dateline says, and the date its front matter gives; any may be ''. */
export interface Dateline {
  place: string;
  time: string;
  date: string;
}

/**
 * The dateline a text opens with: its place (the venue's lines and the place, "Johnson Space Center Houston, Texas")
 * and its time ("10:14 A.M. CDT"), and its front matter's date; null when it has none. A place counts only beside a time: a résumé opens
 * with its person's city too, and that is no dateline.
 */
export function datelineOf(text: string): Dateline | null {
  const date = frontMatterDate(text);
  // a dateline is the run of short lines before the talk starts: the first sentence ends it
  const run: string[] = [];
  for (const line of openingLines(text)) {
    if (line.length > MAX_LINE_CHARS || (/[.!?:]$/.test(line) && !TIME_LINE.test(line))) break;
    run.push(line);
  }
  const time = run.findIndex((line) => TIME_LINE.test(line));
  if (time < 0) return date ? { place: '', time: '', date } : null;
  const place = run.findIndex((line) => PLACE_LINE.test(line));
  if (place < 0) return { place: '', time: run[time] ?? '', date };
  // the venue named before the place, up to the time or the run's start
  let first = place;
  while (first > 0 && place - first < MAX_PLACE_LINES - 1 && !TIME_LINE.test(run[first - 1] ?? '')) first -= 1;
  return { place: run.slice(first, place + 1).join(' '), time: run[time] ?? '', date };
}
