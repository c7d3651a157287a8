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

/**
 * Versions of software a text names after the software: "a Python package (3.8 | 3.9 | 3.10 | 3.11)", "Python 3.9+",
 * "Node.js >= 18.2" (not "Sections 3.1, 3.2"). Bounded runs: read in linear time.
 */
const VERSIONS = /\b(?:Python|Node(?:\.js)?|Java|Ruby|PHP|Julia|Go|Rust|R)\b[^.\n\d]{0,20}v?\d{1,3}\.\d{1,3}/;

/** "version" of a text that lists versions, or ''. */
const versionWords = (text: string): string => (VERSIONS.test(text) ? 'version versions' : '');

/** What came earlier, said with a stop word: "Before that he spent six years…", "Prior to this, she…". */
const EARLIER = /\b(?:before\s+(?:that|this|then)|prior\s+to\s+(?:that|this)|previously|formerly)\b/i;

/** "previously" of a text that says what came before, or ''. */
const earlierWords = (text: string): string => (EARLIER.test(text) ? 'previously' : '');

/** An employer said as whom someone has been with or joined: "I've been with Clarke & Sons", "joined Acme in 2019". */
const EMPLOYER = /\bbeen\s+with\s+\p{Lu}|\bjoined\s+\p{Lu}|\bemployed\s+by\b/u;

/** "employer" of a text that names one so, or ''. */
const employerWords = (text: string): string => (EMPLOYER.test(text) ? 'employer' : '');

/** What a text says without writing it, as words (space-separated), or ''. */
export function impliedWords(text: string): string {
  return [
    contactWords(text),
    acronymWords(text),
    originWords(text),
    ageWords(text),
    trendWords(text),
    versionWords(text),
    earlierWords(text),
    employerWords(text),
  ]
    .filter((words) => words !== '')
    .join(' ');
}
