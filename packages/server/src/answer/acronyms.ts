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

/** A capitalised word ("General", "Public", "DARPA"); a single capital letter is no name. */
const CAPITALISED = /^\p{Lu}[\p{L}\p{M}'’-]+$/u;
/**
 * Small words inside a name, skipped in its initials ("National Aeronautics and Space Administration"). Not "of" or
 * "for": a run goes on over them in headings too, where the initials mean nothing ("Grant of Patent License" is no
 * "GPL").
 */
const JOINERS = new Set(['and', '&']);
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
/** What ends a run between two words: a sentence's or a clause's end, a bracket ("…President. Mr. Leader"). */
const BREAK = /[.,;:!?()[\]]/;
const MIN_LETTERS = 3;
const MAX_LETTERS = 7;
/** The most words a run is read over (a title in capitals is not one long name). */
const MAX_RUN = 10;
/** The most initials one text gives (a long text of names is indexed for its first few hundred). */
const MAX_INITIALS = 400;

const WORDS = /[\p{L}\p{M}\p{N}&'’-]+/gu;

/** The initials a text's names go by, lower-cased and joined by spaces ('' when it has none). */
export function acronymWords(text: string): string {
  if (!/\p{Lu}[\p{Ll}\p{Lu}]+\s+\p{Lu}/u.test(text)) return '';
  const out = new Set<string>();
  let run: string[] = [];
  let pendingJoiner = false;
  let end = 0;
  const flush = () => {
    if (run.length >= MIN_LETTERS) addInitials(run, out);
    run = [];
    pendingJoiner = false;
  };
  for (const match of text.matchAll(WORDS)) {
    if (out.size >= MAX_INITIALS) break;
    const word = match[0];
    const start = match.index ?? 0;
    if (run.length > 0 && BREAK.test(text.slice(end, start))) flush();
    end = start + word.length;
    if (CAPITALISED.test(word) && !(run.length === 0 && OPENERS.has(word))) {
      run.push(word);
      pendingJoiner = false;
      if (run.length >= MAX_RUN) flush();
      continue;
    }
    // a joiner inside a run keeps it going ("Department of Energy"), two in a row end it
    if (run.length > 0 && !pendingJoiner && JOINERS.has(word)) {
      pendingJoiner = true;
      continue;
    }
    flush();
  }
  flush();
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
