/**
 * Definitions in a text: a sentence that says what a term means — `"Larger Work" means …`, `1.12. "Secondary License"
 * means …`, `The term "work" refers to …`, `Covered Software is defined as …`, `AMReX is a framework …`. A question whose asked-about words are
 * a defined term's words ("What is a Larger Work?", "Which licenses are Secondary Licenses?") is answered by its
 * definition before any sentence that merely uses the term.
 */
import { type TextAnalyzer, tokenize } from '@botfolio/core';

const VERBS = String.raw`(?:means?|refers?\s+to|is\s+defined\s+as|are\s+defined\s+as|shall\s+mean|has\s+the\s+meaning|includes?|is|are)`;
/** A quoted term (straight or curly quotes) near the start of the sentence, then a defining verb. */
const QUOTED = new RegExp(
  String.raw`^[^"“”]{0,40}["“]([^"“”]{1,80})["”]\s*(?:\([^)]{0,80}\)\s*)?,?\s*${VERBS}\b`,
  'iu',
);
/** An unquoted term of up to six words opening the sentence, then an explicit defining verb (not a bare "is"). */
const OPENING =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:the|a|an)\s+)?(?:term\s+)?((?:[\p{L}\p{N}-]+\s+){0,5}[\p{L}\p{N}-]+)\s*,?\s*(?:means?|refers?\s+to|is\s+defined\s+as|shall\s+mean)\b/iu;

/** A name of up to four words opening the sentence, then "is a/an" ("AMReX is a C++ software framework …"). */
const COPULA =
  /^((?:[\p{L}\p{N}][\p{L}\p{N}+#.-]*)(?:\s+[\p{L}\p{N}][\p{L}\p{N}+#.-]*){0,3})\s+(?:is|are)\s+(?:a|an)\s/u;

/** The term a sentence defines, or null. */
export function definedTerm(sentence: string): string | null {
  const quoted = QUOTED.exec(sentence);
  if (quoted?.[1]) return quoted[1].trim();
  const opening = OPENING.exec(sentence);
  if (opening?.[1]) return opening[1].trim();
  return COPULA.exec(sentence)?.[1]?.trim() ?? null;
}

/**
 * Whether `sentence` defines what `asked` (the question's search terms) is about: the defined term's terms are all
 * asked, and they are most of what is asked (one other word at most: "licenses" in "Which licenses are …").
 */
export function definesAsked(sentence: string, asked: ReadonlySet<string>, analyzer: TextAnalyzer): boolean {
  const term = definedTerm(sentence);
  if (!term) return false;
  const terms = new Set(tokenize(term, analyzer));
  if (terms.size === 0) return false;
  for (const t of terms) if (!asked.has(t)) return false;
  return asked.size - terms.size <= 1;
}
