/**
 * Definitions in a text: a sentence that says what a term means — `"Larger Work" means …`, `1.12. "Secondary License"
 * means …`, `The term "work" refers to …`, `Covered Software is defined as …`, `AMReX is a framework …`. A question whose asked-about words are
 * a defined term's words ("What is a Larger Work?", "Which licenses are Secondary Licenses?") is answered by its
 * definition before any sentence that merely uses the term.
 */
import { type TextAnalyzer, tokenize } from '@botfolio/core';
import { initialsOf } from './acronyms.js';
import { termsOfWords } from './language.js';

const VERBS = String.raw`(?:means?|refers?\s+to|is\s+defined\s+as|are\s+defined\s+as|shall\s+mean|has\s+the\s+meaning|includes?|is|are)`;
/** A quoted term (straight or curly quotes) near the start of the sentence, then a defining verb. */
const QUOTED = new RegExp(
  String.raw`^[^"“”]{0,40}["“]([^"“”]{1,80})["”]\s*(?:\([^)]{0,80}\)\s*)?,?\s*${VERBS}\b`,
  'iu',
);
/**
 * A quoted term, what it is said of, then an explicit defining verb (`The "Corresponding Source" for a work in object
 * code form means …`).
 */
const QUOTED_QUALIFIED =
  /^[^"“”]{0,40}["“]([^"“”]{1,80})["”]\s+(?:for|of|in)\s+[^"“”.;:]{1,60}?\s+(?:means?|refers?\s+to|is\s+defined\s+as|are\s+defined\s+as|shall\s+mean)\b/iu;
/** An unquoted term of up to six words opening the sentence, then an explicit defining verb (not a bare "is"). */
const OPENING =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:the|a|an)\s+)?(?:term\s+)?((?:[\p{L}\p{N}-]+\s+){0,5}[\p{L}\p{N}-]+)\s*,?\s*(?:means?|refers?\s+to|is\s+defined\s+as|shall\s+mean|denotes|stands\s+for|determines|specifies|describes)\b/iu;
/**
 * A term with its abbreviation in brackets opening the sentence, then what it does or is ("Agent-based models (ABMs)
 * characterize physical, biological, and social economic systems…", "Electronic health records (EHRs) are…").
 */
const ABBREVIATED =
  /^(?:(?:the|a|an)\s+)?((?:[\p{L}\p{N}-]+\s+){0,4}[\p{L}\p{N}-]+)\s+\(\p{Lu}[\p{L}\p{N}-]{1,9}\)\s+(?:is|are|was|were|characteri[sz]es?|describes?|represents?|models?|consists?\s+of)\b/u;
/** What may open a definition before its term: a figure panel's letter ("A: Lookbehind determines…", "(b) …"). */
const PANEL = /^\s*(?:\(?[A-Za-z]\)|[A-Z]:)\s+/;
/** Markdown emphasis around a term ("*Lookbehind* determines…"). */
const EMPHASIS = /[*_`]+/g;
/** A Markdown footnote after a term ("`iharm3D`^[https://github.com/…] is an open-source C code…"). */
const FOOTNOTE = /\^\[[^\]\n]{0,300}\]/g;

/** A name of up to four words opening the sentence, then "is a/an" ("AMReX is a C++ software framework …"). */
const COPULA =
  /^((?:[\p{L}\p{N}][\p{L}\p{N}+#.-]*)(?:\s+[\p{L}\p{N}][\p{L}\p{N}+#.-]*){0,3})\s+(?:is|are)\s+(?:a|an)\s/u;

/** The term a sentence defines, or null. */
export function definedTerm(text: string): string | null {
  const sentence = text.replace(FOOTNOTE, '').replace(EMPHASIS, '').replace(PANEL, '');
  const quoted = QUOTED.exec(sentence);
  if (quoted?.[1]) return quoted[1].trim();
  const qualified = QUOTED_QUALIFIED.exec(sentence);
  if (qualified?.[1]) return qualified[1].trim();
  const opening = OPENING.exec(sentence) ?? ABBREVIATED.exec(sentence);
  if (opening?.[1]) return opening[1].trim();
  return COPULA.exec(sentence)?.[1]?.trim() ?? null;
}

/**
 * An English question that asks what something is: "What is a Larger Work?", "Which licenses are Secondary
 * Licenses?", "what does lookbehind mean?", "What counts as source code?", "define control", "tell me about AMReX".
 * Not "How long should a function be?" — a sentence that defines "function" does not say how long one should be.
 */
const DEFINITION_QUESTION =
  /^\W*(?:what|which|who)\b.*(?:\b(?:is|are|means?|meant|counts?\s+as|refers?\s+to|stands?\s+for)\b|['’]s\b)|\b(?:define|definition|meaning)\b|^\W*(?:(?:can|could)\s+you\s+)?(?:tell\s+me\s+about|explain|describe)\b/i;
/** The words that ask for a definition rather than name what is to be defined. */
const DEFINITION_WORDS =
  'mean means meant meaning count counts refer refers stand stands define definition tell explain describe';

const definitionWords = termsOfWords(DEFINITION_WORDS);

/**
 * The terms of what a question asks to have defined ("what counts as source code?" → sourc, code), or null when it
 * does not ask what something is. Questions in other languages than English are taken as they are (the defining
 * sentences this finds are English ones).
 */
export function definitionAsked(question: string, analyzer: TextAnalyzer): Set<string> | null {
  const terms = new Set(tokenize(question, analyzer));
  if (analyzer.language !== 'en') return terms;
  if (!DEFINITION_QUESTION.test(question)) return null;
  for (const word of definitionWords(analyzer)) if (terms.size > 1) terms.delete(word);
  return terms;
}

/**
 * Whether `sentence` defines what `asked` (the terms of a question that asks for a definition) is about: the
 * defined term's terms are all asked, and they are most of what is asked (one other word at most: "licenses" in
 * "Which licenses are …"); or two or more asked words make all of the term but one ("source code" for "Source Code
 * Form").
 */
export function definesAsked(sentence: string, asked: ReadonlySet<string>, analyzer: TextAnalyzer): boolean {
  if (spellsOutAsked(sentence, asked, analyzer)) return true;
  const term = definedTerm(sentence);
  if (!term) return false;
  const terms = new Set(tokenize(term, analyzer));
  if (terms.size === 0) return false;
  let shared = 0;
  for (const t of terms) if (asked.has(t)) shared += 1;
  const unasked = terms.size - shared;
  const unsaid = asked.size - shared;
  return (unasked === 0 && unsaid <= 1) || (shared >= 2 && unasked === 1 && unsaid === 0);
}

/** An acronym, then what it stands for in brackets (`HARM ("High Accuracy Relativistic Magnetohydrodynamics")`). */
const ACRONYM_THEN_WORDS = /(?<![\p{L}\p{N}])(\p{Lu}[\p{Lu}\p{N}]{1,9})\s*\(\s*["“]?([^()"“”]{3,120}?)["”]?\s*\)/gu;
/** Words, then their acronym in brackets ("…the Event Horizon Telescope (EHT)"). */
const WORDS_THEN_ACRONYM = /((?:\p{L}[\p{L}-]*\s+){1,9}\p{L}[\p{L}-]*)\s*\(\s*(\p{Lu}[\p{Lu}\p{N}]{1,9})\s*\)/gu;
/**
 * Whether a sentence spells out an acronym asked about ("what does HARM stand for?" of `HARM ("High Accuracy
 * Relativistic Magnetohydrodynamics")`, "what is the EHT?" of "the Event Horizon Telescope (EHT)"): the acronym, and
 * beside it in brackets (or before it) the words it is the initials of. Bounded patterns, read in linear time.
 */
function spellsOutAsked(sentence: string, asked: ReadonlySet<string>, analyzer: TextAnalyzer): boolean {
  if (!sentence.includes('(')) return false;
  const isAsked = (acronym: string) => tokenize(acronym, analyzer).some((term) => asked.has(term));
  for (const [, acronym = '', words = ''] of sentence.matchAll(ACRONYM_THEN_WORDS))
    if (initialsOf(words) === acronym.toLowerCase() && isAsked(acronym)) return true;
  for (const [, words = '', acronym = ''] of sentence.matchAll(WORDS_THEN_ACRONYM)) {
    // (the acronym's words are the last of those before it: "…from the Event Horizon Telescope (EHT)")
    const all = words.trim().split(/\s+/);
    for (let start = all.length - 1; start >= 0; start -= 1)
      if (initialsOf(all.slice(start).join(' ')) === acronym.toLowerCase()) {
        if (isAsked(acronym)) return true;
        break;
      }
  }
  return false;
}
