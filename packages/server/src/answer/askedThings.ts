/**
 * What some English questions ask for, which a quote must say to answer them — not just hold the question's words:
 * "why did she leave Hydrotec?" a leaving or a reason, "which country's law governs it?" a jurisdiction, "does she
 * have a driving licence?" driving, "what's her notice period?" notice or a start, "who can I ask for a reference?"
 * references, "what's her email / phone number?" the detail (contacts.ts). offlineReply.ts quotes what says it, or
 * declines. Each pattern is bounded and read in linear time.
 */
import { contactAsked } from './contacts.js';
import { termsOfWords } from './language.js';

/** A sentence that gives a reason ("because", "so that", "wanted to", "led me to"…): what "why…?" prefers. */
export const SAYS_REASON =
  /\b(?:because|reason|reasons|why|so\s+that|in\s+order\s+to|due\s+to|wanted\s+to|as\s+a\s+result|motivated|led\s+(?:me|him|her|us|them)\s+to)\b/i;

/**
 * "Why did she leave Hydrotec?", "why did you quit?": a question a résumé's job entry does not answer by itself —
 * what does says the leaving or a reason for it ("Left when the marketing function was centralised in Madrid", "Why I
 * moved on: I wanted to work on forecasting…").
 */
export const ASKS_WHY_LEFT =
  /\b(?:why|how\s+come)\b.{0,40}\b(?:leave|left|leaving|quit|quitting|resign(?:ed)?|move\s+on|moved\s+on|step\s+down)\b(?!\s+(?:out|off)\b)/i;
export const SAYS_LEAVING = new RegExp(
  String.raw`\b(?:left|leav(?:e|es|ing)|quit|moved\s+on|resign\w*|departed|departure|step(?:ped)?\s+down|laid\s+off|made\s+redundant|redundancy|relocat\w*)\b|${SAYS_REASON.source}`,
  'i',
);

/**
 * "Which country's law governs this license?", "what state's courts…": a question a licence answers only where it
 * names a jurisdiction, its law or its courts ("…governed by the laws of the State of California", "…the courts of a
 * jurisdiction where the defendant maintains its principal place of business"), not by any sentence about the law.
 */
const ASKS_JURISDICTION =
  /\b(?:which|what)\s+(?:country|countries|nation|state|jurisdiction)(?:['’]?s)?\s+(?:laws?|courts?|legal\s+system)\b/i;
const SAYS_JURISDICTION =
  /\bjurisdictions?\b|\blaws?\s+of\s+(?:the\s+)?\p{Lu}|\bcourts?\s+(?:of|in)\s+(?:the\s+)?\p{Lu}|\bgoverned\s+by\b|\bvenue\b/u;

/**
 * "Does she have a driving licence?", "a driver's license?": a question a résumé answers only where it says driving
 * ("Full UK driving licence", "Class 5 driver's licence"), not by any licence ("QTRA licensed user").
 */
const ASKS_DRIVING = /\bdriv(?:ing|ers?|er['’]s)\s+licen[cs]e\b/i;
const SAYS_DRIVING = /\bdriv(?:ing|er|ers|er['’]s|e|es)\b|\b(?:car|van|vehicle)\b/i;

/**
 * "What's her notice period?": a question a résumé answers where it says notice, or when someone can start ("available
 * from March", "two months", "immediately"), not by any "available" ("References: available on request").
 */
const ASKS_NOTICE = /\bnotice\s+period\b|\bhow\s+much\s+notice\b/i;
const SAYS_NOTICE =
  /\bnotice\b|\bimmediate(?:ly)?\b|\bstart\s+(?:in|from|on|after|within|immediately)\b|\bavailable\s+(?:from|in|after|within|now|immediately|to\s+start)\b|\b(?:\d+|one|two|three|four|six|eight|twelve)\s*(?:weeks?|months?)\b/i;

/**
 * "Who can I contact as a reference?": a question a résumé answers where it speaks of references or referees
 * ("References available on request", "Referee: Dr Ana Ruiz…"), not by its contact line.
 */
const ASKS_REFERENCE = /\bas\s+(?:a\s+)?references?\b|\breferees?\b|\b(?:any|her|his|their|your)\s+references\b/i;
const SAYS_REFERENCE = /\breferen(?:ce|ces)\b|\breferees?\b|\brecommendations?\b|\btestimonials?\b/i;

/**
 * "Who funded the work?", "who paid for this research?": a question a paper or a talk answers where it says a funder
 * or a grant ("supported by the U.S. Department of Energy", "This research was funded by…", "a $2 million grant"), not
 * by any sentence about the work.
 */
const ASKS_FUNDING =
  /\bwho\s+(?:funded|funds|fund|financed|finances|sponsored|sponsors|paid\s+for|pays\s+for|bankrolled)\b|\b(?:any|what|which)\s+(?:funding|grants?|funders?|sponsors?)\b|\bwhere\s+(?:did|does)\s+(?:the\s+)?(?:money|funding)\s+come\s+from\b/i;
const SAYS_FUNDING =
  /\bfund(?:s|ed|ing|er|ers)?\b|\bsupport(?:ed|s)?\s+(?:by|from|of|through)\b|\bgrants?\b|\bsponsor\w*|\bfinanc\w*|\bpaid\s+for\b|\bawards?\b|\bcontracts?\b|\backnowledg\w*|\$\s?\d/i;

/**
 * "Salary expectations?", "what's his day rate?": a question a résumé answers where it gives a sum, a rate or says it
 * is negotiable ("£45k–£50k", "£280 per day", "salary negotiable"), not by "salary-sacrifice cycle and car schemes".
 */
const ASKS_SALARY =
  /\b(?:salary|pay|wage|rate)\s+(?:expectations?|requirements?|range|band)\b|\b(?:expected|desired)\s+(?:salary|pay|rate)\b|\bday\s*rate\b|\bhourly\s+rate\b|\bhow\s+much\s+(?:does|do|would|will)\s+(?:he|she|they|you)\s+(?:want|expect|ask|charge)\b/i;
const SAYS_SALARY =
  /\b(?:salary|pay|rate|package|compensation|OTE)\b[^.\n]{0,40}?[£$€¥]\s?\d|[£$€¥]\s?\d[\d,.]*\s?k?\s*(?:(?:per|a|an|\/)\s*(?:annum|year|yr|day|hour|hr|month)\b|p\.?a\.?(?!\p{L}))|[£$€¥]\s?\d[\d,.]*\s?k\b|\bnegotiable\b|\bexpectations?\b/iu;

/** The terms of the words "why did she leave…?" asks with (ASKS_WHY_LEFT), as the analyzer makes them. */
export const leavingTerms = termsOfWords(
  'leave left leaving quit quitting resign resigned move moved step stepped down',
);

/** A thing a question asks for: whether the question asks it, and whether a quote says it. */
interface AskedThing {
  asks: RegExp;
  says: RegExp;
}

const ASKED_THINGS: readonly AskedThing[] = [
  { asks: ASKS_WHY_LEFT, says: SAYS_LEAVING },
  { asks: ASKS_JURISDICTION, says: SAYS_JURISDICTION },
  { asks: ASKS_DRIVING, says: SAYS_DRIVING },
  { asks: ASKS_NOTICE, says: SAYS_NOTICE },
  { asks: ASKS_REFERENCE, says: SAYS_REFERENCE },
  { asks: ASKS_FUNDING, says: SAYS_FUNDING },
  { asks: ASKS_SALARY, says: SAYS_SALARY },
];

/**
 * "Does he have a forklift licence?", "a drone licence?": a licence of a kind, which a quote answers only where it says
 * that kind ("Counterbalance forklift licence (RTITB)"), not by another licence ("Full UK driving licence"). The kind is
 * the word before "licence" (not a determiner, nor "driving", which ASKS_DRIVING reads), matched by its first letters.
 */
const LICENCE_KIND = /\b([a-z]{3,20})\s+licen[cs]e\b/i;
const NOT_A_KIND = new Set(
  'the this that your his her their its any what which own same new other open source software full valid current clean uk us eu driving drivers'.split(
    ' ',
  ),
);
function licenceKind(question: string): ((quote: string) => boolean) | null {
  const kind = LICENCE_KIND.exec(question)?.[1]?.toLowerCase();
  if (kind === undefined || NOT_A_KIND.has(kind)) return null;
  const stem = kind.slice(0, Math.max(3, kind.length - 2));
  return (quote) => quote.toLowerCase().includes(stem);
}

/**
 * For an English question, the tests a quote must pass to say each thing it asks for (none for a question that asks
 * for none of them).
 */
export function thingsAsked(question: string): Array<(quote: string) => boolean> {
  const tests = ASKED_THINGS.filter(({ asks }) => asks.test(question)).map(
    ({ says }) =>
      (quote: string) =>
        says.test(quote),
  );
  const contact = contactAsked(question);
  if (contact) tests.push(contact);
  const kind = licenceKind(question);
  if (kind) tests.push(kind);
  return tests;
}
