/**
 * An age said in figures rather than with a word for it: "Dermot is 52 and grew up in Sligo", "I'm now 68", "I'm 34
 * years old", "a 41-year-old nurse", "aged 60", "Raj Patel, 52, runs…", "Ich bin Jan Petersen, 34, und…", "Jan
 * Petersen (34)", "мне 34", "ему 52 года", "52-летний", "김민준 씨(49)는". A visitor asks "how old is he?", "Сколько
 * ему лет?", "몇 살이에요?", and the text says no word of it. Such a text holds the word for an age (for retrieval and the
 * quote: implied.ts), and an opening that says one answers for its person (offlineReply.ts). Read from each two-digit
 * number, what stands just before and after it: a few characters each, so a text is read in linear time (and quickly:
 * most numbers are no age).
 */

const TWO_DIGITS = /(?<!\d|\d[.,])[1-9]\d(?!\d|[.,]\d|%)/g;
/** What says whose age a number is, just before it: "Dermot is ", "I'm now ", "aged ", "Raj Patel, ", "мне ". */
const AGE_BEFORE =
  /(?:\b(?:\p{Lu}\p{Ll}+|[Hh]e|[Ss]he|I)(?:['’]s|\s+is|['’]m|\s+am|\s+turned)\s+(?:now\s+)?|\baged\s+|\p{Lu}[\p{Ll}\p{M}'’-]+,\s*|(?<!\p{L})(?:[Мм]не|[Ее]му|[Ее]й)\s+)$/u;
/** What says a number is an age, just after it: " years old", "-year-old", "-летний", " года" (after "ему"). */
const AGE_AFTER = /^(?:\s+years?\s+old\b|-year-old\b|-летн)/u;
/** The end of the clause an age ends: "Dermot is 52 and…", "I'm 68, and…", "мне 34." */
const CLAUSE_END = /^\s*(?:[,.;]|and\b|now\b|(?:год|года|лет)(?!\p{L})|$)/u;
/** An age in brackets after a name: "Jan Petersen (34)", "김민준 씨(49)", "森田康弘さん（62）". */
const IN_BRACKETS = /^[)）]/;
/** A Japanese name (and its honorific) before the bracket its age stands in. */
const JA_NAME = String.raw`[\p{Script=Han}\p{Script=Katakana}](?:さん|氏|くん|ちゃん)?`;
const NAME_BEFORE_BRACKET = new RegExp(
  String.raw`(?:\p{Lu}[\p{Ll}\p{M}'’-]+\s+|\p{Script=Hangul}\s*)\($|${JA_NAME}[（(]$`,
  'u',
);
const JA_AGE_IN_BRACKETS = new RegExp(String.raw`${JA_NAME}[（(][1-9]\d[）)]`, 'u');
/** How far before a number its subject is looked for ("Dermot is "). */
const AGE_LOOKBEHIND = 30;

/** Whether a text says someone's age in figures (see above). */
export function saysAgeInFigures(text: string): boolean {
  for (const match of text.matchAll(TWO_DIGITS)) {
    const at = match.index ?? 0;
    const after = text.slice(at + 2, at + 12);
    if (AGE_AFTER.test(after)) return true;
    const before = text.slice(Math.max(0, at - AGE_LOOKBEHIND), at);
    if (IN_BRACKETS.test(after) && NAME_BEFORE_BRACKET.test(before)) return true;
    const lead = AGE_BEFORE.exec(before)?.[0];
    if (lead === undefined) continue;
    // ("aged 60"; "Raj Patel, 52, runs…": a comma after the name and one after the age; "Dermot is 52 and…")
    if (/^aged/.test(lead)) return true;
    if (/,\s*$/.test(lead) ? after.startsWith(',') : CLAUSE_END.test(after)) return true;
  }
  return false;
}

/** The word for an age, when a text says one in figures: "age" ("how old…" asks it: sections.ts), Korean "나이", Japanese "年齢". */
export function ageWords(text: string): string {
  if (!saysAgeInFigures(text)) return '';
  if (/\p{Script=Hangul}\s*\([1-9]\d\)/u.test(text)) return '나이';
  return JA_AGE_IN_BRACKETS.test(text) ? '年齢' : 'age';
}
