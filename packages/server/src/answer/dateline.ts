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
  /^\W*where\s+(?:was|were|is|did|does)\b[^?]{0,60}\b(?:given|held|delivered|recorded|filmed|hosted|take\s+place|took\s+place|happen|happened|(?:calling|speaking|call|speak)\s+from|(?:speaking|talking|speak|talk)(?=\W*$))\b/i,
  /^\W*where\s+did\s+[\p{L}.'’-]+(?:\s+[\p{L}.'’-]+)?\s+(?:give|deliver|hold|record|make)\s+(?:the|this|that|his|her|their)\s+(?:[\p{L}-]+\s+)?(?:speech|talk|remarks|address|lecture|keynote|call|presentation)\b/iu,
  /^\W*where\s+(?:was|is)\s+(?:the|this|that)\s+(?:[\p{L}-]+\s+)?(?:speech|talk|call|meeting|event|lecture|interview|conference|keynote|address|session|remarks|presentation)\W*$/iu,
  // ("where was this?", "where was it?": of a transcript, the place it was given)
  /^\W*where\s+(?:was|is)\s+(?:this|that|it)(?:\s+(?:given|held|recorded))?\W*$/i,
];
/** "What time…" asked of the event ("what time did it start?", "what time was the call?"), or when it started. */
const ASKS_TIME: readonly RegExp[] = [
  /^\W*what\s+time\s+(?:did|does|was|is|will)\s+(?:it|the\s+[\p{L}-]+|this\s+[\p{L}-]+)(?:\s+(?:start|begin|happen|take\s+place|held|given|be))?\W*$/iu,
  /^\W*when\s+(?:did|does|will)\s+(?:it|the\s+[\p{L}-]+|this\s+[\p{L}-]+)\s+(?:start|begin)\W*$/iu,
];

/** What a text records or is: a speech, a call, a paper, a tool. */
const WORK =
  '(?:paper|article|study|report|document|text|book|post|essay|speech|talk|remarks|address|lecture|keynote|presentation|tool|library|package|software|framework|project|code|program|app)';
const EVENT =
  '(?:speech|talk|remarks|address|lecture|keynote|presentation|call|meeting|event|ceremony|interview|briefing)';

/**
 * "When was it written / published?" asked of the text itself ("when was the paper published?", "what's the date of
 * the speech?"): the date its page's front matter gives ("date: 2 December 2022").
 */
const ASKS_DATE: readonly RegExp[] = [
  /^\W*when\s+(?:was|were)\s+(?:it|this|that|the\s+[\p{L}-]+|this\s+[\p{L}-]+)\s+(?:first\s+)?(?:written|published|released|posted|dated|given|delivered|recorded|made|held)\W*$/iu,
  /^\W*(?:what|which)(?:['’]s|\s+is|\s+was)?\s+(?:the\s+)?date\s+(?:of|on)\s+(?:it|this|that|the\s+[\p{L}-]+)\W*$/iu,
  /^\W*(?:what|which)\s+(?:year|date)\s+(?:was|were)\s+(?:it|this|that|the\s+[\p{L}-]+)\s+(?:written|published|released|given|delivered|held)\W*$/iu,
  // ("what day was this?", "when was the speech?", "what date is it from")
  new RegExp(
    String.raw`^\W*(?:(?:what|which)\s+(?:day|date|year)|when)\s+(?:was|is)\s+(?:(?:this|that|the)\s+${EVENT}|this|that|it)(?:\s+from)?\W*$`,
    'iu',
  ),
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

/**
 * "Who wrote this?", "who gave the speech?", "who is the speaker?", "who made Melodie?" (the thing the text is about,
 * named by its title): the authors its front matter lists, or the speaker its title names ("Remarks by Vice President
 * Harris…").
 */
const ASKS_AUTHOR: readonly RegExp[] = [
  new RegExp(
    String.raw`^\W*who\s+(?:wrote|authored|writes|made|created|developed|built|designed|gave|delivered|published|(?:is|was)\s+giving)\s+(?:(?:this|that|the)\s+(?:[\p{L}-]+\s+)?${WORK}|this|it|that)(?:\s+(?:here|today))?\W*$`,
    'iu',
  ),
  /^\W*who(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+(?:the\s+)?(?:speaker|authors?|creators?|developers?|maintainers?)(?:\s+(?:of\s+(?:(?:this|the)\s+[\p{L}-]+|this|it)|here))?\W*$/iu,
  /^\W*who(?:['’]s|\s+is|\s+was)\s+(?:speaking|talking|giving\s+(?:the|this)\s+(?:speech|talk|remarks|address|lecture))(?:\s+here)?\W*$/iu,
  /^\W*who\s+(?:spoke|speaks|is\s+it\s+by|was\s+it\s+(?:written\s+)?by)\W*$/iu,
];
/** "Who made Melodie?": the work is named, and its name is the title's. */
const ASKS_AUTHOR_OF =
  /^\W*who\s+(?:made|created|developed|built|wrote|designed|maintains|is\s+behind)\s+([\p{L}\p{N} .'’-]{2,40}?)\W*$/iu;
/** "Where do the authors work?", "which university are the authors from?": the affiliations of the front matter. */
const ASKS_AFFILIATION =
  /^\W*(?:where|(?:which|what)\s+(?:university|universities|institutions?|institutes?|organi[sz]ations?|labs?|places?))\b.{0,30}\bauthors?\b.{0,12}\b(?:work|working|from|based|at|affiliated|come)\b\W*$/iu;

/**
 * "What is this speech about?", "what's the paper about", "what is the topic?": the title its front matter gives
 * ("Remarks by President Biden Honoring the 2020 World Series Champions, the Los Angeles Dodgers").
 */
const ASKS_ABOUT: readonly RegExp[] = [
  new RegExp(
    String.raw`^\W*(?:so\s+)?what(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+(?:(?:this|that|the)\s+(?:[\p{L}-]+\s+)?${WORK}|this|it|that)\s+(?:all\s+|even\s+|really\s+)?about\W*$`,
    'iu',
  ),
  new RegExp(
    String.raw`^\W*what(?:['’]s|\s+is|\s+was)\s+the\s+(?:main\s+)?(?:topic|subject|theme|occasion)(?:\s+of\s+(?:(?:this|the)\s+(?:[\p{L}-]+\s+)?${WORK}|this|it))?\W*$`,
    'iu',
  ),
];
/** "What does Sports2D do?", "what is sports2d for": asked of the work a title names before its colon. */
const ASKS_WHAT_IT_DOES =
  /^\W*what\s+(?:does|do|is|can)\s+([\p{L}\p{N} .'’-]{2,40}?)\s+(?:do|for|used\s+for|doing)\W*$/iu;

export type DatelineAsked = 'place' | 'time' | 'date' | 'author' | 'affiliation' | 'about';

/** A title's words, lower-cased, to tell whether a question names the work ("who made Melodie?"). */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** What a work is called: the name before its title's colon ("Sports2D" of "Sports2D: Compute 2D human pose…"), or ''. */
export function calledByTitle(title: string): string {
  const colon = title.indexOf(':');
  return colon > 0 ? title.slice(0, colon) : '';
}

/**
 * Whether an English question asks where or when the event the text records took place, or who wrote or gave it (and
 * where its authors work); `title` is the text's, to know the work a question names.
 */
export function datelineAsked(question: string, title = ''): DatelineAsked | null {
  if (question.length > 120) return null;
  if (ASKS_PLACE.some((asks) => asks.test(question))) return 'place';
  if (ASKS_TIME.some((asks) => asks.test(question))) return 'time';
  if (ASKS_DATE.some((asks) => asks.test(question))) return 'date';
  if (ASKS_AUTHOR.some((asks) => asks.test(question))) return 'author';
  if (ASKS_AFFILIATION.test(question)) return 'affiliation';
  if (ASKS_ABOUT.some((asks) => asks.test(question))) return 'about';
  const named = ASKS_AUTHOR_OF.exec(question)?.[1];
  if (named && title) {
    const titled = new Set(wordsOf(title));
    const words = wordsOf(named);
    if (words.length > 0 && words.every((word) => titled.has(word))) return 'author';
  }
  const does = ASKS_WHAT_IT_DOES.exec(question)?.[1];
  const called = calledByTitle(title);
  if (does && called && wordsOf(does).join(' ') === wordsOf(called).join(' ')) return 'about';
  return null;
}

/** A front matter's date field ("date: 2 December 2022", "date: '2022-09-09'"). */
const DATE_FIELD = /^date:\s*['"]?([^'"\n]{4,40}?)['"]?\s*$/m;

/** A text's front matter ("---" … "---" at its start), or ''. */
function frontMatter(text: string): string {
  if (!text.startsWith('---')) return '';
  const end = text.indexOf('\n---', 3);
  return end < 0 ? '' : text.slice(3, end);
}

/** The date a front matter gives, as its line ("date: 2 December 2022"), or ''. */
function frontMatterDate(block: string): string {
  const date = DATE_FIELD.exec(block)?.[1];
  return date ? `date: ${date}` : '';
}

/** A top-level key of a front matter ("title:", "authors:"), at the start of its line. */
const KEY = /^[A-Za-z_][\w-]*:/;

/**
 * A front matter's one-line field as read ("title: 'AMReX: a framework…'"), a double-quoted one over several lines
 * joined ("Remarks by National Security Advisor Jake Sullivan at the Special Competitive\⏎  \ Studies…"), its quotes
 * and escapes gone, or ''.
 */
function frontMatterField(block: string, key: string): string {
  const lines = block.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (at < 0) return '';
  let value = lines[at]!.slice(key.length + 1).trim();
  for (
    let i = at + 1;
    value.startsWith('"') && i < lines.length && /^\s/.test(lines[i]!) && !/[^\\]"$/.test(value);
    i += 1
  )
    value += `\n${lines[i]}`;
  return unescaped(
    value.replace(/\\\n\s*(\\ )?/g, (_, space: string | undefined) => (space ? ' ' : '')).replace(/\n\s*/g, ' '),
  )
    .replace(/^(['"])(.*)\1$/s, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A front matter line as a visitor reads it: a double-quoted value's escapes gone — "President\_Biden" (a YAML
 * non-breaking space) and "the\ \ Los Angeles" (a line folded with escaped spaces) read "President Biden", "the Los
 * Angeles", "\"" reads '"'. Other text is returned as it is.
 */
export function readEscapes(line: string): string {
  return /^[A-Za-z_][\w-]*:\s*"/.test(line) && line.includes('\\') ? unescaped(line) : line;
}

/** A YAML double-quoted value's escaped spaces ("\_", "\ ") as one space, its escaped quotes as quotes. */
function unescaped(value: string): string {
  return value
    .replace(/(?:\\[_ ])+/g, ' ')
    .replace(/\\"/g, '"')
    .replace(/ {2,}/g, ' ');
}

/** The names a front matter lists under `key` ("authors:" then "- name: Songmin Yu", and the next author's). */
function frontMatterNames(block: string, key: string): string[] {
  const lines = block.split('\n');
  const at = lines.findIndex((line) => line.trimEnd() === `${key}:`);
  if (at < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (KEY.test(line)) break;
    const name =
      /^\s*-\s+name:\s*['"]?(.+?)['"]?\s*(?:#.*)?$/.exec(line)?.[1] ??
      /^\s*-\s+['"]?([^:'"]+?)['"]?\s*$/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names;
}

/** A title that names its speaker: "Remarks by Vice President Harris at…", "Keynote address by Dr. Jane Doe". */
const SPEAKER_TITLE =
  /\b(?:remarks|speech|address|statement|lecture|keynote|testimony|interview|talk)\s+(?:by|of|from|with)\s+\p{Lu}/iu;

/** Who the front matter says wrote the text ("authors: Songmin Yu, Zhanyi Hou"), or whose remarks its title says. */
function frontMatterAuthor(block: string, title: string): string {
  const authors = frontMatterNames(block, 'authors');
  if (authors.length === 0) authors.push(...frontMatterNames(block, 'author'));
  if (authors.length > 0) return `${authors.length > 1 ? 'authors' : 'author'}: ${authors.join(', ')}`;
  const author = frontMatterField(block, 'author');
  if (author) return `author: ${author}`;
  return SPEAKER_TITLE.test(title) ? `title: ${title}` : '';
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

/**
 * Where and when a text's event took place, as its dateline says, and what its front matter gives: its date, who
 * wrote or gave it (its authors, or the title that names its speaker), where its authors work, its title; any may be
 * ''.
 */
export interface Dateline {
  place: string;
  time: string;
  date: string;
  author: string;
  affiliation: string;
  /** The title as its field ("title: …"), which says what the text is about. */
  about: string;
  title: string;
}

/**
 * The dateline a text opens with: its place (the venue's lines and the place, "Johnson Space Center Houston, Texas")
 * and its time ("10:14 A.M. CDT"), and its front matter's date; null when it has none. A place counts only beside a time: a résumé opens
 * with its person's city too, and that is no dateline.
 */
export function datelineOf(text: string): Dateline | null {
  const block = frontMatter(text);
  const title = frontMatterField(block, 'title');
  const affiliations = frontMatterNames(block, 'affiliations');
  const matter = {
    date: frontMatterDate(block),
    author: frontMatterAuthor(block, title),
    affiliation: affiliations.length > 0 ? `affiliations: ${affiliations.join('; ')}` : '',
    about: title ? `title: ${title}` : '',
    title,
  };
  const { date } = matter;
  const front = date || matter.author || matter.affiliation || title;
  // a dateline is the run of short lines before the talk starts: the first sentence ends it
  const run: string[] = [];
  for (const line of openingLines(text)) {
    if (line.length > MAX_LINE_CHARS || (/[.!?:]$/.test(line) && !TIME_LINE.test(line))) break;
    run.push(line);
  }
  const time = run.findIndex((line) => TIME_LINE.test(line));
  if (time < 0) return front ? { place: '', time: '', ...matter } : null;
  const place = run.findIndex((line) => PLACE_LINE.test(line));
  if (place < 0) return { place: '', time: run[time] ?? '', ...matter };
  // the venue named before the place, up to the time or the run's start
  let first = place;
  while (first > 0 && place - first < MAX_PLACE_LINES - 1 && !TIME_LINE.test(run[first - 1] ?? '')) first -= 1;
  return { place: run.slice(first, place + 1).join(' '), time: run[time] ?? '', ...matter };
}
