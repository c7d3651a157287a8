/**
 * The words a text says without writing them, which a passage is indexed with (buildRetrieval.ts) and a sentence is
 * matched by (offlineReply.ts) besides its own: "email" of "maya@example.org" (contacts.ts), "agpl" of "GNU Affero
 * General Public License" (acronyms.ts), "hometown" of "I'm originally from Cork" and "age" of "Dermot is 52"
 * (origin.ts), "lower" of "from 34 % to 27 %" (trends.ts).
 */
import { acronymWords } from './acronyms.js';
import { contactWords } from './contacts.js';
import { originWords } from './origin.js';
import { trendWords } from './trends.js';

/** What a text says without writing it, as words (space-separated), or ''. */
export function impliedWords(text: string): string {
  return [contactWords(text), acronymWords(text), originWords(text), trendWords(text)]
    .filter((words) => words !== '')
    .join(' ');
}
