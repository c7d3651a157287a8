/**
 * The names a question asks about ("the National AI Research Resource", "GPL", "Zenodo"): runs of capitalised words
 * or acronyms after the question's first word. A text that never holds such a name cannot answer the question,
 * however many of its other words it shares ("How much will the National AI Research Resource cost?" of a speech
 * that prices the CHIPS Act). English only: other languages capitalise differently (German, every noun).
 */
import { type TextAnalyzer, tokenize } from '@botfolio/core';

/** A word written as a name: a capital then letters, or an acronym, a version or a code ("AMReX", "ARPA-H", "2.0"). */
const NAME_WORD = /^\p{Lu}[\p{L}\p{N}'’.+#-]*$/u;
/** Words that are capitalised for the sentence, not as names. */
const NOT_NAMES = new Set(['I', 'OK']);

/**
 * Countries named in one word, lower case (not "turkey", "chad", "jordan": common words too; "America" and "New
 * Zealand" are names KNOWN_NAMES adds).
 */
export const COUNTRY_NAMES =
  'germany france spain italy portugal netherlands belgium austria switzerland sweden norway denmark finland ' +
  'ireland scotland wales england britain uk usa canada mexico brazil argentina chile colombia peru ' +
  'australia china japan korea india pakistan bangladesh indonesia vietnam thailand philippines malaysia ' +
  'singapore russia ukraine poland greece israel egypt nigeria kenya ethiopia ghana morocco iran iraq';

/**
 * Names a visitor types in lower case as often as not, and that are no other word: countries, languages and
 * nationalities, and the licences a developer asks about ("is the gpl valid in germany?", "is it compatible with apache
 * 2.0?"). A word that is a common word too ("turkey", "polish", "chad", "jordan") is not among them.
 */
const KNOWN_NAMES = new Set(
  (
    `${COUNTRY_NAMES} america zealand ` +
    'german french spanish italian portuguese dutch swedish norwegian danish finnish irish british american ' +
    'canadian mexican brazilian chinese japanese korean indian russian ukrainian greek arabic hebrew hindi ' +
    'mandarin cantonese swahili ' +
    'mit apache bsd gpl lgpl agpl mpl epl isc cc0 unlicense wtfpl'
  ).split(' '),
);
/** "version 3", "version 2.1": a version a text that never says it cannot answer for ("what changed in version 3?"). */
const VERSION = /^v?\d+(?:\.\d+)*$/i;

/** The names in an English question, each as its search terms in order (empty for other languages). */
export function askedNames(question: string, analyzer: TextAnalyzer): string[][] {
  if (analyzer.language !== 'en') return [];
  const words = question.split(/[\s,;:!?()"“”]+/).filter(Boolean);
  const names: string[][] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) {
      const terms = tokenize(run.join(' '), analyzer);
      if (terms.length > 0) names.push(terms);
    }
    run = [];
  };
  let versioned = false;
  words.forEach((word, i) => {
    const bare = word.replace(/['’]s$/u, '').replace(/[.]+$/u, '');
    if (versioned) {
      // (the number of "version 3" goes with it)
      run.push(bare);
      flush();
      versioned = false;
    } else if (i > 0 && NAME_WORD.test(bare) && !NOT_NAMES.has(bare)) run.push(bare);
    else if (i > 0 && KNOWN_NAMES.has(bare)) {
      flush();
      run.push(bare);
      flush();
    } else if (/^version$/i.test(bare) && VERSION.test(words[i + 1]?.replace(/[.]+$/u, '') ?? '')) {
      flush();
      run.push(bare);
      versioned = true;
    } else flush();
  });
  flush();
  return names;
}

/** Whether `terms` stand in this order, side by side, in `tokens`. */
function holdsRun(tokens: readonly string[], terms: readonly string[]): boolean {
  outer: for (let i = 0; i + terms.length <= tokens.length; i += 1) {
    for (let j = 0; j < terms.length; j += 1) if (tokens[i + j] !== terms[j]) continue outer;
    return true;
  }
  return false;
}

/** The first name of the question that none of `texts` holds, or null when each is held by one of them. */
export function missingName(question: string, texts: readonly string[], analyzer: TextAnalyzer): string[] | null {
  const names = askedNames(question, analyzer);
  if (names.length === 0) return null;
  const tokenized = texts.map((text) => tokenize(text, analyzer));
  return names.find((name) => !tokenized.some((tokens) => holdsRun(tokens, name))) ?? null;
}
