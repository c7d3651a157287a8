/**
 * The acronyms a text's names go by: "Can I combine it with AGPL code?" of a license that says "GNU Affero General
 * Public License", "ISS" of a speech that says "International Space Station". A run of capitalised words stands for
 * its initials (an "and" inside it skipped: "National Aeronautics and Space Administration"), and so does each
 * run that opens or closes it ("Affero General Public License" in "GNU Affero General Public License"). A passage
 * or a sentence that holds such a run also holds its initials, for retrieval and for the quote alike.
 *
 * Three letters at least (two-letter initials are English words too often: "as", "it", "us"); English-like texts
 * only (Latin capitals), and linear: each word is looked at once, each run gives at most a few initials.
 */

/** Words capitalised for the sentence or the page, not as part of a name, and the titles before a name. */
const OPENERS = new Set([
  'The',
  'A',
  'An',
  'This',
  'That',
  'These',
  'Those',
  'Our',
  'We',
  'It',
  'In',
  'If',
  'I',
  // ("Madam Vice President" is no "MVP", nor "Mr. Leader" anything)
  'Madam',
  'Mr',
  'Mrs',
  'Ms',
  'Miss',
  'Mister',
  'Dr',
  'Sir',
  'Dame',
]);
const MIN_LETTERS = 3;
const MAX_LETTERS = 7;
/** The most words a run is read over (a title in capitals is not one long name). */
const MAX_RUN = 10;
/** The most initials one text gives (a long text of names is indexed for its first few hundred). */
const MAX_INITIALS = 400;

/** A capitalised word, whole ("General", "DARPA"; not "Windows" of "Windows10"). */
const NAME_WORD = String.raw`\p{Lu}[\p{L}\p{M}'’-]+(?![\p{L}\p{M}\p{N}&'’-])`;
/**
 * What stands between two words of a run: no word, and no sentence's or clause's end. A joiner may stand inside a run
 * ("National Aeronautics and Space Administration"), once; not "of" or "for": a run goes on over them in headings
 * too, where the initials mean nothing ("Grant of Patent License" is no "GPL").
 */
const GAP = String.raw`[^\p{L}\p{M}\p{N}&'’\-.,;:!?()[\]]+`;
/**
 * A run of capitalised words, maybe with one joiner between two of them ("Aeronautics and Space"): found by one
 * pattern, so a text is read at the speed of the regular-expression engine, and only its runs word by word.
 */
const RUNS = new RegExp(`${NAME_WORD}(?:${GAP}(?:(?:and|&)${GAP})?${NAME_WORD})*`, 'gu');
const RUN_WORDS = /\p{Lu}[\p{L}\p{M}'’-]+/gu;
/** A character of a word: a run that starts after one starts inside a word ("Phone" of "iPhone"). */
const WORD_CHAR = /[\p{L}\p{M}\p{N}&'’-]/u;

/** The initials a text's names go by, lower-cased and joined by spaces ('' when it has none). */
export function acronymWords(text: string): string {
  if (!/\p{Lu}[\p{Ll}\p{Lu}]+\s+\p{Lu}/u.test(text)) return '';
  const out = new Set<string>();
  RUNS.lastIndex = 0;
  for (let match = RUNS.exec(text); match !== null && out.size < MAX_INITIALS; match = RUNS.exec(text)) {
    const words = match[0].match(RUN_WORDS) ?? [];
    // (a run that starts inside a word is read again from the word after it)
    if (match.index > 0 && WORD_CHAR.test(text[match.index - 1]!)) {
      RUNS.lastIndex = match.index + (words[0]?.length ?? 1);
      continue;
    }
    if (words.length < MIN_LETTERS) continue;
    let run: string[] = [];
    for (const word of words) {
      // (a word capitalised for the sentence opens no run; a run is read over MAX_RUN words at most)
      if (run.length === 0 && OPENERS.has(word)) continue;
      run.push(word);
      if (run.length >= MAX_RUN) {
        addInitials(run, out);
        run = [];
      }
    }
    if (run.length >= MIN_LETTERS) addInitials(run, out);
  }
  return [...out].join(' ');
}

/** The initials of a run of names and of the runs that open and close it (three to seven letters each). */
function addInitials(run: readonly string[], out: Set<string>): void {
  const letters = run.map((word) => word[0]!.toLowerCase()).join('');
  for (let length = MIN_LETTERS; length <= Math.min(MAX_LETTERS, letters.length); length += 1) {
    out.add(letters.slice(0, length));
    out.add(letters.slice(letters.length - length));
  }
}

/** Words an acronym skips ("Department of Energy" is "DOE", "Research and Development" "R&D"). */
const SKIPPED = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'to', 'a', '&']);

/** The initials of words, the small ones skipped, in lower case ("High Accuracy Relativistic…" → "harm"). */
export function initialsOf(words: string): string {
  return words
    .split(/[\s-]+/)
    .filter((word) => word !== '' && !SKIPPED.has(word.toLowerCase()))
    .map((word) => word[0]?.toLowerCase() ?? '')
    .join('');
}

/** The fewest and the most words a question spells out an acronym with ("event horizon telescope" for "EHT"). */
const MIN_SPELLED = 2;
const MAX_SPELLED = MAX_LETTERS;

/**
 * The acronyms a question's words spell out, as the text may say them instead: "was it used for the event horizon
 * telescope?" of a paper that writes "EHT". Runs of three to seven words, none a stop word, in lower case as visitors
 * type them; each run's initials and its last word (what the acronym stands for in the question). Whether the text
 * says them, and as no word of its own, is the caller's to check.
 */
export function spelledAcronyms(
  question: string,
  stopWords: ReadonlySet<string>,
): Array<{ initials: string; last: string }> {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const found: Array<{ initials: string; last: string }> = [];
  for (let start = 0; start < words.length; start += 1)
    for (let end = start + MIN_SPELLED; end <= Math.min(words.length, start + MAX_SPELLED); end += 1) {
      const run = words.slice(start, end);
      if (run.some((word) => stopWords.has(word) || !/^\p{L}/u.test(word))) break;
      found.push({ initials: initialsOf(run.join(' ')), last: run.at(-1) ?? '' });
    }
  return found;
}
