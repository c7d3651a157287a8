/**
 * A visitor's typo, read as the word they meant: "what libary does it use?" of a paper that says "library",
 * "which languges does she speak?" of a résumé's "Languages". A question word is corrected only when it is no English
 * word (an English word list says so: "expect" is not "expert" though the text says only "expert"), the bot's text
 * never says it, and one edit (a letter added, dropped, changed, or two swapped) makes it a word the text says. Of
 * several such words, the one the text says most. When no such word is in the text, the one English word it is an
 * edit from ("saftey": safety), which the text may say in other words.
 *
 * English questions to English texts only; words of five letters and more (a short word is too near too many others:
 * "gpu" is one edit from "cpu"), written in lower case (a capitalised one may be a name: "Wren", "Puckett").
 */
import { readFileSync } from 'node:fs';
import { type PassageIndex, tokenize } from '@botfolio/core';
import wordListPath from 'word-list';

/** The shortest word read as a possible typo. */
const MIN_TYPO_LENGTH = 5;
/** The longest: a longer "word" is no typo of one (and its edits would be many). */
const MAX_TYPO_LENGTH = 20;
/**
 * How many words of one question are tried as typos (a word's one-edit strings are looked up: about 1 ms for a long
 * word): a question of 2,000 characters of nonsense costs the event loop a few milliseconds, not a hundred.
 */
const MAX_TYPOS_TRIED = 4;
/** Letters an edit may add or change to. */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** An English word list, looked up in place: its words in order, found by binary search. */
interface WordList {
  has(word: string): boolean;
}

let words: WordList | null = null;
/**
 * The English word list (274,000 words, inflections included), read once, when a question first needs it: the file
 * as one string and where each word starts (about 45 ms and 4 MB, where a Set of its words takes 170 ms and 30 MB).
 * Its order is the code points' but for a word or two out of place, which are kept apart.
 */
function englishWords(): WordList {
  if (words) return words;
  const text = readFileSync(wordListPath, 'latin1');
  const wordEnd = (start: number) => {
    const end = text.indexOf('\n', start);
    return end < 0 ? text.length : end;
  };
  const starts: number[] = [];
  const outOfPlace = new Set<string>();
  let previous = '';
  for (let start = 0; start < text.length; ) {
    const end = wordEnd(start);
    const word = text.slice(start, end);
    if (word > previous) {
      starts.push(start);
      previous = word;
    } else if (word !== '') outOfPlace.add(word);
    start = end + 1;
  }
  const offsets = Uint32Array.from(starts);
  const wordAt = (i: number) => text.slice(offsets[i], wordEnd(offsets[i] ?? 0));
  words = {
    has(word) {
      if (outOfPlace.has(word)) return true;
      let low = 0;
      let high = offsets.length - 1;
      while (low <= high) {
        const middle = (low + high) >>> 1;
        const found = wordAt(middle);
        if (found === word) return true;
        if (found < word) low = middle + 1;
        else high = middle - 1;
      }
      return false;
    },
  };
  return words;
}

/** Whether `word` (lower case) is an English word of the word list. */
export function isEnglishWord(word: string): boolean {
  return englishWords().has(word);
}

/** Every string one edit from `word`: a letter dropped, two neighbours swapped, a letter changed or added. */
function oneEditFrom(word: string): Set<string> {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail.length > 0) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail.length > 0 && tail[0] !== letter) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return edits;
}

/** What a bot's text says: how its terms are made, and the share of its passages that hold a term. */
export type SaidTerms = Pick<PassageIndex, 'analyzer' | 'share'>;

/**
 * The word a typo stands for, as the text says it, or null: `word` (lower case) is no English word, the text never
 * says it, and one edit makes an English word the text says.
 */
export function meantWord(word: string, text: SaidTerms): string | null {
  return mayBeTypo(word, text) ? wordOneEditFrom(word, text) : null;
}

/** Whether `word` may be a typo: a lower-case word of 5 to 20 letters, no English word, that the text never says. */
function mayBeTypo(word: string, text: SaidTerms): boolean {
  if (word.length < MIN_TYPO_LENGTH || word.length > MAX_TYPO_LENGTH || !/^[a-z]+$/.test(word)) return false;
  const term = tokenize(word, text.analyzer)[0];
  return term !== undefined && text.share(term) === 0 && !englishWords().has(word);
}

/** The English word one edit from `word` that the text says most (the first alphabetically of equals), or null. */
function wordOneEditFrom(word: string, text: SaidTerms): string | null {
  const { analyzer } = text;
  const english = englishWords();
  let meant: string | null = null;
  let best = 0;
  // (in a fixed order: of words the text says as often, the first alphabetically)
  for (const candidate of [...oneEditFrom(word)].sort()) {
    if (!english.has(candidate)) continue;
    const said = tokenize(candidate, analyzer)[0];
    const share = said === undefined ? 0 : text.share(said);
    if (share > best) {
      meant = candidate;
      best = share;
    }
  }
  return meant;
}

/**
 * The one English word one edit from `word`, or null when there are none or several: "saftey" is "safety", which the
 * text may say in other words ("zero reportable incidents"); "wrok" may be "work" or "wrote", and stays as it is. Two
 * letters swapped is the commonest typo: the one word they make goes first ("safety" before "safter", a letter off).
 */
function onlyWordOneEditFrom(word: string): string | null {
  const english = englishWords();
  const only = (candidates: Iterable<string>): string | null | undefined => {
    let meant: string | undefined;
    for (const candidate of candidates) {
      if (candidate === word || candidate === meant || !english.has(candidate)) continue;
      if (meant !== undefined) return null;
      meant = candidate;
    }
    return meant;
  };
  const swapped = only(
    Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)),
  );
  return swapped !== undefined ? swapped : (only(oneEditFrom(word)) ?? null);
}

/** The question with its typos read as the words meant (see meantWord); as it is when it has none, or is not English. */
export function withTyposCorrected(question: string, text: SaidTerms): string {
  if (text.analyzer.language !== 'en') return question;
  let tried = 0;
  return question.replace(/(?<![\p{L}\p{N}_'’-])[a-z]+(?![\p{L}\p{N}_'’-])/gu, (word) => {
    if (tried >= MAX_TYPOS_TRIED || !mayBeTypo(word, text)) return word;
    tried += 1;
    return wordOneEditFrom(word, text) ?? onlyWordOneEditFrom(word) ?? word;
  });
}
