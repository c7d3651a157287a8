/**
 * A licence's or a contract's sentence that only points elsewhere ("The term of this Public License is specified in
 * Section 6(a).", "…as described in Section 3.1"): what it points at is the answer, and is quoted with it.
 */
import { escapeRegExp, splitSentences } from '@botfolio/core';

/** A section a sentence points at: its number ("6", "10.2") and, when it names one, its part ("a" of "6(a)"). */
export interface Reference {
  section: string;
  part: string | null;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d{1,3}){0,2})(?:\s*\(([a-z]|\d{1,2})\))?`;
const KIND = '(?:section|paragraph|article|clause)';

/** "specified in Section 6(a)", "described in Section 3.1", "set out in Clause 4", "see Section 10.2". */
const REFERS = new RegExp(
  String.raw`\b(?:(?:specified|described|defined|set\s+(?:out|forth)|stated|laid\s+down)\s+(?:in|under)\s+|see\s+)${KIND}\s+${NUMBER}`,
  'i',
);

/** The first section a text points at, or null. */
export function referenceIn(text: string): Reference | null {
  const match = REFERS.exec(text);
  return match ? { section: match[1]!, part: match[2]?.toLowerCase() ?? null } : null;
}

/** The most of a text searched for a section (the rest of a larger text is not looked through on the event loop). */
const MAX_SEARCHED_CHARS = 2_000_000;
/** How much of a section is read for the part asked: its first sentence lies within it. */
const MAX_SECTION_CHARS = 4_000;
/** How long a quoted part may be. */
const MAX_PART_CHARS = 500;

/**
 * What a section says first, or the part of it named (its first sentence): "This Public License applies for the term
 * of the Copyright and Similar Rights licensed here." of Section 6(a). The section is found by its heading, a line
 * that begins with its name ("Section 6 -- Term and Termination.") or else with its number and a full stop ("10.2.
 * Effect of New Versions"); null when the text has none.
 */
export function referencedText(chunks: readonly string[], { section, part }: Reference): string | null {
  const number = escapeRegExp(section);
  const headings = [
    new RegExp(String.raw`^[ \t]*(?:${KIND}[ \t]+|§[ \t]*)${number}(?![.\d])(?:[ \t]*(?:--|[-–—:.]))?[ \t]*`, 'im'),
    new RegExp(String.raw`^[ \t]*${number}\.(?!\d)[ \t]+(?=\p{Lu})`, 'mu'),
  ];
  // (the chunks within MAX_SEARCHED_CHARS, looked through once per form of heading)
  let searched = 0;
  const searchable = chunks.filter((chunk) => {
    searched += chunk.length;
    return searched <= MAX_SEARCHED_CHARS;
  });
  for (const heading of headings)
    for (const chunk of searchable) {
      const found = heading.exec(chunk);
      if (found) return partOf(chunk.slice(found.index + found[0].length, found.index + MAX_SECTION_CHARS), part);
    }
  return null;
}

/** A heading's title: short, its words capitalised but the small ones ("Availability of Source Code."). */
const TITLE =
  /^(?:\p{Lu}[\p{L}'’-]*|of|and|the|for|in|on|to|a|an|or|with)(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|and|the|for|in|on|to|a|an|or|with)){0,7}\.?$/u;

/**
 * The first sentence of a section's text after its number, past its title ("Availability of Source Code. Any
 * Modification…"), or of the part named ("a" of "  a. This Public License applies…").
 */
function partOf(section: string, part: string | null): string | null {
  // (a title on a line of its own: "Effect of New Versions")
  const line = section.indexOf('\n');
  let said = line > 0 && TITLE.test(section.slice(0, line).trim()) ? section.slice(line + 1) : section;
  if (part !== null) {
    const start = new RegExp(
      String.raw`^[ \t]*(?:\(${escapeRegExp(part)}\)|${escapeRegExp(part)}[.)])[ \t]+`,
      'm',
    ).exec(said);
    if (!start) return null;
    said = said.slice(start.index + start[0].length);
    // (and ends where the next part begins: "  b. If You breach…")
    const next = /^[ \t]*(?:\((?:[a-z]|\d{1,2})\)|(?:[a-z]|\d{1,2})[.)])[ \t]+/m.exec(said);
    if (next) said = said.slice(0, next.index);
  }
  const sentences = splitSentences(said.replace(/\s+/g, ' ').trim())
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  const first =
    (part === null && sentences[0] !== undefined && TITLE.test(sentences[0]) ? sentences[1] : sentences[0]) ?? '';
  return first.length > 0 && first.length <= MAX_PART_CHARS ? first : null;
}
