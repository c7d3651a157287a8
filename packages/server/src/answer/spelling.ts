/**
 * British and American spellings of one word meet: a visitor asks "what licence should I use?" of a text that says
 * "license", "is she based at the harbor?" of one that says "harbour". English texts and their visitors spell both
 * ways (a Dutch or Portuguese résumé in British English, an American recruiter), and Snowball's English stemmer
 * folds neither ("licence" → "licenc", "license" → "licens"). Each British form is folded to the American one
 * before stemming, in the text and in the question alike.
 *
 * Only word families known to differ, not every word that ends so: "our" in "four", "hour", "your", "detour"; "ise"
 * in "rise", "wise", "exercise", "promise", "advise"; "re" in "acre", "genre" stay as they are.
 */

/** -our → -or: "colour", "favourite", "behaviours", "harboured". */
const OUR =
  /^(arbo|ardo|armo|behavio|cando|clamo|colo|demeano|endeavo|favo|fervo|flavo|harbo|hono|humo|labo|neighbo|odo|parlo|ranco|rigo|rumo|savo|splendo|tumo|valo|vapo|vigo)ur(s|ed|ing|ite|ites|able|ably|ful|less|hood|hoods|er|ers|ist|ists|y)?$/;
/** -ise / -isation → -ize / -ization: "organise", "organisations", "optimised", "prioritising". */
const ISE =
  /^(apolog|author|capital|categor|central|character|civil|colon|commercial|critic|custom|digit|emphas|familiar|final|fossil|general|global|harmon|hospital|human|ideal|industrial|initial|internal|legal|local|maxim|memor|minim|mobil|modern|monet|neutral|normal|optim|organ|penal|personal|polar|popular|priorit|random|rational|real|recogn|revolution|serial|social|special|stabil|standard|summar|symbol|sympath|synchron|theor|token|util|visual|virtual)is(e|es|ed|ing|er|ers|ation|ations|able)$/;
/** -yse → -yze: "analyse", "analysed", "paralysing" ("analyses" is also the plural of "analysis": left). */
const YSE = /^(anal|catal|paral|dial|hydrol|electrol)ys(e|ed|ing|er|ers)$/;
/** -re → -er: "centre", "metres", "theatre". */
const TRE = /^(cent|met|lit|theat|fib|calib|somb|spect|lust|meag|sab|kilomet|centimet|millimet)re(s|d)?$/;
/** -ogue → -og: "catalogue", "dialogues". */
const OGUE = /^(catal|dial|anal|prol|epil)ogue(s|d)?$/;
/** Single words. */
const WORDS: Readonly<Record<string, string>> = {
  licence: 'license',
  licences: 'licenses',
  licenced: 'licensed',
  licencing: 'licensing',
  licencee: 'licensee',
  licencees: 'licensees',
  licencor: 'licensor',
  licencors: 'licensors',
  sublicence: 'sublicense',
  defence: 'defense',
  defences: 'defenses',
  offence: 'offense',
  offences: 'offenses',
  pretence: 'pretense',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  programme: 'program',
  programmes: 'programs',
  grey: 'gray',
  enrol: 'enroll',
  enrolment: 'enrollment',
  enrolments: 'enrollments',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  skilful: 'skillful',
  instalment: 'installment',
  aluminium: 'aluminum',
  aeroplane: 'airplane',
  aeroplanes: 'airplanes',
  manoeuvre: 'maneuver',
  manoeuvres: 'maneuvers',
  paediatric: 'pediatric',
  paediatrics: 'pediatrics',
  orthopaedic: 'orthopedic',
  anaesthesia: 'anesthesia',
  haemoglobin: 'hemoglobin',
  oestrogen: 'estrogen',
  judgement: 'judgment',
  judgements: 'judgments',
  ageing: 'aging',
  cheque: 'check',
  cheques: 'checks',
  tyre: 'tire',
  tyres: 'tires',
  storey: 'story',
  storeys: 'stories',
  mum: 'mom',
};

/** A lower-cased English word as American English spells it (unchanged when it is not a known British form). */
export function americanSpelling(word: string): string {
  // (its own words only: "constructor" of a question is no key of the table's, whatever objects inherit)
  const known = Object.hasOwn(WORDS, word) ? WORDS[word] : undefined;
  if (known !== undefined) return known;
  // each family's words are long enough: short words are left at once
  if (word.length < 5) return word;
  if (word.includes('our')) return word.replace(OUR, '$1r$2');
  if (word.includes('is')) {
    const ise = word.replace(ISE, '$1iz$2');
    if (ise !== word) return ise;
  }
  if (word.includes('ys')) return word.replace(YSE, '$1yz$2');
  if (word.includes('ogue')) return word.replace(OGUE, '$1og$2');
  if (word.includes('re'))
    return word.replace(TRE, (_, stem: string, end = '') => `${stem}er${end === 'd' ? 'ed' : end}`);
  return word;
}
