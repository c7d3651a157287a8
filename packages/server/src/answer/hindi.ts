/**
 * Hindi, which Snowball has no stemmer for: the light stemmer of Ramanathan and Rao ("A Lightweight Stemmer for
 * Hindi", 2003, as Lucene's HindiStemmer implements it) after a light normalisation (Lucene's HindiNormalizer, in
 * part), so "रहती", "रहते" and "रहना" meet, as "भाषाएँ" and "भाषा", "किताबों" and "किताब" do.
 */

/** The suffixes taken off a word, longest first; a stem keeps at least two letters. */
const SUFFIXES: ReadonlyArray<readonly string[]> = [
  ['ाएंगी', 'ाएंगे', 'ाऊंगी', 'ाऊंगा', 'ाइयां', 'ाइयों'],
  ['ाएगी', 'ाएगा', 'ाओगी', 'ाओगे', 'एंगी', 'ेंगी', 'एंगे', 'ेंगे', 'ूंगी', 'ूंगा', 'ातीं', 'नाओं', 'नाएं', 'ताओं', 'ताएं', 'ियां', 'ियों'],
  [
    'ाकर',
    'ाइए',
    'ाईं',
    'ाया',
    'ेगी',
    'ेगा',
    'ोगी',
    'ोगे',
    'ाने',
    'ाना',
    'ाते',
    'ाती',
    'ाता',
    'तीं',
    'ाओं',
    'ाएं',
    'ुओं',
    'ुएं',
    'ुआं',
    // (English "-ing" as Hindi writes it: "राफ्टिंग" is rafting, "राफ्ट", as "ट्रेनिंग", "कोचिंग" are)
    'िंग',
  ],
  ['कर', 'ाओ', 'िए', 'ाई', 'ाए', 'ने', 'नी', 'ना', 'ते', 'ीं', 'ती', 'ता', 'ां', 'ों', 'ें'],
  ['ो', 'े', 'ू', 'ु', 'ी', 'ि', 'ा'],
];

/**
 * A Hindi word as it is written either way: without the nukta ("ज़" is "ज", as many write it), its chandrabindu an
 * anusvara ("हूँ" is "हूं", "भाषाएँ" "भाषाएं"), no zero-width joiners.
 */
export function normalizeHindi(word: string): string {
  return word.replace(/[\u093C\u200C\u200D]/gu, '').replace(/\u0901/gu, '\u0902');
}

/** A Hindi word's stem: normalised, then its longest known suffix off (five letters down to one). */
export function stemHindi(word: string): string {
  const normalized = normalizeHindi(word);
  for (const suffixes of SUFFIXES) {
    const length = suffixes[0]?.length ?? 0;
    if (normalized.length <= length + 1) continue;
    for (const suffix of suffixes) if (normalized.endsWith(suffix)) return normalized.slice(0, -suffix.length);
  }
  return normalized;
}
