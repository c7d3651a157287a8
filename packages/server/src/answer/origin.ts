/**
 * Where someone comes from, as a bio says it with a preposition and a place rather than a word for it: "Сам я из
 * Вологды", "I'm originally from Cork", "Ich komme aus Rostock", "Je suis de Quimper", "Soy de Monterrey". A visitor
 * asks "Откуда ты родом?", "where is he from?", and the only word the answer shares with the question's origin word
 * (sections.ts: "родом", "hometown"…) is none. A passage or a sentence that says it also holds that word, for
 * retrieval and for the quote alike, as a contact line holds "email" (contacts.ts).
 */

/**
 * Each language's way of saying someone is from a place (a capitalised word after the preposition), and the word of
 * its origin group (sections.ts) that stands for it. Every run is bounded: read in linear time.
 */
const SAYS_ORIGIN: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<!\p{L})(?:я|он|она|мы|сам|сама)\s+(?:\p{Ll}{1,12}\s+){0,2}из\s+\p{Lu}/u, 'родом'],
  [/\b(?:I['’]m|I\s+am|(?:[Hh]e|[Ss]he)(?:['’]s|\s+is)|[Tt]hey\s+are)\s+(?:originally\s+)?from\s+\p{Lu}/u, 'hometown'],
  [/\b(?:[Ii]ch\s+(?:bin|komme)|(?:[Ee]r|[Ss]ie)\s+(?:ist|kommt))\s+(?:\p{Ll}{1,12}\s+){0,2}aus\s+\p{Lu}/u, 'heimat'],
  [/\b(?:[Jj]e\s+suis|(?:[Ii]l|[Ee]lle)\s+est)\s+(?:originaire\s+)?d(?:e\s+|['’])\p{Lu}/u, 'originaire'],
  [/\b(?:[Ss]oy|[Ee]s)\s+(?:originari[oa]\s+)?de\s+\p{Lu}/u, 'originario'],
];

/**
 * How an English text says someone's age without the word: "Dermot is 52 and grew up in Sligo", "I'm 34 years old",
 * "a 41-year-old nurse", "aged 60", "Raj Patel, 52, runs…". Such a sentence holds "age", which "how old is he?" asks
 * (sections.ts IMPLIED), as "old city walls" does not.
 */
const SAYS_AGE =
  /\b(?:\p{Lu}\p{Ll}+|[Hh]e|[Ss]he|I)(?:['’]s|\s+is|['’]m|\s+am|\s+turned)\s+[1-9]\d(?=\s*(?:[,.;]|and\b|$))|\b[1-9]\d\s+years?\s+old\b|\b[1-9]\d-year-old\b|\baged\s+[1-9]\d\b|\p{Lu}\p{Ll}+,\s*[1-9]\d,\s/u;

/** The words for where someone comes from ("родом") and for an age said in figures ("age"), or ''. */
export function originWords(text: string): string {
  const words = SAYS_ORIGIN.filter(([says]) => says.test(text)).map(([, word]) => word);
  if (SAYS_AGE.test(text)) words.push('age');
  // (a Korean one says it in brackets after the name: "김민준 씨(49)는")
  if (/\p{Script=Hangul}\s*\([1-9]\d\)/u.test(text)) words.push('나이');
  return words.join(' ');
}
