/**
 * The words a text says without writing them, which a passage is indexed with (buildRetrieval.ts) and a sentence is
 * matched by (offlineReply.ts) besides its own: "email" of "maya@example.org" (contacts.ts), "agpl" of "GNU Affero
 * General Public License" (acronyms.ts), "hometown" of "I'm originally from Cork" (origin.ts), "age" of "Dermot is 52" (age.ts), "lower" of "from 34 % to 27 %" (trends.ts), "version" of "(3.8 | 3.9 | 3.10)", "previously" of "Before that…", "employer" of "I've been with Clarke & Sons".
 */
import { acronymWords } from './acronyms.js';
import { ageWords } from './age.js';
import { contactWords } from './contacts.js';
import { originWords } from './origin.js';
import { trendWords } from './trends.js';

/** A transcript's closing line: its time, maybe after "END" ("END 10:18 A.M. CDT", "4:58 P.M. EDT"). */
export const CLOSING_TIME = /^(?:END\s+)?\d{1,2}:\d\d\s*[AP]\.M\.(?:\s+[A-Z]{2,4})?$/;

/** A programming language, by its name as written (case kept: "Go", "R", "C" are words or letters otherwise). */
const LANGUAGE_NAME = String.raw`(?:C\+\+|C#|C|Fortran|Python|Julia|Rust|Go|Java|JavaScript|TypeScript|MATLAB|R|Haskell|Scala|Kotlin|Swift|Ruby|PHP|Perl|Lua|Cython|CUDA|OCaml|Elixir|Erlang|Clojure|Dart|Zig|Nim)`;
/**
 * Code said to be in a programming language, which answers "what language is it written in?": "an open-source C
 * code", "a C++ software framework", "a Python package", "written in Julia", "implemented in Fortran 90".
 */
const PROGRAMMING_LANGUAGE = new RegExp(
  String.raw`(?<![\p{L}\p{N}+#])${LANGUAGE_NAME}(?![\p{L}\p{N}+#])(?:\s+\d[\d.]*)?\s+(?:(?:open[- ]source|software|scientific|numerical)\s+)?(?:code|codes|codebase|package|library|libraries|framework|software|program|implementation|module|toolkit|toolbox|API|interface|bindings|wrapper|application|tool)\b|\b(?:written|implemented|coded|developed)\s+(?:entirely\s+|mainly\s+|mostly\s+|purely\s+)?in\s+(?:modern\s+|pure\s+|standard\s+)?${LANGUAGE_NAME}(?![\p{L}\p{N}+#])`,
  'u',
);

/**
 * A span of years that has ended, in a bio's words ("1991 से 1999 तक", "7년(2001년~2008년)", "(1994~2006)", "von 2003
 * bis 2017", "2001年から2008年まで"), or a past job ("arbeitete sie vierzehn Jahre lang als…"): what
 * someone did before what they do now. (One run of spaces between the year and what follows it: read in linear time.)
 */
const PAST_SPAN =
  /(?<!\d)(?:19|20)\d\d\s*(?:[년年]\s*)?(?:[–—~〜-]|to|until|and|bis|und|à|et|al|a|y|e|até|до|по|и|से|から|到|至)\s*(?:19|20)\d\d(?!\d)|\barbeitete\s+(?:\p{L}+\s+){0,6}?als\b/u;

/**
 * The year something began, said as "since" it ("dal 2009", "seit dem Schuljahr 2019/20", "depuis 2015", "desde 2011"):
 * what "since when?" asks. The word it stands for is no word of any language (sections.ts asks it of "Da quando…?").
 */
const SINCE_YEAR =
  /(?<!\p{L})(?:since|seit|depuis|desde|dal|dall['’]|dès|с|начиная\s+с)\s+(?:\p{L}+\s+){0,2}?(?:19|20)\d\d(?!\d)/iu;
export const SINCE_WORD = 'sinceyear';
/** What came earlier, which a text says as "Before that…" or by a past job's years (PAST_SPAN). */
export const PREVIOUSLY = 'previously';
/** What code said to be in a programming language says (PROGRAMMING_LANGUAGE): "what's it written in?" asks it. */
export const PROGRAMMING_WORDS = 'language languages programming';

/**
 * What a text says with a pattern rather than a word, and the words it stands for:
 * - versions named after their software: "a Python package (3.8 | 3.9 | 3.10 | 3.11)", "Python 3.9+", "Node.js >= 18.2"
 *   (not "Sections 3.1, 3.2");
 * - what came earlier, said with a stop word: "Before that he spent six years…", "Prior to this, she…";
 * - an employer said as whom someone has been with or joined: "I've been with Clarke & Sons", "joined Acme in 2019";
 * - whom someone supervises, said as whom they look after or are in charge of: "I look after a first-year apprentice";
 * - the time a transcript closes at: "END 10:18 A.M. CDT" says "time" ("what time did the call end?").
 * Bounded runs: read in linear time.
 */
const SAID_AS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:Python|Node(?:\.js)?|Java|Ruby|PHP|Julia|Go|Rust|R)\b[^.\n\d]{0,20}v?\d{1,3}\.\d{1,3}/, 'version versions'],
  [/\b(?:before\s+(?:that|this|then)|prior\s+to\s+(?:that|this)|previously|formerly)\b/i, PREVIOUSLY],
  [PAST_SPAN, PREVIOUSLY],
  [SINCE_YEAR, SINCE_WORD],
  [/\bbeen\s+with\s+\p{Lu}|\bjoined\s+\p{Lu}|\bemployed\s+by\b/u, 'employer'],
  [/\blook(?:s|ed|ing)?\s+after\b|\bin\s+charge\s+of\b/i, 'supervise supervises supervised supervising'],
  [CLOSING_TIME, 'time'],
  [PROGRAMMING_LANGUAGE, PROGRAMMING_WORDS],
];

/** What a text says without writing it, as words (space-separated), or ''. */
export function impliedWords(text: string): string {
  return [
    contactWords(text),
    acronymWords(text),
    originWords(text),
    ageWords(text),
    trendWords(text),
    ...SAID_AS.filter(([says]) => says.test(text)).map(([, words]) => words),
  ]
    .filter((words) => words !== '')
    .join(' ');
}
