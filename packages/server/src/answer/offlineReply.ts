/** The offline provider's reply: quotes of the best-matching passages, or an honest "I don't know". */
import {
  ANSWER_FRAMES,
  collapseWhitespace,
  countUnspaced,
  ENGLISH_ANALYZER,
  endsSentence,
  endsUnspacedSentence,
  isFrontMatterField,
  isLabelLine,
  isUnspaced,
  opensListItem,
  plainText,
  splitParagraphs,
  splitSentences,
  type TextAnalyzer,
  tokenize,
  withoutBullet,
} from '@botfolio/core';
import { acronymWords } from './acronyms.js';
import { saysAgeInFigures } from './age.js';
import { ASKS_WHY_LEFT, leavingTerms, SAYS_LEAVING, SAYS_REASON, thingsAsked } from './askedThings.js';
import { chronologyAsked, entryAsked } from './chronology.js';
import { referenceIn } from './crossReference.js';
import { calledByTitle, datelineAsked, readEscapes } from './dateline.js';
import { definesAsked, definitionAsked } from './definitions.js';
import {
  FAMILY_BEFORE_NAME,
  familyAt,
  familyWorkNotAsked,
  familyWorkUnsaid,
  NAMED_AFTER_FAMILY_UNSPACED,
  namesFamily,
  relationsOf,
} from './family.js';
import { ownWords } from './followUp.js';
import { identityAsked, opensInFirstPerson } from './identity.js';
import { CLOSING_TIME, impliedWords } from './implied.js';
import { readsAsEnglish, termsOfWords } from './language.js';
import { missingName } from './names.js';
import { asksOccupation, withoutOccupationWords } from './occupation.js';
import type { QuoteContext, RankedPassage } from './provider.js';
import { originAsked, sectionQuestion } from './sections.js';

export const OFFLINE_INTRO = ANSWER_FRAMES.en.intro;
export const OFFLINE_MORE = ANSWER_FRAMES.en.more;
/** The same sentence a model is told to use when the source does not hold the answer. */
export const OFFLINE_DONT_KNOW = ANSWER_FRAMES.en.dontKnow;

/**
 * A question term in more than this share of the candidate sentences (the owner's name in a personal bot) says
 * nothing about which sentence answers: it neither counts as a match nor picks the quote, unless nothing else does.
 */
const UBIQUITOUS_SHARE = 0.5;

/** A name is the bot's subject only when at least this share of its passages hold it ("Maya" in her bio). */
const SUBJECT_SHARE = 0.5;
/**
 * …and this share of the retrieved sentences: in a bot of two passages, "Figma" in both is not what the bot is about
 * when three of its twenty-five sentences name it.
 */
const SUBJECT_SENTENCE_SHARE = 0.2;

/** Longest quote taken from one passage: whole sentences up to this; only a longer single sentence is cut. */
const MAX_QUOTE_CHARS = 700;
/** Most sentences one quote holds (the answering one and what continues it). */
const MAX_QUOTE_SENTENCES = 3;
/**
 * A sentence that goes on from the one before ("This…", "However…", a list item, and as a speaker says it: "And as
 * you might expect, these were engineers…"): quoted with it.
 */
const CONTINUES =
  /^(?:[-•*·◦–—▪]\s|\(?[a-z0-9]{1,3}[.)]\s|(?:(?:and|so|now|well)[,\s]+(?:[^,.;:]{1,30},\s*)?)?(?:this|these|that|those|it|they|such|however|but|also|otherwise|unless|except|in addition|additionally|furthermore|moreover|provided|notwithstanding|therefore|thus|then|if so|for example|e\.g\.|i\.e\.)\b)/i;
/**
 * A sentence that names what the one before spoke of ("…I introduced the first bill to invest in zero-emission school
 * buses." "We called it the Clean School Bus Act."): quoted with it, since the name is what "what bill…?" asks.
 */
const NAMES_IT =
  /^\W*(?:(?:[Aa]nd|[Ss]o)\s+)?(?:[Ww]e|[Tt]hey|I|[Hh]e|[Ss]he|[Pp]eople|[Ee]veryone)\s+(?:[a-z]+\s+){0,2}?(?:called|named|dubbed|christened|call|name)\s+(?:it|this|that|them)\s+(?:the\s+)?\p{Lu}|^\W*(?:[Ii]t|[Tt]his|[Tt]hat|[Tt]hey)\s+(?:is|was|are|were)\s+(?:called|named|known\s+as|dubbed)\s+(?:the\s+)?\p{Lu}/u;
/** A sentence that says a number gains this share of the question's rarest term's weight, when one is asked for. */
const NUMBER_BONUS = 0.5;
/**
 * "How many / how long / how often…": the words after "how" that ask for a number, an amount or a duration ("how far
 * ahead / behind / along" asks how much of a lead or of the way, which words say as often as a number).
 */
const HOW_NUMBER = String.raw`how\s+(?:many|much|long|old|big|large|often|far(?!\s+(?:ahead|behind|along)\b)|fast|tall|high|soon)`;
/** "When…" opening a question ("when did it start?", "and when…"). */
const ASKS_WHEN_SOURCE = String.raw`^\W*(?:(?:and|so|but|then)\s+)?when\b`;
/**
 * "When" that asks for a time: opening the question ("when did it start?", "and when…"), before the verb it asks with
 * ("so the trial starts when exactly?" aside, "…, when will it end?"), after "since / until / by", or last — not the
 * "when" that says on what condition ("can I charge money when I give someone a copy?", "what happens when it fails?").
 */
const WHEN_ASKED = String.raw`${ASKS_WHEN_SOURCE}|\bwhen\s+(?:did|does|do|is|was|were|are|will|would|has|have|had|can|could|should)\b|\b(?:since|until|till|by)\s+when\b|\bwhen(?=\W*$)`;
/** English questions that want a number, an amount, a duration or a date for their answer. */
const NUMBER_QUESTION = new RegExp(String.raw`\b(?:${HOW_NUMBER}|what\s+year|which\s+year)\b|${WHEN_ASKED}`, 'i');
/**
 * A number in figures or in words, or a month — not the words that are mostly something else ("one of those times",
 * "one or more", "no one", "obtain one at…", "once they…", "may", "march").
 */
const SAYS_NUMBER =
  /\d|(?<!\b(?:the|no|any|each|every|which|this|that|such|obtain|get|create|make|use|pick|choose)\s+)\bone\b(?!\s+(?:of|or|another|day|way)\b)|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|billion|dozen|twice|january|february|april|june|july|august|september|october|november|december)\b/i;

/**
 * What holds digits without saying an amount: a list's markers ("(1)", "2)", "(b)"), a section's number ("1.
 * Definitions", "3.2. Distribution…", a heading's "…: 1."), a version ("Version 2.0", "v3"), a web address and
 * references in brackets ("[^22]", "[@tang_2020]", "[3]").
 */
const NOT_AMOUNTS =
  /\[[^\]]{0,80}\]|\(\s*[0-9a-z]{1,2}\s*\)|(?<![\w.])\d{1,2}\)|(?<![\w.,])\d{1,2}(?:\.\d{1,2}){0,3}\.(?=\s+["“]?\p{Lu}|\s*$)|\b(?:version|v)\s?\d+(?:\.\d+)*|\bhttps?:\/\/\S{1,300}/giu;

/** A sentence that says a name gains this share of the question's rarest term's weight, when "who" is asked. */
const NAME_BONUS = 0.5;
/** What a sentence that names a place gains of a "where…?" question, as a share of its strongest term's weight. */
const PLACE_BONUS = 0.5;
/** English questions that ask who: a person or an organisation answers them. */
const WHO_QUESTION = /^\s*(?:who|whom|whose)\b/i;
const asksWho = (question: string, analyzer: TextAnalyzer): boolean =>
  analyzer.language === 'en' && WHO_QUESTION.test(question);
/**
 * A name inside a sentence: a title and a name ("Dr. Renee Wegryzn"), or two capitalised words after a lower-case
 * word ("…supported by the Lundbeck Foundation"), not the capital that opens the sentence.
 */
const NAME_IN =
  /\b(?:Dr|Mr|Mrs|Ms|Prof|Professor|President|Senator|Secretary|Director|Administrator)\.?\s+\p{Lu}|\p{Lu}(?<=[\p{Ll},;:]\s+\p{Lu})\p{Ll}+\s+\p{Lu}\p{Ll}+/u;
const saysName = (text: string): boolean => NAME_IN.test(text);

/** Whether a text says a number (or a month), list markers and references aside. */
const saysNumber = (text: string): boolean => SAYS_NUMBER.test(text.replace(NOT_AMOUNTS, ' '));

/** The words after "how" that ask for a number, an amount or a duration ("how often", "how long"). */
const NUMBER_FORM = new RegExp(String.raw`\b${HOW_NUMBER}\b`, 'gi');
/**
 * The question without the words of its number form: "How often were the turbines cleaned?" asks about turbines, and
 * "Combien de temps a-t-il travaillé au labo ?" about working at the lab, not about time.
 */
const withoutNumberForm = (question: string, language: string): string => {
  const asks = NUMBERS[language]?.asks;
  // (but "何個" asks for so many 個: the counter stays, and the sentence that says "二百個" holds an asked word)
  const counter = COUNTERS[language];
  return question
    .replace(NUMBER_FORM, 'how')
    .replace(asks ?? NEVER, (form) => (counter ? ` ${counter.exec(form)?.[1] ?? ''} ` : ' '));
};
/**
 * The counter a question asks a number of, as its language writes it after the number ("何個" / "二百個", "几个" /
 * "三个", "몇 명" / "세 명"): a word the answer holds, though the question word around it is none.
 */
const COUNTERS: Readonly<Record<string, RegExp>> = {
  ja: /^何([個回人匹冊台枚])$/u,
  zh: /^几([个次只本台张])$/u,
  ko: /^몇\s*(개|명|번)$/u,
};
const NEVER = /$^/;

function asksNumber(question: string, analyzer: TextAnalyzer): boolean {
  if (analyzer.language === 'en') return NUMBER_QUESTION.test(question);
  const asks = NUMBERS[analyzer.language]?.asks;
  if (!asks) return false;
  asks.lastIndex = 0;
  const asked = asks.test(question);
  asks.lastIndex = 0;
  return asked;
}

/**
 * Hindi's numbers, each a word of its own (two to ninety-nine, a hundred, a thousand, a lakh, a crore), as written;
 * not "एक" (one), which is Hindi's "a" too.
 */
const HI_NUMBERS = [
  'दो तीन चार पाँच पांच छह छः सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस',
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस',
  'सैंतीस अड़तीस अडतीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस चौवालीस पैंतालीस छियालीस सैंतालीस',
  'अड़तालीस अडतालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ',
  'तिरसठ चौंसठ पैंसठ छियासठ सड़सठ सडसठ अड़सठ अडसठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर',
  'छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे',
  'इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे सौ हज़ार हजार लाख करोड़ करोड',
]
  .join(' ')
  .replaceAll(' ', '|');

/**
 * The other answer languages: the words that ask for a number, an amount, a duration or a date ("wie lange", "combien
 * de temps", "когда", "كم سنة", "多久", "何個", "몇 년"; a question that holds them wants one, and they are no search
 * terms), and a number in their words (figures are numbers in every language).
 */
const NUMBERS: Readonly<Record<string, { asks: RegExp; says: RegExp }>> = {
  de: {
    asks: /\bwie\s+(?:viele?|lange|oft|weit|hoch|tief)\b|\bseit\s+wann\b|\bwann\b|\bin\s+welchem\s+jahr\b|\bwelche[mn]?\s+jahr\b/giu,
    // (German writes a number as one word: "neunzehn", "einundzwanzig", "dreihundert")
    says: /\d|(?<!\p{L})(?:(?:ein|zwei|drei|vier|fünf|sech|sechs|sieb|sieben|acht|neun)(?:zehn|und\p{L}+zig|und\p{L}*ßig)|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|\p{L}*hundert|\p{L}*tausend)(?!\p{L})/iu,
  },
  fr: {
    asks: /\bcombien\s+de\s+(?:temps|fois|années?)\b|\bcombien\b|\bquand\b|\b(?:en\s+)?quelle\s+année\b/giu,
    says: /\d|(?<!\p{L})(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente|quarante|cinquante|soixante|cents?|mille)(?!\p{L})/iu,
  },
  es: {
    asks: /cu[áa]nto\s+tiempo|cu[áa]ntas\s+veces|cu[áa]nt[oa]s?\b|cu[áa]ndo|(?:en\s+)?qu[ée]\s+a[ñn]o\b/giu,
    // (and the one-word numbers of 16 to 29: "dieciocho", "veintidós")
    says: /\d|(?<!\p{L})(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\p{L}+|veinte|veinti\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|mil)(?!\p{L})/iu,
  },
  pt: {
    asks: /quanto\s+tempo|quantas\s+vezes|\bquant[oa]s?\b|\bquando\b|\b(?:em\s+)?que\s+ano\b/giu,
    says: /\d|(?<!\p{L})(?:dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezasseis|dezessete|dezassete|dezoito|dezenove|dezanove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento|duzentos|trezentos|mil)(?!\p{L})/iu,
  },
  it: {
    asks: /quanto\s+tempo|quante\s+volte|\bquant[oaie]\b|\bquando\b|\b(?:in\s+)?(?:che|quale)\s+anno\b/giu,
    // (written as one word however long: "trentadue", "centoquaranta", "duemila")
    says: /\d|(?<!\p{L})(?:due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassette|diciotto|diciannove|venti?|trenta?|quaranta?|cinquanta?|sessanta?|settanta?|ottanta?|novanta?|cento|mille|mila|uno|un)+(?!\p{L})/iu,
  },
  // (a Hindi word may end in a vowel sign, which is no letter: what follows a number word is neither; its numbers are
  // words of their own up to a hundred — HI_NUMBERS)
  hi: {
    asks: /कितन[ेी]|कब\s+से|कब|किस\s+(?:साल|वर्ष)/gu,
    says: new RegExp(`[\\d०-९]|(?<![\\p{L}\\p{M}])(?:${HI_NUMBERS})(?![\\p{L}\\p{M}])`, 'u'),
  },
  ru: {
    asks: /сколько\s+(?:лет|времени|раз)|сколько|как\s+долго|когда|в\s+каком\s+году/giu,
    // (and a collective count: "двое детей", "трое внуков")
    says: /\d|(?<![\p{L}])(?:дв[аеу]|двое|двух|тр[иё]|трое|трёх|трех|четыр|четверо|пят|шест|сем|восем|девят|десят|двадцат|тридцат|сто|тысяч)/iu,
  },
  ar: {
    asks: /كم\s+(?:سنة|عاما|عام|مرة)|في\s+أي\s+(?:سنة|عام)|منذ\s+متى|متى|كم/gu,
    says: /[\d٠-٩]|اثن|ثلاث|أربع|خمس|ست|سبع|ثمان|تسع|عشر|مئة|مائة|ألف/u,
  },
  zh: { asks: /多长时间|什么时候|何时|多久|多少|几[个年次岁]?|哪一?年/gu, says: /[\d一二两三四五六七八九十百千万]/u },
  ja: {
    asks: /何[個年回人日時]|いくつ|どのくらい|どれくらい|どれぐらい|どのぐらい|くらい|ぐらい|いつ/gu,
    says: /[\d一二三四五六七八九十百千万]/u,
  },
  ko: {
    asks: /몇\s*(?:년|번|개|명|시간)?|얼마나|얼마|언제부터|언제/gu,
    // (and a count alone: "딸이 둘 있어요", "하나 있어요")
    // (and a age in tens without its counter: "나이는 서른일곱이고")
    says: /\d|(?:[한두세네]|다섯|여섯|일곱|여덟|아홉|열|스물|서른|마흔|쉰)\s*(?:번|개|명|마리|권|살|시간|달|해)|[일이삼사오육칠팔구십백천만]\s*년|(?<![\p{L}])(?:하나|둘|셋|넷)(?![\p{L}])|(?<![\p{L}])(?:스물|서른|마흔|쉰|예순|일흔|여든|아흔)/u,
  },
};

/**
 * What else answers such a question besides a number: "when" a condition or a time ("…terminates if…", "every
 * spring"), "how often" a frequency ("weekly"), "how much" a price that is no number ("free of charge").
 */
/** Words that say when something happens or happened, in either tense ("after…", "every spring", "last year"). */
const TIME_WORDS =
  'after|before|once|until|today|yesterday|morning|afternoon|evening|night|week|weekend|month|year|spring|summer|autumn|fall|winter|later';
const ANSWERED_WITHOUT_NUMBER: ReadonlyArray<readonly [asks: RegExp, says: RegExp]> = [
  [
    // (a condition answers "when does it end?", not "when was it released?")
    // (but not a way of speaking: "if that's the case", "if so", "as if", "even if")
    /\bwhen\b(?!\s+(?:was|were|did)\b)/i,
    new RegExp(
      String.raw`(?<!\b(?:as|even)\s)\bif\b(?!\s+(?:(?:that|this|it)(?:['’]s|\s+is)\s+the\s+case|so|you\s+will|anything|not|ever)\b)|\b(?:unless|upon|when|whenever|within|as\s+soon\s+as|tomorrow|soon|now|present|${TIME_WORDS})\b`,
      'i',
    ),
  ],
  [/\bwhen\s+(?:was|were|did)\b/i, new RegExp(String.raw`\b(?:ago|recently|earlier|${TIME_WORDS})\b`, 'i')],
  [
    /\bhow\s+often\b/i,
    /\b(?:daily|weekly|monthly|yearly|annually|hourly|every|each|always|never|usually|often|sometimes|rarely|once)\b/i,
  ],
  [/\bhow\s+much\b/i, /\b(?:free|charge|cost|costs|price|fee|fees|paid|salary|budget)\b/i],
  // ("how long does the license last?": "for the term of the Copyright…", "perpetual")
  [
    /\bhow\s+long\b.*\b(?:last|lasts|valid|apply|applies|run|runs)\b/i,
    /\b(?:term|perpetual|perpetuity|indefinitely|forever|until|expires?|expiry)\b/i,
  ],
];

/**
 * In the other answer languages, "when…?" is answered by a time said without a number too: during or after an event
 * ("한국전쟁 때", "after the war", "während des Studiums", "抗战时期").
 */
const WHEN_WITHOUT_NUMBER: Readonly<Record<string, readonly [asks: RegExp, says: RegExp]>> = {
  de: [/\bwann\b/i, /(?<!\p{L})(?:nach|während|seit|damals|früher)(?!\p{L})/iu],
  fr: [/(?<!\p{L})quand(?!\p{L})/iu, /(?<!\p{L})(?:après|avant|pendant|depuis|lors|autrefois)(?!\p{L})/iu],
  es: [/(?<!\p{L})cu[áa]ndo(?!\p{L})/iu, /(?<!\p{L})(?:después|antes|durante|desde)(?!\p{L})/iu],
  pt: [/(?<!\p{L})quando(?!\p{L})/iu, /(?<!\p{L})(?:depois|antes|durante|desde)(?!\p{L})/iu],
  it: [/(?<!\p{L})quando(?!\p{L})/iu, /(?<!\p{L})(?:dopo|prima|durante|dal|dalla|dall)(?!\p{L})/iu],
  ru: [/(?<!\p{L})когда(?!\p{L})/iu, /(?<!\p{L})(?:после|во\s+время|тогда|с\s+тех\s+пор)(?!\p{L})/iu],
  ar: [/متى/u, /(?<!\p{L})(?:بعد|قبل|خلال|أثناء|عندما|منذ)(?!\p{L})/u],
  hi: [/कब/u, /बाद|पहले|दौरान/u],
  zh: [/什么时候|何时/u, /时候|时期|期间|年代|以后|以前|之后|之前/u],
  ja: [/いつ/u, /頃|ころ|時代|時期|の時|のとき/u],
  ko: [/언제/u, /(?<!\p{L})\p{Script=Hangul}*\s*때(?!\p{L})|시절|무렵|시대|직후/u],
};

/** Whether a quote says the time a "when…?" of the other languages asks, without a number (WHEN_WITHOUT_NUMBER). */
function saysWhenWithoutNumber(question: string, said: string, language: string): boolean {
  const when = WHEN_WITHOUT_NUMBER[language];
  if (!when) return false;
  return when[0].test(question) && when[1].test(said);
}

/**
 * "When…?" opening a question asks for a time: a year, a month, a weekday, a clock time, a date, a span of time or a
 * word that places something in time ("last spring", "two weeks ago", "soon"), not any number ("one of its licences",
 * "three turbines").
 */
const ASKS_WHEN = new RegExp(ASKS_WHEN_SOURCE, 'i');
const WEEKDAY_OR_MONTH =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:january|february|april|june|july|august|september|october|november|december)\b/i;
const SAYS_TIME = new RegExp(
  [
    String.raw`\b(?:1[0-9]|20)\d\d(?:s|['’]s)?\b`,
    String.raw`\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?\s+\d`,
    WEEKDAY_OR_MONTH.source,
    String.raw`\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)`,
    // (a clock time in words: "leaves at nine", "at half past six", "at noon")
    String.raw`\bat\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight|dawn|dusk)\b|\b(?:noon|midnight|o['’]clock|half\s+past|quarter\s+(?:past|to))\b`,
    String.raw`\b(?:second|minute|hour|day|week|fortnight|month|year|decade|century|semester|quarter|season)s?\b`,
    String.raw`\b(?:ago|recently|earlier|later|today|tonight|yesterday|tomorrow|soon|now|currently|present|then|already|yet|during|since|until|till|by|before|after|once|early|late|${TIME_WORDS})\b`,
  ].join('|'),
  'i',
);

/** "When…?", "what time…?", "at what hour…?": a question a clock time answers. */
const ASKS_TIME = new RegExp(`${ASKS_WHEN.source}|\\b(?:what|which)\\s+(?:time|hour)\\b`, 'i');

/** "What year…" is answered by a year ("in 2030", "the 1960s", "next year"), not by "60 years ago". */
const ASKS_YEAR = /\b(?:what|which)\s+year\b/i;
const SAYS_YEAR = /\b(?:1[0-9]|20)\d\d(?:s|['’]s)?\b|\b(?:this|next|last|that|the\s+same)\s+year\b/i;

/** The currencies a sum is written in by their ISO code, before or after its figure ("PLN 9 million", "400 CHF"). */
const CURRENCY_CODES =
  'USD|EUR|GBP|CHF|JPY|CNY|RMB|INR|AUD|CAD|NZD|SEK|NOK|DKK|ISK|PLN|CZK|HUF|RON|BGN|ZAR|BRL|MXN|ARS|CLP|COP|SGD|HKD|KRW|TWD|RUB|UAH|TRY|AED|SAR|QAR|ILS|EGP|NGN|KES|MAD|THB|VND|IDR|MYR|PKR|BDT';

/**
 * "How much did it cost / does she earn…?" is answered by a sum or a word for one ("free", "at no charge"), not by "three
 * turbines" ("how much time did she spend…?" asks for no sum).
 * Nor "how much did she bring food cost down?", which asks how much a cost changed ("from 34 % to 27 %").
 */
const ASKS_PRICE =
  /\bhow\s+much\b(?!\s+(?:time|experience|longer|later|earlier|older|younger)\b)(?!.*\b(?:down|up|reduced?|reducing|cut|lower(?:ed)?|raised?|increased?|decreased?|drop(?:ped)?|improved?|grow|grew)\b).*\b(?:cost|costs|pay|paid|price|spend|spent|charge|charged|earn|earns|earned|budget|fund|funding|money|worth)\b|\bhow\s+(?:much|big|large|high)\s+(?:is|was|are|were)\s+(?:the|a|an|her|his|their|its)\s+(?:fine|fines|penalty|penalties|salary|wage|budget|fee|fees|price)\b|^\W*what(?:['’]?s|\s+is|\s+was|\s+are|\s+were)\s+(?:the\s+|her\s+|his\s+|their\s+|its\s+|your\s+)?(?:budget|salary|wage|price|fee|cost|fine|penalty|pay|(?:hourly|day|daily)\s+rate)\b|^\W*what\s+(?:is|was|were|did)\s+.{1,40}\s+(?:paid|earn|earned)\b/i;
const SAYS_PRICE = new RegExp(
  String.raw`[$€£¥₹₩₽₺₪₫₦₱฿]|\d\s?(?:${CURRENCY_CODES}|k)\b|\b(?:${CURRENCY_CODES})\s?\d|` +
    String.raw`\b(?:reasonable|nominal|small|any|no)\s+(?:copying\s+|distribution\s+)?(?:fee|price|charge)\b|\b(?:dollars?|euros?|pounds?|cents?|pence|yen|yuan|rupees?|francs?|kronor|kroner|krona|krone|zloty|złoty|rand|pesos?|reais|rubles?|roubles?|lira|shekels?|free|no[\s-]charge|no\s+cost|royalty-free|gratis)\b`,
  'i',
);

/**
 * "How much does it cost / does she earn…?" in the other answer languages, and what says a sum there besides SAYS_PRICE
 * (a currency's sign or code, "free"): "Quanto costa il corso?" is not answered by the course's "trecento persone",
 * "क्लिनिक में चेकअप की फ़ीस कितनी है?" not by the clinic's name.
 */
const PRICES: Readonly<Record<string, readonly [asks: RegExp, says: RegExp]>> = {
  de: [
    // (not "Preis" alone, which is a prize too: "Hat sie einen Preis gewonnen?")
    /\b(?:was|wie\s*viel)\s+kosten?t?\b|\bwie\s+teuer\b|\b(?:der|den|ihr|sein)\s+preis\s+(?:für|von|des|der)\b|\bgehalt\b|\bwie\s*viel\s+verdient\b/iu,
    /(?<!\p{L})(?:euro|kostenlos|umsonst|gratis)(?!\p{L})/iu,
  ],
  es: [
    /\bcu[áa]nto\s+(?:cuesta|cuestan|vale|valen|gana|ganas|cobra|cobras|cobran|pagan?)\b|\bprecio\b|\bsueldo\b|\bsalario\b/iu,
    /(?<!\p{L})(?:euros?|pesos?|d[óo]lares?|gratis|gratuit[oa]s?)(?!\p{L})/iu,
  ],
  fr: [
    // (not "prix" alone, which is a prize too: "Elle a gagné un prix ?")
    /\bcombien\s+(?:co[ûu]te|co[ûu]tent|gagne|gagnent)\b|\b(?:quel\s+est\s+le|le)\s+prix\s+(?:de|du|des|d['’])|\bsalaire\b|\btarifs?\b/iu,
    /(?<!\p{L})(?:euros?|gratuite?s?|francs?)(?!\p{L})/iu,
  ],
  pt: [
    /\bquanto\s+(?:custa|custam|ganha|ganhas|ganham|cobra|cobras|cobram)\b|\bquanto\s+(?:\p{L}+\s+)?(?:paga|pagam|pagou|pagaram)\b|\bpre[çc]o\b|\bsal[áa]rio\b|\bordenado\b/iu,
    /R\$|(?<!\p{L})(?:reais|euros?|gr[áa]tis|de\s+gra[çc]a|gratuit[oa]s?)(?!\p{L})/iu,
  ],
  it: [
    /\bquanto\s+(?:costa|costano|guadagna|guadagnano|fa\s+pagare)\b|\bprezz[oi]\b|\bstipendio\b/iu,
    /(?<!\p{L})(?:euro|gratis|gratuit[oaie])(?!\p{L})/iu,
  ],
  ru: [/сколько\s+(?:стоит|стоят|получает|зарабатывает)|(?<!\p{L})цен[аыу](?!\p{L})|зарплат/iu, /руб|бесплатн/iu],
  // (and "بكم…؟", for how much)
  ar: [
    /كم\s+(?:سعر|ثمن|يكلف|تكلف|راتب)|(?<!\p{L})(?:سعر|ثمن|راتب|بكم|بكام)(?!\p{L})/u,
    /درهم|دينار|ريال|جنيه|ليرة|دولار|يورو|مجان/u,
  ],
  hi: [
    /कितने\s+(?:का|के|की)\s+(?:है|हैं|मिलता|मिलते|मिलती)|फ़ीस|फीस|कीमत|दाम|कितना\s+(?:खर्च|पैसा|कमा)|कितने\s+पैसे|तनख़्वाह|तनख्वाह|वेतन|सैलरी|सैलेरी|कमाई/u,
    // (and a sum in lakhs or thousands: "करीब 14 लाख सालाना")
    /रुपये|रुपए|रुपया|रु\.|मुफ़्त|मुफ्त|\d\s*(?:लाख|हज़ार|हजार|करोड़)/u,
  ],
  // (and a sum in "块" alone: "一碗12块")
  zh: [
    /多少钱|价格|价钱|工资|收入多少|费用|学费/u,
    /元|块钱|免费|[\d一二三四五六七八九十百千]+万|[\d两一二三四五六七八九十]+块/u,
  ],
  ja: [/いくら|値段|価格|料金|給料|年収|費用/u, /円|無料/u],
  // (and a sum in thousands or ten thousands: "4만 5천 원")
  ko: [/얼마(?!\s*(?:나|동안))|가격|월급|연봉|비용/u, /[\d,]+\s*원|[만천]\s*원|무료/u],
};

/** Whether a question asks a price in `language` (PRICES; English: ASKS_PRICE). */
const asksPriceIn = (question: string, language: string): boolean => PRICES[language]?.[0].test(question) ?? false;
/** Whether a quote says a sum, in `language` too. */
const saysPriceIn = (quote: string, language: string): boolean =>
  SAYS_PRICE.test(quote) || (PRICES[language]?.[1].test(quote) ?? false);

/**
 * English questions that ask for an amount of something, and the units that measure it: "how big was the battery?" is
 * answered by "800 kWh" before "four hours"; "how long…" by a duration, "how far" by a distance, "how much" (money)
 * by a sum.
 */
const UNITS: ReadonlyArray<readonly [asks: RegExp, says: RegExp]> = [
  [
    /\bhow\s+(?:big|large|small)\b|\bwhat\s+size\b|\bcapacity\b/i,
    /\d\s*(?:[kMGT]Wh?|[kMGT]B|kg|t|m²|m2|km²|ha)\b|\b(?:kilowatt|megawatt|gigawatt|byte|gigabyte|terabyte|megabyte|tonne|ton|acre|hectare|litre|liter|gallon|square|seat|room|employee|people|user|customer|member|bed)s?\b/i,
  ],
  [
    /\bhow\s+long\b/i,
    // (and as a profile shortens it: "Jan 2022 - Present · 4 yrs 11 mos")
    /\b(?:second|minute|hour|day|week|month|year|decade|century|semester|quarter)s?\b|\b(?:through|until|till)\s+\d{4}\b|\d\s*(?:yrs?|mos?)\b/i,
  ],
  [
    /\bhow\s+often\b/i,
    /\b(?:every|each|per|a|an|once|twice)\s+(?:[a-z]+\s+)?(?:second|minute|hour|day|week|fortnight|month|quarter|year)s?\b|\b(?:daily|weekly|monthly|yearly|annually|hourly)\b/i,
  ],
  [/\bhow\s+far\b/i, /\d\s*(?:km|mi|m|ft)\b|\b(?:kilomet(?:re|er)|mile|met(?:re|er)|feet|foot|yard)s?\b/i],
  [
    /\bhow\s+(?:fast|quick|quickly|slow)\b/i,
    /\d\s*(?:ms|s|km\/h|mph|fps)\b|\b(?:millisecond|second|minute|hour)s?\b|\btimes\s+(?:faster|quicker)\b/i,
  ],
  // (the sum, which "how much did it cost" also must say: ASKS_PRICE, SAYS_PRICE)
  [ASKS_PRICE, SAYS_PRICE],
  [
    /\bhow\s+(?:tall|high)\b/i,
    /\d\s*(?:m|cm|ft|in)\b|\b(?:met(?:re|er)|feet|foot|inch(?:es)?|stor(?:ey|y|ies|eys)|floor)s?\b/i,
  ],
];

/** "How high / how deep…" in the other answer languages, and what says a height ("mit 91 Metern"). */
const HEIGHTS: Readonly<Record<string, readonly [asks: RegExp, says: RegExp]>> = {
  de: [/\bwie\s+(?:hoch|tief)\b/i, /\d\s*(?:m|cm|km)\b|(?<!\p{L})(?:metern?|zentimetern?|stockwerke?n?)(?!\p{L})/iu],
};

/**
 * In the other answer languages, "how long / since when": a question that asks for a duration, and what says one (a
 * span of time, or when it began: "vierzehn Jahre lang", "seit 2019", "pendant huit ans", "desde 2016", "18년째",
 * "九年了", "बाईस वर्षों से").
 */
const DURATIONS: Readonly<Record<string, readonly [asks: RegExp, says: RegExp]>> = {
  de: [
    /\bwie\s+lange\b|\bseit\s+wann\b/i,
    /(?<!\p{L})(?:jahren?|jahre|jahrzehnte?n?|monaten?|monate|wochen?|seit)(?!\p{L})/iu,
  ],
  fr: [
    /combien\s+de\s+temps|depuis\s+(?:quand|combien)/i,
    /(?<!\p{L})(?:ans?|années?|mois|semaines?|depuis)(?!\p{L})|(?<!\p{L})de\s+\d{4}\s+à\s+\d{4}/iu,
  ],
  es: [
    /cu[áa]nto\s+tiempo|desde\s+cu[áa]ndo|cu[áa]ntos\s+a[ñn]os\s+(?:lleva|hace)/iu,
    /(?<!\p{L})(?:años?|meses|mes|semanas?|desde|hace)(?!\p{L})/iu,
  ],
  pt: [
    /quanto\s+tempo|desde\s+quando|h[áa]\s+quanto|faz\s+quanto/iu,
    /(?<!\p{L})(?:anos?|meses|mês|semanas?|desde|há)(?!\p{L})/iu,
  ],
  it: [
    /quanto\s+tempo|da\s+quanto|da\s+quando|per\s+quanti\s+anni/iu,
    /(?<!\p{L})(?:anni|anno|mesi|mese|settimane|dal|dall['’]\p{L}*)(?!\p{L})/iu,
  ],
  ru: [
    /сколько\s+(?:лет|времени)|как\s+долго|с\s+какого\s+года|давно/iu,
    /(?<!\p{L})(?:лет|год(?:а|у|ом)?|месяц\p{L}*|недел\p{L}*)(?!\p{L})|(?<!\p{L})с\s+\d{4}/iu,
  ],
  ar: [/كم\s+(?:سنة|عاما|عام)|منذ\s+متى/u, /سنوات|سنة|سنين|عام|أعوام|شهر|أشهر|منذ/u],
  // ("कितने साल से…?", "ये काम कितने टाइम से…": for how long — "पिछले बारह साल से", not "उम्र 34 साल")
  hi: [
    /कितने\s+(?:सालों|साल|वर्षों|वर्ष|महीनों|महीने|समय|टाइम)\s+से|कब\s+से/u,
    /(?:सालों|साल|वर्षों|वर्ष|महीनों|महीने)\s+से|(?<!\d)(?:19|20)\d\d\s+से/u,
  ],
  zh: [/多久|多长时间|多少年|几年|什么时候开始/u, /年|个月|以来/u],
  ja: [/何年|どのくらい|どれくらい|どれぐらい|どのぐらい|いつから/u, /年|ヶ月|か月|カ月|週間|から/u],
  ko: [/얼마나\s*(?:됐|되|오래|했)|몇\s*년|언제부터|오래/u, /년|개월|달(?!\p{L})|부터|째/u],
};

/**
 * Whether a sentence says the kind of amount a question asks for (an English one's unit, another language's
 * duration), or null when it asks for none.
 */
function unitAsked(question: string, language = 'en'): ((text: string) => boolean) | null {
  const says =
    language === 'en'
      ? UNITS.find(([asks]) => asks.test(question))?.[1]
      : [DURATIONS[language], HEIGHTS[language]].find((rule) => rule?.[0].test(question))?.[1];
  return says ? (text) => says.test(text) : null;
}

/** "How old…" is answered by an age or a beginning, not by any number ("eleven years of experience"). */
const ASKS_AGE = /\bhow\s+old\b/i;
const SAYS_AGE =
  /\b(?:age[ds]?|born|birthday|founded|established|built|launched|started|since|ago|dating|dates)\b|\d-year-old|\b(?:years?|months?)\s+old\b|\b(?:is|am|turned|turns)\s+[1-9]\d(?=\s*(?:[,.;]|and\b|$))|\b(?:when|since)\s+(?:i|she|he|they|we|you)\s+(?:was|were)\s+(?:[1-9]\d?|a\s+teenager)\b/i;

/**
 * "How old…" in the other answer languages, and what says an age there: "Wie alt ist Katrin?" is not answered by "einem
 * alten Fachwerkhaus", nor "Сколько лет Дмитрию?" by "шесть лет ходил штурманом".
 */
const AGES: Readonly<Record<string, readonly [asks: RegExp, says: RegExp]>> = {
  de: [
    /\bwie\s+alt\b|\b(?:ihr|sein|dein)\s+alter\b/i,
    /\bjahre\s+alt\b|-jährig|\bgeboren\b|\bjahrgang\b|\bim\s+alter\b/i,
  ],
  fr: [
    /\bquel\s+[âa]ge\b|\bson\s+[âa]ge\b/i,
    // (no \b before "â" nor after "à": a letter outside ASCII is no word character to \b)
    // (and after a name, between commas: "Aminata Diallo-Lefèvre, 36 ans, est sommelière…")
    // (and "À 47 ans, Hélène Marty…")
    /\b(?:a|ai|avait|avoir)\s+\S+\s+ans\b|\bnée?\s+(?:en|le)\b|(?<!\p{L})[âa]gée?\s+de\b|,\s*[1-9]\d\s+ans\s*,|(?<!\p{L})à\s+[1-9]\d\s+ans\s*,/iu,
  ],
  es: [
    /\bqu[ée]\s+edad\b|\bcu[áa]ntos\s+a[ñn]os\s+tiene\b|\bsu\s+edad\b/i,
    // (and "cumplió 60 años", "una enfermera de 45 años")
    /\b(?:tiene|tengo|ten[íi]a|cumpli[óo]|cumple|cumplir[áa])\s+\S+\s+a[ñn]os\b|\bnac(?:[íi]|i[óo])\s+(?:en|el)\b|\bedad\b|,\s*[1-9]\d\s+a[ñn]os\s*,|\bde\s+[1-9]\d\s+a[ñn]os\b(?!\s+de\b)/i,
  ],
  pt: [
    /\bque\s+idade\b|\bquantos\s+anos\s+(?:\p{L}+\s+)?(?:tem|tens)\b/iu,
    // (and "completou 60 anos", "a baiana … de 52 anos")
    /\b(?:tem|tenho|tinha|completou|completa|fez|faz)\s+\S+\s+anos\b|\bnasc(?:i|eu)\b|\bidade\b|\bde\s+[1-9]\d\s+anos\b(?!\s+de\b)|,\s*[1-9]\d\s+anos\s*,/i,
  ],
  it: [
    /\bquanti\s+anni\s+(?:ha|hai)\b|\bche\s+et[àa](?!\p{L})/iu,
    // (and "ha compiuto 64 anni", "triestino di 69 anni")
    /\b(?:ha|ho|aveva|compiuto|compie|compirà)\s+\S+\s+anni\b|\bnat[oa]\s+(?:nel|a)\b|\bet[àa](?!\p{L})|\bdi\s+[1-9]\d\s+anni\b(?!\s+di\b)|,\s*[1-9]\d\s+anni\s*,/iu,
  ],
  ru: [
    /[Сс]колько\s+(?:ему|ей|тебе|вам|\p{Lu}\p{Ll}+[уюе])\s+лет|[Сс]колько\s+лет\s+(?:ему|ей|тебе|вам|\p{Lu}\p{Ll}+[уюе])(?=[\s?]|$)|[Сс]колько\s+лет\s+(?:его|её|ее|их|вашей|вашему|твоей|твоему)\s+\p{L}+[еуию](?=[\s?]|$)|возраст/u,
    /(?:мне|ему|ей)\s+\S{1,30}\s+(?:лет|года?)(?=[\s.,;!]|$)|\p{Lu}\p{Ll}{1,30}[уюе](?:\s+\p{Lu}\p{Ll}{1,30}(?:[уюе]|ой))?(?:\s+\p{Lu}\p{Ll}{1,30}(?:[уюе]|ой))?\s+[1-9]\d\s+(?:лет|года?)(?=[\s.,;!]|$)|(?<!\p{L})мне\s+[1-9]\d(?!\p{N})|\d+-летн\p{L}*|родил(?:ся|ась)[^.!?]{0,40}(?:1[89]|20)\d\d|возраст/iu,
  ],
  // ("كم سنه" asks an age, "كم سنة" how many years)
  // (and "يبلغ كريم من العمر 39 عاماً", "وُلد" with its vowel)
  ar: [
    /كم\s+(?:عمر|سن(?:ه|ها)?(?!\p{L}))|عمره|عمرها|عمرك/u,
    /عمري|عمره|عمرها|العمر\s+\d|وُ?لدت|وُ?لد\s+(?:في|عام|سنة)|مواليد/u,
  ],
  // ("उनकी उम्र कितनी है?", "कितने साल की हैं?": her age, "34 साल की हूँ")
  hi: [
    /उम्र|आयु|कितने\s+साल\s+(?:की|के|का)\s+(?:हो|हैं|है|हूँ|हूं)/u,
    new RegExp(`(?:\\d+|${HI_NUMBERS})\\s+(?:साल|वर्ष)\\s+(?:की|के|का)|\\d+\\s*वर्षीय|उम्र|आयु|जन्म`, 'u'),
  ],
  zh: [/多大|几岁|多少岁|年龄|年纪/u, /[\d一二三四五六七八九十]+岁|出生|生于|年龄/u],
  // (and a newspaper's age after the name: "森田康弘さん（62）")
  ja: [/何歳|何才|おいくつ|年齢/u, /[\d一二三四五六七八九十]+[歳才]|年齢|生まれ(?:です|の|で|。)|[（(][1-9]\d[）)]/u],
  // (and after the name in brackets: "김민준 씨(49)는")
  ko: [
    /몇\s*살|나이|연세/u,
    // (and this year's tens without 살: "올해 마흔둘이고")
    /\d+\s*(?:살|세)|(?<![한두세네다섯여섯일곱여덟아홉열스물서른마흔쉰])[한두세네다섯여섯일곱여덟아홉열스물서른마흔쉰]+\s*살|태어났|나이|년생|\([1-9]\d\)|올해\s*(?:스물|서른|마흔|쉰|예순|일흔|여든|아흔)/u,
  ],
};

/**
 * "Which year…?" in the other answer languages (English: ASKS_YEAR), answered by a year in figures: "她哪年出生的？" not by
 * "儿子黄乐乐今年5岁", "In welchem Jahr…?" not by "seit zwölf Jahren".
 */
const ASKS_YEAR_IN: Readonly<Record<string, RegExp>> = {
  de: /\bin\s+welchem\s+jahr\b|\bwelches\s+jahr\b/i,
  fr: /\ben\s+quelle\s+ann[ée]e\b|\bquelle\s+ann[ée]e\b/i,
  es: /\ben\s+qu[ée]\s+a[ñn]o\b|\bqu[ée]\s+a[ñn]o\b/i,
  ru: /(?<!\p{L})(?:в\s+)?как(?:ом|ой)\s+год(?:у)?(?!\p{L})/iu,
  ar: /(?<!\p{L})في\s+أي\s+(?:سنة|عام)(?!\p{L})/u,
  zh: /哪一?年|几几年/u,
  ja: /何年に|何年生まれ/u,
  ko: /몇\s*년(?:생|도|에)/u,
  pt: /\b(?:em\s+)?que\s+ano\b/i,
  it: /\b(?:in\s+)?(?:che|quale)\s+anno\b/i,
  hi: /किस\s+(?:साल|वर्ष)/u,
};
/** A year in figures ("1990", "1990年", "1990년"), or a Chinese, Japanese or Korean one in numerals ("一九九〇年"). */
const YEAR_FIGURES = /(?<!\d)(?:1[0-9]|20)\d\d(?!\d)|[〇零一二三四五六七八九]{4}年/u;

/** Whether a question asks someone's age in a language other than English (which saysAskedNumber reads). */
const asksAgeIn = (question: string, language: string): boolean => AGES[language]?.[0].test(question) ?? false;
/** Whether a quote says an age, in that language. */
const saysAgeIn = (quote: string, language: string): boolean => AGES[language]?.[1].test(quote) ?? true;

/** "How many X…" (English): what is counted. */
const HOW_MANY = /\bhow\s+many\s+(\p{L}[\p{L}-]*)(?:\s+(\p{L}[\p{L}-]*))?(?:\s+(\p{L}[\p{L}-]*))?/iu;

/**
 * The thing a "how many…" question counts: the first plural noun of the (up to) three words after "how many", before
 * any stop word — "leaders" of "how many foreign leaders has she met?", "scientists" of "how many data scientists…" —
 * or else the first word ("how many people use it?", "how many staff does it have?").
 */
function countedNoun(question: string, analyzer: TextAnalyzer): string | undefined {
  const words = HOW_MANY.exec(question)?.slice(1) ?? [];
  for (const word of words) {
    if (word === undefined || analyzer.stopWords.has(word.toLowerCase())) break;
    if (/\p{L}{3,}s$/u.test(word) && !/ss$/i.test(word)) return word;
  }
  return words[0];
}
/** A word that counts: a figure, a number in words, or "several", "dozens"… */
const COUNT_WORD =
  /^(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|thousand|thousands|million|millions|billion|billions|dozen|dozens|several|both)$/i;
/**
 * What a sentence that counts the asked thing gains, as a share of the rarest asked word's weight: more than one more
 * asked word would ("…few field studies report output from turbines below 100 kW" does not answer "how many turbines
 * were studied?").
 */
const COUNT_BONUS = 1.5;
/** How far a count may stand before what it counts ("three small tidal turbines", "five small coastal wind turbines"). */
const COUNT_REACH = 4;
/**
 * Prepositions that end what a count counts ("14 years in the trees", "two weeks at sea"); not "of", which leads to it
 * ("51 of Puckett's Rangers").
 */
const COUNT_ENDS =
  /^(?:in|at|on|for|with|from|to|by|into|onto|per|after|before|during|since|than|across|over|under|within|without|about|around)$/i;

/**
 * "How many…" in the other languages written with spaces, and the word after it, the thing counted: "Wie viele
 * Kinder…", "Combien d'enfants…", "¿Cuántos hijos…", "كم سفينة…". (Not in Hindi, where it cost a tuning answer: "हवा
 * महल में कितनी खिड़कियाँ हैं?" went unanswered.)
 */
const COUNTED_IN: Readonly<Record<string, RegExp>> = {
  de: /\bwie\s*viele?\s+(\p{L}+)/iu,
  fr: /\bcombien\s+(?:de\s+|d['’]\s?)(\p{L}+)/iu,
  es: /cu[áa]nt[oa]s\s+(\p{L}+)/iu,
  pt: /(?<!\p{L})quant[oa]s\s+(\p{L}+)/iu,
  it: /(?<!\p{L})quant[ie]\s+(\p{L}+)/iu,
  ru: /(?<!\p{L})сколько\s+(\p{L}+)/iu,
  ar: /(?<!\p{L})كم\s+(\p{L}+)/u,
};

/** The term of what a "how many…" question counts, or null. */
function countedTerm(question: string, analyzer: TextAnalyzer): string | null {
  const pattern = COUNTED_IN[analyzer.language];
  const noun = pattern ? pattern.exec(question)?.[1] : countedNoun(question, analyzer);
  return noun === undefined ? null : (tokenize(noun, analyzer)[0] ?? null);
}

/**
 * Whether a sentence counts what is asked: a count, then within a few words the asked thing, or a word that stands for
 * it ("how many kids…" of "25 million children").
 */
function countsTerm(
  text: string,
  term: string,
  analyzer: TextAnalyzer,
  aliases: ReadonlyMap<string, string> = new Map(),
): boolean {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}.,'’-]*/gu) ?? [];
  // (a count in the text's own language: a figure or its number words — NUMBERS)
  const counts = analyzer.language === 'en' ? COUNT_WORD : NUMBERS[analyzer.language]?.says;
  if (!counts) return false;
  for (let i = 0; i < words.length; i += 1) {
    if (!counts.test(words[i]!.replace(/[.,]$/, ''))) continue;
    for (let j = i + 1; j <= i + COUNT_REACH && j < words.length; j += 1) {
      // (what a preposition leads to is not what was counted: "14 years in the trees" counts years)
      if (analyzer.language === 'en' && COUNT_ENDS.test(words[j]!)) break;
      if (tokenize(words[j]!, analyzer).some((t) => t === term || aliases.get(t) === term)) return true;
    }
  }
  return false;
}

/** Numbers in figures ("2.0", "1,200", "2030"). */
const FIGURES = /\d+(?:[.,]\d+)*/g;

/** The quote without the figures the question says itself: "When was MPL 2.0 released?" is not answered by "2.0". */
function withoutAskedFigures(question: string, quote: string): string {
  const asked = new Set(question.match(FIGURES) ?? []);
  return asked.size === 0 ? quote : quote.replace(FIGURES, (figure) => (asked.has(figure) ? ' ' : figure));
}

/** "How many" of things rather than of a span of time ("how many papers", not "how many years"). */
const COUNTS_THINGS = /\bhow\s+many\s+(?!(?:years?|months?|decades?|centuries|days|weeks|times)\b)\p{L}/iu;
/** A year in figures ("2021", "1998"). */
const YEAR = /\b(?:1[89]|20)\d\d\b/g;

/** Whether a quote says what a question that asks for a number, an amount, a duration or a date wants. */
function saysAskedNumber(question: string, quote: string): boolean {
  const said = withoutAskedFigures(question, quote);
  if (ASKS_AGE.test(question) && !SAYS_AGE.test(said)) return false;
  if (ASKS_YEAR.test(question) && !SAYS_YEAR.test(said)) return false;
  if (ASKS_PRICE.test(question) && !SAYS_PRICE.test(said)) return false;
  if (ASKS_WHEN.test(question) && !SAYS_TIME.test(said) && !ANSWERED_WITHOUT_NUMBER[0]![1].test(said)) return false;
  // (a weekday or a month alone answers "when" too: "on Thursdays", "every June")
  if (ASKS_WHEN.test(question) && WEEKDAY_OR_MONTH.test(said)) return true;
  // (a year counts nothing: "how many papers has she published?" is not answered by "her 2021 paper")
  if (COUNTS_THINGS.test(question) && !saysNumber(said.replace(YEAR, ' '))) return false;
  return saysNumber(said) || ANSWERED_WITHOUT_NUMBER.some(([asks, says]) => asks.test(question) && says.test(said));
}

/**
 * "Can I…?", "do I have to…?", "is it allowed…?" ask what a text permits, requires or forbids: of the sentences that
 * match, one that says so ("may", "must", "does not permit…") gains this share of the rarest asked word's weight: of
 * the GPL's "…does not permit incorporating your program into proprietary programs." and the "If this is what you want
 * to do, use the GNU Lesser General Public License…" near it, "can I put GPL code in a closed source product?" is
 * answered by the first. Tuning 81 → 82 of 90; the other sets unchanged.
 */
const RULE_BONUS = 1;
/** What a word a follow-up points back at weighs in choosing its quote's sentence, beside one of its own words. */
const CONTEXT_SHARE = 0.1;
const ASKS_RULE =
  /^\W*(?:(?:can|could|may|must|do|does|am|is|are)\s+(?:i|we|you|one|someone|they|people|anyone)\b|(?:is|are)\s+(?:it|they)\s+(?:ok|okay|allowed|legal|permitted)\b)|\b(?:allowed|permitted|have\s+to|need\s+to|required)\b/i;
const SAYS_RULE =
  /\b(?:may|must|shall|cannot|permit|permits|permitted|allow|allows|allowed|grant|grants|granted|prohibit|prohibits|prohibited|required|right\s+to|free\s+to|entitled)\b/i;

/**
 * "Why did you leave Loonie Lending?", "why did they pick Python?": of sentences that match, one that gives a reason
 * ("Why I moved on: I wanted to…", "because…") gains this share of the rarest asked word's weight, as RULE_BONUS.
 */
const REASON_BONUS = 1;
const ASKS_REASON =
  /^\W*(?:(?:and|so|but|then)\s+)?(?:why|whys|how\s+come)\b|\bwhat\s+(?:was|is|were)\s+the\s+reasons?\b/i;

/**
 * "How does it deal with / handle / avoid X?": a text says X, then how ("…lead to violations of the no-monopoles
 * condition." "As in the original HARM implementation, iharm3D uses the Flux-CT scheme…"): the quote of the sentence
 * that says X goes on into the next one.
 */
const ASKS_HANDLING =
  /\bhow\s+(?:does|do|did|is|are|was|were|can|could|will|would|should)\b.{0,60}?\b(?:deal|deals|dealt|handle|handles|handled|cope|copes|address|addresses|tackle|tackles|avoid|avoids|prevent|prevents|solve|solves|fix|fixes|overcome|overcomes|get\s+around|work\s+around)\b/i;

/** Less than any difference of weights: decides only between sentences that score the same. */
const TIE_BREAK = 1e-6;

/** A month's name before a year, maybe abbreviated ("March 2021", "Sep. 2016"), or nothing. */
const MONTH = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?`;
/** A résumé's entry: a line that opens with its years ("2015–2019: Software Engineer at Shopwise"), maybe under its heading. */
const DATED_ENTRY = new RegExp(String.raw`^(?:[\p{L} ]{1,30}:\s+)?\(?${MONTH}(?:19|20)\d\d\b`, 'iu');
/**
 * A line that gives an entry's dates and nothing else ("March 2021 – present", "2016–2019"), maybe joined to the line
 * under it ("March 2021 – present: Lead the bridges group…").
 */
const DATES_ALONE = new RegExp(
  String.raw`^\(?${MONTH}(?:19|20)\d\d\s*[–—-]\s*(?:${MONTH}(?:19|20)\d\d|present|now|today|current)\)?(?:\.?$|:\s)`,
  'iu',
);
/** A line of what was done, without its subject, as résumés write them ("Built…", "Led…", "Designed…"). */
const DID =
  /^(?:[-•*·◦–—▪]\s+)?(?:\p{Lu}\p{Ll}+ed|Built|Led|Ran|Made|Wrote|Grew|Drove|Won|Taught|Set|Cut|Took|Began|Brought|Kept|Held|Sold|Gave|Shipped|Oversaw|Spoke|Saw|Did|Hired|Mentored|Owned)\b/u;

/** A sentence that points back to the one before it. */
const BACK_REFERENCE = /^(?:this|these|that|those|it|its|they|their|such|he|she|his|her)\b/i;
/**
 * A sentence that goes on about whom or what the one before spoke of: "He…", "Well, he…", "And she…"; in German and
 * French by their pronouns ("Es wurde 1913 eingeweiht…", "Il a été inauguré…"), not by an Italian article or a Spanish
 * verb that looks like one ("Il forno…", "Es profesor…"). English's for the other languages.
 */
const REFERS_BACK: Readonly<Record<string, RegExp>> = {
  en: /^\W*(?:(?:and|but|so|well|now|then)\W+)?(?:he|she|it|they|his|her|its|their)\b/i,
  de: /^\W*(?:und\W+)?(?:er|es|sie)(?!\p{L})/iu,
  fr: /^\W*(?:et\W+)?(?:il|elle|ils|elles)(?!\p{L})/iu,
};
/** A quote shorter than this takes the next sentence along, for context. */
const SHORT_QUOTE_CHARS = 40;
/** A sentence shorter than this says nothing alone: "Right?", "(Applause.)", "Yes." */
const TINY_SENTENCE_CHARS = 12;
/**
 * How long a text reads, in Latin characters: a Chinese or Japanese character, or a Korean syllable, counts as three
 * (each says about as much as a short word).
 */
const readLength = (text: string): number => text.length + 2 * countUnspaced(text);
/**
 * Secondary passages must score at least this share of the best one. The best-ranked passage is often not the one
 * that answers (recall@1 is well below recall@5 in `npm run bench:quality`), so a second or third passage that
 * holds enough of what is asked is quoted too: at 0.3 rather than 0.6, answers hold the fact more often (tuning
 * 62 → 64 of 90, held out 25 → 27 of 45) for a median answer of about 500 characters rather than 400.
 */
const SECONDARY_SCORE_SHARE = 0.3;
/** A short sentence that says who holds a role: "Mozilla Foundation is the license steward." (the role: "the license steward"). */
const ROLE =
  /^(\p{Lu}[^.;:]{1,60}?)\s+(?:is|are|was|were|acts\s+as|serves\s+as)\s+(the\s+[\p{L}\p{N}' -]{2,40}?)[.;]?$/u;
/**
 * A passage's sentence that scores this share of its best one is quoted with it (one more at most). Lower shares hold
 * the fact in a few more answers of `npm run bench:quality` (0.6: 2 more of 203 tuning questions) but quote a second,
 * wrong sentence before the one that answers ("eight years of experience" with "led the payments team of six").
 */
const TIE_SHARE = 0.9;
const MAX_QUOTES = 3;
/** Words that ask rather than say what is asked about ("can you tell me…"); ignored when other terms remain. */
const QUESTION_FILLER = new Set([
  'tell',
  'know',
  'please',
  'like',
  'say',
  'give',
  'gave',
  'given',
  'gives',
  'explain',
  'describe',
  'mention',
  'much',
  'many',
  'thing',
  'anything',
  'something',
  'happen',
  'happens',
  'exactly',
  'actually',
  'really',
  'even',
  // any way, any time: "can I run the program however I want?", "use it whatever way I like"
  'however',
  'whatever',
  'whenever',
  'wherever',
  // a modal of the question ("do the blades need cleaning?", "do I need to…")
  'need',
  'needs',
  // whom or what a visitor leaves unnamed ("if I sue someone", "any charity stuff")
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'stuff',
  // "get" of "who got the medal?", "what did she get?": what is got is asked, the getting is said otherwise
  // ("awarded", "received", "won")
  'get',
  'gets',
  'got',
  // "go" of "what should go in the README?", "can MPL code go into a GPL project?": what goes where is said otherwise
  // (GOES_SOMEWHERE)
  'go',
  'goes',
  'going',
  // "like" in Chinese, Japanese and Korean: "他喜欢吃什么？" asks about eating, not about what he likes
  '喜欢',
  '好き',
  '好',
  '좋아',
  '아하',
  'تحب',
  'بتحب',
  'يحب',
  'بيحب',
  // "spend (the day) doing": "쉬는 날엔 뭐 하면서 지내요?" asks what is done
  '하면서',
  '지내요',
  '지내세요',
  // "his / her / your home" ("他家养宠物吗？": does he keep pets): whose, not what
  '他家',
  '她家',
  '你家',
  // "is called": "Как зовут его жену?" asks for a name, which no "Меня зовут…" of the text's opening gives
  'зовут',
  'heißt',
  'llama',
  'llaman',
  'appelle',
  'chama',
  'chiama',
  // "do" in "what does she do in her free time?": "Was macht sie…", "¿Qué hace…", "Qu'est-ce qu'il fait…", "Что он делает…"
  'macht',
  'machst',
  'hace',
  'haces',
  'fait',
  'fais',
  // ("que tu fais ça ?": that, the thing done, which the question's other words name)
  'ça',
  'делает',
  'делаешь',
  'занимается',
  'занимаешься',
  'занимаетесь',
  'تفعل',
  'يفعل',
  // "before" ("예전에 어디서 일했어요?", "前はどこで働いていましたか？"): an earlier time is said by what happened then
  '예전',
  '이전',
  '前',
  '以前',
  // "name": what a name is asked of is said by the name ("a greyhound called Biscuit"); a text says "name" in its
  // introduction ("My name is…", "اسمي…"), which answers nothing else
  'name',
  'nombre',
  'nom',
  'nome',
  'имя',
  'اسم',
  '名前',
  '名字',
  '이름',
]);

/**
 * "Go" asks nothing when something goes somewhere or on ("what should go in the README?", "go into a GPL project", "keep
 * going"); otherwise it is a word asked for ("does she write Go?", "did sales go down?").
 */
const GOES_SOMEWHERE =
  /\b(?:go|goes|going)\s+(?:in|into|to|on|through|ahead|back|out|away|with|for)\b|\bkeep\s+going\b/i;

/**
 * "Manage to" asks nothing either: "did she manage to lower ingredient costs?" asks whether she lowered them, not about
 * management ("Management: hiring and training, rota planning…" of a résumé's skills).
 */
const MANAGES_TO = /\bmanag(?:e|es|ed|ing)\s+to\b/i;

/** QUESTION_FILLER as the analyzer's terms ("many" is "mani" once stemmed), and as words. */
const fillerTerms = termsOfWords([...QUESTION_FILLER].join(' '), { andWords: true });

/** A sentence of a passage and the question terms it contains. */
interface Sentence {
  text: string;
  terms: Set<string>;
  /** It defines what the question asks about ("\"Larger Work\" means …"). */
  defines: boolean;
  /** Pairs of question terms that follow each other in it (`a\u0000b`): the words of a name, a phrase. */
  pairs: Set<string>;
  /** How many different words of it are asked or stand for an asked word ("MSc" and "Education" for "degree"). */
  said: number;
  /** It opens a section: a heading line ("Summary", "Experience") and the sentence under it, as one. */
  heading?: boolean;
}

/**
 * A passage or a quote also answers when the asked words it holds tell at least this share of what all of them tell
 * (each word weighing its rarity among the bot's passages): "How long will the ISS keep going?" is about the ISS
 * more than about "keep" or "going". Tuning 2: 27 → 30 of 48, no unanswerable question answered.
 */
const INFORMATIVE_SHARE = 0.5;
/**
 * What a question word the text never says tells: less than the commonest word it does say (whose weight is at least
 * log 2). It is often the visitor's own word for what the text says otherwise ("keep going" for "extend"); but a
 * question made mostly of such words is about something else, and is declined.
 */
const ABSENT_TERM_WEIGHT = 0.5;

/** What asked terms tell: the sum of their weights, each its rarity among the bot's passages. */
function informationOf(
  terms: ReadonlySet<string>,
  termShare: ((term: string) => number) | undefined,
): (said: ReadonlySet<string>) => number {
  const weight = new Map(
    [...terms].map((term) => {
      const share = termShare?.(term) ?? 1;
      return [term, share > 0 ? Math.log(1 + 1 / share) : ABSENT_TERM_WEIGHT];
    }),
  );
  return (said) => [...said].reduce((sum, term) => sum + (weight.get(term) ?? 0), 0);
}

/** How many distinct question terms a passage must contain to count as an answer (half of them, at least one). */
function requiredMatches(termCount: number): number {
  return Math.max(1, Math.ceil(termCount / 2));
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}

/**
 * A page's machine fields, as its front matter gives them ("source_url: https://…", "published_time: 2021-07-02
 * 15:35:14-04:00", "tags: speeches-remarks"): never the answer to a visitor's question (a talk's date, author and
 * title are read from its front matter by dateline.ts), though a URL's words match theirs ("…honoring-the-2020-world-
 * series-champions…"). Such a line holds the words of its name alone, and only for a question that says them all
 * ("what is the published_time?", not "how many times a day…?").
 */
const MACHINE_FIELD = /^(?:[a-z]+_[a-z_]+|tags|categories|slug|layout|permalink|url|id|draft)(?=:\s)/;

/** A machine field's terms: the words of its name when the question says them all, else none; null for other lines. */
function machineField(text: string, terms: ReadonlySet<string>, analyzer: TextAnalyzer): string[] | null {
  const field = MACHINE_FIELD.exec(text)?.[0];
  if (field === undefined) return null;
  const named = tokenize(field.replace(/_/g, ' '), analyzer);
  return named.length > 0 && named.every((t) => terms.has(t)) ? named : [];
}

function sentencesOf(
  passage: string,
  terms: Set<string>,
  analyzer: TextAnalyzer,
  aliases: ReadonlyMap<string, string> = new Map(),
  /** What the question asks to have defined, or null when it does not ask what something is. */
  defined: ReadonlySet<string> | null = null,
): Sentence[] {
  return splitParagraphs(passage)
    .flatMap(withHeadings)
    .map(({ text, heading }) => {
      const words = tokenize(text, analyzer);
      const pairs = new Set<string>();
      for (let i = 1; i < words.length; i++) {
        const a = words[i - 1] ?? '';
        const b = words[i] ?? '';
        if (terms.has(a) && terms.has(b)) pairs.add(`${a}\u0000${b}`);
      }
      // a contact detail holds the words asked for it ("maya@example.org" is an "email"), a name its initials, a
      // transcript's closing time the word "time" ("what time did the call end?" of "END 10:18 A.M. CDT")
      const extra = impliedWords(text);
      const tokens =
        machineField(text, terms, analyzer) ?? (extra === '' ? words : [...words, ...tokenize(extra, analyzer)]);
      return {
        text,
        said: new Set(tokens.filter((t) => terms.has(t) || aliases.has(t))).size,
        // a section's word stands for the question's ("Interests" for "hobbies")
        terms: new Set(
          tokens.map((t) => (terms.has(t) ? t : aliases.get(t))).filter((t): t is string => t !== undefined),
        ),
        pairs,
        defines: defined !== null && definesAsked(text, defined, analyzer),
        heading,
      };
    });
}

/**
 * The sentences of a paragraph, a heading line joined to the sentence under it ("Summary: Backend engineer with nine
 * years…", "Skills: Go and Rust.") and marked as opening a section; lines that end no sentence (a résumé's header:
 * a name, a title, a contact line) stay apart.
 */
function withHeadings(paragraph: string): Array<{ text: string; heading: boolean }> {
  const lines = splitSentences(paragraph)
    .map((text) => readEscapes(text.replace(/\s+/g, ' ').trim()))
    .filter((text) => text.length > 0);
  const out: Array<{ text: string; heading: boolean }> = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (next !== undefined && isLabelLine(line) && endsSentence(next)) {
      out.push({ text: `${line.replace(/:$/, '')}: ${withoutBullet(next)}`, heading: true });
      i += 1;
      continue;
    }
    // a record of short lines, each ending no sentence, is one: a profile's "Nordhafen · Full-time" / "Jan 2022 -
    // Present · 4 yrs 11 mos" / "Hamburg, Germany"
    let end = i;
    while (
      end + 1 < lines.length &&
      isRecordLine(lines[end]!) &&
      isRecordLine(lines[end + 1]!) &&
      !(lines[end + 2] !== undefined && endsSentence(lines[end + 2]!) && isLabelLine(lines[end + 1]!))
    )
      end += 1;
    if (end > i) {
      out.push({ text: lines.slice(i, end + 1).join(' · '), heading: false });
      i = end;
    } else out.push({ text: line, heading: false });
  }
  return out;
}

/** A line of a record: a label line (short, ending no sentence) that is no bullet nor a field ("date: 2022-09-09"). */
const isRecordLine = (line: string): boolean =>
  isLabelLine(line) && !/^[-•*–·]/u.test(line) && !/^[\p{L}_][\p{L}\p{N}_ -]{0,30}:(?:\s|$)/u.test(line);

/**
 * Two lines of a quote as one: a heading or a label and what it says with a colon ("Languages spoken: English
 * (fluent)…"), lines that are both labels with a middle dot ("Maya Okafor · Senior Backend Engineer"), sentences and
 * list items with a space.
 */
/** Chinese and Japanese sentences follow each other without a space ("…です。京都の…"). */
const FULL_STOP_THEN_UNSPACED = (text: string, next: string): boolean =>
  endsUnspacedSentence(text) && /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}「『]/u.test(next);

/** Two sentences or lines as one quote reads them. */
const spaced = (text: string, next: string): string =>
  FULL_STOP_THEN_UNSPACED(text, next) ? `${text}${next}` : `${text} ${next}`;

function joinLines(text: string, next: string): string {
  if (endsSentence(text) || /[:;,]$/.test(text) || CONTINUES.test(next)) return spaced(text, next);
  return endsSentence(next) ? `${text}: ${withoutBullet(next)}` : `${text} · ${next}`;
}

/** The first sentences of what follows a passage, with the telling terms each holds (what a quote goes on by). */
function followingSentences(
  text: string | null,
  terms: Set<string>,
  analyzer: TextAnalyzer,
  aliases: ReadonlyMap<string, string>,
): Sentence[] {
  if (!text) return [];
  // only the first few sentences can continue a quote: a quote is at most MAX_QUOTE_SENTENCES long
  return sentencesOf(text.slice(0, MAX_QUOTE_CHARS), terms, analyzer, aliases, null).slice(0, MAX_QUOTE_SENTENCES);
}

/** An e-mail address, a URL or a domain name. */
const ADDRESS = /@|:\/\/|^www\.|\.[a-z]{2,}\/?$/i;

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/**
 * Whether `term` reads as a name in these sentences: written with a capital more often than without ("Maya",
 * "AMReX"), or in a script without capitals (a Chinese, Korean or Arabic name). A common noun the text is about
 * ("battery", "experience" under its heading "Experience", and in "years of experience") is not one.
 */
function nameLike(
  term: string,
  sentences: Sentence[],
  analyzer: TextAnalyzer,
  /** Only capitals tell (a script without them says nothing). */
  byCapitalsOnly = false,
): boolean {
  let capital = 0;
  let small = 0;
  let cased = false;
  let opening = 0;
  for (const sentence of sentences) {
    if (!sentence.terms.has(term)) continue;
    for (const match of sentence.text.matchAll(WORD)) {
      const word = match[0];
      if (!tokenize(word, analyzer).includes(term)) continue;
      // an e-mail or web address is written small whatever it holds ("jordan.lee@example.org")
      const at = match.index ?? 0;
      const start = sentence.text.lastIndexOf(' ', at) + 1;
      const end = sentence.text.indexOf(' ', at);
      if (ADDRESS.test(sentence.text.slice(start, end === -1 ? undefined : end))) continue;
      if (/^[\p{Lu}\p{Ll}]/u.test(word)) cased = true;
      // a capital that opens a sentence, a line, a heading or a quote says nothing: grammar wants one there
      const before = sentence.text.slice(0, match.index).trimEnd().at(-1);
      if (before === undefined || /[.:!?;"“'‘([—–•·*#-]/u.test(before)) {
        if (/^\p{Lu}/u.test(word)) opening += 1;
        continue;
      }
      if (/^\p{Lu}/u.test(word)) capital += 1;
      else if (/^\p{Ll}/u.test(word)) small += 1;
    }
  }
  // never written small: a name that only ever opens its sentences ("Zoë sails…") is still one
  if (!cased) return !byCapitalsOnly;
  return capital > small || (small === 0 && opening > 0);
}

/**
 * The question terms that make one name with `term`: its neighbours in the question that the text puts next to
 * it again and again ("Jonas Weber" twice; the character pairs of "박민준은"), not a phrase it says once.
 */
function phraseAround(term: string, order: string[], sentences: Sentence[]): string[] {
  const together = (a: string, b: string) => {
    let n = 0;
    for (const s of sentences) if (s.pairs.has(`${a}\u0000${b}`) && ++n >= 2) return true;
    return false;
  };
  const phrase = new Set([term]);
  order.forEach((t, i) => {
    if (t !== term) return;
    for (let j = i; j > 0 && together(order[j - 1] ?? '', order[j] ?? ''); j--) phrase.add(order[j - 1] ?? '');
    for (let j = i; j + 1 < order.length && together(order[j] ?? '', order[j + 1] ?? ''); j++)
      phrase.add(order[j + 1] ?? '');
  });
  return [...phrase];
}

/**
 * The best sentence of a passage, rarer question terms counting more (so "payments" beats "experience"
 * when both are asked about and only one sentence has "payments"), plus the next sentence when very
 * short; cut to whole sentences.
 */
/**
 * What a question prefers of the sentences that match it, worked out once per question: each bonus is added to a
 * matching sentence's score when the sentence says what it is for.
 */
interface Preferences {
  /** What a sentence that says a number or a date gains ("how many…", "when…"), and what says one. */
  numberBonus: number;
  saysNumber: (text: string) => boolean;
  /** "How big / how long / how far…": whether a sentence says an amount of what is asked (kWh, hours, km). */
  saysUnit: ((text: string) => boolean) | null;
  /** What a sentence that says a name gains: "who…" is answered by one. */
  nameBonus: number;
  /** "Where…": whether a sentence names a place, and what that gains. */
  saysPlace: ((text: string) => boolean) | null;
  placeBonus: number;
  /** "How many turbines…": whether a sentence counts them ("three small tidal turbines"), and what that gains. */
  counts: ((text: string) => boolean) | null;
  countBonus: number;
  /** "Can I…", "do I have to…": what a sentence that permits, obliges or forbids gains. */
  ruleBonus: number;
  /** "Why…": what a sentence that gives a reason gains. */
  reasonBonus: number;
  /**
   * Whether a quote says the kind of thing asked ("how old…": an age), when the question asks for one: a quote that
   * does not yet goes on into the next sentence that does ("…but Satchel Paige." "Well, he didn't get to the majors
   * until he was 45 years old."), past a sentence too short to say anything ("Right?", "(Applause.)").
   */
  completes?: ((text: string) => boolean) | null;
  /** "How does it handle X?": whether the quote goes on into the sentence after the one that says X (ASKS_HANDLING). */
  saysHowNext: boolean;
  /** What opens a sentence that goes on about what the one before spoke of, in the text's language (REFERS_BACK). */
  refersBack: RegExp;
}

const NO_PREFERENCES: Preferences = {
  numberBonus: 0,
  saysNumber,
  saysUnit: null,
  nameBonus: 0,
  saysPlace: null,
  placeBonus: 0,
  counts: null,
  countBonus: 0,
  ruleBonus: 0,
  reasonBonus: 0,
  saysHowNext: false,
  refersBack: REFERS_BACK.en!,
};

/** Where a passage stands in its source: what a quote of it may run into. */
interface Surroundings {
  /** The sentences that follow the passage in its source: a quote may go on into them, never start there. */
  after: Sentence[];
  /** The start of the sentence the passage begins in the middle of, or null. */
  leading: string | null;
}

function quoteOf(
  sentences: Sentence[],
  weights: Map<string, number>,
  preferences: Preferences = NO_PREFERENCES,
  { after, leading }: Surroundings = { after: [], leading: null },
): {
  text: string;
  terms: Set<string>;
  /** The quote without a tied sentence added to it: what decides whether it answers. */
  alone: string;
} {
  const {
    numberBonus,
    saysNumber: saysNumberHere,
    saysUnit,
    nameBonus,
    saysPlace,
    placeBonus,
    counts,
    countBonus,
    ruleBonus,
    reasonBonus,
    completes = null,
    saysHowNext,
    refersBack,
  } = preferences;
  let best = -1;
  let bestScore = 0;
  const scores: number[] = [];
  sentences.forEach((sentence, i) => {
    let score = 0;
    for (const term of sentence.terms) score += weights.get(term) ?? 0;
    if (numberBonus > 0 && score > 0 && saysNumberHere(sentence.text)) {
      score += numberBonus;
      if (saysUnit?.(sentence.text)) score += numberBonus;
    }
    if (nameBonus > 0 && score > 0 && saysName(sentence.text)) score += nameBonus;
    if (placeBonus > 0 && score > 0 && saysPlace?.(sentence.text)) score += placeBonus;
    if (ruleBonus > 0 && score > 0 && SAYS_RULE.test(sentence.text)) score += ruleBonus;
    if (reasonBonus > 0 && score > 0 && SAYS_REASON.test(sentence.text)) score += reasonBonus;
    if (counts && score > 0 && counts(sentence.text)) score += countBonus;
    // a definition of what is asked answers "what is X" before any sentence that only uses X
    if (sentence.defines) score += 1_000;
    // of sentences that hold the same asked words, the one that says more words for them
    if (score > 0) score += TIE_BREAK * sentence.said;
    scores.push(score);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  if (best < 0) return { text: '', terms: new Set(), alone: '' };
  let text = sentences[best]?.text ?? '';
  // what the quote says of what is asked: a question in the text ("What's your advice for our students?") asks it,
  // and says nothing of it
  const terms = new Set(stated(sentences[best]));
  // the sentences that go on from it: a very short answer's next one, what follows a colon or a heading, "This…",
  // list items, and a next sentence that speaks of what is asked too (an answer over two sentences stays whole)
  const all = after.length > 0 ? [...sentences, ...after] : sentences;
  let last = best;
  for (let next = best + 1, taken = 1; taken < MAX_QUOTE_SENTENCES; next += 1, taken += 1) {
    const following = all[next]?.text;
    if (following === undefined || text.length + following.length + 1 > MAX_QUOTE_CHARS) break;
    // (a field of a page's front matter — "published_time: 2022-09-09 16:25" — is whole, and so is the field after it)
    if (isFrontMatterField(text) || isFrontMatterField(following)) break;
    // (a question in the text goes on into its answer, which need not repeat its words)
    const answering = asks(sentences[best]) && taken === 1 && answersBefore(all[next]);
    // (what says the asked kind of thing, when the quote does not yet: the next sentence, or the one after a short one)
    // (and speaks of the same one: "he…", "Well, she…", "And it…")
    const completing = (sentence: string): boolean => refersBack.test(sentence) && completes!(sentence);
    const completed =
      completes !== null &&
      !completes(text) &&
      (completing(following) ||
        (readLength(following) < TINY_SENTENCE_CHARS &&
          all[next + 1] !== undefined &&
          completing(all[next + 1]!.text)));
    const goesOn =
      answering ||
      completed ||
      (saysHowNext && taken === 1) ||
      // a résumé's dated entry goes on into what was done there ("2015–2019: Engineer at Shopwise." "Built…")
      (taken === 1 && DATED_ENTRY.test(text) && DID.test(following)) ||
      // …and a job's line into the dates under it ("Lead Structural Engineer — Ribeiro & Vance" "March 2021 – present")
      (taken === 1 && !endsSentence(text) && DATES_ALONE.test(following)) ||
      readLength(text) < SHORT_QUOTE_CHARS ||
      CONTINUES.test(following) ||
      NAMES_IT.test(following) ||
      (all[next]?.terms.size ?? 0) > 0 ||
      // a heading, a label or a colon ("Thesis:", "Languages") is said by what follows it
      // (but a line that is no label goes on into no heading: "…github.com/maya" is not said by "Summary")
      // (a contact line or a title does not run on into the next section: "…| Berlin, Germany" is not said by "Summary")
      (!endsSentence(text) && (text.endsWith(':') || !all[next]?.heading));
    if (!goesOn) break;
    last = next;
    // a heading and the sentence it heads are one ("Unit Tests: A unit test is…"): the heading takes no sentence's place
    // (nor does a sentence too short to say anything, on the way to what completes the quote)
    if ((isLabelLine(text) && endsSentence(following)) || (completed && readLength(following) < TINY_SENTENCE_CHARS))
      taken -= 1;
    text = joinLines(text, following);
    for (const term of stated(all[next])) terms.add(term);
    // a question quoted with its answer says what it asks
    if (answering) for (const term of sentences[best]?.terms ?? []) terms.add(term);
  }
  // a quote never ends on the colon that announces its answer ("…three families of technologies will be of particular
  // importance over the coming decade:"): what the colon introduces is quoted too, however many sentences came before
  const announced = announcedBy(text, all[last + 1], MAX_QUOTE_CHARS - text.length - 1);
  if (announced) {
    last += 1;
    text = joinLines(text, announced.text);
    for (const term of stated(announced)) terms.add(term);
  }
  // a sentence that points back ("This…", "They…") is quoted with the one it points to
  let first = best;
  const previous = sentences[best - 1]?.text;
  if (previous !== undefined && BACK_REFERENCE.test(text) && text.length + previous.length + 1 <= MAX_QUOTE_CHARS) {
    text = spaced(previous, text);
    first = best - 1;
    for (const term of stated(sentences[best - 1])) terms.add(term);
  }
  // a résumé's line of dates alone ("March 2021 – present") belongs to the entry it dates, named on the line before it
  // ("Lead Structural Engineer — Ribeiro & Vance, Porto")
  const heading = sentences[best - 1]?.text;
  if (
    first === best &&
    heading !== undefined &&
    DATES_ALONE.test(sentences[best]?.text ?? '') &&
    !endsSentence(heading) &&
    text.length + heading.length + 1 <= MAX_QUOTE_CHARS
  ) {
    text = joinLines(heading, text);
    first = best - 1;
    for (const term of stated(sentences[best - 1])) terms.add(term);
  }
  // "who…?" answered by a role ("no one other than the license steward has the right…"): the sentence that names who
  // holds it ("Mozilla Foundation is the license steward.") goes first
  if (nameBonus > 0 && !saysName(text))
    for (let i = first - 1; i >= 0; i -= 1) {
      const role = ROLE.exec(sentences[i]?.text ?? '')?.[2];
      if (role && text.toLowerCase().includes(role.toLowerCase()) && text.length + role.length < MAX_QUOTE_CHARS) {
        const naming = sentences[i]?.text ?? '';
        text = i === first - 1 ? spaced(naming, text) : `${naming} … ${text}`;
        first = i;
        break;
      }
    }
  // another sentence of the passage that says as much of what is asked may be the one that answers ("…reading and
  // writing plotfiles…" and "The AMReX plotfile format is supported by VisIt…"): both are quoted, in the text's order
  let tie = -1;
  scores.forEach((score, i) => {
    if ((i < first || i > last) && score >= TIE_SHARE * bestScore && (tie < 0 || score > (scores[tie] ?? 0))) tie = i;
  });
  // (what the quote says of what is asked, and whether it answers at all, is the best sentence's to decide: a second
  // sentence only adds to an answer)
  const tied = sentences[tie];
  let alone: string | null = null;
  if (tied && !asks(tied) && text.length + tied.text.length + 3 <= MAX_QUOTE_CHARS) {
    alone = text;
    if (tie < first) text = tie === first - 1 ? spaced(tied.text, text) : `${tied.text} … ${text}`;
    else {
      // (and a tied sentence that ends on a colon with what it announces)
      const announcing = announcedBy(tied.text, all[tie + 1], MAX_QUOTE_CHARS - text.length - tied.text.length - 4);
      const said = announcing ? joinLines(tied.text, announcing.text) : tied.text;
      text = tie === last + 1 ? spaced(text, said) : `${text} … ${said}`;
    }
  }
  // a passage that begins inside a long sentence: the quote starts where the sentence does
  // (as much of its start as fits, so the quote is not cut at its end, where the answer is)
  const whole = (quote: string): string => {
    let text = quote;
    if (best === 0 && leading) {
      const room = MAX_QUOTE_CHARS - text.length - 2;
      if (leading.length <= room) text = `${leading} ${text}`;
      else if (room >= SHORT_QUOTE_CHARS) {
        const start = leading.slice(-room);
        const space = start.indexOf(' ');
        text = `…${space >= 0 ? start.slice(space + 1) : start} ${text}`;
      }
    }
    text = cutAtWord(text, MAX_QUOTE_CHARS);
    // A passage cut inside a giant sentence starts mid-sentence: say so rather than pass a fragment off as whole.
    // (a list item, "b) Convey the object code…", is whole)
    return /^\p{Ll}/u.test(text) && !opensListItem(text) && !isFrontMatterField(text) ? `…${text}` : text;
  };
  const quote = whole(text);
  return { text: quote, terms, alone: alone === null ? quote : whole(alone) };
}

/**
 * The sentence a quote's colon announces (what follows "…will be of particular importance over the coming decade:"),
 * when it fits in `room` characters; null when the quote ends otherwise (or is a front-matter field: "tags:").
 */
function announcedBy(quote: string, next: Sentence | undefined, room: number): Sentence | null {
  return quote.endsWith(':') && !isFrontMatterField(quote) && next && next.text.length <= room ? next : null;
}

/**
 * How a text opens, as a quote: its first lines up to its first sentence of some length (a résumé's "Jane Doe —
 * Senior Software Engineer · Email: … · Summary: I am a backend engineer with…", a bio's first sentence).
 */
/**
 * Whether a question names someone other than the bio's person ("¿A qué se dedica Marc?" of Lucía's bio, whose
 * partner is Marc): a capitalised word after its first that the person's name does not hold. Not in German, whose
 * nouns are all capitalised, nor in a script without capitals.
 */
function namesAnother(question: string, subjectName: string, analyzer: TextAnalyzer): boolean {
  if (analyzer.language === 'de') return false;
  const own = new Set(tokenize(subjectName, analyzer));
  const words = question.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
  return words
    .slice(1)
    .some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !tokenize(word, analyzer).some((t) => own.has(t)));
}

/** Whether a question asks an age: in English (ASKS_AGE), or in `language` (AGES). */
const agesAsked = (question: string, analyzer: TextAnalyzer, language: string): boolean =>
  readsAsEnglish(question, analyzer) ? ASKS_AGE.test(question) : asksAgeIn(question, language);

/**
 * "How old is Kirsty?" of Gordon's bio, "Quel âge a Maëlle ?", "健太さんは何歳ですか？": the term of someone else whose
 * age is asked, whom a quote must name (not the bio's "I'm 68"), or null.
 */
function otherAgeAsked(question: string, context: QuoteContext): string | null {
  const { analyzer = ENGLISH_ANALYZER, subjectName } = context;
  return subjectName && agesAsked(question, analyzer, context.language ?? analyzer.language)
    ? anotherNamed(question, subjectName, analyzer)
    : null;
}

/** A name with the honorific a Japanese question gives it ("健太さん", "はなちゃん"). */
const JA_HONORIFIC =
  /([\p{Script=Han}\p{Script=Katakana}][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{0,5}?)(?:さん|くん|ちゃん|様)/u;

/**
 * The first term of someone a question names who is not the bio's person ("kirsti" of "How old is Kirsty?" asked of
 * Gordon's bio), or null: a capitalised word after the question's first, in a language that writes names with
 * capitals and its other nouns without (German capitalises every noun: only the name of "Wie alt ist Tobias?").
 */
function anotherNamed(question: string, subjectName: string, analyzer: TextAnalyzer): string | null {
  // (German capitalises every noun: a name after "wie alt ist", "wie alt sind")
  if (analyzer.language === 'de') {
    const name = /\b[Ww]ie\s+alt\s+(?:ist|sind|war)\s+(\p{Lu}\p{Ll}+)/u.exec(question)?.[1];
    const term = name ? tokenize(name, analyzer)[0] : undefined;
    return term && !tokenize(subjectName, analyzer).includes(term) ? term : null;
  }
  // (in Japanese, by the honorific after the name: "健太さんは何歳ですか？")
  if (analyzer.language === 'ja') {
    // (not a family word that takes the honorific: "娘さん", "お子さん", "奥さん")
    const name = JA_HONORIFIC.exec(question)?.[1];
    return name && !subjectName.includes(name) && familyAt(`${name}さん`, false) < 0
      ? (tokenize(name, analyzer)[0] ?? null)
      : null;
  }
  if (!NAMES_WITH_CAPITALS.has(analyzer.language)) return null;
  const own = new Set(tokenize(subjectName, analyzer));
  const words = question.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
  for (const word of words.slice(1)) {
    if (!/^\p{Lu}\p{Ll}/u.test(word)) continue;
    const terms = tokenize(word, analyzer);
    if (terms.length > 0 && !terms.some((t) => own.has(t))) return terms[0] ?? null;
  }
  return null;
}

function openingQuote(sentences: Sentence[]): string {
  let text = '';
  let taken = 0;
  for (const sentence of sentences) {
    if (text !== '' && text.length + sentence.text.length + 1 > MAX_QUOTE_CHARS) break;
    // (a section's heading and its sentence follow the lines before them as one more detail)
    text =
      text === '' ? sentence.text : sentence.heading ? `${text} · ${sentence.text}` : joinLines(text, sentence.text);
    taken += 1;
    // a sentence that says something (not a name, a title or a contact line) ends it, as does a third line
    if ((endsSentence(sentence.text) && readLength(sentence.text) >= SHORT_QUOTE_CHARS) || taken >= MAX_QUOTE_SENTENCES)
      break;
  }
  return cutAtWord(text, MAX_QUOTE_CHARS);
}

/** Greetings and the words that introduce someone, in the answer languages: what an introduction says besides the name. */
const INTRODUCING =
  /\b(?:hi|hello|hey|my\s+name\s+is|i['’]m|i\s+am|hallo|ich\s+heiße|ich\s+bin|bonjour|je\s+m['’]appelle|je\s+suis|hola|me\s+llamo|soy|привет|здравствуйте|меня\s+зовут)\b|안녕하세요|저는|제\s+이름은|(?:이)?라고\s+(?:해요|합니다)|입니다|이에요|예요|はじめまして|初めまして|こんにちは|わたしは|私は|です|と申します|といいます|大家好|你好|我叫|我是|مرحبا|اسمي|[\p{P}\s]+/giu;

/**
 * How a first-person text introduces its person, as a quote: from its first sentence to one that says more than
 * the name ("はじめまして、中村ひかりです。" goes on into "札幌の…でパン職人をしています。"), three at most.
 */
function introductionQuote(sentences: Sentence[], name: string): string {
  // (a sentence that says it is the occupation answers, wherever it stands: "पेशे से मैं पशु-चिकित्सक हूँ")
  const byProfession = sentences.find((sentence) => BY_PROFESSION.test(sentence.text));
  if (byProfession) return cutAtWord(byProfession.text, MAX_QUOTE_CHARS);
  let text = '';
  for (const [taken, sentence] of sentences.entries()) {
    if (text !== '' && text.length + sentence.text.length + 1 > MAX_QUOTE_CHARS) break;
    text = text === '' ? sentence.text : joinLines(text, sentence.text);
    if (readLength(sentence.text.replace(name, '').replace(INTRODUCING, '')) >= SHORT_QUOTE_CHARS) break;
    if (taken + 1 >= MAX_QUOTE_SENTENCES) break;
  }
  return cutAtWord(text, MAX_QUOTE_CHARS);
}

/**
 * "By profession", in each answer language: a sentence that says so says the occupation ("Von Beruf ist sie
 * Hebamme", "पेशे से मैं पशु-चिकित्सक हूँ", "По профессии я геолог").
 */
const BY_PROFESSION =
  /\bby\s+(?:profession|trade)\b|\bvon\s+Beruf\b|\bde\s+(?:profession|métier|profesión|profissão)(?!\p{L})|\bdi\s+(?:professione|mestiere)\b|पेशे\s+से|(?<!\p{L})по\s+профессии(?!\p{L})|职业是|職業は|직업은/iu;

/** The asked terms a sentence states: none when it asks a question itself. */
const stated = (sentence: Sentence | undefined): ReadonlySet<string> =>
  sentence === undefined || asks(sentence) ? NOTHING : sentence.terms;
const NOTHING: ReadonlySet<string> = new Set();
/** A sentence that asks a question. */
const asks = (sentence: Sentence | undefined): boolean => sentence !== undefined && /\?["”’)\]]*$/u.test(sentence.text);
/**
 * A sentence that can answer the question before it (an FAQ's "Where are you based?" / "In Berlin."): it asks none
 * itself, and is no aside in brackets (a transcript's "(The connection passes out of range.)").
 */
const answersBefore = (sentence: Sentence | undefined): boolean =>
  sentence !== undefined && !asks(sentence) && !/^[([].*[)\]][.!]?$/su.test(sentence.text.trim());

/**
 * "What budget is…", "which programming language do…", "what advice did…": the words between the question word and
 * the verb that follows them name what is asked for (the last of them is the thing).
 */
const FOCUS =
  /^\W*(?:what|which)\s+(?:(?:kind|sort|type)s?\s+of\s+)?((?:[a-z][a-z'’-]*\s+){0,2}[a-z][a-z'’-]*)\s+(?:is|are|was|were|do|does|did|can|could|should|would|will|has|have|had)\b/i;
/**
 * Kinds of things, which a text says by naming one ("Which city…?" of "lives in Lisbon", "What instrument…?" of "plays
 * the cello"): never the thing a question asks for by its own word.
 */
const KINDS = new Set(
  (
    'city cities town country countries place places language languages instrument instruments sport sports team ' +
    'teams company companies school schools university universities college degree subject subjects field job ' +
    'role title name year years month day date time age colour color animal pet pets dog cat food dish book books ' +
    'film movie song band music tool tools framework frameworks database databases library libraries technology ' +
    'technologies skill skills award prize version versions format formats ' +
    'software program programs platform platforms device devices part parts kind kinds type types sort sorts thing ' +
    'things people persons times'
  ).split(' '),
);

/**
 * "Does she have a driving licence?", "has he got a dog?": the thing asked after (its last word); "what is her PhD
 * in?", "what's his thesis about?": the thing asked of.
 */
const HAS_FOCUS =
  /^\W*(?:does|do|did|has|have)\s+(?:she|he|they|you|it|[a-z]+)\s+(?:have|own|hold|got|need)\s+(?:a|an|any)\s+((?:[a-z][a-z'’-]*\s+){0,2}[a-z][a-z'’-]*)\W*$/i;
const OF_FOCUS =
  /^\W*what(?:['’]s|\s+is|\s+was)\s+(?:her|his|their|its|the|your)\s+((?:[a-z][a-z'’-]*\s+){0,2}[a-z][a-z'’-]*)\s+(?:in|about|on)\W*$/i;

/** "Who is the NASA administrator?", "who was the world series mvp?": the role whose holder is asked for. */
const WHO_FOCUS =
  /^\W*who(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+(?:the|their|its|his|her)\s+((?:[a-z][a-z'’-]*\s+){0,3}[a-z][a-z'’-]*)\W*$/i;

/** "Does it run on GPUs?", "does it support Windows?", "will it work with Postgres?": what it is asked to run on. */
const RUNS_ON_FOCUS =
  /^\W*(?:does|do|can|will|would)\s+(?:it|this|they|[a-z0-9]+)\s+(?:run|work|support|handle|integrate)\s+(?:on|with|in)?\s*(?:a|an|the|any|multiple|several)?\s*((?:[a-z][a-z0-9'’+#.-]*\s+){0,2}[a-z][a-z0-9'’+#.-]*)\W*$/i;

/** "When is the deadline to apply?", "when's the next intake?": the thing whose time is asked for. */
const WHEN_FOCUS =
  /^\W*when(?:['’]s|\s+is|\s+was|\s+will)\s+(?:the|their|its|his|her|your)\s+([a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*)?)(?:\s+(?:to|for|of|in|at|on|from|with|by|be)\s+[^?]{0,80})?\W*$/i;

/** The term of the thing a "what X…" / "which X…" / "who is the X?" question asks for by its own word, or null. */
function focusAsked(question: string, analyzer: TextAnalyzer): string | null {
  // (the role itself, not what it is of: "ceo" of "who is the ceo of havenbank")
  // (and of "who was the conductor in the story?", the conductor)
  const role =
    WHO_FOCUS.exec(question)?.[1]?.split(/\s+(?:of|in|at|on|from|for|with|during)\s+/i)[0] ??
    WHEN_FOCUS.exec(question)?.[1];
  const word = (
    FOCUS.exec(question)?.[1] ??
    countedNoun(question, analyzer) ??
    role ??
    HAS_FOCUS.exec(question)?.[1] ??
    RUNS_ON_FOCUS.exec(question)?.[1] ??
    OF_FOCUS.exec(question)?.[1]
  )
    ?.toLowerCase()
    .split(/\s+/)
    .at(-1);
  // (nor a word that asks nothing: "what even is aeroacoustics?")
  if (word === undefined || KINDS.has(word) || analyzer.stopWords.has(word) || QUESTION_FILLER.has(word)) return null;
  return tokenize(word, analyzer)[0] ?? null;
}

/** The most of a sentence a passage begins inside that is read with it (its end, where the passage goes on). */
const MAX_LEADING_CHARS = 300;

/**
 * The names of languages a visitor asks about, in each answer language but English (whose question names a language
 * as a name: names.ts).
 */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  fr: 'anglais allemand espagnol italien portugais chinois japonais coréen russe arabe néerlandais',
  es: 'inglés ingles alemán aleman francés frances italiano portugués portugues chino japonés japones coreano ruso árabe arabe',
  de: 'englisch französisch spanisch italienisch portugiesisch chinesisch japanisch koreanisch russisch arabisch niederländisch',
  ru: 'английский немецкий французский испанский итальянский китайский японский корейский арабский',
  ar: 'الإنجليزية الانجليزية الإنكليزية الألمانية الفرنسية الإسبانية الإيطالية الصينية اليابانية الروسية الكورية',
  zh: '英语 英文 日语 日文 法语 德语 西班牙语 韩语 俄语 阿拉伯语 意大利语',
  ja: '英語 中国語 韓国語 フランス語 ドイツ語 スペイン語 ロシア語 イタリア語',
  ko: '영어 일본어 중국어 프랑스어 독일어 스페인어 러시아어',
};
const languageNames = new Map<string, Array<{ name: string; terms: string[] }>>();

/**
 * Whether a question names a language (LANGUAGE_NAMES) that the bot's text never says: the name is in the question,
 * and one of its terms in no passage (in Korean, of its character pairs: "외국어" holds "국어" as "중국어" does, yet
 * names no language).
 */
function languageNamedNowhere(question: string, analyzer: TextAnalyzer, share: (term: string) => number): boolean {
  const names = LANGUAGE_NAMES[analyzer.language];
  if (!names) return false;
  let known = languageNames.get(analyzer.language);
  if (!known) {
    known = names.split(' ').map((name) => ({ name, terms: tokenize(name, analyzer) }));
    languageNames.set(analyzer.language, known);
  }
  const asked = question.toLowerCase();
  return known.some(
    ({ name, terms }) => terms.length > 0 && wordIn(asked, name) && terms.some((term) => share(term) === 0),
  );
}

/** Whether `name` stands in `text` as a word of its own (in a script without spaces: anywhere). */
function wordIn(text: string, name: string): boolean {
  const at = text.indexOf(name);
  if (at < 0) return false;
  if (isUnspaced(name)) return true;
  const before = text[at - 1] ?? ' ';
  const after = text[at + name.length] ?? ' ';
  return !/[\p{L}\p{M}]/u.test(before) && !/[\p{L}\p{M}]/u.test(after);
}

/** A passage worth quoting and the quote taken from it. */
export interface Quoted {
  passage: RankedPassage;
  quote: string;
}

/**
 * How a bio's opening says where its person comes from with a preposition and a place: "a nurse from Leeds", "ein
 * Tischler aus Freiburg", "soy de Valencia", "je suis originaire de Lyon", "ветеринар из Новосибирска", "مهندس
 * برمجيات من عمّان" — the bio's language's (German nouns all take a capital: "aus" with one is still most often a
 * place in the opening lines).
 */
const FROM_PLACE: Readonly<Record<string, RegExp>> = {
  en: /\bfrom\s+(?:the\s+)?\p{Lu}\p{Ll}/u,
  de: /\baus\s+(?:dem\s+|der\s+)?\p{Lu}\p{Ll}/u,
  es: /\b(?:soy|es|vengo|viene|originari[oa]|natural)\s+(?:\p{L}+\s+){0,2}?de\s+\p{Lu}\p{Ll}/u,
  fr: /(?<!\p{L})(?:suis|est|viens|vient|[Oo]riginaire)\s+(?:\p{L}+\s+){0,2}?(?:de\s+|d['’]\s?)\p{Lu}\p{Ll}/u,
  ru: /(?<!\p{L})из\s+\p{Lu}\p{Ll}/u,
  ar: /(?<!\p{L})من\s+(?!أين|وين)\p{Script=Arabic}{2,}/u,
};

/** "Where does she live?", "Wo wohnt er?", "¿Dónde vive?", "Où habite-t-elle ?", "Где она живёт?", "أين يسكن؟". */
const LIVES_ASKED: Readonly<Record<string, RegExp>> = {
  en: /\bwhere\b.{0,30}\b(?:live|lives|living|based|located|reside|resides|stay|stays)\b|\bwhere\s*(?:is|['’]s)\s+(?:your\s+|his\s+|her\s+|their\s+)?home\b|\bwhat\s+(?:city|town)\b.{0,30}\b(?:live|lives|living|based|in)\b/i,
  de: /\bwo\s+(?:wohnt|lebt)\b|\bin\s+welcher\s+stadt\b/i,
  es: /d[oó]nde\s+(?:vive|reside)\b|\ben\s+qu[ée]\s+ciudad\b/i,
  fr: /\bo[uù]\s+(?:vit|vis|vivez|habite|habites|habitez)|\b(?:vit|vis|vivez|habite|habites|habitez)(?:-(?:tu|vous|t-elle|t-il))?\s+o[uù](?!\p{L})|\bdans\s+quelle\s+ville\b/iu,
  ru: /где\s+(?:\p{L}+\s+)?(?:живёт|живет|проживает)|в\s+каком\s+городе/iu,
  // (and as it is spoken: "وين ساكنة؟", "وين عايش؟")
  ar: /(?:أين|وين)\s+(?:يعيش|تعيش|يسكن|تسكن|ساكن|ساكنة|عايش|عايشة)|في\s+أي\s+مدينة/u,
};
/** …and how its opening says where someone is with a place alone: "a product designer in Lisbon", "Tischler in Freiburg". */
const IN_PLACE: Readonly<Record<string, RegExp>> = {
  // (and "on the edge of Brattleboro", "just outside Oban")
  en: /\b(?:in|at)\s+(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}\p{Ll}|\b(?:edge|outskirts)\s+of\s+\p{Lu}\p{Ll}|\b(?:outside|near)\s+\p{Lu}\p{Ll}/u,
  // (and a street, as an address says it: "in der Kolonnadenstraße", "en la calle Mayor", "rue Mercière", "in via del
  // Pratello", "na rua Augusta")
  de: /\bin\s+\p{Lu}\p{Ll}|\p{Ll}(?:straße|strasse|gasse|platz)\b/u,
  es: /\ben\s+\p{Lu}\p{Ll}|\ben\s+(?:la\s+)?(?:calle|avenida|plaza)\s/u,
  // (and "dans mon atelier de Mirecourt": a place after "de" in the opening)
  fr: /(?<!\p{L})(?:à|de)\s+\p{Lu}\p{Ll}|(?<!\p{L})(?:rue|avenue|boulevard|quai)\s/u,
  ru: /(?<!\p{L})в\s+\p{Lu}\p{Ll}/u,
  ar: /(?<!\p{L})في\s+\p{Script=Arabic}{2,}/u,
  it: /(?<!\p{L})(?:a|in)\s+\p{Lu}\p{Ll}|(?<!\p{L})in\s+(?:via|piazza|corso|viale|vicolo|largo)\s/u,
  pt: /(?<!\p{L})(?:em|no|na)\s+\p{Lu}\p{Ll}|(?<!\p{L})n[ao]\s+(?:rua|avenida|praça|travessa|largo|bairro)\s/u,
  // (Japanese and Korean by what an address says: "福岡市中央区の大名で", "해운대 수영만 요트경기장 옆에서"; not Chinese, whose
  // "在…" is said of far more than places)
  ja: /\p{Script=Han}[都道府県市区町村](?:\p{Script=Han}|の)|通り/u,
  ko: /\p{Script=Hangul}에서(?!\p{L})/u,
};

/**
 * "Where is the shop / your office / his workshop?" in each answer language: where a place of the person's is, which a
 * bio's opening says with the place ("…運営する", "Anwalt … in Leipzig") more often than with the word asked.
 */
const WHERE_IS: Readonly<Record<string, RegExp>> = {
  en: /\bwhere\s+(?:is|['’]s)\s+(?:the|your|his|her|their)\s+\p{L}+(?:\s+\p{L}+)?\s*\??$/iu,
  de: /\bwo\s+(?:ist|liegt|befindet\s+sich)\s+(?:dein|deine|ihr|ihre|sein|seine|der|die|das)\b/iu,
  fr: /\bo[uù]\s+(?:est|se\s+trouve)\s+(?:ton|ta|votre|son|sa|le|la|l['’])|\b(?:il|elle)\s+est\s+o[uù]\s*,/iu,
  es: /d[oó]nde\s+(?:est[áa]|queda|se\s+encuentra)\s+(?:tu|su|el|la)\b/iu,
  pt: /\bonde\s+(?:fica|é|está)\s+(?:o|a|seu|sua|teu|tua)\b/iu,
  it: /\bdove\s+(?:si\s+trova|è|sta)\s+(?:il|la|lo|l['’]|tuo|tua|suo|sua)|\bdov['’]è\b/iu,
  ru: /где\s+(?:находится|расположен\p{L}*)/iu,
  ar: /(?:أين|وين)\s+(?:تقع|يقع)/u,
  // (not "出身はどこ？", where someone comes from)
  ja: /(?<!出身|生まれ|地元|実家|故郷)(?:は|って)どこ(?:に(?:ある|あります)|(?:ですか|なの)?[？?]?$)/u,
  ko: /(?:은|는)\s*어디\s*(?:있|에\s*있|예요|에요|야|인가요)/u,
};

/** How a greeting ends: on an exclamation mark. */
const GREETING_END = /[!！¡]\s*$/u;

/** An opening's age, said in figures after its person's name ("Jan Petersen, 34,"; "I'm 68 and…"): age.ts. */
const AGE_AFTER_NAME = { test: saysAgeInFigures };

/**
 * "Where is she from / where does she live / how old is he?" of a bio that says it only with a preposition and a
 * place, or a number after the name, where it introduces its person ("a nurse from Leeds", "a product designer in
 * Lisbon", "Jan Petersen, 34,": no "born", "grew up", "lives", "years old" to find): the sentence of its opening lines
 * that says so.
 */
function openingQuoteFor(question: string, context: QuoteContext): Quoted | null {
  const { analyzer = ENGLISH_ANALYZER } = context;
  const language = analyzer.language;
  const place = originAsked(question, analyzer)
    ? FROM_PLACE[language]
    : placeAsked(question, analyzer)
      ? IN_PLACE[language]
      : agesAsked(question, analyzer, language)
        ? AGE_AFTER_NAME
        : undefined;
  // (an age after the name is the person's: not their wife's, "Сколько лет его жене?", nor Arjun's)
  if (
    place === AGE_AFTER_NAME &&
    (namesFamily(question, readsAsEnglish(question, analyzer)) || otherAgeAsked(question, context) !== null)
  )
    return null;
  const opening = place && context.opening ? context.opening() : null;
  if (!place || !opening) return null;
  const first = sentencesOf(opening.text, new Set(), analyzer).slice(0, MAX_QUOTE_SENTENCES);
  // (a greeting is no answer, though it names a place: "Moin – bzw. hier in Sachsen eher: Guten Tag!")
  const sentence =
    first.find((s) => place.test(s.text) && !GREETING_END.test(s.text)) ?? first.find((s) => place.test(s.text));
  return sentence ? { passage: opening, quote: sentence.text } : null;
}

/** The passages worth quoting for a question (one to three, best first) with the quote taken from each. */
export function quotePassages(question: string, passages: RankedPassage[], context: QuoteContext = {}): Quoted[] {
  const { analyzer = ENGLISH_ANALYZER } = context;
  const other = otherAgeAsked(question, context);
  if (other !== null) {
    // (the sentence that names them says the age: not "I'm 42 … my wife Maëlle", two sentences apart)
    const language = context.language ?? analyzer.language;
    // (and not a child's beside them: "夫の大輔さんは高校の先生で、…三歳の息子がいます")
    const saysTheirAge = (sentence: string) =>
      tokenize(sentence, analyzer).includes(other) &&
      (readsAsEnglish(question, analyzer) ? saysAskedNumber(question, sentence) : saysAgeIn(sentence, language)) &&
      ![...sentence.matchAll(AGE_NUMBERS)].some((age) => ageOfFamily(sentence, age.index ?? 0));
    return quotesFound(question, passages, context).filter((q) =>
      splitSentences(q.quote.replace(/\s…\s/gu, ' \n ')).some(saysTheirAge),
    );
  }
  const quoted = withReferences(quotesFound(question, passages, context), context);
  // (where someone lives is a place: "Elle vit avec son mari…" says with whom, the opening's "…à Nantes" where)
  if (quoted.length > 0 && !livesNowhere(question, quoted, context)) {
    // (and a neighbourhood, a house, is said within the town the opening names: "I live in… the Chester Park
    // neighborhood" and "…at St. Luke's in Duluth, Minnesota" together say where)
    const { analyzer = ENGLISH_ANALYZER } = context;
    const town = livesAsked(question, analyzer) ? openingQuoteFor(question, context) : null;
    return town && quoted.length < MAX_QUOTES && !quoted.some((q) => overlapping(q.quote, town.quote))
      ? [...quoted, town]
      : quoted;
  }
  const opening = openingQuoteFor(question, context);
  return opening ? [opening] : quoted;
}

/**
 * Quotes that only point elsewhere ("The term of this Public License is specified in Section 6(a).") with what they
 * point at: "… This Public License applies for the term of the Copyright and Similar Rights licensed here."
 */
function withReferences(quoted: Quoted[], context: QuoteContext): Quoted[] {
  const { referenced } = context;
  if (!referenced) return quoted;
  return quoted.map((q) => {
    const reference = referenceIn(q.quote);
    const said = reference ? referenced(reference) : null;
    if (!said || q.quote.length + said.length + 3 > MAX_QUOTE_CHARS || quoted.some((o) => o.quote.includes(said)))
      return q;
    return { ...q, quote: `${q.quote} … ${said}` };
  });
}

/**
 * Whether "where does she live?" was answered by quotes that name no place ("Vive con su novia y dos perros."), or
 * "where is your office?" by quotes that say no place with a preposition ("Die Kanzlei teile ich mir mit Anke Voigt").
 */
function livesNowhere(question: string, quoted: Quoted[], context: QuoteContext): boolean {
  const { analyzer = ENGLISH_ANALYZER } = context;
  const place = IN_PLACE[analyzer.language];
  const lives = livesAsked(question, analyzer);
  return (
    place !== undefined &&
    (lives || placeAsked(question, analyzer)) &&
    !quoted.some((q) => {
      // (a name after a family or a pet word, or after "and", is someone: "avec son compagnon Hugo… et leur chat Minou")
      const said = q.quote.replace(NAMED_SOMEONE, ' ');
      return (lives && PLACE.test(said)) || place.test(said);
    })
  );
}

/** Whether a question asks where someone lives or where a place of theirs is (WHERE_IS). */
const placeAsked = (question: string, analyzer: TextAnalyzer): boolean =>
  livesAsked(question, analyzer) ||
  ((readsAsEnglish(question, analyzer) ? WHERE_IS.en : WHERE_IS[analyzer.language])?.test(question) ?? false);

/** Whether a question asks where someone lives (LIVES_ASKED, in English or in the bot's language). */
const livesAsked = (question: string, analyzer: TextAnalyzer): boolean =>
  (readsAsEnglish(question, analyzer) ? LIVES_ASKED.en : LIVES_ASKED[analyzer.language])?.test(question) ?? false;

/** A place as a text names it: a capitalised word after a word that is not (not the capital that opens a sentence). */
const PLACE = /\p{Lu}(?<=[\p{Ll},]\s+\p{Lu})\p{Ll}{2,}/u;

/**
 * "Where…?" per language, and how a sentence names a place: a capitalised word inside it where only names take a
 * capital; German, whose nouns all do, by one after a preposition of place. (Not in Chinese, Japanese and Korean:
 * the words an address is made of, "…区", "…通り", "…동", are in too many other words, and cost answers there.)
 */
const WHERE: Readonly<Record<string, readonly [asks: RegExp, says: RegExp]>> = {
  en: [/\bwhere\b/i, PLACE],
  de: [
    /\bwo(?:her|hin)?\b/i,
    /(?<!\p{L})(?:in|im|am|an|auf|bei|nahe|neben|aus)\s+(?:der\s+|dem\s+|den\s+)?\p{Lu}\p{Ll}{2,}/u,
  ],
  fr: [/(?<!\p{L})où(?!\p{L})/iu, PLACE],
  es: [/d[oó]nde/iu, PLACE],
  pt: [/(?<!\p{L})onde(?!\p{L})/iu, PLACE],
  it: [/(?<!\p{L})(?:dove|dov['’])/iu, PLACE],
  ru: [/(?<!\p{L})(?:где|куда|откуда)(?!\p{L})/iu, PLACE],
};

/** What a "where…?" question prefers: a sentence that names a place (PLACE_BONUS of the strongest term's weight). */
function placePreference(
  question: string,
  language: string,
  strongest: number,
): Pick<Preferences, 'saysPlace' | 'placeBonus'> {
  const where = WHERE[language];
  if (!where?.[0].test(question)) return { saysPlace: null, placeBonus: 0 };
  const says = where[1];
  return { saysPlace: (text) => says.test(text), placeBonus: PLACE_BONUS * strongest };
}

/**
 * The sentence of the passages found that defines what a work is called (the name before its title's colon:
 * "iharm3D" of "iharm3D: Vectorized General Relativistic Magnetohydrodynamics"), as a quote, or null.
 */
function definitionOfTitled(title: string, passages: RankedPassage[], analyzer: TextAnalyzer): Quoted | null {
  const called = new Set(tokenize(calledByTitle(title), analyzer));
  if (called.size === 0) return null;
  for (const passage of passages)
    for (const sentence of sentencesOf(passage.text, called, analyzer, new Map(), called))
      if (sentence.defines && !sentence.heading) return { passage, quote: cutAtWord(sentence.text, MAX_QUOTE_CHARS) };
  return null;
}

/** The quotes the passages a question found hold (see quotePassages). */
function quotesFound(question: string, passages: RankedPassage[], context: QuoteContext): Quoted[] {
  const { analyzer = ENGLISH_ANALYZER, termShare } = context;
  // "where did he give the speech?", "what time did it start?": a transcript's dateline says it; "who wrote this?",
  // "who gave the speech?", "who made Melodie?": its front matter's authors, or the title that names its speaker
  const dateline = context.dateline && readsAsEnglish(question, analyzer) ? context.dateline() : null;
  const event = dateline ? datelineAsked(question, `${dateline.title} ${context.botName ?? ''}`) : null;
  const dated = event ? dateline?.[event] : '';
  // ("what is iharm3D used for?": the sentence that defines it, when the text has one, says more than its title)
  const definesTitled = event === 'about' && dateline ? definitionOfTitled(dateline.title, passages, analyzer) : null;
  if (definesTitled) return [definesTitled];
  if (event && dated) return [{ passage: context.opening?.() ?? { index: 0, text: dated, score: 0 }, quote: dated }];
  // "who are you?", "what's her name?": how the text opens says it (a résumé's name and title, a bio's first lines)
  const opening = context.opening && identityAsked(question) ? context.opening() : null;
  if (opening) {
    const quote = openingQuote(sentencesOf(opening.text, new Set(), analyzer));
    if (quote !== '') return [{ passage: opening, quote }];
  }
  // "what does she do?" of a first-person bio: how it introduces its person ("はじめまして、中村ひかりです。" and what
  // follows: "札幌の…でパン職人をしています。")
  // (what the passages found say: "Где она работает?" of "работаю в клинике…")
  // (said of the person, not of the family: "…seiner Frau Birgit, die in der Stadtbücherei arbeitet" says nothing of
  // where he works, and his introduction answers)
  const englishQuestion = readsAsEnglish(question, analyzer);
  const says = (pattern: RegExp) =>
    passages.some(
      (passage) =>
        pattern.test(passage.text) &&
        splitSentences(passage.text).some(
          (sentence) => pattern.test(sentence) && !familyWorkNotAsked(question, sentence, englishQuestion),
        ),
    );
  const occupation = asksOccupation(question, analyzer.language, says);
  // (or of a bio in the third person, which opens on its person: "Dr. Helen Marsh is a marine biologist at…")
  const opened = occupation && context.opening ? context.opening() : null;
  // (and a first-person opening whose name goes unread: "저는 부산 영도에 사는 문학 번역가 한지수예요")
  const introducedAs = opened ? (context.subjectName ?? (opensInFirstPerson(opened.text) ? '' : null)) : null;
  const introduction =
    opened && introducedAs !== null && !namesAnother(question, introducedAs, analyzer) ? opened : null;
  if (introduction && introducedAs !== null) {
    const quote = introductionQuote(sentencesOf(introduction.text, new Set(), analyzer), introducedAs);
    if (quote !== '') return [{ passage: introduction, quote }];
  }
  const named = new Set(context.botName ? tokenize(context.botName, analyzer) : []);
  // (what someone does for a living is said where the text introduces them: their name picks the quote then)
  // (a first-person bio's or a third-person one's: "What's Maya's salary?" asks of Maya's salary)
  const subjectName = context.subjectName && !occupation ? context.subjectName : '';
  const introducedTerms = new Set(subjectName ? tokenize(subjectName, analyzer) : []);
  // (a Chinese or Japanese name is cut into words by what surrounds it: "中村" of "中村ひかり" is hers too)
  const introduced = {
    has: (term: string) => introducedTerms.has(term) || (isUnspaced(term) && subjectName.toLowerCase().includes(term)),
  };
  // "what does Jordan do for a living?" is answered by what introduces Jordan, not by the word "living"
  // nor by the words of "how often / how long / how many", which ask for a number and say nothing of what about
  const { compounding } = context;
  const sections = sectionQuestion(
    question,
    analyzer,
    termShare && compounding ? { share: termShare, compounding } : undefined,
  );
  // (and "¿De dónde es?" asks of her origin, a word it does not say)
  const all = new Set(
    tokenize(
      `${withoutNumberForm(withoutOccupationWords(question, analyzer.language, says), analyzer.language)} ${sections.implied}`,
      analyzer,
    ),
  );
  for (const term of sections.repeated) if (all.size > 1) all.delete(term);
  const filler = fillerTerms(analyzer);
  // a follow-up is about what the visitor asked before it ("how long was she there?" after "where did she work before
  // Hydrotec?"): those words are asked too, and the section words they stand for; of its own words, the quote must say
  // one ("what did she earn there?" is not answered by the job it points back at)
  const { followsOn } = context;
  const followed = followsOn
    ? sectionQuestion(followsOn, analyzer, termShare && compounding ? { share: termShare, compounding } : undefined)
    : null;
  const own = new Set(
    followed
      ? tokenize(ownWords(question, analyzer), analyzer).filter((term) => all.has(term) && !filler.has(term))
      : [],
  );
  // (but not a word of theirs that stands for one of its own: "royalty" of an answer that said "royalty-free" is the
  // "pay" of "do I have to pay for that?")
  const standsForOwn = new Set([...sections.aliases].filter(([, stands]) => own.has(stands)).map(([said]) => said));
  if (followsOn && followed)
    for (const term of tokenize(`${withoutNumberForm(followsOn, analyzer.language)} ${followed.implied}`, analyzer))
      if (!standsForOwn.has(term)) all.add(term);
  if (all.size === 0) for (const term of tokenize(question, analyzer)) all.add(term);
  // (and "what counts as / what does X mean" asks with "counts", "mean": X is what is asked)
  const definition = definitionAsked(question, analyzer);
  const managesTo =
    analyzer.language === 'en' && MANAGES_TO.test(question) ? new Set(tokenize('manage managed', analyzer)) : null;
  const content = [...all].filter(
    (t) => (!filler.has(t) || (t === 'go' && !GOES_SOMEWHERE.test(question))) && !managesTo?.has(t),
  );
  // (of the question's words: what it means without saying them is asked too — "looking" of "what is he after next?")
  const meant = new Set(tokenize(sections.implied, analyzer));
  const defining =
    definition && analyzer.language === 'en' ? content.filter((t) => definition.has(t) || meant.has(t)) : content;
  const asked = defining.length > 0 ? new Set(defining) : content.length > 0 ? new Set(content) : all;
  if (asked.size === 0) return [];
  const aliases = followed ? new Map([...followed.aliases, ...sections.aliases]) : sections.aliases;
  // a question about a name none of the passages says is about something else than the text ("the National AI
  // Research Resource" of a speech that prices the CHIPS Act); asked in English, as a German question's nouns are all
  // capitalised
  // "where did she work before X?": the job whose dates come before X's, which no word of the question names
  // (not of a follow-up: "how long was she there?" is of the job it points back at)
  const timeline = context.datedEntries && !followed ? chronologyAsked(question, analyzer) : null;
  const entry = timeline && entryAsked(timeline, context.datedEntries?.() ?? [], analyzer);
  if (entry) {
    const passage = passages.find((p) => p.index === entry.chunk) ?? {
      index: entry.chunk,
      text: entry.passage,
      score: 0,
    };
    const [line = '', next] = entry.quote.split('\n');
    return [{ passage, quote: next === undefined ? line : joinLines(line, next) }];
  }
  const matching = passages.filter((p) => p.score > 0).map((p) => `${p.text}\n${acronymWords(p.text)}`);
  // (a name the text says in other words is no missing one: "DRM" of "Effective Technological Measures")
  const missing = (context.language ?? 'en') === 'en' ? missingName(question, matching, analyzer) : null;
  const standsFor = new Set(aliases.values());
  if (missing && !missing.every((term) => standsFor.has(term))) return [];
  // "Il parle allemand ?", "他会说日语吗？" of a bio that never names the language: not in the text
  if (termShare && !readsAsEnglish(question, analyzer) && languageNamedNowhere(question, analyzer, termShare))
    return [];
  // "what budget is…?", "what advice did…?": the thing asked for, when the text never says it nor a word that stands
  // for it, is not in the text (a kind of thing — "which city", "what instrument" — is said by its name instead)
  const focus = termShare && readsAsEnglish(question, analyzer) ? focusAsked(question, analyzer) : null;
  if (
    focus !== null &&
    // (a thing asked again by another word of its group is asked by the first: "any brothers or sisters?")
    !sections.repeated.has(focus) &&
    termShare?.(focus) === 0 &&
    ![...aliases].some(([said, stands]) => stands === focus && (termShare?.(said) ?? 0) > 0)
  )
    return [];
  const defined = definition && new Set([...definition].filter((t) => asked.has(t)));
  // (a passage that begins inside a sentence is read from where the sentence does: "Introduced drone-based" before
  // "visual inspection for 140 municipal bridges…" says what "has she used drones?" asks)
  const leadingOf = (passage: RankedPassage): string => {
    const leading = context.leading?.(passage.index);
    if (!leading) return '';
    if (leading.length <= MAX_LEADING_CHARS) return leading;
    const start = leading.slice(-MAX_LEADING_CHARS);
    return `…${start.slice(start.indexOf(' ') + 1)}`;
  };
  const ownAsked = [...own].filter((term) => asked.has(term));
  const sentencesIn = (text: string) => sentencesOf(text, asked, analyzer, aliases, defined?.size ? defined : null);
  const candidates = passages
    .filter((p) => p.score > 0)
    .map((passage) => {
      const leading = leadingOf(passage);
      const sentences = sentencesIn(passage.text);
      // (the rarity of words is counted in the passage as it is: the sentence it begins inside is another passage's)
      return {
        passage,
        counted: sentences,
        sentences: leading ? sentencesIn(`${leading} ${passage.text}`) : sentences,
      };
    });
  // Rarity of each term among the candidates' sentences: log(1 + sentences / sentences containing it).
  const containing = new Map<string, number>();
  let sentenceCount = 0;
  // (a sentence that overlapping passages both hold counts once)
  const counted = new Set<string>();
  for (const { counted: sentences } of candidates)
    for (const sentence of sentences) {
      if (counted.has(sentence.text)) continue;
      counted.add(sentence.text);
      sentenceCount += 1;
      for (const term of sentence.terms) containing.set(term, (containing.get(term) ?? 0) + 1);
    }
  // The terms that tell sentences apart: not those in most of them (the owner's name in a personal bot), and of
  // several terms, not the one the text repeats most (a subject every sentence is about cannot pick one).
  const seen = (term: string) => containing.get(term) ?? 0;
  // (a term the whole text runs through: a word in most retrieved sentences but few of the bot's passages is what
  // the question is about — "FIDDLE" in a paper that discusses it in one section — not the bot's subject)
  const throughout = (term: string) => (termShare?.(term) ?? 1) >= SUBJECT_SHARE;
  let telling = [...asked].filter(
    (term) => !(seen(term) >= 2 && seen(term) > sentenceCount * UBIQUITOUS_SHARE && throughout(term)),
  );
  if (telling.length >= 2) {
    const all = candidates.flatMap((c) => c.sentences);
    let commonest = telling.reduce((a, b) => (seen(b) > seen(a) ? b : a));
    let isSubject =
      seen(commonest) >= Math.max(2, SUBJECT_SENTENCE_SHARE * sentenceCount) &&
      throughout(commonest) &&
      nameLike(commonest, all, analyzer) &&
      // (a script without capitals cannot tell a name from a word the text says twice — "考古" of "考古学", "考古队":
      // when the text introduces its person, only their name is its subject)
      (/[\p{Lu}\p{Ll}]/u.test(commonest) || !context.subjectName || introduced.has(commonest));
    // the name the bot goes by is its subject even when the retrieved sentences hold it once (a résumé's heading),
    // and so is the name a first-person text introduces its person by, in any script ("Hi, I'm Owen…", "我叫林雨桐")
    if (!isSubject) {
      const subjects = telling.filter(
        (t) => introduced.has(t) || (named.has(t) && seen(t) >= 1 && nameLike(t, all, analyzer, true)),
      );
      if (subjects.length > 0) {
        commonest = subjects.reduce((a, b) => (seen(b) > seen(a) ? b : a));
        isSubject = true;
      }
    }
    if (isSubject) {
      // the whole name goes, not just its commonest word ("Jonas Weber", every pair of "박민준")
      const subject = new Set(phraseAround(commonest, tokenize(question, analyzer), all));
      // (the name a first-person text introduces goes whole, though it says it once: every pair of "배소연")
      const introducedSubject = introduced.has(commonest);
      telling = telling.filter((term) => !subject.has(term) && !(introducedSubject && introduced.has(term)));
    }
  }
  // (a short number of the question — "Apache 2.0", "section 5" — says which, not what: words must match too)
  const worded = telling.filter((term) => !/^\d{1,2}$/.test(term));
  if (worded.length >= 2) telling = worded;
  const terms = telling.length > 0 ? new Set(telling) : asked;
  // every question term a passage has, the subject's included: half of the question is enough when a third of
  // the telling terms (two at least) are among them ("고양이 … 마리" in the bio of 박민준)
  const askedTerms = new Map(
    candidates.map(({ passage, sentences }) => [passage, new Set(sentences.flatMap((s) => [...s.terms]))]),
  );
  if (terms.size < asked.size)
    for (const { sentences } of candidates)
      for (const sentence of sentences)
        for (const term of [...sentence.terms]) if (!terms.has(term)) sentence.terms.delete(term);
  const needed = requiredMatches(terms.size);
  const weights = new Map(
    [...containing].filter(([term]) => terms.has(term)).map(([term, n]) => [term, Math.log(1 + sentenceCount / n)]),
  );
  // (of a follow-up with words of its own, the words of what it points back at only tell its sentences apart, when
  // the passages say one of its own words at all: "do I have to pay for that?" is answered by "…grants Licensee a
  // nonexclusive, royalty-free… license", not again by the sentence that answered before it)
  if ([...own].some((term) => containing.has(term)))
    for (const [term, weight] of weights) if (!own.has(term)) weights.set(term, weight * CONTEXT_SHARE);

  // what the asked words tell together: what holds half of it answers, however few of the words it holds
  const tells = informationOf(terms, termShare);
  const informative = (said: ReadonlySet<string>) => said.size > 0 && tells(said) >= INFORMATIVE_SHARE * tells(terms);
  // a question that asks for a number or a date prefers, of sentences that match it, one that says one
  const strongest = Math.max(0, ...weights.values());
  const numberSays = NUMBERS[analyzer.language]?.says;
  // "how many turbines…" is answered by the sentence that counts them, before one that only says turbines and a number
  const numberBonus = asksNumber(question, analyzer) ? NUMBER_BONUS * strongest : 0;
  const english = readsAsEnglish(question, analyzer);
  const asksPrice = english ? ASKS_PRICE.test(question) : asksPriceIn(question, analyzer.language);
  const asksBirthplace = english && ASKS_BIRTHPLACE.test(question);
  const asksWhyLeft = english && ASKS_WHY_LEFT.test(question);
  // ("why did she leave…?", "which country's law…?", "her driving licence / notice period / references / email?")
  const askedThings = english ? thingsAsked(question) : [];
  const ageLanguage = [analyzer.language, context.language ?? analyzer.language].find((l) => asksAgeIn(question, l));
  // (not an age, which the age rules answer: "Quanti anni ha tuo padre?", "كم عمره؟")
  const countedThing = ageLanguage === undefined ? countedTerm(question, analyzer) : null;
  // (someone named is asked about as family is: "How old is Kirsty?" of "Our daughter Kirsty is 12 years old")
  const familyAsked = namesFamily(question, english) || otherAgeAsked(question, context) !== null;
  // (in the languages that write a name with its capital, which tells it from the word before it)
  const namedAfterFamily = NAMED_AFTER_FAMILY_UNSPACED[analyzer.language];
  const asksFamilyName =
    (NAMES_WITH_CAPITALS.has(analyzer.language) || namedAfterFamily !== undefined) &&
    familyAsked &&
    ASKS_NAME.test(question);
  const asksAgeAtAll = ageLanguage !== undefined || (english && ASKS_AGE.test(question));
  const yearAsked = !english && (ASKS_YEAR_IN[analyzer.language]?.test(question) ?? false);
  const askedRelations = new Set(relationsOf(question));
  // "how many / how long / when…" is not answered by a quote that says no number, date (or for "when", condition);
  // "what was she paid / what is the budget…?" by one that says no sum; (in the other languages: by a quote that
  // says no number — "متى بدأ…?" is not answered by "وأعمل مرشدا"); nor "how old" by one that says no age, in any
  // language
  const height = HEIGHTS[analyzer.language];
  const heightSays = !english && height?.[0].test(question) ? height[1] : null;
  const saysWhatIsAsked = (said: string): boolean =>
    // (and a transcript's closing time only a time asked: "END 10:18 A.M. CDT" answers "when did the call end?", not
    // "why did the call end so suddenly?")
    !(CLOSING_TIME.test(said) && !(english && ASKS_TIME.test(question))) &&
    // (and someone's work by their own, not by the family's: "Wo arbeitet er genau?" of "Mit seiner Frau Birgit, die in
    // der Stadtbücherei arbeitet…")
    !familyWorkNotAsked(question, said, english) &&
    // (and a husband's work by a sentence that says his job: not "我和老公有一个五岁的女儿" for "她丈夫是做什么的？")
    !familyWorkUnsaid(question, said, analyzer.language) &&
    // (and "where was he born?" by a place he was born in, not by "the alliance… was born out of the courage…")
    !(asksBirthplace && !SAYS_BIRTHPLACE.test(said)) &&
    !(numberBonus > 0 && analyzer.language === 'en' && !saysAskedNumber(question, said)) &&
    !(asksPrice && !saysPriceIn(said, analyzer.language)) &&
    // (and "Wie hoch ist es?" by a height: "…ist mit 91 Metern eines der größten Denkmäler", not "…von 1813")
    !(heightSays && !heightSays.test(said)) &&
    // (and "why did she leave Hydrotec?" by one that says she left, or why: not by the job's entry alone; "which
    // country's law governs it?" by one that names a jurisdiction; "does she have a driving licence?" by one that says
    // driving, not "QTRA licensed user"; "what's her notice period?" by one that says notice or when she can start;
    // "who can I ask for a reference?" by one that speaks of references; "what's her email?" by one that gives it —
    // askedThings.ts)
    askedThings.every((says) => says(said)) &&
    !(
      numberBonus > 0 &&
      analyzer.language !== 'en' &&
      numberSays &&
      !numberSays.test(said) &&
      !saysWhenWithoutNumber(question, said, analyzer.language)
    ) &&
    !(ageLanguage && !saysAgeIn(said, ageLanguage)) &&
    // (and "她哪年出生的？", "In welchem Jahr…?" by a year)
    !(yearAsked && !YEAR_FIGURES.test(said)) &&
    // (an age asked of the person is not their child's: "How old is she?" of "Our daughter Lola is five years old")
    // (a family word before the age says whose it is: not "七十二歳で、…妻と二人で暮らしています", "I'm 34 and have a son")
    !(asksAgeAtAll && !familyAsked && familyBeforeAge(said, analyzer.language === 'en')) &&
    // (and a family member's age by one that gives someone of the family theirs: "她老公多大？" is not answered by
    // "陈静今年三十五岁… 她和丈夫刘洋…")
    !(asksAgeAtAll && namesFamily(question, english) && !familyBeforeAge(said, analyzer.language === 'en')) &&
    // (and of the one asked: "你老公多大了？" is not answered by "我们有个五岁的女儿")
    !(asksAgeAtAll && askedRelations.size > 0 && !relationsOf(said).some((r) => askedRelations.has(r))) &&
    // (and "what is her husband's name?" by a quote that names him: not "I run a bakery with my husband")
    // (and by one that names someone of the family: not "a 1962 wooden sailing boat called Morag" for his grandsons)
    !(
      asksFamilyName &&
      !NAME_AFTER_FAMILY.test(said) &&
      !namedAfterFamily?.test(said) &&
      !MARRIED_TO.test(said) &&
      !(SAYS_A_NAME.test(said) && familyAt(said, english) >= 0)
    );
  const preferences: Preferences = {
    // a question that asks for a number or a date prefers, of sentences that match it, one that says one
    numberBonus,
    saysNumber: numberSays ? (text: string) => numberSays.test(text) : saysNumber,
    // ("how big / how long / how much did it cost…": and of those, one whose number has the asked unit or is a sum)
    saysUnit: unitAsked(question, analyzer.language),
    // and one that asks who, a sentence that says a name
    nameBonus: asksWho(question, analyzer) ? NAME_BONUS * strongest : 0,
    // and "where…?" one that names a place
    ...placePreference(question, analyzer.language, strongest),
    counts: countedThing === null ? null : (text: string) => countsTerm(text, countedThing, analyzer, aliases),
    countBonus: COUNT_BONUS * strongest,
    // and "can I…?", "do I have to…?" one that permits, obliges or forbids ("does not permit incorporating…")
    ruleBonus: analyzer.language === 'en' && ASKS_RULE.test(question) ? RULE_BONUS * strongest : 0,
    // and "why…?" one that gives a reason
    reasonBonus: analyzer.language === 'en' && ASKS_REASON.test(question) ? REASON_BONUS * strongest : 0,
    // and "how does it handle X?" the sentence after the one that says X, which says how
    saysHowNext: analyzer.language === 'en' && ASKS_HANDLING.test(question),
    refersBack: (english ? undefined : REFERS_BACK[analyzer.language]) ?? REFERS_BACK.en!,
    // a quote that does not yet say the number, the age, the sum or the name asked goes on into the sentence that does
    // (and of "how many pitchers…", a sentence that counts them: not "he was 45 years old")
    completes: !(
      numberBonus > 0 ||
      asksPrice ||
      asksAgeAtAll ||
      asksBirthplace ||
      asksFamilyName ||
      askedThings.length > 0
    )
      ? null
      : countedThing === null
        ? saysWhatIsAsked
        : (said: string) => saysWhatIsAsked(said) && countsTerm(said, countedThing, analyzer, aliases),
  };
  const topScore = candidates[0]?.passage.score ?? 0;
  const quoted: Array<{ passage: RankedPassage; quote: string }> = [];
  for (const { passage, sentences } of candidates) {
    if (quoted.length >= MAX_QUOTES) break;
    if (quoted.length > 0 && passage.score < topScore * SECONDARY_SCORE_SHARE) break;
    const matched = new Set(sentences.flatMap((sentence) => [...sentence.terms]));
    const defines = sentences.some((sentence) => sentence.defines);
    const enough =
      defines ||
      matched.size >= needed ||
      informative(matched) ||
      (matched.size >= Math.max(2, Math.ceil(terms.size / 3)) &&
        (askedTerms.get(passage)?.size ?? 0) >= requiredMatches(asked.size)) ||
      // (a follow-up's own words all said: "what about moral rights?" after "what can be a work under CC0?")
      (ownAsked.length > 0 && ownAsked.every((term) => askedTerms.get(passage)?.has(term)));
    if (!enough) continue;
    if (ownAsked.length > 0 && !ownAsked.some((term) => askedTerms.get(passage)?.has(term))) continue;
    // (a passage's best sentence that does not say an age asked gives way to its next: of a short bio, "je fais du
    // handball depuis l'âge de dix ans" to "j'ai 22 ans", one passage of the text; and one that says no price to the
    // next: "how much does it cost to use?" of a licence's "…grants You a worldwide, royalty-free… license")
    const after = followingSentences(context.following?.(passage.index) ?? null, terms, analyzer, aliases);
    let candidates = sentences;
    let found: ReturnType<typeof quoteOf> | null = null;
    // (an age or a price only, which few sentences say: a number that a weaker sentence says answers nothing asked —
    // "how much faster is it?" of the next sentence with a figure)
    // (and a family member's name, which the sentence before may only lead up to: "Vivo en Oaxaca…" before "Vivo con mi
    // pareja, Emiliano")
    // (and of a follow-up that asks a number, whose words of the answer before may choose that answer's other sentence
    // first: "wie lange schon?" after an answer that quoted her job and her husband's)
    const attempts =
      ageLanguage || asksPrice || asksFamilyName || yearAsked || askedThings.length > 0 || (followed && numberBonus > 0)
        ? AGE_ATTEMPTS
        : 1;
    for (let attempt = 0; attempt < attempts && found === null; attempt += 1) {
      const quote = quoteOf(candidates, weights, preferences, {
        // an answer that runs past the passage's last sentence goes on into what follows it in the source
        after,
        leading: null,
      });
      // a quote that only asks what the visitor asks (a question in a transcript or an FAQ, and no answer) answers
      // nothing
      if (quote.text === '' || quote.terms.size === 0) break;
      if (saysWhatIsAsked(quote.alone)) found = quote;
      else if (asksWhyLeft && attempt === 0) found = whyLeftOf(quote, candidates);
      if (found === null) candidates = candidates.filter((sentence) => !quote.alone.includes(sentence.text));
    }
    if (found === null) continue;
    const { text: quote, terms: said } = found;
    // (and of the job asked: "Left when the marine division was sold" is another job's leaving than Hydrotec's)
    // (the job named as the text names it: "the brewery" may be its "brewer")
    if (asksWhyLeft) {
      const leaving = leavingTerms(analyzer);
      // (a follow-up's job is the one it points back at, not a word of the question before it: "and why did she
      // leave?" after "where did she work before Quintal Pay?")
      const named = followed ? ownAsked : [...terms];
      const job = named.filter((term) => !leaving.has(term) && (termShare?.(term) ?? 1) > 0);
      if (job.length > 0 && !job.some((term) => said.has(term))) continue;
    }
    // what is quoted must say enough of what is asked itself, not just stand in a passage that does ("NASA has used
    // the station…" for "NASA's budget for Artemis?")
    if (
      !defines &&
      matched.size >= needed &&
      said.size < Math.min(needed, Math.max(2, Math.ceil(terms.size / 3))) &&
      !informative(said) &&
      // (a follow-up's quote that says all its own words says what it asks: the rest it points back at)
      !(ownAsked.length > 0 && ownAsked.every((term) => said.has(term)))
    )
      continue;
    // Overlapping chunks can yield the same sentences twice: quotes that share one become one
    const shared = quoted.findIndex((q) => overlapping(q.quote, quote));
    if (shared < 0) quoted.push({ passage, quote });
    else {
      const held = quoted[shared]!;
      // in the text's order, the better-ranked passage kept as the quote's
      quoted[shared] = {
        passage: held.passage,
        quote: held.passage.index <= passage.index ? joinQuotes(held.quote, quote) : joinQuotes(quote, held.quote),
      };
    }
  }
  return quoted;
}

/** "Where was he born?", and what says where someone was born ("born in Georgia", "a native of Cork", "from Lagos"). */
const ASKS_BIRTHPLACE = /\bwhere\b.{0,40}\bborn\b/i;
const SAYS_BIRTHPLACE =
  /\b[Bb]orn\s+(?:and\s+raised\s+)?(?:in|at|on|near)\b|\bnative\s+of\b|\bfrom\s+(?:the\s+)?\p{Lu}|\bgrew\s+up\s+in\b|\bhometown\b|\bbirthplace\b/u;

/** A question that asks someone's name, in the answer languages. */
const ASKS_NAME =
  /\bnamed?\b|\bnames\b|\bcalled\b|\bnombres?\b|\bllaman?\b|\bappellent\b|\bnom\b|appelle|\bhei(?:ß|ss)t\b|\bname\b|имя|зовут|اسم|名前|名字|叫什么|叫啥|이름/iu;
/** What says a name: "called", "named", "heißt", "s'appelle", "зовут", "叫", "という", "이름은", "اسمه"… */
const SAYS_A_NAME =
  /\b(?:called|named|name\s+is|hei(?:ß|ss)t|s['’]appelle|se\s+llama|llamad[oa])\b|зовут|по\s+имени|叫|名叫|名字|という|이름은|이라는|(?<=\p{L})라는|اسمه|اسمها|\p{Script=Hangul}+(?:이|)(?:라고|이라고)/u;
/** A capitalised name after the word before it (and its comma, if any). */
// (or its dash: "Жена — Марина")
const BEFORE_NAME = String.raw`(?:,|\s+[—–-])?\s+\p{Lu}\p{Ll}+`;
/** A name right after the family word it names: "my husband Dev", "mon mari, Julien", "su esposa Marta", "жена Анна". */
const NAME_AFTER_FAMILY = new RegExp(`${FAMILY_BEFORE_NAME}${BEFORE_NAME}`, 'u');
/** A name after a family or a pet word, or after "and", in the languages that write names with capitals. */
const NAMED_SOMEONE = new RegExp(
  `(?:${FAMILY_BEFORE_NAME}|\\b(?:and|et|y|und|и|chat|chien|chatte|chienne|gato|gata|perro|perra|Hund|Katze|cat|dog|кот|кошка|собака))${BEFORE_NAME}`,
  'gu',
);

/** …or after whom someone is married to: "married to the singer Dee Webb", "casado con Marta", "женат на Анне". */
const MARRIED_TO =
  /(?:married\s+to|casad[oa]\s+con|mariée?\s+(?:à|avec)|женат\s+на|замужем\s+за)\s+(?:the\s+\p{Ll}+\s+)?\p{Lu}\p{Ll}+/u;
/** The languages whose names take a capital, and so whose text tells whether it names someone. */
const NAMES_WITH_CAPITALS = new Set(['en', 'fr', 'es', 'pt', 'it', 'ru']);

/** A figure or a number word that may be an age, in the answer languages. */
const AGE_NUMBER =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|deux|trois|quatre|cinq|sept|huit|neuf|dix|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce)\b|[一二三四五六七八九十两]|(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스물|서른|마흔|쉰)\s*살|(?<!\p{L})(?:дв|тр|четыр|пят|шест|сем|восем|девят|десят)\p{L}*|(?:ثلاث|أربع|خمس|ست|سبع|ثمان|تسع|عشر)\p{L}*/iu;

/** Every figure or number word of a sentence that may be an age (AGE_NUMBER). */
const AGE_NUMBERS = new RegExp(AGE_NUMBER.source, 'giu');

/** Whether a sentence names a family member before it says a number: the age it says is theirs ("Our daughter is five"). */
function familyBeforeAge(text: string, english: boolean): boolean {
  const family = familyAt(text, english);
  if (family < 0) return false;
  const age = AGE_NUMBER.exec(text);
  if (!age) return true;
  return family < age.index || ageOfFamily(text, age.index);
}

/** In Chinese, Japanese and Korean the age goes before whose it is: "五歳の娘", "五岁的女儿", "다섯 살 딸". */
function ageOfFamily(text: string, at: number): boolean {
  const after = text.slice(at, at + AGE_BEFORE_FAMILY_CHARS);
  return countUnspaced(after) > 0 && familyAt(after, false) >= 0;
}

/** How near after an age a family word says whose it is, in the unspaced scripts ("五歳の娘": four characters). */
const AGE_BEFORE_FAMILY_CHARS = 6;

/** How many of a passage's sentences are tried, best first, for one that says the age asked. */
const AGE_ATTEMPTS = 3;

/** A range of dates ("2016–2018", "Sep 2017 - Present", "August 2013 – August 2016"): what heads a résumé's entry. */
const DATE_RANGE = new RegExp(
  String.raw`(?:19|20)\d\d\s*[–—-]\s*(?:${MONTH}(?:19|20)\d\d|present|now|today|current)\b`,
  'iu',
);

/** How far into the job it quotes a résumé looks for why it was left ("- **Why I moved on:** I wanted to…"). */
const WHY_LEFT_SENTENCES = 6;

/**
 * "Why did he leave Loonie Lending?" of the job's entry, whose heading is quoted and whose last line says why: the
 * quote and the first sentence after it, up to the next heading, that says the leaving or a reason; or null.
 */
function whyLeftOf(quote: ReturnType<typeof quoteOf>, sentences: Sentence[]): ReturnType<typeof quoteOf> | null {
  const at = sentences.findIndex((sentence) => quote.alone.includes(sentence.text));
  if (at < 0) return null;
  for (let i = at + 1; i < Math.min(sentences.length, at + 1 + WHY_LEFT_SENTENCES); i += 1) {
    const sentence = sentences[i]!;
    if (quote.alone.includes(sentence.text)) continue;
    // (the next entry — its heading, or its line of dates — is another job)
    if (sentence.heading || DATE_RANGE.test(sentence.text)) return null;
    if (SAYS_LEAVING.test(sentence.text)) {
      const text = `${quote.alone} … ${sentence.text}`;
      return text.length <= MAX_QUOTE_CHARS * 1.5 ? { text, terms: quote.terms, alone: text } : null;
    }
  }
  return null;
}

/** A quote without the ellipses that mark it cut. */
const uncut = (quote: string): string => quote.replace(/^…|…$/gu, '');

/** The sentences of a quote, without the ellipsis that marks a cut. */
const quoteSentences = (quote: string): string[] =>
  splitSentences(uncut(quote))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);

/** Whether two quotes hold the same text: one the other, or a sentence of one that the other holds whole. */
function overlapping(a: string, b: string): boolean {
  if (holds(a, b) || holds(b, a)) return true;
  return quoteSentences(b).some((sentence) => sentence.length >= SHORT_QUOTE_CHARS && holds(a, sentence));
}

/**
 * Whether a quote holds a text, word for word: however the two were laid out ("Unit Tests: A unit test…" and "Unit
 * Tests : A unit test…", a line break and a space).
 */
const holds = (quote: string, text: string): boolean => wordsOnly(quote).includes(wordsOnly(text));
const wordsOnly = (text: string): string => text.replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Two overlapping quotes as one, `first` the earlier in the text: `first`, then what `second` goes on with. The
 * second's part stops at a sentence within half a quote's length more.
 */
function joinQuotes(first: string, second: string): string {
  if (holds(first, second)) return first;
  if (holds(second, first)) return second;
  let text = first.replace(/…$/u, '');
  for (const sentence of quoteSentences(second)) {
    if (holds(text, sentence)) continue;
    if (text.length + sentence.length + 1 > MAX_QUOTE_CHARS * 1.5) break;
    text = spaced(text, sentence);
  }
  return text;
}

/**
 * The passage a quote was taken from, as the answer's source shows it: from the quote's first words on (a source is
 * shown by its start, and the quote may stand at the passage's end), whitespace collapsed; the whole passage when
 * the quote starts before it (a sentence its chunk begins inside).
 */
export function quotedExcerpt(passage: RankedPassage, quote: string): RankedPassage {
  const text = collapseWhitespace(passage.text);
  // (up to where the quote joined two lines: "Summary: Backend…" and "Maya · Engineer" are "Summary Backend…" and
  // "Maya Engineer" in the text)
  const opening = collapseWhitespace(quote.replace(/^…/u, ''))
    .slice(0, QUOTE_OPENING_CHARS)
    .split(/: | · /u)[0];
  const at = opening ? text.indexOf(opening) : -1;
  return at > 0 ? { ...passage, text: text.slice(at) } : passage;
}

/** How much of a quote's opening finds it in its passage. */
const QUOTE_OPENING_CHARS = 40;

/**
 * Quotes one to three passages that contain enough of the question's terms; otherwise says it does
 * not know (a question sharing only a stray word with the text gets no quote of noise).
 */
export function composeOfflineReply(
  question: string,
  passages: RankedPassage[],
  options: QuoteContext = {},
  /** The quotes, when the caller has taken them already (the sources shown beside the answer come from them). */
  quoted: readonly Quoted[] = quotePassages(question, passages, options),
): string {
  const frame = ANSWER_FRAMES[options.language ?? 'en'];
  if (quoted.length === 0) return frame.dontKnow;
  // a bot of several sources: each quote says which one it is from
  return quoted
    .map((q, i) => {
      const from = q.passage.source ? ` — ${q.passage.source}` : '';
      // (read as text: a pasted résumé's "**Line**" or "<b>client</b>" is "Line", "client")
      // (in the language's own marks; no space after a full-width colon: "我在资料中找到了这些：“…”")
      const [open, close] = frame.quote;
      const lead = i === 0 ? frame.intro : frame.more;
      return `${lead}${/\uff1a$/u.test(lead) ? '' : ' '}${open}${withoutBullet(plainText(q.quote))}${close}${from}`;
    })
    .join('\n\n');
}
