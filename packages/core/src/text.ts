import { BOT_TEXT_PREVIEW_LENGTH, BOT_TEXT_PREVIEW_SUFFIX } from './constants.js';
import { endsSentence } from './sentenceEnds.js';

/**
 * The first BOT_TEXT_PREVIEW_LENGTH characters of a bot's text followed by '...'.
 * Counts code points, so an emoji or other astral character is never cut in half; stops early on huge texts.
 */
export function botTextPreview(text: string): string {
  let preview = '';
  let count = 0;
  for (const codePoint of text) {
    if (count === BOT_TEXT_PREVIEW_LENGTH) break;
    preview += codePoint;
    count += 1;
  }
  return preview + BOT_TEXT_PREVIEW_SUFFIX;
}

/** Every run of whitespace (any Unicode space, tabs, line breaks) becomes one space; the ends are trimmed. */
export function collapseWhitespace(text: string): string {
  // Single spaces are left alone (the common case), so prose of millions of words is not rebuilt match by match.
  return text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}

/**
 * An email address as other people may see it: the first character and the domain (`a•••@example.com`).
 * Only its owner ever sees an address whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${Array.from(email.slice(0, at))[0] ?? ''}•••${email.slice(at)}`;
}

/** A Markdown link or image: "[text](url)", "![alt](url)". */
const MD_LINK = /(!?)\[([^\]\n]{0,200})\]\(([^)\s]{1,500})\)/g;
/** Markdown strong emphasis: "**word**" (not "__word__": Python's "__init__" is a name, not emphasis). */
const MD_STRONG = /\*\*(?=\S)([^*\n]{0,300}?\S)\*\*/g;
/** Markdown emphasis with single stars around words: "*word*" (not "5 * 3", not snake_case). */
const MD_EMPHASIS = /(^|[\s(])\*(?=\S)([^*\n]{0,300}?\S)\*(?=$|[\s.,;:!?)])/g;
/** Inline code: "`word`". */
const MD_CODE = /`([^`\n]{1,300})`/g;
/** A Markdown heading's hashes: "## Skills". */
const MD_HEADING = /(^| )#{1,6} /g;
/** A Markdown table's separator row: "|---|:---:|". */
const MD_TABLE_RULE = /\|?(?: ?:?-{3,64}:? ?\|)+(?: ?:?-{3,64}:? ?)?/g;
/** A table's cell border. */
const MD_CELL = / ?\| ?/g;

/**
 * Text with its Markdown markup taken out, for reading: "**Line** in `Go`" is "Line in Go", "[site](https://x.dev)"
 * is "site (https://x.dev)", a table's cells are parted by " · ". Whitespace collapsed. HTML stays as written: a
 * tag in a text may be what it is about ("use the <details> element"), and it is shown as text wherever it goes.
 * What a bot quotes and summarises goes through it; the text kept is the owner's, markup and all. Linear time
 * (every pattern is bounded).
 */
export function plainText(text: string): string {
  // whitespace collapsed first: every pattern then meets one space at most where it allows some
  const plain = collapseWhitespace(
    collapseWhitespace(text)
      .replace(MD_LINK, (_, image: string, label: string, url: string) => (image ? label : `${label} (${url})`))
      .replace(MD_STRONG, '$1')
      .replace(MD_EMPHASIS, '$1$2')
      .replace(MD_CODE, '$1')
      .replace(MD_HEADING, '$1')
      .replace(MD_TABLE_RULE, ' ')
      .replace(MD_CELL, ' · '),
  ).replace(/·(?: ?·)+/g, '·');
  // a table's outer borders leave a dot at either end
  let start = 0;
  let end = plain.length;
  while (start < end && (plain[start] === '·' || plain[start] === ' ')) start += 1;
  while (end > start && (plain[end - 1] === '·' || plain[end - 1] === ' ')) end -= 1;
  return plain.slice(start, end);
}

/** Longest title made for a text. */
const TITLE_MAX_CHARS = 60;

/**
 * A title for a text its owner named nothing: its first line when that is short (a résumé's name, a heading), else
 * its first words. Read as text (markup out); never empty for a text with a word in it.
 */
export function titleFromText(text: string): string {
  const start = text.trimStart().slice(0, 1000);
  const line = plainText(start.split('\n', 1)[0] ?? '');
  if (line.length > 0 && line.length <= TITLE_MAX_CHARS) return line;
  const words = plainText(start).split(' ').slice(0, 8).join(' ');
  const cut = words.length > TITLE_MAX_CHARS ? words.slice(0, TITLE_MAX_CHARS).trimEnd() : words;
  // a whole sentence needs no ellipsis after its full stop ("…in Lisbon.…"); a comma gives way to one
  return endsSentence(cut) ? cut : `${cut.replace(/[,;:]$/u, '')}…`;
}

/** Nothing a reader would see: white space and invisible characters only (zero-width spaces, joiners, a BOM). */
export const isBlank = (text: string): boolean => !/[^\s\p{Default_Ignorable_Code_Point}]/u.test(text);

/** `text` as a regular expression matches it: its special characters escaped ("10.2" matches "10.2", not "1002"). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
