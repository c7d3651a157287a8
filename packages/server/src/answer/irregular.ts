/**
 * English verbs whose past and participle are other words than their base: a visitor asks "when did she leave
 * Figma?" of "She left Figma in 2022", "who taught him?" of "…teaches", "what did they build?" of "we built…".
 * Snowball folds "leaving" and "leaves" to "leav" but leaves "left" as it is; each form here is folded to its base
 * before stemming, in the text and in the question alike.
 *
 * "Found" is "find" too ("what did he find in the attic?" of "…what I found in the attic among my mother's keepsakes?"),
 * though it may found a company: of `npm run bench:quality`, it answered two more and none fewer.
 * Not the forms that are mostly another word: "saw", "lay", "fell" ("fell running"),
 * "rose", "bore", "wound", "ground", "lit", "meant" (a "mean" of figures), "spoke" (of a wheel), "felt", "tore", nor
 * forms that are also their base ("read", "cut", "put", "set", "hit", "let", "quit", "shut", "spread", "cost"), nor
 * "bit", "bound" and "done", mostly other words too; nor "went" and "gone" (a visitor's "go" is often Go, the
 * language) and "spoken", which asks for talks ("has she spoken at conferences?") where "speak" asks for languages.
 * Nor the light verbs (make, take, give, get, say, see, know, think, come, become, bring, hold, keep, meet, send,
 * show, stand, tell, run): a text says them of everything, and their past met a question's in sentences that answer
 * nothing of it — more unanswerable questions were quoted an answer with them than without.
 */
const FORMS =
  'arise arose arisen|awake awoke awoken|begin began begun|bend bent|bite bitten|' +
  'bleed bled|blow blew blown|break broke broken|breed bred|build built|burn burnt|buy bought|' +
  'catch caught|choose chose chosen|cling clung|creep crept|deal dealt|dig dug|draw drew drawn|' +
  'dream dreamt|drink drank drunk|drive drove driven|eat ate eaten|feed fed|fight fought|flee fled|' +
  'fly flew flown|forbid forbade forbidden|forget forgot forgotten|forgive forgave forgiven|freeze froze frozen|' +
  'find found|grow grew grown|hang hung|hide hid hidden|' +
  'lead led|lean leant|leap leapt|learn learnt|leave left|lend lent|lose lost|' +
  'overcome overcame|oversee oversaw overseen|pay paid|prove proven|ride rode ridden|ring rang rung|rise risen|' +
  'seek sought|sell sold|shake shook shaken|shine shone|shoot shot|' +
  'shrink shrank shrunk|sing sang sung|sink sank sunk|sit sat|sleep slept|slide slid|speed sped|' +
  'spend spent|spin spun|spell spelt|steal stole stolen|stick stuck|sting stung|strike struck|' +
  'strive strove striven|swear swore sworn|sweep swept|swim swam swum|swing swung|teach taught|' +
  'throw threw thrown|understand understood|undertake undertook undertaken|wake woke woken|' +
  'wear wore worn|weep wept|win won|withdraw withdrew withdrawn|write wrote written|' +
  // (and the same verbs with a prefix a text often writes)
  'rebuild rebuilt|rewrite rewrote rewritten|retake retook retaken|outgrow outgrew outgrown|mislead misled|' +
  'undergo underwent undergone|uphold upheld|withhold withheld|foresee foresaw foreseen';

const BASE: ReadonlyMap<string, string> = new Map(
  FORMS.split('|').flatMap((verb) => {
    const [base, ...forms] = verb.split(' ');
    return forms.map((form) => [form, base!] as const);
  }),
);

/** A lower-cased English word as its verb's base when it is an irregular past or participle ("left" → "leave"). */
export function regularForm(word: string): string {
  return BASE.get(word) ?? word;
}
