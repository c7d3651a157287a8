/**
 * Where someone comes from, as a bio says it with a preposition and a place rather than a word for it: "Сам я из
 * Вологды", "I'm originally from Cork", "Ich komme aus Rostock", "Je suis de Quimper", "Soy de Monterrey". A visitor
 * asks "Откуда ты родом?", "where is he from?", and the only word the answer shares with the question's origin word
 * (sections.ts: "родом", "hometown"…) is none. A passage or a sentence that says it also holds that word, for
 * retrieval and for the quote alike, as a contact line holds "email" (contacts.ts).
 */

/**
 * Each language's way of saying someone is from a place (a capitalised word after the preposition), the word of its
 * origin group (sections.ts) that stands for it, and what a text must hold for it to be tried (most hold none). Every
 * run is bounded: read in linear time.
 */
const SAYS_ORIGIN: ReadonlyArray<readonly [RegExp, string, string]> = [
  [/(?<!\p{L})(?:я|он|она|мы|сам|сама)\s+(?:\p{Ll}{1,12}\s+){0,2}из\s+\p{Lu}/u, 'родом', 'из'],
  [
    /\b(?:I['’]m|I\s+am|(?:[Hh]e|[Ss]he)(?:['’]s|\s+is)|[Tt]hey\s+are)\s+(?:originally\s+)?from\s+\p{Lu}/u,
    'hometown',
    'from ',
  ],
  [
    /\b(?:[Ii]ch\s+(?:bin|komme)|(?:[Ee]r|[Ss]ie)\s+(?:ist|kommt))\s+(?:\p{Ll}{1,12}\s+){0,2}aus\s+\p{Lu}/u,
    'heimat',
    'aus ',
  ],
  [/\b(?:[Jj]e\s+suis|(?:[Ii]l|[Ee]lle)\s+est)\s+(?:originaire\s+)?d(?:e\s+|['’])\p{Lu}/u, 'originaire', 'd'],
  [/\b(?:[Ss]oy|[Ee]s)\s+(?:originari[oa]\s+)?de\s+\p{Lu}/u, 'originario', 'de'],
];

/**
 * How an English text says someone's age without the word: "Dermot is 52 and grew up in Sligo", "I'm 34 years old",
 * "a 41-year-old nurse", "aged 60", "Raj Patel, 52, runs…". Such a sentence holds "age", which "how old is he?" asks
 * (sections.ts IMPLIED), as "old city walls" does not. Read from each two-digit number, what stands just before and
 * after it: a few characters each, so a text is read in linear time (and quickly: most numbers are no age).
 */
const TWO_DIGITS = /(?<!\d|\d[.,])[1-9]\d(?!\d|[.,]\d|%)/g;
const AGE_BEFORE =
  /(?:\b(?:\p{Lu}\p{Ll}+|[Hh]e|[Ss]he|I)(?:['’]s|\s+is|['’]m|\s+am|\s+turned)\s+|\baged\s+|\p{Lu}\p{Ll}+,\s*)$/u;
const AGE_AFTER = /^(?:\s+years?\s+old\b|-year-old\b)/;
const CLAUSE_END = /^\s*(?:[,.;]|and\b|$)/;
/** How far before a number its subject is looked for ("Dermot is "). */
const AGE_LOOKBEHIND = 30;

function saysAge(text: string): boolean {
  for (const match of text.matchAll(TWO_DIGITS)) {
    const at = match.index ?? 0;
    const after = text.slice(at + 2, at + 12);
    if (AGE_AFTER.test(after)) return true;
    const lead = AGE_BEFORE.exec(text.slice(Math.max(0, at - AGE_LOOKBEHIND), at))?.[0];
    if (lead === undefined) continue;
    // ("aged 60"; "Raj Patel, 52, runs…": a comma after the name and one after the age; "Dermot is 52 and…")
    if (/^aged/.test(lead)) return true;
    if (/,\s*$/.test(lead) ? after.startsWith(',') : CLAUSE_END.test(after)) return true;
  }
  return false;
}

/** The words for where someone comes from ("родом") and for an age said in figures ("age"), or ''. */
export function originWords(text: string): string {
  const words = SAYS_ORIGIN.filter(([says, , hint]) => text.includes(hint) && says.test(text)).map(([, word]) => word);
  if (saysAge(text)) words.push('age');
  // (a Korean one says it in brackets after the name: "김민준 씨(49)는")
  if (/\p{Script=Hangul}\s*\([1-9]\d\)/u.test(text)) words.push('나이');
  return words.join(' ');
}
